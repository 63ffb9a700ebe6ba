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
import { plateIqVegasRoute, type BettingLineEvent } from '@slatelab/contract/vegas.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

/** The list under `key` of an answer; a missing key is an error (SPEC §7), even unparsed. */
const read = <K extends string, T>(answer: Readonly<Record<K, T>>, key: K): T => {
  const value = answer[key] as T | undefined
  if (value === undefined) throw new Error(`The answer has no ${key}`)
  return value
}

/** The slate's batters (`GET /mlb-statcast/batters/`, key `Batters`). */
export const getBatters = async (query: StatcastQuery) =>
  read(await callApi(battersRoute, { query }), 'Batters')

/** The slate's starters (`GET /mlb-statcast/pitchers/`, key `Pitchers`). */
export const getPitchers = async (query: StatcastQuery) =>
  read(await callApi(pitchersRoute, { query }), 'Pitchers')

/** Team batting by pitcher hand (`GET /mlb-statcast/team-batters/`, key `Teams`). */
export const getTeamBatting = async (query: StatcastQuery) =>
  read(await callApi(teamBattersRoute, { query }), 'Teams')

/** Bullpens (`GET /mlb-statcast/pitchers-bullpen/`, key `Teams`). */
export const getBullpens = async (query: StatcastQuery) =>
  read(await callApi(pitchersBullpenRoute, { query }), 'Teams')

/** One batter's matchup (`GET /mlb-statcast/batters-detail/`, key `BattersDetail`). */
export const getBatterDetail = async (
  query: StatcastQuery & { readonly player_id: number },
): Promise<BatterDetail> => read(await callApi(battersDetailRoute, { query }), 'BattersDetail')

/** One starter's detail (`GET /mlb-statcast/pitchers-detail/`, key `PitchersDetail`). */
export const getPitcherDetail = async (query: StatcastPlayerQuery): Promise<PitcherDetail> =>
  read(await callApi(pitchersDetailRoute, { query }), 'PitchersDetail')

/** A pitcher's starts, newest first (`GET /mlb-statcast/pitchers-gamelogs/`, key `GameLogs`). */
export const getPitcherGameLogs = async (
  query: StatcastPlayerQuery,
): Promise<readonly GameLogRow[]> =>
  read(await callApi(pitchersGameLogsRoute, { query }), 'GameLogs')

/** The day's lineups (`GET /mlb-statcast/lineups/{YYYYMMDD}/`). */
export const getLineups = async (date: IsoDate) =>
  read(await callApi(lineupsRoute, { params: { date: date.replaceAll('-', '') } }), 'Lineups')

/**
 * The day's MLB betting lines, a row per team with its implied runs
 * (`GET /api/sportevents/3/{date}/vegas/`).
 */
export const getMlbGameLines = (date: IsoDate): Promise<readonly BettingLineEvent[]> =>
  callApi(plateIqVegasRoute, { params: { date } })
