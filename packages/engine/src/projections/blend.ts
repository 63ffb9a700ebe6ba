/**
 * Blending projection sets (docs/projections.md "Blend"): each field of a player is the mean
 * of the sets that hold him, weighted by that field's weight; a set without the field, or
 * with weight 0 for it, does not count towards it.
 */

/** A player's numbers in one set; null fields are missing in that set. */
export type ProjectionNumbers = {
  readonly points: number
  readonly ceiling: number | null
  readonly floor: number | null
  /** Percent, 0–100. */
  readonly ownership: number | null
}

/** A set to blend: its rows by player id and the weight of each field (≥ 0). */
export type BlendInput = {
  readonly rows: ReadonlyMap<number, ProjectionNumbers>
  readonly weight: number
  readonly ownWeight: number
  readonly ceilingWeight: number
  readonly floorWeight: number
}

const weightedMean = (pairs: readonly (readonly [number | null, number])[]): number | null => {
  let sum = 0
  let total = 0
  for (const [value, weight] of pairs) {
    if (value === null || weight <= 0) continue
    sum += value * weight
    total += weight
  }
  return total > 0 ? sum / total : null
}

/**
 * The blend of `sets`: every player some set holds with a positive points weight, each field
 * the weighted mean of the sets holding it.
 * @example blendProjections([{ rows: a, weight: 0.25, … }, { rows: b, weight: 0.75, … }]).get(7)?.points // 0.25·a7 + 0.75·b7
 */
export const blendProjections = (
  sets: readonly BlendInput[],
): ReadonlyMap<number, ProjectionNumbers> => {
  const playerIds = new Set<number>()
  for (const set of sets) {
    if (set.weight > 0) for (const playerId of set.rows.keys()) playerIds.add(playerId)
  }
  const blended = new Map<number, ProjectionNumbers>()
  for (const playerId of playerIds) {
    const holding = sets.flatMap((set) => {
      const row = set.rows.get(playerId)
      return row === undefined ? [] : [{ set, row }]
    })
    const points = weightedMean(holding.map(({ set, row }) => [row.points, set.weight]))
    if (points === null) continue
    blended.set(playerId, {
      points,
      ceiling: weightedMean(holding.map(({ set, row }) => [row.ceiling, set.ceilingWeight])),
      floor: weightedMean(holding.map(({ set, row }) => [row.floor, set.floorWeight])),
      ownership: weightedMean(holding.map(({ set, row }) => [row.ownership, set.ownWeight])),
    })
  }
  return blended
}
