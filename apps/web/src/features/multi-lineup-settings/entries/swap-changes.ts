import type { Entries, EntriesLateSwap } from '@slatelab/contract/late-swap.contract'
import { entryRows } from './entries-tables'

/** A swapped entry's changed slot: who left it and who took it. */
export type SlotChange = { readonly slot: string; readonly before: string; readonly after: string }

/** A lineup the swap changed or could not swap, by its entry. */
export type SwapChange = {
  readonly entryId: string
  readonly lockedSlots: number
  readonly changes: readonly SlotChange[]
  readonly problem: string | null
}

/**
 * The entries the swap changed or left with a problem, in file order, each changed slot read
 * before (the file sent) and after (the answer's entries).
 * @example swapChanges(sent, answer)[0] // { entryId: '4410000001', lockedSlots: 2, changes: [{ slot: 'FLEX', before: 'A', after: 'B' }], problem: null }
 */
export const swapChanges = (sent: Entries, answer: EntriesLateSwap): readonly SwapChange[] => {
  const before = new Map(entryRows(sent).map((entry) => [entry.entryId, entry.players]))
  const after = new Map(entryRows(answer.entries).map((entry) => [entry.entryId, entry.players]))
  return answer.lineups
    .filter((lineup) => lineup.changedSlots.length > 0 || lineup.problem !== null)
    .map((lineup) => {
      const entryId = lineup.entryId ?? String(lineup.number)
      return {
        entryId,
        lockedSlots: lineup.lockedSlots.length,
        changes: lineup.changedSlots.map((index) => ({
          slot: answer.entries.slots[index] ?? sent.slots[index] ?? String(index + 1),
          before: before.get(entryId)?.[index]?.name ?? '—',
          after: after.get(entryId)?.[index]?.name ?? '—',
        })),
        problem: lineup.problem,
      }
    })
}
