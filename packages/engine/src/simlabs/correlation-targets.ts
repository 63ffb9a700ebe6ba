/**
 * The correlation matrix of a slate's players, built from target correlations between roster
 * roles of the same team or of opponents (QB–WR1 0.45, pitcher–opposing batter −0.2). The
 * server will estimate the targets from stored box scores; the defaults here are typical values
 * of real seasons. The matrix is sparse: pairs that no target names are uncorrelated.
 */
import { sportIds } from '@slatelab/domain/sports'
import { z } from 'zod'
import { assignableRoles } from '../correlations/game-roles'

/** How two players of one game relate. */
export const pairRelations = {
  /** Same team. */
  teammate: 'teammate',
  /** Teams facing each other. */
  opponent: 'opponent',
} as const
export type PairRelation = (typeof pairRelations)[keyof typeof pairRelations]

/**
 * A target correlation of fantasy points between a player in role `roles[0]` and one in role
 * `roles[1]` (in either order) who are teammates or opponents.
 * @example correlationTargetSchema.parse({ roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.45 })
 */
export const correlationTargetSchema = z
  .object({
    roles: z.tuple([z.string().min(1), z.string().min(1)]).readonly(),
    relation: z.enum([pairRelations.teammate, pairRelations.opponent]),
    correlation: z.number().min(-1).max(1),
  })
  .readonly()
export type CorrelationTarget = z.infer<typeof correlationTargetSchema>

/**
 * One entry of the correlation matrix: players `a` and `b` (indexes into the pool, a ≠ b) and
 * the correlation of their fantasy points.
 * @example correlationPairSchema.parse({ a: 0, b: 3, correlation: 0.45 })
 */
export const correlationPairSchema = z
  .object({
    a: z.number().int().nonnegative(),
    b: z.number().int().nonnegative(),
    correlation: z.number().min(-1).max(1),
  })
  .readonly()
  .refine((pair) => pair.a !== pair.b, { message: 'A player pairs with another player' })
export type CorrelationPair = z.infer<typeof correlationPairSchema>

const teammate = pairRelations.teammate
const opponent = pairRelations.opponent
const target = (
  first: string,
  second: string,
  relation: PairRelation,
  correlation: number,
): CorrelationTarget => ({ roles: [first, second], relation, correlation })

/**
 * NFL roles by depth: QB, RB1, RB2, WR1–WR3, TE1, DST.
 * @example nflCorrelationTargets.find((t) => t.roles.includes('WR1'))?.correlation // 0.45
 */
export const nflCorrelationTargets: readonly CorrelationTarget[] = [
  target('QB', 'WR1', teammate, 0.45),
  target('QB', 'WR2', teammate, 0.35),
  target('QB', 'WR3', teammate, 0.2),
  target('QB', 'TE1', teammate, 0.3),
  target('QB', 'RB1', teammate, 0.1),
  target('RB1', 'RB2', teammate, -0.15),
  target('WR1', 'WR2', teammate, -0.05),
  target('RB1', 'DST', teammate, 0.15),
  target('QB', 'QB', opponent, 0.2),
  target('QB', 'WR1', opponent, 0.15),
  target('QB', 'TE1', opponent, 0.1),
  target('WR1', 'WR1', opponent, 0.1),
  target('DST', 'QB', opponent, -0.35),
  target('DST', 'RB1', opponent, -0.15),
  target('DST', 'WR1', opponent, -0.15),
]

/**
 * NBA starters by position: teammates share one pace but compete for the ball (slightly
 * negative, guards and bigs least), opponents at one position share the game's pace.
 * @example nbaCorrelationTargets.find((t) => t.relation === 'opponent')?.correlation // 0.08
 */
export const nbaCorrelationTargets: readonly CorrelationTarget[] = [
  target('PG', 'PG', opponent, 0.08),
  target('C', 'C', opponent, 0.05),
  target('PG', 'C', teammate, 0.02),
  target('PG', 'SG', teammate, -0.08),
  target('SF', 'PF', teammate, -0.05),
]

/**
 * MLB roles: P (pitcher) and B (batter).
 * @example mlbCorrelationTargets.find((t) => t.relation === 'opponent')?.correlation // -0.2
 */
export const mlbCorrelationTargets: readonly CorrelationTarget[] = [
  target('P', 'B', opponent, -0.2),
  target('B', 'B', teammate, 0.12),
  target('P', 'B', teammate, 0.05),
]

/**
 * NHL roles: G (goalie) and S (skater).
 * @example nhlCorrelationTargets.find((t) => t.roles.includes('G'))?.correlation // -0.3
 */
