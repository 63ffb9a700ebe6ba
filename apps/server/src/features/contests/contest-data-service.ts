/**
 * Contest data (SPEC §3) and ownership player properties, read from stored analytics: the
 * summary and ownership rows whole (a few hundred rows), users and duplicated lineups a page
 * at a time, one user's lineups and exposures on request.
 */
import { slateTimeZone } from '@slatelab/domain/constants'
import {
  contestStatusAt,
  contestStatusChangesAtMs,
  gameFinalAtMs,
} from '@slatelab/domain/contest-status'
import { findSport, isSportId } from '@slatelab/domain/sports'
import { lineupHash } from '@slatelab/engine/contest-analytics/lineup-hash'
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import { flagSlateContests } from '@slatelab/engine/contest-analytics/slate-contest-flags'
import type { Dollars } from '@slatelab/domain/units'
import { formatInTimeZone } from 'date-fns-tz'
import {
  countUsers,
  findContest,
  findContestSummary,
  findUserAnalytics,
  listDuplicatePage,
  listUserEntryLineups,
  listPlayerAnalytics,
  listSlatePlayerDetails,
  listUserPage,
} from './contest-analytics-repository'
import { decodeExposures, decodeLineups } from './user-rows-codec'
import type { DbOrTx } from '../../db/database'
import {
  findSlate,
  listContestsOfSlate,
  listEventsOfSlate,
} from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { toEasternDateTime } from '../../time/eastern-time'
import type {
  ContestData,
  ContestDataPlayer,
  ContestDataQuery,
  ContestUser,
  OwnershipPlayer,
} from '@slatelab/contract/contests.contract'
import { findActiveProjections } from '../projections'

type PlayerDetail = Awaited<ReturnType<typeof listSlatePlayerDetails>>[number]

const isCaptainRow = (row: PlayerDetail) => row.rosterPositions.some(isCaptainSlot)

/** The slate's date in a contest-data path: its ET start day as YYYYMMDD. */
export const pathDateOf = (startsAt: Date): string =>
  formatInTimeZone(startsAt, slateTimeZone, 'yyyyMMdd')

const dollarsOf = (cents: number) => cents / 100

const toContestUser = (row: Awaited<ReturnType<typeof listUserPage>>[number]): ContestUser => ({
  userId: row.userName,
  bestRank: row.bestRank,
  totalPlayers: row.totalPlayers,
  totalRosters: row.totalRosters,
  uniqueRosters: row.uniqueRosters,
  maxExposure: row.maxExposure,
  lineupsCashing: row.lineupsCashing,
  totalEntryCost: dollarsOf(row.totalEntryCostCents),
  totalWinning: dollarsOf(row.totalWinningCents),
  ROI: row.roi,
})

/** Each player's flex row and captain row (where the site lists one) on a slate. */
const indexPlayerRows = (rows: readonly PlayerDetail[]) => {
  const flex = new Map<number, PlayerDetail>()
  const captain = new Map<number, PlayerDetail>()
  for (const row of rows) {
    const byKind = isCaptainRow(row) ? captain : flex
    if (!byKind.has(row.playerId)) byKind.set(row.playerId, row)
  }
  return { flex, captain }
}

const teamEventsOf = async (db: DbOrTx, contestGroupId: number) => {
  const byTeam = new Map<number, { eventId: number; homeVisitor: 'home' | 'visitor' }>()
  for (const { event } of await listEventsOfSlate(db, contestGroupId)) {
    if (event.homeTeamId !== null)
      byTeam.set(event.homeTeamId, { eventId: event.eventId, homeVisitor: 'home' })
    if (event.visitorTeamId !== null) {
      byTeam.set(event.visitorTeamId, { eventId: event.eventId, homeVisitor: 'visitor' })
    }
  }
  return byTeam
}

