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
import {
  playerPairSamples,
  rolePairSamples,
  type PairSample,
  type RolePair,
} from './role-pair-samples'

/** A column: the other player's role and how he relates to the anchor, or one player. */
export type MatrixColumn =
  { readonly role: string; readonly relation: PairRelation } | { readonly playerId: number }

/** A row: the anchor's role, or one player. */
export type MatrixRow = string | { readonly playerId: number }

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

type Cell = { readonly value: number | null; readonly samples: number }

const cellOfSample = (sample: PairSample | undefined, minGames: number): Cell => {
  const count = sample?.xs.length ?? 0
  const value =
    sample !== undefined && count >= minGames ? pearsonOrNull(sample.xs, sample.ys) : null
  return { value: value === null ? null : round3(value), samples: count }
}

const itemKey = (item: MatrixRow | MatrixColumn): string =>
  typeof item === 'string'
    ? item
    : 'playerId' in item
      ? `#${item.playerId}`
      : `${item.relation}:${item.role}`

/**
 * The matrix of `rows` × `columns` over `lines` (finished games of one sport), counting the
 * anchors `keepAnchor` keeps: roles against roles (roles outside the sport's get samples of
 * their own), or players against players (the games both played). A role against a player has
 * no value.
 * @example correlationMatrix({ sportId: 1, lines, rows: ['QB'], columns: [{ role: 'WR1', relation: 'teammate' }], minGames: 20 }).values // [[0.46]]
 */
export const correlationMatrix = <L extends GameLine>(options: {
  readonly sportId: number
  readonly lines: readonly L[]
  readonly rows: readonly MatrixRow[]
  readonly columns: readonly MatrixColumn[]
  readonly minGames: number
  readonly keepAnchor?: (line: L) => boolean
}): CorrelationMatrix => {
  const population = sportRolePairs(options.sportId)
  const known = new Set(
    population.map((pair) => pairKey(pair.roles[0], pair.roles[1], pair.relation)),
  )
  const extra = options.rows.flatMap((row) =>
    typeof row !== 'string'
      ? []
      : options.columns.flatMap((column): RolePair[] =>
          'playerId' in column || known.has(pairKey(row, column.role, column.relation))
            ? []
            : [{ roles: [row, column.role], relation: column.relation }],
        ),
  )
  const pairs = [...population, ...extra]
  const samples = rolePairSamples(
    options.lines,
    gameRoles(options.sportId, options.lines),
    pairs,
    options.keepAnchor,
  )
  const cells = new Map<string, Cell>()
  pairs.forEach((pair, index) => {
    cells.set(
      `${pair.roles[0]}|${pair.relation}:${pair.roles[1]}`,
      cellOfSample(samples[index], options.minGames),
    )
  })
  const playerPairs = options.rows.flatMap((row) =>
    typeof row === 'string'
      ? []
      : options.columns.flatMap((column) =>
          'playerId' in column ? [{ first: row.playerId, second: column.playerId }] : [],
        ),
  )
  playerPairSamples(options.lines, playerPairs, options.keepAnchor).forEach((sample, index) => {
    const pair = playerPairs[index]
    if (pair !== undefined) {
      cells.set(`#${pair.first}|#${pair.second}`, cellOfSample(sample, options.minGames))
    }
  })
  const ranked = population
    .map((pair) => cells.get(`${pair.roles[0]}|${pair.relation}:${pair.roles[1]}`)?.value ?? null)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b)
  const cellOf = (row: MatrixRow, column: MatrixColumn): Cell =>
    cells.get(`${itemKey(row)}|${itemKey(column)}`) ?? { value: null, samples: 0 }
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
