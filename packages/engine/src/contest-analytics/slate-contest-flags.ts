/**
 * Which contests of a slate stand out: the largest by size and the primary contest, the one a
 * DFS player means by "the main GPP" (the Milly Maker on a DraftKings NFL Sunday).
 */
import { contestSchema, idSchema } from '@slatelab/domain'
import { z } from 'zod'

/**
 * What ranking a slate's contests needs: size (entries the contest takes), prize pool in
 * dollars and its kind.
 * @example slateContestSchema.parse({ contestId: 1, contestSize: 11890, totalPrizes: 200000, isGuaranteed: true, isDoubleUp: false, isFiftyFifty: false })
 */
export const slateContestSchema = contestSchema
  .unwrap()
  .pick({
    contestId: true,
    contestSize: true,
    totalPrizes: true,
    isGuaranteed: true,
    isDoubleUp: true,
    isFiftyFifty: true,
  })
  .readonly()
export type SlateContest = z.infer<typeof slateContestSchema>

/**
 * The flags of one contest; exactly one contest of a non-empty slate has each flag.
 * @example contestFlagsSchema.parse({ contestId: 1, isLargestBySize: true, isPrimary: false })
 */
export const contestFlagsSchema = z
  .object({ contestId: idSchema, isLargestBySize: z.boolean(), isPrimary: z.boolean() })
  .readonly()
export type ContestFlags = z.infer<typeof contestFlagsSchema>

type Compare = (a: SlateContest, b: SlateContest) => number

// Negative when `a` ranks first. The lower id breaks the last tie, so the pick never depends
// on the order the contests arrive in.
const bySize: Compare = (a, b) =>
  b.contestSize - a.contestSize || b.totalPrizes - a.totalPrizes || a.contestId - b.contestId

const byPrizePool: Compare = (a, b) =>
  b.totalPrizes - a.totalPrizes || b.contestSize - a.contestSize || a.contestId - b.contestId

// The index of the first contest by `compare`, or -1 in an empty list.
const indexOfFirst = (contests: readonly SlateContest[], compare: Compare): number =>
  contests.reduce((best, contest, index) => {
    const current = contests[best]
    return current === undefined || compare(contest, current) < 0 ? index : best
  }, -1)

// A tournament: guaranteed, and paying the top of the field rather than half of it.
const isTournament = (contest: SlateContest): boolean =>
  contest.isGuaranteed && !contest.isDoubleUp && !contest.isFiftyFifty

/**
 * Flags the contests of one slate, in the order given.
 * - Largest by size: the most entries (`contestSize`); ties go to the bigger prize pool, then
 *   the lower contest id.
 * - Primary: the guaranteed tournament (not a double-up or 50/50) with the biggest prize pool;
 *   ties go to the larger size, then the lower id. A slate without one makes its largest
 *   contest by size primary.
 * @example flagSlateContests([milly, doubleUp]) // [{ contestId: 1, isLargestBySize: false, isPrimary: true }, { contestId: 2, isLargestBySize: true, isPrimary: false }]
 */
export const flagSlateContests = (contests: readonly SlateContest[]): readonly ContestFlags[] => {
  const largest = indexOfFirst(contests, bySize)
  const tournaments = contests
    .map((contest, index) => ({ contest, index }))
    .filter(({ contest }) => isTournament(contest))
  const bestTournament =
    tournaments[
      indexOfFirst(
        tournaments.map(({ contest }) => contest),
        byPrizePool,
      )
    ]
  const primary = bestTournament?.index ?? largest
  return contests.map((contest, index) => ({
    contestId: contest.contestId,
    isLargestBySize: index === largest,
    isPrimary: index === primary,
  }))
}
