/**
 * One pass over a contest's standings, best rank first, that turns entries into flat arrays
 * the analytics modules read: each entry's prize, lineup, ownership rows and user. Arrays are
 * indexed by position in the standings (0 = first place) unless named otherwise.
 */
import type { ContestEntry, ContestInput } from './contest-input'
import { fnv1a64Digest, startFnv1a64 } from './fnv1a64'
import { createHashNumbering } from './hash-numbering'
import type { SlotToken } from './lineup-hash'
import { createTokenHasher, slotToken } from './lineup-hash'
import { splitPrizesInOrder } from './payouts'
import { isCaptainSlot } from './roster-slots'

/**
 * A contest's standings as flat arrays. A row is one player in one kind of slot (captain or
 * not); rows, lineups and users are numbered from 0 in the order first met in the standings.
 * @example walkStandings(input).entries[0]?.rank // 1
 */
export type StandingsWalk = {
  /** Entries best rank first; equal ranks by entry id. */
  readonly entries: readonly ContestEntry[]
  /** Each entry's prize in dollars; tied ranks split their places' prizes. */
  readonly payouts: Float64Array
  /** Each entry's lineup number. */
  readonly lineupOf: Int32Array
  /** Hash per lineup number. */
  readonly lineupHashes: readonly string[]
  /** Entries per lineup number (copies in the whole field). */
  readonly lineupCopies: Int32Array
  /**
   * The entry at position p holds the rows `rows[rowStart[p]]` up to, not including,
   * `rows[rowStart[p + 1]]`, none twice.
   */
  readonly rowStart: Int32Array
  readonly rows: Int32Array
  /** Player id and captain flag per row. */
  readonly rowPlayerIds: readonly number[]
  readonly rowIsCaptain: readonly boolean[]
  /** Each entry's user number, and name per user number. */
  readonly userOf: Int32Array
  readonly userNames: readonly string[]
}

// Best rank first; equal ranks by entry id, so the walk is the same whatever order the
// entries arrive in.
const sortStandings = (entries: readonly ContestEntry[]): readonly ContestEntry[] => {
  const ranks = Float64Array.from(entries, (entry) => entry.rank)
  const ids = Float64Array.from(entries, (entry) => entry.entryId)
  const order = Uint32Array.from(entries.keys()).sort(
    (a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0),
  )
  return Array.from(order, (index) => entries[index]).filter(
    (entry): entry is ContestEntry => entry !== undefined,
  )
}

// Numbers strings in the order first met.
const createNumbering = (): { numberOf(key: string): number; keys: string[] } => {
  const numbers = new Map<string, number>()
  const keys: string[] = []
  return {
    keys,
    numberOf(key) {
      const known = numbers.get(key)
      if (known !== undefined) return known
      numbers.set(key, keys.length)
      keys.push(key)
      return keys.length - 1
    },
  }
}

/**
 * Sorts the standings once and walks them from first place down. O(n log n) for n entries.
 * @example walkStandings(input).lineupHashes.length // 6 (different lineups in the field)
 */
export const walkStandings = (input: ContestInput): StandingsWalk => {
  const entries = sortStandings(input.entries)
  const count = entries.length
  const payouts = splitPrizesInOrder(
    input.payouts,
    Float64Array.from(entries, (entry) => entry.rank),
  )
  const hashTokens = createTokenHasher()
  const hashState = startFnv1a64()
  const lineups = createHashNumbering(count)
  const lineupHashes: string[] = []
  const users = createNumbering()
  const lineupOf = new Int32Array(count)
  const copies: number[] = []
  const userOf = new Int32Array(count)
  const rowStart = new Int32Array(count + 1)
  const rows = new Int32Array(entries.reduce((sum, entry) => sum + entry.lineup.length, 0))
  const rowByKey = new Map<number, number>()
  const rowPlayerIds: number[] = []
  const rowIsCaptain: boolean[] = []

  // A field repeats a few slot names and a few hundred players, so each (slot name, player)
  // is classified, tokenised and given its row once; every later slot is two look-ups.
  const slotNames = new Map<string, Map<number, { token: SlotToken; row: number }>>()
  const filledSlot = (rosterSlot: string, playerId: number): { token: SlotToken; row: number } => {
    let players = slotNames.get(rosterSlot)
    if (players === undefined) {
      players = new Map()
      slotNames.set(rosterSlot, players)
    }
    const known = players.get(playerId)
    if (known !== undefined) return known
    const isCaptain = isCaptainSlot(rosterSlot)
    // One number per (player, kind): ids are whole numbers far below 2^52.
    const key = playerId * 2 + (isCaptain ? 1 : 0)
    let row = rowByKey.get(key)
    if (row === undefined) {
      row = rowPlayerIds.length
      rowByKey.set(key, row)
      rowPlayerIds.push(playerId)
      rowIsCaptain.push(isCaptain)
    }
    const tokenAndRow = { token: slotToken(rosterSlot, playerId), row }
    players.set(playerId, tokenAndRow)
    return tokenAndRow
  }

  const tokens: SlotToken[] = []
  let filled = 0
  entries.forEach((entry, position) => {
    const first = filled
    entry.lineup.forEach((slot, index) => {
      const { token, row } = filledSlot(slot.rosterSlot, slot.playerId)
      tokens[index] = token
      // An entry counts once per row even if a malformed lineup repeats a player.
      let repeated = false
      for (let at = first; at < filled; at += 1) if (rows[at] === row) repeated = true
      if (!repeated) {
        rows[filled] = row
        filled += 1
      }
    })
    rowStart[position + 1] = filled
    hashTokens(tokens, entry.lineup.length, hashState)
    const lineup = lineups.numberOf(hashState)
    // Only a lineup met for the first time needs its hash as text.
    if (lineup === lineupHashes.length) lineupHashes.push(fnv1a64Digest(hashState))
    lineupOf[position] = lineup
    copies[lineup] = (copies[lineup] ?? 0) + 1
    userOf[position] = users.numberOf(entry.userName)
  })

  return {
    entries,
    payouts,
    lineupOf,
    lineupHashes,
    lineupCopies: Int32Array.from(copies),
    rowStart,
    rows: rows.subarray(0, filled),
    rowPlayerIds,
    rowIsCaptain,
    userOf,
    userNames: users.keys,
  }
}
