/**
 * Computes a contest's analytics from its stored entries (`analyzeContest`, see
 * docs/contest-analytics.md) and stores them, replacing what was there. Run it whenever a
 * contest's entries change: the standings importer and the demo-world seeder call it.
 */
import { analyzeContest } from '@slatelab/engine/contest-analytics/analyze-contest'
import type { ContestAnalytics } from '@slatelab/engine/contest-analytics/contest-analytics-schema'
import type {
  ContestEntry,
  ContestInput,
  PlayerFact,
} from '@slatelab/engine/contest-analytics/contest-input'
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import { trustedDollars, trustedPoints } from '@slatelab/engine/contest-analytics/trusted-units'
import type { Dollars } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import {
  listSlatePlayerRows,
  loadContestForAnalysis,
  replaceContestAnalytics,
  type StoredContestAnalytics,
} from './contest-analytics-repository'
import { encodeExposures, encodeLineups } from './user-rows-codec'

type Loaded = NonNullable<Awaited<ReturnType<typeof loadContestForAnalysis>>>
type SlatePlayerRow = Awaited<ReturnType<typeof listSlatePlayerRows>>[number]

/** The key of a player's salary in a kind of slot. */
export const slotKey = (playerId: number, isCaptain: boolean): string =>
  `${playerId}:${isCaptain ? 'C' : 'P'}`

const isCaptainRow = (row: SlatePlayerRow) => row.rosterPositions.some(isCaptainSlot)

/**
 * Salaries by player and kind of slot. A site that lists captains as rows of their own prices
 * them there; elsewhere a captain slot costs what the player does.
 */
export const salariesBySlot = (rows: readonly SlatePlayerRow[]): ReadonlyMap<string, number> => {
  const salaries = new Map<string, number>()
  for (const row of rows) {
    const captain = isCaptainRow(row)
    salaries.set(slotKey(row.playerId, captain), row.salary)
    if (!captain && !salaries.has(slotKey(row.playerId, true))) {
      salaries.set(slotKey(row.playerId, true), row.salary)
    }
  }
  return salaries
}

// A player's own points: a flex row's, since captain rows hold the boosted score; a live
// contest's points so far when given.
const playerFactsOf = (
  rows: readonly SlatePlayerRow[],
  livePoints: ReadonlyMap<number, number> | undefined,
): readonly PlayerFact[] => {
  const facts = new Map<number, PlayerFact>()
  for (const row of rows) {
    if (isCaptainRow(row) || facts.has(row.playerId)) continue
    const points = livePoints === undefined ? row.actualPoints : livePoints.get(row.playerId)
    facts.set(row.playerId, {
      playerId: row.playerId,
      // Stored by the importer or seeder from validated numbers, or the seeder's live points.
      actualPoints: points === null || points === undefined ? null : trustedPoints(points),
      ...(row.madeCut === null ? {} : { madeCut: row.madeCut }),
    })
  }
  for (const row of rows) {
    if (!facts.has(row.playerId))
      facts.set(row.playerId, { playerId: row.playerId, actualPoints: null })
  }
  return [...facts.values()]
}

// Entries without a lineup (an entrant who never set one) hold no players to analyse.
const entriesOf = (loaded: Loaded): readonly ContestEntry[] =>
  loaded.entries
    .filter((entry) => entry.playerIds.length > 0)
    .map((entry) => ({
      entryId: entry.entryId,
      userName: entry.userName,
      rank: entry.rank,
      // Stored from a validated import or the seeder.
      points: trustedPoints(entry.points),
      lineup: entry.playerIds.map((playerId, slot) => ({
        rosterSlot: entry.rosterSlots[slot] ?? '',
        playerId,
      })),
    }))

const cents = (amount: Dollars | number) => Math.round(amount * 100)

/** The mean lineup salary of the field, `null` without entries or salaries. */
const meanSalaryOf = (
  entries: readonly ContestEntry[],
  salaries: ReadonlyMap<string, number>,
): number | null => {
  if (entries.length === 0 || salaries.size === 0) return null
  let total = 0
  for (const entry of entries) {
    for (const slot of entry.lineup) {
      total += salaries.get(slotKey(slot.playerId, isCaptainSlot(slot.rosterSlot))) ?? 0
    }
  }
  return total / entries.length
}