const contestPlayersOf = async (
  db: DbOrTx,
  contestId: number,
  contestGroupId: number,
): Promise<ContestDataPlayer[]> => {
  const [rows, details, events] = await Promise.all([
    listPlayerAnalytics(db, contestId),
    listSlatePlayerDetails(db, contestGroupId),
    teamEventsOf(db, contestGroupId),
  ])
  const { flex, captain } = indexPlayerRows(details)
  return rows.map((row) => {
    const detail = flex.get(row.playerId) ?? captain.get(row.playerId)
    const slotRow = row.isCaptain ? (captain.get(row.playerId) ?? detail) : detail
    const teamId = detail?.teamId ?? null
    const event = teamId === null ? undefined : events.get(teamId)
    return {
      playerId: row.playerId,
      isCaptain: row.isCaptain,
      playerName: detail
        ? `${detail.firstName} ${detail.lastName}`.trim()
        : `Player ${row.playerId}`,
      firstName: detail?.firstName ?? '',
      lastName: detail?.lastName ?? '',
      salary: slotRow?.salary ?? null,
      position: detail?.position ?? '',
      rosterPosition: row.isCaptain
        ? (captain.get(row.playerId)?.rosterPositions.find(isCaptainSlot) ?? 'CPT')
        : (detail?.positions.join('/') ?? ''),
      team: detail?.team ?? null,
      teamId,
      eventId: event?.eventId ?? null,
      eventTeamId: event ? teamId : null,
      homeVisitor: event?.homeVisitor ?? null,
      ownership: row.ownership,
      ownership20: row.ownership20,
      ownership10: row.ownership10,
      ownership1: row.ownership1,
      actualPoints: row.actualPoints,
      madeCut: row.madeCut,
    }
  })
}

/** Where a contest-data request points: the contest must be on a slate of that sport and day. */
export type ContestDataTarget = {
  readonly sport: string
  readonly date: string
  readonly contestId: number
}

// More than a site's per-user entry maximum (150), so every lineup of a user is read.
const maxUserEntriesRead = 1_000

type StoredLineup = {
  readonly rosterSlots: readonly string[]
  readonly playerIds: readonly number[]
}

// A stored lineup's players in the site's slot order.
const lineupSlots = (lineup: StoredLineup) =>
  lineup.playerIds.map((playerId, slot) => ({
    rosterSlot: lineup.rosterSlots[slot] ?? '',
    playerId,
  }))

// A user's lineups of the analytics (hash, copies, rank) with the players each hash stands for,
// from the user's entries (every lineup of his has one).
const withPlayers = (
  lineups: ReturnType<typeof decodeLineups>,
  entries: readonly StoredLineup[],
) => {
  const byHash = new Map(
    entries.map((entry) => {
      const slots = lineupSlots(entry)
      return [lineupHash(slots), slots] as const
    }),
  )
  return lineups.map((row) => ({ ...row, lineup: byHash.get(row.lineupHash) ?? [] }))
}

/**
 * A contest's data with one page of users and of duplicated lineups. A contest without stored
 * analytics (no entries yet) answers its figures at zero and empty lists. 404 when the contest
 * is not on a slate of that sport and date.
 */
/**
 * Where a slate's contests stand at `now`: SPEC's status, how many of its games are final,
 * and when either next changes (`undefined`: never again).
 */
const slateProgressAt = async (
  db: DbOrTx,
  slate: { contestGroupId: number; sportId: number; startsAt: Date; lastEventStartsAt: Date },
  now: Date,
) => {
  const starts = (await listEventsOfSlate(db, slate.contestGroupId)).map(({ event }) =>
    event.startsAt.getTime(),
  )
  const sportId = isSportId(slate.sportId) ? slate.sportId : undefined
  if (sportId === undefined) {
    return { status: 'completed' as const, gamesFinal: 0, gamesTotal: 0, changesAt: undefined }
  }
  const times = [sportId, slate.startsAt.getTime(), slate.lastEventStartsAt.getTime()] as const
  const finals = starts.map((start) => gameFinalAtMs(sportId, start))
  const nextChanges = [
    contestStatusChangesAtMs(...times, now.getTime()),
    ...finals.filter((final) => final > now.getTime()),
  ].filter((ms) => ms !== undefined)
  return {
    status: contestStatusAt(...times, now.getTime()),
    gamesFinal: finals.filter((final) => final <= now.getTime()).length,
    gamesTotal: starts.length,
    changesAt: nextChanges.length === 0 ? undefined : new Date(Math.min(...nextChanges)),
  }
}

