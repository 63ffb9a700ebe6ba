/** The field's unique and duplicated lineups, from the copies of each lineup. */
import { z } from 'zod'

const countSchema = z.number().int().nonnegative()

/**
 * The field's lineups counted by entry. Every entry is either unique (no other entry has its
 * lineup) or duplicated (at least one other entry has it), so
 * `uniqueLineups + duplicateLineups = totalLineupsEntered`. `distinctLineups` counts each
 * different lineup once.
 * @example lineupSummarySchema.parse({ totalLineupsEntered: 10, distinctLineups: 6, uniqueLineups: 3, duplicateLineups: 7 })
 */
export const lineupSummarySchema = z
  .object({
    totalLineupsEntered: countSchema,
    distinctLineups: countSchema,
    uniqueLineups: countSchema,
    duplicateLineups: countSchema,
  })
  .readonly()
export type LineupSummary = z.infer<typeof lineupSummarySchema>

/**
 * The summary of a field from the number of entries holding each different lineup.
 * @example summarizeLineups([2, 1, 1]) // { totalLineupsEntered: 4, distinctLineups: 3, uniqueLineups: 2, duplicateLineups: 2 }
 */
export const summarizeLineups = (copiesPerLineup: Iterable<number>): LineupSummary => {
  let totalLineupsEntered = 0
  let distinctLineups = 0
  let uniqueLineups = 0
  for (const copies of copiesPerLineup) {
    totalLineupsEntered += copies
    distinctLineups += 1
    if (copies === 1) uniqueLineups += 1
  }
  return {
    totalLineupsEntered,
    distinctLineups,
    uniqueLineups,
    duplicateLineups: totalLineupsEntered - uniqueLineups,
  }
}
