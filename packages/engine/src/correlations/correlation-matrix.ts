/**
 * The correlation matrix of a view: for each row role (the anchor) and each column role (his
 * teammate or his opponent), Pearson's correlation of their fantasy points over the sample's
 * games, how many games it was read from, and where it ranks among all role pairs of the sport
 * over the same games.
 */
import type { PairRelation } from '../simlabs/correlation-targets'
import { gameRoles, type GameLine } from './game-lines'
import { sportRoles } from './game-roles'
import { pearsonOrNull, percentileOf } from './pearson'
import { rolePairSamples, type RolePair } from './role-pair-samples'

/** A column: the other player's role and how he relates to the anchor. */
export type MatrixColumn = { readonly role: string; readonly relation: PairRelation }

/** Per row, per column: the value (null below `minGames`), its percentile and its games. */
export type CorrelationMatrix = {
  readonly values: (number | null)[][]
  readonly percentiles: (number | null)[][]
  readonly samples: number[][]
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

const pairKey = (first: string, second: string, relation: PairRelation) =>
  `${relation}:${first}:${second}`

/**
 * Every pair of a sport's roles, teammates and opponents (the percentiles' population).
 * @example sportRolePairs(sportIds.MLB).length // 8
 */
export const sportRolePairs = (sportId: number): RolePair[] => {
  const roles = sportRoles(sportId)
  return roles.flatMap((first) =>
    roles.flatMap((second) =>
      (['teammate', 'opponent'] as const).map((relation) => ({
        roles: [first, second] as const,
        relation,
      })),
    ),
  )
}

/**
 * The matrix of `rows` × `columns` over `lines` (finished games of one sport), counting the
 * anchors `keepAnchor` keeps. Roles outside the sport's get samples of their own.
 * @example correlationMatrix({ sportId: 1, lines, rows: ['QB'], columns: [{ role: 'WR1', relation: 'teammate' }], minGames: 20 }).values // [[0.46]]
 */
export const correlationMatrix = <L extends GameLine>(options: {
  readonly sportId: number
  readonly lines: readonly L[]
  readonly rows: readonly string[]
  readonly columns: readonly MatrixColumn[]
  readonly minGames: number
  readonly keepAnchor?: (line: L) => boolean
}): CorrelationMatrix => {
  const population = sportRolePairs(options.sportId)
  const known = new Set(
    population.map((pair) => pairKey(pair.roles[0], pair.roles[1], pair.relation)),
  )
  const extra = options.rows.flatMap((row) =>
    options.columns
      .filter((column) => !known.has(pairKey(row, column.role, column.relation)))
      .map((column): RolePair => ({ roles: [row, column.role], relation: column.relation })),
  )
  const pairs = [...population, ...extra]
  const samples = rolePairSamples(
    options.lines,
    gameRoles(options.sportId, options.lines),
    pairs,
    options.keepAnchor,
  )
  const cells = new Map<string, { value: number | null; samples: number }>()
  pairs.forEach((pair, index) => {
    const sample = samples[index]
    const count = sample?.xs.length ?? 0
    const value =
      sample !== undefined && count >= options.minGames ? pearsonOrNull(sample.xs, sample.ys) : null
    cells.set(pairKey(pair.roles[0], pair.roles[1], pair.relation), {
      value: value === null ? null : round3(value),
      samples: count,
    })
  })
  const ranked = population
    .map((pair) => cells.get(pairKey(pair.roles[0], pair.roles[1], pair.relation))?.value ?? null)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b)
  const cellOf = (row: string, column: MatrixColumn) =>
    cells.get(pairKey(row, column.role, column.relation)) ?? { value: null, samples: 0 }
  return {
    values: options.rows.map((row) => options.columns.map((column) => cellOf(row, column).value)),
    percentiles: options.rows.map((row) =>
      options.columns.map((column) => {
        const { value } = cellOf(row, column)
        return value === null ? null : percentileOf(value, ranked)
      }),
    ),
    samples: options.rows.map((row) =>
      options.columns.map((column) => cellOf(row, column).samples),
    ),
  }
}