/**
 * A contest's data at `now` (status and final games follow the clock; `changesAt` says when
 * they next change, for the answer cache).
 */
export const getContestData = async (
  db: DbOrTx,
  target: ContestDataTarget,
  query: ContestDataQuery,
  now: Date,
): Promise<ContestData & { readonly changesAt?: Date }> => {
  const notFound = new HttpError(
    404,
    `No contest ${target.contestId} on ${target.sport.toUpperCase()} ${target.date}`,
  )
  const contestRow = await findContest(db, target.contestId)
  if (contestRow === undefined) throw notFound
  const slate = await findSlate(db, contestRow.contestGroupId)
  const sport = slate ? findSport(slate.sportId) : undefined
  if (
    !slate ||
    sport?.code.toLowerCase() !== target.sport ||
    pathDateOf(slate.startsAt) !== target.date
  ) {
    throw notFound
  }
  const slateContests = await listContestsOfSlate(db, slate.contestGroupId)
  const flags = flagSlateContests(
    slateContests.map((row) => ({
      contestId: row.contestId,
      contestSize: row.contestSize,
      // Whole cents from the store.
      totalPrizes: dollarsOf(row.totalPrizesCents) as Dollars,
      isGuaranteed: row.isGuaranteed,
      isDoubleUp: row.isDoubleUp,
      isFiftyFifty: row.isFiftyFifty,
    })),
  ).find((flag) => flag.contestId === contestRow.contestId)

  const descending = query.users_order
    ? query.users_order === 'desc'
    : query.users_sort !== 'bestRank'
  const contestId = contestRow.contestId
  const [progress, summary, players, userRows, duplicateRows, user, userEntries] =
    await Promise.all([
      slateProgressAt(db, slate, now),
      findContestSummary(db, contestId),
      contestPlayersOf(db, contestId, slate.contestGroupId),
      listUserPage(db, contestId, {
        sort: query.users_sort,
        descending,
        search: query.users_search,
        offset: query.users_offset,
        limit: query.users_limit,
      }),
      listDuplicatePage(db, contestId, {
        offset: query.lineups_offset,
        limit: query.lineups_limit,
      }),
      query.user_id === undefined ? undefined : findUserAnalytics(db, contestId, query.user_id),
      query.user_id === undefined
        ? []
        : listUserEntryLineups(db, contestId, query.user_id, maxUserEntriesRead),
    ])
  const userTotal =
    query.users_search === undefined
      ? (summary?.userCount ?? 0)
      : await countUsers(db, contestId, query.users_search)
  return {
    contestId: contestRow.contestId,
    contestName: contestRow.title,
    contestDate: toEasternDateTime(slate.startsAt),
    entryCost: dollarsOf(contestRow.entryCostCents),
    multiEntryMax: contestRow.multiEntryMax,
    contestSize: contestRow.contestSize,
    cashLine: summary?.cashLine ?? null,
    duplicateLineups: summary?.duplicateLineups ?? 0,
    uniqueLineups: summary?.uniqueLineups ?? 0,
    distinctLineups: summary?.distinctLineups ?? 0,
    totalLineupsEntered: summary?.totalLineupsEntered ?? 0,
    totalPrizes: dollarsOf(contestRow.totalPrizesCents),
    totalPaid: dollarsOf(summary?.totalPaidCents ?? 0),
    avgSalaryUsed: summary?.avgSalaryUsed ?? null,
    isLargestBySize: flags?.isLargestBySize ?? false,
    isPrimary: flags?.isPrimary ?? false,
    // Golf tours are not stored yet; every tournament here is on one tour.
    tour: null,
    sportId: slate.sportId,
    sourceId: slate.sourceId,
    contestGroupId: slate.contestGroupId,
    isShowdown: slate.variant === 'showdown',
    sportEventId: slate.eventIds.length === 1 ? (slate.eventIds[0] ?? null) : null,
    uploadedDate: contestRow.uploadedAt ? toEasternDateTime(contestRow.uploadedAt) : null,
    status: progress.status,
    gamesFinal: progress.gamesFinal,
    gamesTotal: progress.gamesTotal,
    ...(progress.changesAt === undefined ? {} : { changesAt: progress.changesAt }),
    players,
    users: {
      total: userTotal,
      offset: query.users_offset,
      limit: query.users_limit,
      rows: userRows.map(toContestUser),
    },
    lineups: {
      // Every distinct lineup is unique or duplicated.
      total: summary ? summary.distinctLineups - summary.uniqueLineups : 0,
      offset: query.lineups_offset,
      limit: query.lineups_limit,
      rows: duplicateRows.map((row) => ({
        lineupHash: row.lineupHash,
        lineupCt: row.lineupCt,
        lineupRank: row.lineupRank,
        points: row.points,
        payout: dollarsOf(row.payoutCents),
        lineup: lineupSlots(row),
      })),
    },
    user:
      user === undefined
        ? null
        : {
            ...toContestUser(user),
            lineups: withPlayers(decodeLineups(user.lineups), userEntries),
            exposures: decodeExposures(user.exposures),
          },
  }
}

