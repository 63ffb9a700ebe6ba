/**
 * Each user's contest (SPEC §3 "users"): entries, lineups, players, exposures, money. The
 * walk's entries are bucketed by user once, then each user is read with shared scratch
 * arrays, so a field of 100 000 entries allocates little beyond the rows it returns.
 */
import type { Dollars } from '@slatelab/domain'
import type { UserAnalytics, UserExposure, UserLineup } from './contest-analytics-schema'
import type { StandingsWalk } from './standings-walk'
import { shareOf, trustedDollars } from './trusted-units'

// Positions of each user's entries, best first: user u owns
// `positions[start[u]]` up to, not including, `positions[start[u + 1]]`.
const bucketByUser = (walk: StandingsWalk): { start: Int32Array; positions: Int32Array } => {
  const userCount = walk.userNames.length
  const start = new Int32Array(userCount + 1)
  for (const user of walk.userOf) start[user + 1] = (start[user + 1] ?? 0) + 1
  for (let user = 0; user < userCount; user += 1) {
    start[user + 1] = (start[user + 1] ?? 0) + (start[user] ?? 0)
  }
  const next = start.slice(0, userCount)
  const positions = new Int32Array(walk.userOf.length)
  walk.userOf.forEach((user, position) => {
    const at = next[user] ?? 0
    positions[at] = position
    next[user] = at + 1
  })
  return { start, positions }
}

// A dense number per player, so "seen this player" is an array look-up.
const playerNumbers = (rowPlayerIds: readonly number[]): Int32Array => {
  const numbers = new Map<number, number>()
  return Int32Array.from(rowPlayerIds, (playerId) => {
    const known = numbers.get(playerId)
    if (known !== undefined) return known
    numbers.set(playerId, numbers.size)
    return numbers.size - 1
  })
}

/**
 * The user rows, in order of each user's best entry. Exposure and leverage are per kind of
 * slot, like ownership; `ownershipByRow` is the field's ownership of each walk row (percent)
 * and `entryCost` the fee of one entry (dollars).
 * @example analyzeUsers(walk, ownershipByRow, dollars(5))[0]?.ROI // 2.1666… (won $47.50 on $15)
 */
export const analyzeUsers = (
  walk: StandingsWalk,
  ownershipByRow: Float64Array,
  entryCost: Dollars,
): readonly UserAnalytics[] => {
  const { start, positions } = bucketByUser(walk)
  const playerOfRow = playerNumbers(walk.rowPlayerIds)
  // Scratch marks hold the number of the user who last touched a slot, plus 1; they never
  // need clearing between users.
  const rowMark = new Int32Array(walk.rowPlayerIds.length)
  const rowCounts = new Int32Array(walk.rowPlayerIds.length)
  const playerMark = new Int32Array(playerOfRow.length)
  const lineupMark = new Int32Array(walk.lineupHashes.length)
  const touched: number[] = []

  return walk.userNames.map((userName, user): UserAnalytics => {
    const mark = user + 1
    const first = start[user] ?? 0
    const end = start[user + 1] ?? 0
    const entries = end - first
    let winning = 0
    let cashing = 0
    let totalPlayers = 0
    const lineups: UserLineup[] = []
    touched.length = 0
    for (let at = first; at < end; at += 1) {
      const position = positions[at] ?? 0
      const payout = walk.payouts[position] ?? 0
      winning += payout
      if (payout > 0) cashing += 1
      const lineup = walk.lineupOf[position] ?? 0
      // Entries come best first, so a lineup's first entry has its best rank.
      if (lineupMark[lineup] !== mark) {
        lineupMark[lineup] = mark
        lineups.push({
          lineupHash: walk.lineupHashes[lineup] ?? '',
          lineupCt: walk.lineupCopies[lineup] ?? 0,
          lineupRank: walk.entries[position]?.rank ?? 0,
        })
      }
      const rowsEnd = walk.rowStart[position + 1] ?? 0
      for (let slot = walk.rowStart[position] ?? 0; slot < rowsEnd; slot += 1) {
        const row = walk.rows[slot] ?? 0
        if (rowMark[row] !== mark) {
          rowMark[row] = mark
          rowCounts[row] = 0
          touched.push(row)
          const player = playerOfRow[row] ?? 0
          if (playerMark[player] !== mark) {
            playerMark[player] = mark
            totalPlayers += 1
          }
        }
        rowCounts[row] = (rowCounts[row] ?? 0) + 1
      }
    }

    const exposures = touched
      .map((row): UserExposure => {
        const playerCt = rowCounts[row] ?? 0
        // His entries with the player out of his entries.
        const playerExposure = shareOf(playerCt, entries)
        return {
          playerId: walk.rowPlayerIds[row] ?? 0,
          isCaptain: walk.rowIsCaptain[row] ?? false,
          playerCt,
          playerExposure,
          playerLeverage: playerExposure - (ownershipByRow[row] ?? 0),
        }
      })
      .sort(
        (a, b) =>
          b.playerCt - a.playerCt ||
          a.playerId - b.playerId ||
          Number(a.isCaptain) - Number(b.isCaptain),
      )
    const cost = entries * entryCost
    return {
      userName,
      totalPlayers,
      totalRosters: entries,
      uniqueRosters: lineups.length,
      maxExposure: shareOf(exposures[0]?.playerCt ?? 0, entries),
      lineupsCashing: cashing,
      // Entries times the validated fee, and a sum of validated prizes.
      totalEntryCost: trustedDollars(cost),
      totalWinning: trustedDollars(winning),
      ROI: cost === 0 ? 0 : (winning - cost) / cost,
      lineups,
      exposures,
    }
  })
}