/**
 * Maps the engine's result onto the stored rows. `entryCount` counts every entry, those
 * without a lineup too: the sites' ownership is a share of all entries, so the field-wide
 * `ownership` is rescaled to it (the top-of-field shares are over ranked lineups).
 */
export const toStoredRows = (
  analytics: ContestAnalytics,
  entryCount: number,
  avgSalaryUsed: number | null,
  computedAt: Date,
): StoredContestAnalytics => {
  const fieldShare = entryCount === 0 ? 1 : analytics.totalLineupsEntered / entryCount
  const { contestId } = analytics
  return {
    summary: {
      contestId,
      userCount: analytics.users.length,
      cashLine: analytics.cashLine,
      totalLineupsEntered: analytics.totalLineupsEntered,
      distinctLineups: analytics.distinctLineups,
      uniqueLineups: analytics.uniqueLineups,
      duplicateLineups: analytics.duplicateLineups,
      totalPaidCents: cents(analytics.totalPaid),
      avgSalaryUsed,
      computedAt,
    },
    players: analytics.players.map((player) => ({
      contestId,
      ...player,
      ownership: player.ownership * fieldShare,
    })),
    users: analytics.users.map((user) => ({
      contestId,
      userName: user.userName,
      // Lineups come best first, so the first one holds his best rank.
      bestRank: user.lineups[0]?.lineupRank ?? 0,
      totalPlayers: user.totalPlayers,
      totalRosters: user.totalRosters,
      uniqueRosters: user.uniqueRosters,
      maxExposure: user.maxExposure,
      lineupsCashing: user.lineupsCashing,
      totalEntryCostCents: cents(user.totalEntryCost),
      totalWinningCents: cents(user.totalWinning),
      roi: user.ROI,
      lineups: encodeLineups(user.lineups),
      exposures: encodeExposures(user.exposures),
    })),
    duplicates: analytics.duplicates.map((duplicate, listOrder) => ({
      contestId,
      lineupHash: duplicate.lineupHash,
      listOrder,
      lineupCt: duplicate.lineupCt,
      lineupRank: duplicate.lineupRank,
      points: duplicate.points,
      payoutCents: cents(duplicate.payout),
      rosterSlots: duplicate.lineup.map((slot) => slot.rosterSlot),
      playerIds: duplicate.lineup.map((slot) => slot.playerId),
    })),
  }
}

/**
 * Recomputes and stores one contest's analytics from its entries; a contest without entries
 * keeps none. Pass the caller's transaction so entries and analytics change together.
 * `livePoints` (player id → his points so far) stands for the slate's actual points while a
 * demo-world contest is live. Returns whether the contest exists.
 * @example await refreshContestAnalytics(tx, summary.contestId) // true
 */
export const refreshContestAnalytics = async (
  db: DbOrTx,
  contestId: number,
  computedAt: Date = new Date(),
  livePoints?: ReadonlyMap<number, number>,
): Promise<boolean> => {
  const loaded = await loadContestForAnalysis(db, contestId)
  if (loaded === undefined) return false
  const entries = entriesOf(loaded)
  if (entries.length === 0) {
    await replaceContestAnalytics(db, contestId, undefined)
    return true
  }
  const slateRows = await listSlatePlayerRows(db, loaded.contest.contestGroupId)
  const players = playerFactsOf(slateRows, livePoints)
  const known = new Set(players.map((player) => player.playerId))
  // A lineup's player missing from the slate list still counts, without points.
  const missing = [
    ...new Set(entries.flatMap((entry) => entry.lineup.map((slot) => slot.playerId))),
  ]
    .filter((playerId) => !known.has(playerId))
    .map((playerId): PlayerFact => ({ playerId, actualPoints: null }))
  const input: ContestInput = {
    contestId,
    // Whole cents from the store, converted to dollars.
    entryCost: trustedDollars(loaded.contest.entryCostCents / 100),
    contestSize: Math.max(1, loaded.contest.contestSize),
    payouts: loaded.payouts.map((tier) => ({
      placeFrom: tier.placeFrom,
      placeTo: tier.placeTo,
      payout: trustedDollars(tier.payoutCents / 100),
    })),
    entries,
    players: [...players, ...missing],
  }
  const analytics = analyzeContest(input)
  const avgSalaryUsed = meanSalaryOf(entries, salariesBySlot(slateRows))
  await replaceContestAnalytics(
    db,
    contestId,
    toStoredRows(analytics, loaded.entries.length, avgSalaryUsed, computedAt),
  )
  return true
}
