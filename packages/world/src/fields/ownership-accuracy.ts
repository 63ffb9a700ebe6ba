/** How far a field's actual ownership landed from the projection. */

/**
 * Mean absolute error, mean signed error (actual − projected) and count over the players
 * projected or actually owned at least `minShare` percent (the rest would drown the mean in
 * zeros), in percentage points. `projected[i]` and `actual[i]` are one player's.
 * @example ownershipAccuracy([20, 10, 0.2], [30, 8, 0.1]) // { mae: 6, bias: 4, players: 2 }
 */
export const ownershipAccuracy = (
  projected: ArrayLike<number>,
  actual: ArrayLike<number>,
  minShare = 1,
): { readonly mae: number; readonly bias: number; readonly players: number } => {
  let players = 0
  let absolute = 0
  let signed = 0
  for (let index = 0; index < projected.length; index += 1) {
    const planned = projected[index] ?? 0
    const played = actual[index] ?? 0
    if (planned < minShare && played < minShare) continue
    players += 1
    absolute += Math.abs(played - planned)
    signed += played - planned
  }
  return players === 0
    ? { mae: 0, bias: 0, players: 0 }
    : { mae: absolute / players, bias: signed / players, players }
}
