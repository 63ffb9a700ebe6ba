/**
 * The samples of a pair of roles: for every finished game where a team shows the first role
 * (the anchor) and it or its opponent the second, the two players' fantasy points.
 */
import type { PairRelation } from '../simlabs/correlation-targets'
import { groupIndexes, type GameLine } from './game-lines'

/** A pair of roles: the anchor's role first, then the other player's, of his team or the opponent. */
export type RolePair = {
  readonly roles: readonly [string, string]
  readonly relation: PairRelation
}

/** The points of each sample: `xs` the anchor's, `ys` the other's; `eventIds` their game. */
export type PairSample = {
  readonly xs: number[]
  readonly ys: number[]
  readonly eventIds: number[]
}

/**
 * One sample per pair of players of each `pairs` entry in each game. `keepAnchor` says which
 * anchors' team-games count (a filter: home teams only, underdogs…); a pair of one role is kept
 * once (opposing QBs: from the lower team id's side unless only one side is kept).
 * @example rolePairSamples(lines, gameRoles(1, lines), [{ roles: ['QB', 'WR1'], relation: 'teammate' }])[0].xs.length // 570
 */
export const rolePairSamples = <L extends GameLine>(
  lines: readonly L[],
  roles: readonly string[],
  pairs: readonly RolePair[],
  keepAnchor: (line: L) => boolean = () => true,
): PairSample[] => {
  const samples: PairSample[] = pairs.map(() => ({ xs: [], ys: [], eventIds: [] }))
  for (const indexes of groupIndexes(lines, (line) => line.eventId).values()) {
    const byTeamRole = new Map<string, number[]>()
    const teams = new Set<number>()
    for (const index of indexes) {
      const line = lines[index] as GameLine
      teams.add(line.teamId)
      const key = `${line.teamId}:${roles[index] ?? ''}`
      const group = byTeamRole.get(key)
      if (group === undefined) byTeamRole.set(key, [index])
      else group.push(index)
    }
    pairs.forEach(({ roles: [first, second], relation }, pairIndex) => {
      const sample = samples[pairIndex] as PairSample
      for (const team of teams) {
        for (const a of byTeamRole.get(`${team}:${first}`) ?? []) {
          const anchor = lines[a] as L
          if (!keepAnchor(anchor)) continue
          const otherTeam = relation === 'teammate' ? team : anchor.opponentId
          for (const b of byTeamRole.get(`${otherTeam}:${second}`) ?? []) {
            if (a === b) continue
            const other = lines[b] as L
            if (first === second) {
              if (relation === 'teammate' && b < a) continue
              if (relation === 'opponent' && keepAnchor(other) && other.teamId < team) continue
            }
            sample.xs.push(anchor.points)
            sample.ys.push(other.points)
            sample.eventIds.push(anchor.eventId)
          }
        }
      }
    })
  }
  return samples
}

/**
 * One sample per game both players of each pair played (the first the anchor, kept by
 * `keepAnchor`): player-to-player correlations.
 * @example playerPairSamples(lines, [{ first: 12, second: 40 }])[0].xs.length // 17
 */
export const playerPairSamples = <L extends GameLine>(
  lines: readonly L[],
  pairs: readonly { readonly first: number; readonly second: number }[],
  keepAnchor: (line: L) => boolean = () => true,
): PairSample[] => {
  const linesOf = new Map<number, L[]>()
  const byGame = new Map<string, L>()
  for (const line of lines) {
    linesOf.set(line.playerId, [...(linesOf.get(line.playerId) ?? []), line])
    byGame.set(`${line.eventId}:${line.playerId}`, line)
  }
  return pairs.map(({ first, second }) => {
    const sample: PairSample = { xs: [], ys: [], eventIds: [] }
    for (const anchor of linesOf.get(first) ?? []) {
      const other = byGame.get(`${anchor.eventId}:${second}`)
      if (other === undefined || first === second || !keepAnchor(anchor)) continue
      sample.xs.push(anchor.points)
      sample.ys.push(other.points)
      sample.eventIds.push(anchor.eventId)
    }
    return sample
  })
}
