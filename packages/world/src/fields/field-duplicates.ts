/** How a field repeats its lineups: the share of entries another entry matches, the most copies. */
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import { summarizeLineups } from '@slatelab/engine/contest-analytics/lineup-counts'
import type { GeneratedField } from './generate-field'

/**
 * A field's duplicates as the Contests page counts them: an entry is duplicated when another
 * entry holds the same players in the same kind of slot (captain or not). `maxCopies` is the
 * most entries holding one lineup.
 * @example fieldDuplicates(field, ['CPT', 'FLEX', 'FLEX', 'FLEX', 'FLEX', 'FLEX']) // { duplicatedEntriesPct: 18.4, maxCopies: 6 }
 */
export const fieldDuplicates = (
  field: GeneratedField,
  rosterSlots: readonly string[],
): { readonly duplicatedEntriesPct: number; readonly maxCopies: number } => {
  const size = field.rosterSize
  const captain = rosterSlots.map(isCaptainSlot)
  const copies = new Map<string, number>()
  for (let entry = 0; entry < field.entryCount; entry += 1) {
    const parts = Array.from(field.lineups.subarray(entry * size, (entry + 1) * size), (p, s) =>
      captain[s] === true ? `c${p}` : `${p}`,
    )
    const key = parts.sort().join(',')
    copies.set(key, (copies.get(key) ?? 0) + 1)
  }
  const summary = summarizeLineups(copies.values())
  return {
    duplicatedEntriesPct: (100 * summary.duplicateLineups) / Math.max(1, field.entryCount),
    maxCopies: Math.max(0, ...copies.values()),
  }
}
