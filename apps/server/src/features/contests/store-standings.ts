/**
 * Stores a parsed standings export against its slate, in the caller's transaction: the
 * contest, its entries (lineups resolved to our player ids), its payout table and the
 * players' actual points. Standings name players only, so they are matched by normalised
 * name among the slate's players; where two share a name (DK itself merges them into one
 * ownership row) the lineup slot and the export's roster position decide, then the higher
 * salary, the one the field more likely drafted. Without a slate id the slate is found by
 * the drafted names (find-standings-slate.ts).
 */
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import { isSportId, type SportId } from '@slatelab/domain/sports'
import type { StandingsImportSummary } from '@slatelab/contract/imports.contract'
import type { DbOrTx } from '../../db/database'
import {
  contestExists,
  findContestWithEntry,
  listSlatePlayersWithNames,
  replaceContest,
  setActualPoints,
} from './standings-repository'
import { findSlate } from '../../db/repositories/sports-data'
import type { StandingsFile } from './dk-standings-csv'
import { ImportError, shown } from '../../csv/import-error'
import { findStandingsSlate } from './find-standings-slate'
import { importedId } from '../../db/import-ids'
import { parseLineup } from '../../csv/lineup-string'
import { payoutsByRank, totalPrizesCents, type PayoutBand } from './payouts-csv'
import { normalizeName } from '../../csv/player-names'
import { slotRank } from '../../csv/roster-positions'

/** What a standings import needs besides the file. Money in cents. */
export type StandingsOptions = {
  readonly contestGroupId: number | undefined
  readonly title: string
  readonly entryFeeCents: number
  readonly payouts: readonly PayoutBand[]
  readonly uploadedAt: Date
}

type SlateRow = Awaited<ReturnType<typeof listSlatePlayersWithNames>>[number]
type Candidate = { readonly playerId: number; readonly rows: readonly SlateRow[] }

const captainSlots = new Set(['CPT', 'MVP'])
// Showdown captains score 1.5× (dfs-rules.md §1).
const captainMultiplier = 1.5

const requireSlate = async (db: DbOrTx, contestGroupId: number) => {
  const slate = await findSlate(db, contestGroupId)
  if (slate === undefined) {
    throw new ImportError(
      `no slate ${contestGroupId}: import its salary file first (dk-salaries)`,
      {
        field: 'slate',
      },
    )
  }
  if (slate.sourceId !== siteIds.DraftKings || !isSportId(slate.sportId)) {
    throw new ImportError(`slate ${contestGroupId} is not a DraftKings slate`, { field: 'slate' })
  }
  return { ...slate, sportId: slate.sportId as SportId, sourceId: slate.sourceId as SiteId }
}

/** Finds slate players by name, slot and roster-position hint. */
const playerFinder = (rows: readonly SlateRow[], hints: ReadonlyMap<string, string>) => {
  const byName = new Map<string, Map<number, SlateRow[]>>()
  for (const row of rows) {
    const name = normalizeName(`${row.firstName} ${row.lastName}`)
    const players = byName.get(name) ?? new Map<number, SlateRow[]>()
    players.set(row.playerId, [...(players.get(row.playerId) ?? []), row])
    byName.set(name, players)
  }
  const narrowed = (candidates: readonly Candidate[], keep: (row: SlateRow) => boolean) => {
    const kept = candidates.filter((candidate) => candidate.rows.some(keep))
    return kept.length > 0 ? kept : candidates
  }
  const memo = new Map<string, Candidate | undefined>()
  // A big contest spells the same few hundred names ~10⁵ times; normalise each once.
  const normalized = new Map<string, string>()
  const normalize = (name: string) => {
    const known = normalized.get(name)
    if (known !== undefined) return known
    const value = normalizeName(name)
    normalized.set(name, value)
    return value
  }
  return {
    isKnown: (name: string) => byName.has(normalize(name)),
    /** The player a name in a slot means; `slot` undefined for the ownership block. */
    find: (name: string, slot: string | undefined): Candidate | undefined => {
      const key = `${normalize(name)}|${slot ?? ''}`
      if (memo.has(key)) return memo.get(key)
      const all = [...(byName.get(normalize(name)) ?? new Map<number, SlateRow[]>())].map(
        ([playerId, playerRows]) => ({ playerId, rows: playerRows }),
      )
      const hint = hints.get(normalize(name))
      const bySlot = slot ? narrowed(all, (row) => row.rosterPositions.includes(slot)) : all
      const byHint = hint ? narrowed(bySlot, (row) => row.rosterPositions.includes(hint)) : bySlot
      const salaryOf = (candidate: Candidate) =>
        Math.max(...candidate.rows.map((row) => row.salary))
      const found = [...byHint].sort((a, b) => salaryOf(b) - salaryOf(a))[0]
      memo.set(key, found)
      return found
    },
  }
}

/**
 * The id a standings file's contest is stored under: the stored contest of the slate holding its
 * first-placed entry (the file is a re-import, which replaces it), or a new id derived from the
 * file (stable, so a server and the CLI agree).
 */
const contestIdOf = async (
  db: DbOrTx,
  contestGroupId: number,
  entries: StandingsFile['entries'],
) => {
  const [winner] = [...entries].sort((a, b) => a.rank - b.rank || a.entryId - b.entryId)
  const stored =
    winner === undefined
      ? undefined
      : await findContestWithEntry(db, contestGroupId, winner.entryId)
  if (stored !== undefined) return { contestId: stored, replacedExisting: true }
  const key = [contestGroupId, entries.length, winner?.entryId ?? 0].join('|')
  for (let attempt = 0; ; attempt += 1) {
    const contestId = importedId(key, attempt)
    if (!(await contestExists(db, contestId))) return { contestId, replacedExisting: false }
  }
}

