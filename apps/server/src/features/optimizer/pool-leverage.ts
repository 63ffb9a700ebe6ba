/**
 * A pool player's leverage score (SPEC §5's suggested NFL rule, "leverage above 90 for WR"):
 * his percentile, 0–100, among the slate's players of his first position by ceiling per $1K
 * of salary over ownership plus one point. 100 is the position's best ceiling for the crowd's
 * attention it draws; 90 and above, the top tenth. Not in SPEC: the page's own definition,
 * recorded in docs/optimizer.md.
 */

type LeverageInput = {
  readonly id: string
  readonly positions: readonly string[]
  readonly salary: number
  readonly ceiling: number
  readonly ownership: number
}

const rawLeverage = (player: LeverageInput) =>
  player.salary > 0 ? (player.ceiling * 1000) / player.salary / (player.ownership + 1) : 0

/**
 * Each player's leverage percentile within his first position: 100 × the share of the
 * position's other players he is above (ties count half); 100 for a position of one.
 * @example leverageScores([wr1, wr2]).get(wr1.id) // 100 when wr1's ceiling per $1K per owned point is the higher
 */
export const leverageScores = (players: readonly LeverageInput[]): ReadonlyMap<string, number> => {
  const byPosition = new Map<string, number[]>()
  for (const player of players) {
    const position = player.positions[0] ?? ''
    const values = byPosition.get(position)
    if (values === undefined) byPosition.set(position, [rawLeverage(player)])
    else values.push(rawLeverage(player))
  }
  return new Map(
    players.map((player) => {
      const others = byPosition.get(player.positions[0] ?? '') ?? []
      const own = rawLeverage(player)
      if (others.length <= 1) return [player.id, 100]
      const below = others.filter((value) => value < own).length
      const tied = others.filter((value) => value === own).length - 1
      return [player.id, Math.round((100 * (below + tied / 2)) / (others.length - 1))]
    }),
  )
}
