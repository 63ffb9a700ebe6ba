import type { Contest } from '@slatelab/domain/entities/contest'
import { findSport } from '@slatelab/domain/sports'
import { isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { getApiConfig } from '../../shared/api/api-config'
import { apiClient, svcClient } from '../../shared/api/api-clients'
import { buildUrl } from '../../shared/api/http-client'
import { HttpError } from '../../shared/api/http-error'

const count = z.number().int().nonnegative()

const contestDataPlayerSchema = z
  .object({
    playerId: z.number().int(),
    isCaptain: z.boolean(),
    playerName: z.string(),
    salary: z.number().int().nullable(),
    position: z.string(),
    rosterPosition: z.string(),
    team: z.string().nullable(),
    ownership: z.number(),
    ownership20: z.number(),
    ownership10: z.number(),
    ownership1: z.number(),
    actualPoints: z.number().nullable(),
    madeCut: z.boolean().nullable(),
  })
  .readonly()
export type ContestDataPlayer = z.infer<typeof contestDataPlayerSchema>

const contestUserSchema = z
  .object({
    userId: z.string(),
    bestRank: z.number().int(),
    totalPlayers: count,
    totalRosters: count,
    uniqueRosters: count,
    maxExposure: z.number(),
    lineupsCashing: count,
    totalEntryCost: z.number(),
    totalWinning: z.number(),
    ROI: z.number(),
  })
  .readonly()
export type ContestUser = z.infer<typeof contestUserSchema>

const contestUserDetailSchema = z
  .object({
    ...contestUserSchema.unwrap().shape,
    lineups: z
      .array(z.object({ lineupHash: z.string(), lineupCt: count, lineupRank: count }).readonly())
      .readonly(),
    exposures: z
      .array(
        z
          .object({
            playerId: z.number().int(),
            isCaptain: z.boolean(),
            playerCt: count,
            playerExposure: z.number(),
            playerLeverage: z.number(),
          })
          .readonly(),
      )
      .readonly(),
  })
  .readonly()
export type ContestUserDetail = z.infer<typeof contestUserDetailSchema>

const duplicateLineupSchema = z
  .object({
    lineupHash: z.string(),
    lineupCt: count,
    lineupRank: count,
    points: z.number(),
    payout: z.number(),
    lineup: z.array(z.object({ rosterSlot: z.string(), playerId: z.number().int() })).readonly(),
  })
  .readonly()
export type DuplicateLineup = z.infer<typeof duplicateLineupSchema>

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ total: count, offset: count, limit: count, rows: z.array(row).readonly() }).readonly()

/**
 * SPEC §3 "Contest data" as the contests dashboard reads it: the contest's figures, every
 * ownership row, one page of users and of duplicated lineups, and the opened user.
 */
export const contestDataSchema = z
  .object({
    contestId: z.number().int(),
    contestName: z.string(),
    contestDate: isoDateTimeSchema,
    entryCost: z.number(),
    multiEntryMax: z.number().int(),
    contestSize: z.number().int(),
    cashLine: z.number().nullable(),
    duplicateLineups: count,
    uniqueLineups: count,
    distinctLineups: count,
    totalLineupsEntered: count,
    totalPrizes: z.number(),
    totalPaid: z.number(),
    avgSalaryUsed: z.number().nullable(),
    isLargestBySize: z.boolean(),
    isPrimary: z.boolean(),
    sportId: z.number().int(),
    isShowdown: z.boolean(),
    players: z.array(contestDataPlayerSchema).readonly(),
    users: pageOf(contestUserSchema),
    lineups: pageOf(duplicateLineupSchema),
    user: contestUserDetailSchema.nullable(),
  })
  .readonly()
export type ContestData = z.infer<typeof contestDataSchema>

/** The users table's sort keys, as the endpoint names them. */
export const userSortKeys = [
  'bestRank',
  'totalRosters',
  'totalWinning',
  'ROI',
  'maxExposure',
  'lineupsCashing',
] as const
export type UserSortKey = (typeof userSortKeys)[number]

/** The server-side paging, sorting and search of a contest-data request. */
export type ContestDataQuery = {
  readonly usersSort: UserSortKey
  readonly usersDescending: boolean
  readonly usersSearch: string
  readonly usersOffset: number
  readonly lineupsOffset: number
  /** The opened user, or `null`. */
  readonly userId: string | null
}

/** Rows per page of the users and duplicates tables. */
export const pageSize = 50

/**
 * The path of a contest's data: its sport in lower case and its slate's ET date.
 * @example contestDataPath({ contestId: 9, sportId: 1, date: '2023-10-15T13:00:00-04:00' }) // '/contests/nfl/20231015/9/data/'
 */
export const contestDataPath = (contest: Pick<Contest, 'contestId' | 'sportId' | 'date'>) =>
  `/contests/${(findSport(contest.sportId)?.code ?? '').toLowerCase()}/${contest.date
    .slice(0, 10)
    .replaceAll('-', '')}/${contest.contestId}/data/`

/** A contest's data (`GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`). */
export const getContestData = async (
  contest: Pick<Contest, 'contestId' | 'sportId' | 'date'>,
  query: ContestDataQuery,
): Promise<ContestData> =>
  contestDataSchema.parse(
    await svcClient.get(contestDataPath(contest), {
      query: {
        users_sort: query.usersSort,
        users_order: query.usersDescending ? 'desc' : 'asc',
        users_search: query.usersSearch.trim() === '' ? undefined : query.usersSearch.trim(),
        users_offset: query.usersOffset,
        users_limit: pageSize,
        lineups_offset: query.lineupsOffset,
        lineups_limit: pageSize,
        user_id: query.userId,
      },
    }),
  )

/** What the standings upload stored (a part of the importer's summary). */
const standingsSummarySchema = z.object({
  contestId: z.number().int(),
  title: z.string(),
  entries: z.number().int(),
})
export type StandingsSummary = z.infer<typeof standingsSummarySchema>

/** A DraftKings standings export and what the importer needs besides. */
export type StandingsUpload = {
  readonly contestGroupId: number
  readonly title: string
  /** Dollars. */
  readonly entryFee: number
  /** `Place_lo,Place_hi,Payout` lines, or empty for none. */
  readonly payoutsCsv: string
  readonly csv: string
}

/**
 * Stores a standings export on its slate (`POST /api/imports/dk-standings`, admin). The body
 * is the CSV text itself, which the JSON client cannot send, hence the direct call.
 */
export const postStandings = async (upload: StandingsUpload): Promise<StandingsSummary> => {
  const session = getApiConfig().getSession()
  const headers: Record<string, string> = { 'Content-Type': 'text/csv', Accept: 'application/json' }
  if (session !== undefined) {
    headers.Authorization = `Bearer ${session.bearerToken}`
    headers['X-Session-Id'] = session.sessionId
  }
  const response = await fetch(
    buildUrl(apiClient.baseUrl, '/imports/dk-standings', {
      slate: upload.contestGroupId,
      title: upload.title,
      entryFee: upload.entryFee,
      payouts: upload.payoutsCsv.trim() === '' ? undefined : upload.payoutsCsv,
    }),
    { method: 'POST', headers, body: upload.csv },
  )
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const message =
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
        ? body.message
        : undefined
    throw new HttpError(response.status, message)
  }
  return standingsSummarySchema.parse(body)
}