/** Writes a standings file's contest; run it inside the import's transaction. */
export const storeStandings = async (
  db: DbOrTx,
  file: StandingsFile,
  options: StandingsOptions,
): Promise<StandingsImportSummary> => {
  const slate = await requireSlate(
    db,
    options.contestGroupId ?? (await findStandingsSlate(db, file, options.uploadedAt)),
  )
  const slateRows = await listSlatePlayersWithNames(db, slate.contestGroupId)
  const hints = new Map(
    file.players.flatMap((player) =>
      player.rosterPosition ? [[normalizeName(player.name), player.rosterPosition] as const] : [],
    ),
  )
  const finder = playerFinder(slateRows, hints)
  const slotCodes = new Set(slateRows.flatMap((row) => row.rosterPositions))
  const rank = slotRank(slate.sourceId, slate.sportId)

  const entries = file.entries.map((entry) => {
    const slots = parseLineup(entry.lineup, slotCodes, finder.isKnown)
    if (slots === undefined) {
      throw new ImportError(
        `expected slot codes (${[...slotCodes].join(', ')}) before the names, got ${shown(entry.lineup)}`,
        { line: entry.line, field: 'Lineup' },
      )
    }
    const filled = slots.map(({ slot, name }) => {
      const player = name === '' ? undefined : finder.find(name, slot)
      if (player === undefined) {
        throw new ImportError(
          name === ''
            ? `slot ${slot} has no player`
            : `no player named ${shown(name)} on slate ${slate.contestGroupId}`,
          { line: entry.line, field: 'Lineup' },
        )
      }
      return { slot, playerId: player.playerId }
    })
    // The site's slot order, players sharing a slot by id: equal lineups store equal arrays.
    filled.sort((a, b) => rank(a.slot) - rank(b.slot) || a.playerId - b.playerId)
    return { entry, filled }
  })

  const points = new Map<string, number>()
  const explicitCaptains: { sitePlayerId: string; points: number }[] = []
  let playersWithPoints = 0
  // DraftKings lists namesakes in one ownership row, so shares are checked per name.
  const nameOf = new Map(
    slateRows.map((row) => [row.playerId, normalizeName(`${row.firstName} ${row.lastName}`)]),
  )
  const ownedByName = new Map<string, number>()
  for (const { filled } of entries) {
    for (const name of new Set(filled.map((slot) => nameOf.get(slot.playerId) ?? ''))) {
      ownedByName.set(name, (ownedByName.get(name) ?? 0) + 1)
    }
  }
  let maxDifferencePercent = 0
  for (const row of file.players) {
    const player = finder.find(row.name, row.rosterPosition)
    if (player === undefined) {
      throw new ImportError(`no player named ${shown(row.name)} on slate ${slate.contestGroupId}`, {
        line: row.line,
        field: 'Player',
      })
    }
    playersWithPoints += 1
    for (const slateRow of player.rows) {
      const captain = slateRow.rosterPositions.some((slot) => captainSlots.has(slot))
      if (row.rosterPosition !== undefined && captainSlots.has(row.rosterPosition)) {
        if (captain)
          explicitCaptains.push({ sitePlayerId: slateRow.sitePlayerId, points: row.points })
      } else {
        points.set(slateRow.sitePlayerId, captain ? row.points * captainMultiplier : row.points)
      }
    }
    const owned = ownedByName.get(nameOf.get(player.playerId) ?? '') ?? 0
    const computed = (100 * owned) / file.entries.length
    maxDifferencePercent = Math.max(maxDifferencePercent, Math.abs(computed - row.draftedPercent))
  }
  for (const captain of explicitCaptains) points.set(captain.sitePlayerId, captain.points)

  const { contestId, replacedExisting } = await contestIdOf(db, slate.contestGroupId, file.entries)
  const payouts = payoutsByRank(
    file.entries.map((entry) => entry.rank),
    options.payouts,
  )
  const multiEntryMax = Math.max(1, ...file.entries.map((entry) => entry.entryMax ?? 1))
  const prizesCents = totalPrizesCents(options.payouts)
  await replaceContest(
    db,
    {
      contestId,
      contestGroupId: slate.contestGroupId,
      title: options.title,
      entryCostCents: options.entryFeeCents,
      contestSize: file.entries.length,
      multiEntryMax,
      totalPrizesCents: prizesCents,
      isDoubleUp: /double\s*-?\s*up/i.test(options.title),
      isGuaranteed: false,
      isFiftyFifty: /50\s*\/\s*50/.test(options.title),
      uploadedAt: options.uploadedAt,
    },
    entries.map(({ entry, filled }, index) => ({
      entryId: entry.entryId,
      userName: entry.userName,
      rank: entry.rank,
      points: entry.points,
      rosterSlots: filled.map((slot) => slot.slot),
      playerIds: filled.map((slot) => slot.playerId),
      payoutCents: payouts[index] ?? 0,
    })),
    options.payouts,
  )
  await setActualPoints(
    db,
    slate.contestGroupId,
    [...points].map(([sitePlayerId, value]) => ({ sitePlayerId, points: value })),
  )
  return {
    contestId,
    contestGroupId: slate.contestGroupId,
    slateName: slate.displayName,
    slateFoundByPlayers: options.contestGroupId === undefined,
    title: options.title,
    layout: file.layout,
    entries: file.entries.length,
    entriesWithoutLineup: entries.filter(({ filled }) => filled.length === 0).length,
    multiEntryMax,
    playersWithPoints,
    payoutBands: options.payouts.length,
    totalPrizes: prizesCents / 100,
    ownership: {
      players: file.players.length,
      maxDifferencePercent: Math.round(maxDifferencePercent * 100) / 100,
    },
    replacedExisting,
  }
}
