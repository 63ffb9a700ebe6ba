/**
 * The suggested custom rules per sport (SPEC §5) that our pool can express: NFL wide
 * receivers under 10 % ownership, PGA golfers under 10 %, MMA fighters with a ceiling over 110.
 * Rules on fields the pool does not carry (NBA minutes, NFL leverage) are not offered.
 */
import type { CustomRule } from '@slatelab/domain/entities/multi-settings'

/** A suggested rule with the button text that adds it. */
export type SuggestedRule = CustomRule & { readonly label: string }

const rule = (
  label: string,
  fieldName: string,
  fieldDisplayName: string,
  operator: CustomRule['operator'],
  value1: number,
  positions: readonly string[] = [],
): SuggestedRule => ({
  label,
  key: label,
  type: 'atLeast',
  playerCount: 1,
  fieldName,
  fieldDisplayName,
  operator,
  positions: [...positions],
  value1,
  isActive: true,
})

const bySport: Readonly<Record<number, readonly SuggestedRule[]>> = {
  1: [rule('A WR under 10% owned', 'ownership', 'Ownership', 'lessThan', 10, ['WR'])],
  5: [rule('A golfer under 10% owned', 'ownership', 'Ownership', 'lessThan', 10)],
  6: [rule('A fighter with ceiling over 110', 'ceiling', 'Ceiling', 'greaterThan', 110)],
}

/**
 * The suggested rules of a sport; none for a sport the spec names no rule for.
 * @example suggestedRules(1)[0]?.positions // ['WR']
 */
export const suggestedRules = (sportId: number): readonly SuggestedRule[] => bySport[sportId] ?? []
