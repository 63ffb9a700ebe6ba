/**
 * Roster slots of contest lineups: which slot names are the same kind of slot (RB1 and RB2 are
 * both RB) and which are captain slots, whose rows count apart from a player's flex rows.
 */

/**
 * Slot types that boost the player in them: DraftKings showdown `CPT`, and `MVP`, `STAR` and
 * `SUPERSTAR` on the other sites' single-game contests.
 * @example captainSlotTypes.includes('CPT') // true
 */
export const captainSlotTypes: readonly string[] = ['CPT', 'MVP', 'STAR', 'SUPERSTAR']

const captainTypes = new Set(captainSlotTypes)

/**
 * The slot type of a roster slot name: trimmed, upper case, without a trailing number, so
 * numbered copies of a slot are one type. A name that is only digits stays as it is.
 * @example slotTypeOf('RB2') // 'RB'
 * @example slotTypeOf(' flex ') // 'FLEX'
 * @example slotTypeOf('C/1B') // 'C/1B'
 */
export const slotTypeOf = (rosterSlot: string): string => {
  const name = rosterSlot.trim().toUpperCase()
  const withoutNumber = name.replace(/\d+$/, '')
  return withoutNumber === '' ? name : withoutNumber
}

/**
 * Whether a roster slot name is a captain slot (any case, numbered or not).
 * @example isCaptainSlot('cpt') // true
 * @example isCaptainSlot('FLEX') // false
 */
export const isCaptainSlot = (rosterSlot: string): boolean =>
  captainTypes.has(slotTypeOf(rosterSlot))
