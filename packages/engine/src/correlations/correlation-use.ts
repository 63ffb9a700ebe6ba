/**
 * "Use in optimizer" (docs/correlations.md): a view's cells become SimLabs correlation targets
 * (role pairs, as the simulation reads them) and the optimizer's player-correlation rules for
 * one slate, the role pairs mapped to the slate's players by their roles (depth by projection).
 */
import type { CorrelationTarget, PairRelation } from '../simlabs/correlation-targets'
import type { MatrixColumn, MatrixRow } from './correlation-matrix'
import { rolesOf, type RolePoolPlayer } from './game-roles'

/** A cell of a view's result with a value. */
export type ViewCell = {
  readonly row: MatrixRow
  readonly column: MatrixColumn
  readonly correlation: number
  readonly samples: number
}

/** A target with the games its value was read from. */
export type ViewTarget = CorrelationTarget & { readonly samples: number }

/**
 * A player of the slate: the pool's id (what optimizer rules name), the stored player id (what
 * a player view names) and what his role is read from.
 */
export type SlateRolePlayer = RolePoolPlayer & { readonly id: string; readonly playerId: number }

/** An optimizer rule on pool ids: `together` (if the first, then the second) or `apart`. */
export type PlannedRule = {
  readonly playerId: string
  readonly otherPlayerId: string
  readonly kind: 'together' | 'apart'
  readonly correlation: number
  /** The cell it came from: `QB–WR1`, `DST–Opp QB`, or the two player ids. */
  readonly pair: string
}

const relationOf = (column: MatrixColumn): PairRelation | undefined =>
  'role' in column ? column.relation : undefined

/**
 * The SimLabs targets of a view's role cells: one per pair of roles and relation (a symmetric
 * view lists QB–WR1 and WR1–QB; the one read from more games is kept). Player cells have no role.
 * @example viewTargets([{ row: 'QB', column: { role: 'WR1', relation: 'teammate' }, correlation: 0.41, samples: 540 }]) // [{ roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.41, samples: 540 }]
 */
export const viewTargets = (cells: readonly ViewCell[]): ViewTarget[] => {
  const byKey = new Map<string, ViewTarget>()
  for (const cell of cells) {
    const relation = relationOf(cell.column)
    if (typeof cell.row !== 'string' || relation === undefined || !('role' in cell.column)) continue
    const roles = [cell.row, cell.column.role] as const
    const key = `${relation}:${[...roles].sort().join(':')}`
    const known = byKey.get(key)
    if (known === undefined || known.samples < cell.samples) {
      byKey.set(key, { roles, relation, correlation: cell.correlation, samples: cell.samples })
    }
  }
  return [...byKey.values()]
}

/** The pairs of slate players a cell names (anchor first). */
const cellPlayers = (
  cell: ViewCell,
  players: readonly SlateRolePlayer[],
  byTeamRole: ReadonlyMap<string, readonly SlateRolePlayer[]>,
  opponentOf: ReadonlyMap<string, string>,
): [SlateRolePlayer, SlateRolePlayer][] => {
  if (typeof cell.row !== 'string' || !('role' in cell.column)) {
    const rowId = typeof cell.row === 'string' ? undefined : cell.row.playerId
    const columnId = 'playerId' in cell.column ? cell.column.playerId : undefined
    const first = players.find((player) => player.playerId === rowId)
    const second = players.find((player) => player.playerId === columnId)
    return first === undefined || second === undefined ? [] : [[first, second]]
  }
  const { role, relation } = cell.column
  const pairs: [SlateRolePlayer, SlateRolePlayer][] = []
  for (const [team, opponent] of opponentOf) {
    const anchors = byTeamRole.get(`${team}:${cell.row}`) ?? []
    const others = byTeamRole.get(`${relation === 'teammate' ? team : opponent}:${role}`) ?? []
    for (const anchor of anchors) {
      for (const other of others) if (anchor !== other) pairs.push([anchor, other])
    }
  }
  return pairs
}

const pairLabel = (cell: ViewCell): string => {
  const row = typeof cell.row === 'string' ? cell.row : String(cell.row.playerId)
  const column =
    'role' in cell.column
      ? `${cell.column.relation === 'opponent' ? 'Opp ' : ''}${cell.column.role}`
      : String(cell.column.playerId)
  return `${row}–${column}`
}

/**
 * The optimizer rules of a view for a slate's players: a cell of at least `threshold` makes
 * each anchor player go `together` with his strongest partner (one such rule per anchor, or
 * every QB would force his whole receiving corps); a cell of at most −`threshold` keeps the
 * two players `apart`. Strongest first, at most `maxRules`.
 * @example playerCorrelationRules(sportIds.NFL, slatePlayers, cells, { threshold: 0.2, maxRules: 60 })[0] // { playerId: 'KC-QB1', otherPlayerId: 'KC-WR1', kind: 'together', correlation: 0.45, pair: 'QB–WR1' }
 */
export const playerCorrelationRules = (
  sportId: number,
  players: readonly SlateRolePlayer[],
  cells: readonly ViewCell[],
  options: { readonly threshold: number; readonly maxRules: number },
): PlannedRule[] => {
  const roles = rolesOf(sportId, players)
  const byTeamRole = new Map<string, SlateRolePlayer[]>()
  const opponentOf = new Map<string, string>()
  players.forEach((player, index) => {
    const key = `${player.team}:${roles[index] ?? ''}`
    byTeamRole.set(key, [...(byTeamRole.get(key) ?? []), player])
    if (player.team !== '') opponentOf.set(player.team, player.opponent)
  })
  const together = new Map<string, PlannedRule & { readonly weight: number }>()
  const apart = new Map<string, PlannedRule & { readonly weight: number }>()
  for (const cell of cells) {
    if (Math.abs(cell.correlation) < options.threshold) continue
    for (const [anchor, other] of cellPlayers(cell, players, byTeamRole, opponentOf)) {
      const rule = {
        playerId: anchor.id,
        otherPlayerId: other.id,
        kind: cell.correlation > 0 ? ('together' as const) : ('apart' as const),
        correlation: cell.correlation,
        pair: pairLabel(cell),
        weight: anchor.projection + other.projection,
      }
      if (rule.kind === 'apart') {
        const key = [anchor.id, other.id].sort().join(':')
        const known = apart.get(key)
        if (known === undefined || known.correlation > rule.correlation) apart.set(key, rule)
        continue
      }
      const known = together.get(anchor.id)
      const stronger =
        known === undefined ||
        rule.correlation > known.correlation ||
        (rule.correlation === known.correlation && rule.weight > known.weight)
      if (stronger) together.set(anchor.id, rule)
    }
  }
  return [...together.values(), ...apart.values()]
    .sort(
      (a, b) =>
        Math.abs(b.correlation) - Math.abs(a.correlation) ||
        b.weight - a.weight ||
        a.playerId.localeCompare(b.playerId),
    )
    .slice(0, Math.max(0, options.maxRules))
    .map(({ weight: _weight, ...rule }) => rule)
}