export const nhlCorrelationTargets: readonly CorrelationTarget[] = [
  target('G', 'S', opponent, -0.3),
  target('S', 'S', teammate, 0.15),
  target('G', 'S', teammate, 0.1),
]

/** What `buildCorrelations` reads of a player: his team, its opponent and his roster role. */
export type RolePlayer = { readonly team: string; readonly opponent: string; readonly role: string }

/**
 * The correlation pairs of a pool: for every two players of one game (same team or facing
 * teams), the target for their roles and relation, if any.
 * @example buildCorrelations([{ team: 'KC', opponent: 'BUF', role: 'QB' }, { team: 'KC', opponent: 'BUF', role: 'WR1' }], nflCorrelationTargets) // [{ a: 0, b: 1, correlation: 0.45 }]
 */
export const buildCorrelations = (
  players: readonly RolePlayer[],
  targets: readonly CorrelationTarget[],
): CorrelationPair[] => {
  const byKey = new Map<string, number>()
  for (const { roles, relation, correlation } of targets) {
    byKey.set(`${relation}:${roles[0]}:${roles[1]}`, correlation)
    byKey.set(`${relation}:${roles[1]}:${roles[0]}`, correlation)
  }
  const byTeam = new Map<string, number[]>()
  players.forEach((player, index) => {
    byTeam.set(player.team, [...(byTeam.get(player.team) ?? []), index])
  })
  const pairs: CorrelationPair[] = []
  const addPairs = (
    first: readonly number[],
    second: readonly number[],
    relation: PairRelation,
  ) => {
    first.forEach((a, i) => {
      // Within one team each pair once.
      const start = relation === teammate ? i + 1 : 0
      for (let j = start; j < second.length; j += 1) {
        const b = second[j] ?? 0
        const roleA = players[a]?.role
        const roleB = players[b]?.role
        const correlation = byKey.get(`${relation}:${roleA}:${roleB}`)
        if (correlation !== undefined && correlation !== 0) pairs.push({ a, b, correlation })
      }
    })
  }
  for (const [team, members] of byTeam) {
    addPairs(members, members, teammate)
    const opponentTeam = players[members[0] ?? 0]?.opponent ?? ''
    // Each pair of facing teams once.
    if (team < opponentTeam) addPairs(members, byTeam.get(opponentTeam) ?? [], opponent)
  }
  return pairs
}

/**
 * The engine's typical targets of a sport (none for sports without roles).
 * @example defaultTargetsOf(sportIds.NHL)[0]?.roles // ['G', 'S']
 */
export const defaultTargetsOf = (sportId: number): readonly CorrelationTarget[] =>
  sportId === sportIds.NFL
    ? nflCorrelationTargets
    : sportId === sportIds.NBA
      ? nbaCorrelationTargets
      : sportId === sportIds.MLB
        ? mlbCorrelationTargets
        : sportId === sportIds.NHL
          ? nhlCorrelationTargets
          : []

/**
 * A target's pair of roles and relation, the same whichever order it lists the roles in.
 * @example targetKey({ roles: ['WR1', 'QB'], relation: 'teammate', correlation: 0.45 }) // 'teammate:QB:WR1'
 */
export const targetKey = (target: Pick<CorrelationTarget, 'roles' | 'relation'>): string =>
  `${target.relation}:${[...target.roles].sort().join(':')}`

/**
 * `targets` with every other pair of the sport's roles added at 0, for both relations: what a
 * history can measure beyond the typical pairs. A game's players all move together a little
 * (a fast game, a blowout, teammates sharing one ball), and a field's lineups hold far more
 * pairs than the typical ones name (a receiver and his running back, two bench guards), so
 * leaving them uncorrelated narrows how far a field's lineups spread. The roles are every one
 * a player can get (`assignableRoles`: a depth chart's players beyond it too). A pair at 0
 * stays uncorrelated until measured.
 * @example withEveryRolePair(sportIds.MLB, mlbCorrelationTargets).length // 6 (P–P teammates, B–B and P–P opponents added)
 */
export const withEveryRolePair = (
  sportId: number,
  targets: readonly CorrelationTarget[],
): readonly CorrelationTarget[] => {
  const roles = assignableRoles(sportId)
  const known = new Set(targets.map(targetKey))
  const added = [teammate, opponent].flatMap((relation) =>
    roles.flatMap((first, i) =>
      roles
        .slice(i)
        .map((second) => target(first, second, relation, 0))
        .filter((pair) => !known.has(targetKey(pair))),
    ),
  )
  return [...targets, ...added]
}
