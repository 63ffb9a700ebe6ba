// Lint fixture (scripts/lint-rules-check.mjs): half of an import cycle.
import { b } from './cycle-b'

export const a = (): number => b() + 1
