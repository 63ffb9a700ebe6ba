/**
 * Value-based drafting: a player's value is his points above the replacement player at his
 * position, the best one no team starts. Starters are the league's teams × the roster's
 * slots; each flex slot (`rb_wr_te`…) goes, team by team, to the best player its positions
 * still have, so the flex counts raise the replacement level of the positions that fill it.
 */
import type { Roster } from '@slatelab/domain/entities/cheatsheet'

/** Positions a cheatsheet values; the defense is `DST`. */
export const cheatsheetPositions = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const
export type CheatsheetPosition = (typeof cheatsheetPositions)[number]

const slotPositions: Readonly<
  Record<Exclude<keyof Roster, 'bench'>, readonly CheatsheetPosition[]>
> = {
  qb: ['QB'],
  rb: ['RB'],
  wr: ['WR'],
  te: ['TE'],
  qb_rb_wr_te: ['QB', 'RB', 'WR', 'TE'],
  rb_wr_te: ['RB', 'WR', 'TE'],
  wr_te: ['WR', 'TE'],
  rb_wr: ['RB', 'WR'],
  k: ['K'],
  def: ['DST'],
}

/** A player to value: an id, his position and his projected points. */
export type ValuedInput = {
  readonly playerId: number
  readonly position: string
  readonly points: number
}

/** A player with his value over replacement (points) and his position's replacement level. */
export type Valued<T extends ValuedInput> = T & {
  readonly vbd: number
  readonly replacementPoints: number
}

/**
 * How many players of each position the league starts, flex slots given to the best players
 * left after the fixed slots.
 * @example startersByPosition(players, { ...roster, qb: 1 }, 12).QB // 12 (no superflex)
 */
export const startersByPosition = (
  players: readonly ValuedInput[],
  roster: Roster,
  teamCount: number,
): Readonly<Record<CheatsheetPosition, number>> => {
  const byPosition = new Map<string, number[]>()
  for (const player of players) {
    byPosition.set(player.position, [...(byPosition.get(player.position) ?? []), player.points])
  }
  for (const list of byPosition.values()) list.sort((a, b) => b - a)
  const starters: Record<CheatsheetPosition, number> = { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DST: 0 }
  const entries = Object.entries(slotPositions) as [
    keyof typeof slotPositions,
    readonly CheatsheetPosition[],
  ][]
  const fixed = entries.filter(([, positions]) => positions.length === 1)
  const flex = entries.filter(([, positions]) => positions.length > 1)
  for (const [slot, [position]] of fixed) {
    if (position !== undefined) starters[position] += roster[slot] * teamCount
  }
  // Flex slots in order of fewest positions first, so a narrow flex is not starved by a wide one.
  flex.sort((a, b) => a[1].length - b[1].length)
  for (const [slot, positions] of flex) {
    for (let pick = 0; pick < roster[slot] * teamCount; pick += 1) {
      let best: CheatsheetPosition | undefined
      let bestPoints = -Infinity
      for (const position of positions) {
        const next = byPosition.get(position)?.[starters[position]]
        if (next !== undefined && next > bestPoints) {
          best = position
          bestPoints = next
        }
      }
      if (best === undefined) break
      starters[best] += 1
    }
  }
  return starters
}

/**
 * Every player's value over replacement: points minus those of his position's first
 * non-starter (0 points when the position has no such player).
 * @example valueOverReplacement(qbs, { ...roster, qb: 1, qb_rb_wr_te: 0 }, 12)[12].vbd // 0
 */
export const valueOverReplacement = <T extends ValuedInput>(
  players: readonly T[],
  roster: Roster,
  teamCount: number,
): readonly Valued<T>[] => {
  const starters = startersByPosition(players, roster, teamCount)
  const replacement = new Map<string, number>()
  for (const position of cheatsheetPositions) {
    const points = players
      .filter((player) => player.position === position)
      .map((player) => player.points)
      .sort((a, b) => b - a)
    replacement.set(position, points[starters[position]] ?? 0)
  }
  return players.map((player) => {
    const replacementPoints = replacement.get(player.position) ?? 0
    return {
      ...player,
      replacementPoints,
      vbd: Math.round((player.points - replacementPoints) * 100) / 100,
    }
  })
}
