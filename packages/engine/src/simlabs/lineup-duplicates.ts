/**
 * How many field entries hold the same lineup as each of the user's lineups: the duplicates a
 * user lineup is expected to share its prizes with.
 */

/**
 * One key per lineup that ignores slot order but not the captain: sorted rows, where a captain
 * row is `playerCount + player`.
 * @example lineupRowsKey(Int32Array.of(3, 1), [false, false], 10) // '1,3'
 */
export const lineupRowsKey = (
  players: ArrayLike<number>,
  captainSlots: readonly boolean[],
  playerCount: number,
): string =>
  Array.from(players, (player, slot) =>
    captainSlots[slot] === true ? playerCount + player : player,
  )
    .sort((a, b) => a - b)
    .join(',')

/**
 * Field entries with the same lineup as each user lineup (in user lineup order).
 * @example countFieldDuplicates(Int32Array.of(0, 1, 1, 0), Int32Array.of(1, 0), [false, false], 2) // Int32Array [2]
 */
export const countFieldDuplicates = (
  fieldLineups: Int32Array,
  userLineups: Int32Array,
  captainSlots: readonly boolean[],
  playerCount: number,
): Int32Array => {
  const size = captainSlots.length
  const keyOf = (lineups: Int32Array, index: number) =>
    lineupRowsKey(lineups.subarray(index * size, (index + 1) * size), captainSlots, playerCount)
  const counts = new Map<string, number>()
  const userCount = userLineups.length / size
  for (let u = 0; u < userCount; u += 1) counts.set(keyOf(userLineups, u), 0)
  const fieldCount = fieldLineups.length / size
  for (let e = 0; e < fieldCount; e += 1) {
    const key = keyOf(fieldLineups, e)
    const count = counts.get(key)
    if (count !== undefined) counts.set(key, count + 1)
  }
  return Int32Array.from({ length: userCount }, (_, u) => counts.get(keyOf(userLineups, u)) ?? 0)
}
