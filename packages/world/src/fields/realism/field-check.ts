/**
 * `npm run field-check`'s comparison: a real DraftKings contest (its salary file, standings and
 * optionally projections) against a field the generator draws for the same contest (same
 * size, the entry limit its standings show, its actual ownership as the target). Pure: the
 * CLI reads the files and passes their text.
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { percent, points as toPoints, salary } from '@slatelab/domain/units'
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import type { Glpk } from '@slatelab/engine/optimizer/glpk-solver'
import type { Rng } from '@slatelab/engine/rng'
import type { FieldContest, FieldPlayer, LineupFormat } from '../field-input'
import { fieldStatistics, type FieldStatistics, type StatPlayer } from '../field-statistics'
import { generateField } from '../generate-field'
import { classicLineupFormat } from '../lineup-rules'
import {
  normaliseName,
  parseProjections,
  parseSalaryPlayers,
  parseStandings,
  type RealSalaryPlayer,
} from './real-contest-files'

/**
 * The files of one contest, as text. `cash` marks a double-up or 50/50 (the standings do not
 * say; the CLI reads it from the file name). `glpk` solves the optimal lineup where the
 * optimizer's own search gives up (MLB).
 * @example { salaries, standings, projections: undefined, cash: false, rng, glpk }
 */
export type FieldCheckInput = {
  readonly salaries: string
  readonly standings: string
  readonly projections: string | undefined
  readonly cash: boolean
  readonly rng: Rng
  readonly glpk: Glpk | undefined
}

/** What field-check prints. */
export type FieldCheckResult = {
  readonly real: FieldStatistics
  readonly generated: FieldStatistics
}

/** Entry limits DraftKings contests use; the standings' largest user count rounds up to one. */
const entryLimits = [1, 2, 3, 5, 10, 20, 25, 50, 100, 150] as const

/**
 * The contest's entry limit as its standings show it: the smallest usual limit at or above the
 * most entries one user entered.
 * @example inferEntryLimit([1, 1, 17]) // 20
 */
export const inferEntryLimit = (userEntries: readonly number[]): number => {
  const most = Math.max(1, ...userEntries)
  return entryLimits.find((limit) => limit >= most) ?? most
}

type Sport = { readonly formatKey: string; readonly format: LineupFormat }

const sportOf = (players: readonly RealSalaryPlayer[]): Sport => {
  const has = (position: string) => players.some((player) => player.positions.includes(position))
  if (has('QB')) return { formatKey: 'dk-nfl-classic', format: classicLineupFormat(4, 1) }
  if (has('SP') || has('RP') || has('P'))
    return { formatKey: 'dk-mlb-classic', format: classicLineupFormat(4, 3) }
  if (has('PG')) return { formatKey: 'dk-nba-classic', format: classicLineupFormat(4, 2) }
  throw new Error('field-check reads DraftKings NFL, MLB and NBA classic salary files')
}

const opponentOf = (player: RealSalaryPlayer): string =>
  player.eventKey.split('@').find((team) => team !== player.teamKey) ?? ''

// Projections from the projection file where it names the player, else the salary file's
// average; a slate with neither cannot be compared on projection.
const projectionsOf = (
  players: readonly RealSalaryPlayer[],
  projectionText: string | undefined,
): number[] => {
  const projected = projectionText === undefined ? undefined : parseProjections(projectionText)
  const points = players.map(
    (player) => projected?.get(normaliseName(player.name)) ?? player.averagePoints,
  )
  if (points.every((value) => value === undefined))
    throw new Error('The salary file has no AvgPointsPerGame: pass --projections')
  return points.map((value) => value ?? 0)
}

const optimalProjection = async (
  players: readonly RealSalaryPlayer[],
  points: readonly number[],
  formatKey: string,
  glpk: Glpk | undefined,
): Promise<number> => {
  const result = await optimizeLineups(
    {
      players: players.map((player, index) => ({
        id: String(index),
        name: player.name,
        team: player.teamKey,
        game: player.eventKey,
        positions: [...player.positions],
        rosterPositions: [...player.rosterPositions],
        salary: player.salary,
        projection: points[index] ?? 0,
      })),
      format: requireRosterFormat(formatKey),
      count: 1,
    },
    { glpk },
  )
  return result.lineups[0]?.projection ?? 0
}

/**
 * Compares the real field with a generated one. Real entries naming a player the salary file
 * lacks are left out (none in the 2017 files); ownership comes from the standings' %Drafted,
 * scaled to sum to roster size × 100 %.
 * @example (await checkField(input)).real.entries // 11764
 */
export const checkField = async (input: FieldCheckInput): Promise<FieldCheckResult> => {
  const salaryPlayers = parseSalaryPlayers(input.salaries)
  const { format, formatKey } = sportOf(salaryPlayers)
  const size = format.rosterSlots.length
  const points = projectionsOf(salaryPlayers, input.projections)
  const indexByName = new Map<string, number>()
  salaryPlayers.forEach((player, index) => {
    const key = normaliseName(player.name)
    if (!indexByName.has(key)) indexByName.set(key, index)
  })
  const standings = parseStandings(input.standings)
  const realLineups: number[] = []
  for (const entry of standings.entries) {
    const indexes = entry.players.map((name) => indexByName.get(normaliseName(name)) ?? -1)
    if (indexes.length === size && indexes.every((index) => index >= 0))
      realLineups.push(...indexes)
  }
  const drafted = new Float64Array(salaryPlayers.length)
  for (const { name, percent: share } of standings.drafted) {
    const index = indexByName.get(normaliseName(name))
    if (index !== undefined) drafted[index] = share
  }
  const draftedTotal = drafted.reduce((sum, share) => sum + share, 0)
  const scale = draftedTotal > 0 ? (size * 100) / draftedTotal : 0
  const statPlayers: StatPlayer[] = salaryPlayers.map((player, index) => ({
    salary: player.salary,
    projection: points[index] ?? 0,
    position: player.positions[0] ?? '',
    teamKey: player.teamKey,
    opponentKey: opponentOf(player),
  }))
  const fieldPlayers: FieldPlayer[] = salaryPlayers.map((player, index) => ({
    playerId: index,
    salary: salary(player.salary),
    rosterPositions: player.rosterPositions,
    teamKey: player.teamKey,
    eventKey: player.eventKey,
    projectedOwnership: percent(Math.min(100, (drafted[index] ?? 0) * scale)),
    projection: toPoints(points[index] ?? 0),
  }))
  const contest: FieldContest = {
    contestSize: standings.entries.length,
    multiEntryMax: inferEntryLimit(standings.entries.map((entry) => entry.userEntries)),
    isDoubleUp: input.cash,
    isFiftyFifty: false,
  }
  const optimal = await optimalProjection(salaryPlayers, points, formatKey, input.glpk)
  const generated = generateField({
    slatePlayers: fieldPlayers,
    ...format,
    contest,
    rng: input.rng,
  })
  const describe = (lineups: Int32Array): FieldStatistics =>
    fieldStatistics({
      players: statPlayers,
      rosterSlots: format.rosterSlots,
      captainSalaryMultiplier: format.captainSalaryMultiplier,
      lineups,
      optimalProjection: optimal,
    })
  return { real: describe(Int32Array.from(realLineups)), generated: describe(generated.lineups) }
}
