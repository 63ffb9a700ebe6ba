/**
 * Entry-cost bands of the ownership dashboard (SPEC §4 and §9): after a load it shows one
 * contest per band by default.
 */

/**
 * Upper edges of the first three bands, in dollars; each edge belongs to the band below it.
 * @example entryCostBandEdges // [10, 75, 750]
 */
export const entryCostBandEdges = [10, 75, 750] as const

/** A band index: 0 (≤ $10), 1 (> $10 to $75), 2 (> $75 to $750), 3 (> $750). */
export type EntryCostBand = 0 | 1 | 2 | 3

/**
 * The band of an entry cost in dollars.
 * @example entryCostBand(10) // 0
 * @example entryCostBand(10.01) // 1
 * @example entryCostBand(1000) // 3
 */
export const entryCostBand = (entryCost: number): EntryCostBand => {
  const [low, middle, high] = entryCostBandEdges
  if (entryCost <= low) return 0
  if (entryCost <= middle) return 1
  if (entryCost <= high) return 2
  return 3
}

/** Number of contests the ownership dashboard shows by default: one per band. */
export const defaultVisibleContestCount = 4

/**
 * The contests the ownership dashboard shows after a load: the first contest of each band,
 * in band order, or the first four (or all) in list order when a band is empty or there are
 * three contests or fewer.
 * @example pickDefaultContests([{ entryCost: 5 }, { entryCost: 20 }, { entryCost: 100 }, { entryCost: 1000 }, { entryCost: 3 }]) // the first four
 */
export const pickDefaultContests = <C extends { readonly entryCost: number }>(
  contests: readonly C[],
): readonly C[] => {
  const firstFour = contests.slice(0, defaultVisibleContestCount)
  if (contests.length <= 3) return firstFour
  const picked = ([0, 1, 2, 3] as const).map((band) =>
    contests.find((contest) => entryCostBand(contest.entryCost) === band),
  )
  return picked.every((contest) => contest !== undefined) ? picked : firstFour
}
