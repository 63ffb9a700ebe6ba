import {
  battersDetailRoute,
  battersRoute,
  lineupsRoute,
  pitchersBullpenRoute,
  pitchersDetailRoute,
  pitchersGameLogsRoute,
  pitchersRoute,
  teamBattersRoute,
  type BatterDetail,
  type GameLogRow,
  type PitcherDetail,
  type StatcastPlayerQuery,
  type StatcastQuery,
} from '@slatelab/contract/plateiq.contract'
import { plateIqVegasRoute } from '@slatelab/contract/vegas.contract'
import type { CallInput, ResponseOf, RouteContract } from '@slatelab/contract/define-route'
import {
  contractCall,
  slatelabApi,
  type ApiFailure,
  type ContractCall,
} from '../../shared/api/slatelab-api'
import { teamLineOf, teamLinesOf, type TabRows, type TeamLines } from './plateiq-rows'
import type { PlateIqTab } from './plateiq-slice'

type Answer<T> = { readonly data: T } | { readonly error: ApiFailure }
type BaseQuery = (call: ContractCall) => PromiseLike<Answer<unknown>> | Answer<unknown>

/** Thrown inside a `queryFn` to end it with that failure. */
class Failed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message)
  }
}

/**
 * The calls of one PlateIQ request: each answers its data or throws `Failed` with the failed
 * call's own words (`HTTP error! status: 500`), `fallback` when it has none.
 */
const callsOf = (baseQuery: BaseQuery, fallback: string) => {
  const failure = (error: unknown) => (error instanceof Error ? error.message : fallback)
  const call = async <C extends RouteContract>(route: C, input: CallInput<C>) => {
    const answer = await baseQuery(contractCall(route, input, failure))
    if ('error' in answer) throw new Failed(answer.error)
    return answer.data as ResponseOf<C>
  }
  /** The list under `key` of an answer; a missing key is an error (SPEC §7), even unparsed. */
  const listOf = async <C extends RouteContract, K extends keyof ResponseOf<C> & string>(
    route: C,
    input: CallInput<C>,
    key: K,
  ): Promise<ResponseOf<C>[K]> => {
    const value = (await call(route, input))[key] as ResponseOf<C>[K] | undefined
    if (value === undefined) throw new Failed({ message: `The answer has no ${key}`, status: null })
    return value
  }
  /** The day's MLB lines by game and team (`GET /api/sportevents/3/{date}/vegas/`). */
  const linesOf = async (query: StatcastQuery): Promise<TeamLines> =>
    teamLinesOf(await call(plateIqVegasRoute, { params: { date: query.date } }))
  return { listOf, linesOf }
}

/** What a `queryFn` answers: `load`'s value, or the failure it threw. */
const settle = async <T>(load: () => Promise<T>): Promise<Answer<T>> => {
  try {
    return { data: await load() }
  } catch (error) {
    if (error instanceof Failed) return { error: error.failure }
    throw error
  }
}

/** The rows of a tab for the slate, split and window; batters and lineups carry the day's lines. */
const loadTab = async (baseQuery: BaseQuery, { tab, query }: TabRequest): Promise<TabRows> => {
  const { listOf, linesOf } = callsOf(baseQuery, `Failed to fetch ${tab}`)
  switch (tab) {
    case 'batters': {
      const [rows, lines] = await Promise.all([
        listOf(battersRoute, { query }, 'Batters'),
        linesOf(query),
      ])
      const teamRuns = (row: (typeof rows)[number]) =>
        teamLineOf(lines, row.eventId, row.teamId)?.runs ?? null
      return { tab, rows: rows.map((row) => ({ ...row, teamRuns: teamRuns(row) })) }
    }
    case 'pitchers':
      return { tab, rows: await listOf(pitchersRoute, { query }, 'Pitchers') }
    case 'teams':
      return { tab, rows: await listOf(teamBattersRoute, { query }, 'Teams') }
    case 'bullpens':
      return { tab, rows: await listOf(pitchersBullpenRoute, { query }, 'Teams') }
    case 'lineups': {
      const params = { date: query.date.replaceAll('-', '') }
      const [rows, lines] = await Promise.all([
        listOf(lineupsRoute, { params }, 'Lineups'),
        linesOf(query),
      ])
      return { tab, rows, lines }
    }
  }
}

/** A tab of the page for the slate, split and window. */
export type TabRequest = { readonly tab: PlateIqTab; readonly query: StatcastQuery }

/** What the pitcher drawer shows. */
export type PitcherDrawerData = {
  readonly detail: PitcherDetail
  readonly gameLogs: readonly GameLogRow[]
}

const plateIqApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A tab's rows (`GET /mlb-statcast/{batters,pitchers,team-batters,pitchers-bullpen,lineups}/`). */
    plateIqTab: build.query<TabRows, TabRequest>({
      queryFn: (request, _api, _extra, baseQuery) => settle(() => loadTab(baseQuery, request)),
      providesTags: [battersRoute.tag, plateIqVegasRoute.tag],
    }),
    /** One batter's matchup (`GET /mlb-statcast/batters-detail/`, key `BattersDetail`). */
    batterMatchup: build.query<BatterDetail, StatcastPlayerQuery>({
      queryFn: (query, _api, _extra, baseQuery) =>
        settle(() =>
          callsOf(baseQuery, 'Failed to fetch the matchup').listOf(
            battersDetailRoute,
            { query },
            'BattersDetail',
          ),
        ),
      providesTags: [battersDetailRoute.tag],
    }),
    /** A starter's detail and his starts over the window, newest first, for the pitcher drawer. */
    pitcherDrawer: build.query<PitcherDrawerData, StatcastPlayerQuery>({
      queryFn: (query, _api, _extra, baseQuery) =>
        settle(async () => {
          const { listOf } = callsOf(baseQuery, 'Failed to fetch the pitcher')
          const [detail, gameLogs] = await Promise.all([
            listOf(pitchersDetailRoute, { query }, 'PitchersDetail'),
            listOf(pitchersGameLogsRoute, { query }, 'GameLogs'),
          ])
          return { detail, gameLogs }
        }),
      providesTags: [pitchersDetailRoute.tag],
    }),
  }),
})

export const { usePlateIqTabQuery, useBatterMatchupQuery, usePitcherDrawerQuery } = plateIqApi