/**
 * A slate's players for the ownership table (SPEC §3 "Ownership player property"): captain
 * rows and repeated player ids dropped (SPEC §5), a captain row's projected ownership kept
 * as its player's `projectedCaptainOwnership`, highest salary first. An unknown slate, or
 * one of another sport, has none; 404 when `contestId` is not a contest of the slate. Until
 * the slate has actual points, those of `contestId`'s analytics (a live contest's so far).
 */
export const listOwnershipPlayers = async (
  db: DbOrTx,
  query: { readonly sportId: number; readonly contestGroupId: number; readonly contestId?: number },
  userId?: number,
): Promise<OwnershipPlayer[]> => {
  const slate = await findSlate(db, query.contestGroupId)
  if (!slate || slate.sportId !== query.sportId) return []
  if (query.contestId !== undefined) {
    const slateContests = await listContestsOfSlate(db, slate.contestGroupId)
    if (!slateContests.some((row) => row.contestId === query.contestId)) {
      throw new HttpError(404, `No contest ${query.contestId} on slate ${slate.contestGroupId}`)
    }
  }
  const { flex, captain } = indexPlayerRows(await listSlatePlayerDetails(db, slate.contestGroupId))
  // A live demo contest scores its players before the slate has actual points: their points
  // so far are in its analytics.
  const soFar = new Map(
    query.contestId === undefined
      ? []
      : (await listPlayerAnalytics(db, query.contestId)).flatMap((row) =>
          row.isCaptain || row.actualPoints === null ? [] : [[row.playerId, row.actualPoints]],
        ),
  )
  // A signed-in user's active projection set replaces the slate's projection, as in his pool.
  const active = userId === undefined ? null : await findActiveProjections(db, userId, slate)
  return [...flex.values()].map((row) => {
    const own = active === null ? undefined : (active.rows.get(row.playerId) ?? null)
    return {
      playerId: row.playerId,
      position: row.position,
      playerName: `${row.firstName} ${row.lastName}`.trim(),
      team: row.team,
      salary: row.salary,
      actualPoints: row.actualPoints ?? soFar.get(row.playerId) ?? null,
      teamId: row.teamId,
      projectedPoints: own === undefined ? row.projectedPoints : (own?.points ?? 0),
      projectedOwnership: own?.ownership ?? row.projectedOwnership,
      // The slate's captain row, with or without a set of the user's (as the optimizer's pool).
      projectedCaptainOwnership: captain.get(row.playerId)?.projectedOwnership ?? null,
    }
  })
}
