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

/** What the dashboard weighs to choose a band's contest (`players` is empty before entries). */
type ContestChoice = {
  readonly entryCost: number
  readonly contestSize: number
  readonly players: readonly unknown[]
}

// The band's contest a player studies: one with entries, then the biggest field (the
// Millionaire over the double-up beside it), then list order.
const bandLead = <C extends ContestChoice>(contests: readonly C[]): C | undefined =>
  contests.reduce<C | undefined>((best, contest) => {
    if (best === undefined) return contest
    const filled = Number(contest.players.length > 0) - Number(best.players.length > 0)
    return filled > 0 || (filled === 0 && contest.contestSize > best.contestSize) ? contest : best
  }, undefined)

/**
 * The contests the ownership dashboard shows after a load: one contest of each band, in band
 * order (the band's contest with entries and the biggest field), or the first four (or all) in
 * list order when a band is empty or there are three contests or fewer.
 * @example pickDefaultContests(lobby).map((contest) => contest.title) // ['NFL $10 50/50', 'NFL $2M Millionaire', …]
 */
export const pickDefaultContests = <C extends ContestChoice>(
  contests: readonly C[],
): readonly C[] => {
  const firstFour = contests.slice(0, defaultVisibleContestCount)
  if (contests.length <= 3) return firstFour
  const picked = ([0, 1, 2, 3] as const).map((band) =>
    bandLead(contests.filter((contest) => entryCostBand(contest.entryCost) === band)),
  )
  return picked.every((contest) => contest !== undefined) ? picked : firstFour
}
