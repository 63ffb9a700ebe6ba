// Lint fixture (scripts/lint-rules-check.mjs): the other half of the cycle.
import { a } from './cycle-a'

export const b = (): number => (a.length > 0 ? 1 : 0)
