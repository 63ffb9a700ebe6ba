/**
 * The suggested custom rules per sport (SPEC §5) that our pool can express: NBA players
 * projected 25 minutes or more, an NFL wide receiver with leverage above 90 and one under 10 %
 * ownership, PGA golfers under 10 %, MMA fighters with a ceiling over 110. The pool carries
 * NBA minutes (last ten games' mean) and a leverage percentile per position.
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
  count: Pick<CustomRule, 'type' | 'playerCount'> = { type: 'atLeast', playerCount: 1 },
): SuggestedRule => ({
  label,
  key: label,
  ...count,
  fieldName,
  fieldDisplayName,
  operator,
  positions: [...positions],
  value1,
  isActive: true,
})

const bySport: Readonly<Record<number, readonly SuggestedRule[]>> = {
  1: [
    rule('A WR with leverage over 90', 'leverage', 'Leverage', 'greaterThan', 90, ['WR']),
    rule('A WR under 10% owned', 'ownership', 'Ownership', 'lessThan', 10, ['WR']),
  ],
  // "At least 25 minutes" for every player: none projected under 25.
  2: [
    rule('Nobody under 25 projected minutes', 'minutes', 'Minutes', 'lessThan', 25, [], {
      type: 'atMost',
      playerCount: 0,
    }),
  ],
  5: [rule('A golfer under 10% owned', 'ownership', 'Ownership', 'lessThan', 10)],
  6: [rule('A fighter with ceiling over 110', 'ceiling', 'Ceiling', 'greaterThan', 110)],
}

/**
 * The suggested rules of a sport; none for a sport the spec names no rule for.
 * @example suggestedRules(1)[0]?.positions // ['WR']
 */
export const suggestedRules = (sportId: number): readonly SuggestedRule[] => bySport[sportId] ?? []
