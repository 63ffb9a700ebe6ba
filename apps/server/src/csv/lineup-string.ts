/**
 * The `Lineup` cell of a standings export: slot code then player name, repeated, in no fixed
 * order (`DST Rams  QB Carson Wentz WR …`; a defense's name keeps its trailing space, so two
 * spaces follow it).
 */

/** One filled slot of a lineup string. */
export type LineupSlot = { readonly slot: string; readonly name: string }

/**
 * Splits a lineup string at its slot codes. A name may itself contain a word that is a slot
 * code (an MLB `C`, an NBA `G`), so the split is the first one whose every name `isKnown`
 * says is a player; when no split names only known players, every slot code splits (and
 * the caller reports the unknown name). An empty string is an entry that set no lineup.
 * @example parseLineup('QB Tom Brady DST Patriots ', new Set(['QB', 'DST']), () => true) // [{ slot: 'QB', name: 'Tom Brady' }, { slot: 'DST', name: 'Patriots' }]
 */
export const parseLineup = (
  lineup: string,
  slotCodes: ReadonlySet<string>,
  isKnown: (name: string) => boolean,
): readonly LineupSlot[] | undefined => {
  const words = lineup
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  if (words.length === 0) return []
  const failed = new Set<number>()
  const splitFrom = (start: number): LineupSlot[] | undefined => {
    if (start === words.length) return []
    const slot = words[start]
    if (slot === undefined || !slotCodes.has(slot) || failed.has(start)) return undefined
    for (let end = start + 2; end <= words.length; end += 1) {
      const next = words[end]
      if (end < words.length && (next === undefined || !slotCodes.has(next))) continue
      const name = words.slice(start + 1, end).join(' ')
      if (!isKnown(name)) continue
      const tail = splitFrom(end)
      if (tail) return [{ slot, name }, ...tail]
    }
    failed.add(start)
    return undefined
  }
  const known = splitFrom(0)
  if (known) return known
  if (!slotCodes.has(words[0] ?? '')) return undefined
  const slots: LineupSlot[] = []
  for (const word of words) {
    const last = slots[slots.length - 1]
    if (slotCodes.has(word) || last === undefined) slots.push({ slot: word, name: '' })
    else
      slots[slots.length - 1] = { slot: last.slot, name: last.name ? `${last.name} ${word}` : word }
  }
  return slots
}
