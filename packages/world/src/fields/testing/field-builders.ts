/** Deterministic builders of field inputs for tests. */
import { percent, salary } from '@slatelab/domain/units'
import type { FieldContest, FieldPlayer } from '../field-input'

/**
 * A slate player; unspecified fields take these defaults.
 * @example buildFieldPlayer({ playerId: 7, rosterPositions: ['QB'] }).salary // 5000
 */
export const buildFieldPlayer = (overrides: Partial<FieldPlayer> = {}): FieldPlayer => ({
  playerId: 1,
  salary: salary(5000),
  rosterPositions: ['FLEX'],
  teamKey: 'AAA',
  eventKey: 'AAA@BBB',
  projectedOwnership: percent(10),
  ...overrides,
})

/**
 * A tournament contest; unspecified fields take these defaults.
 * @example buildFieldContest({ contestSize: 500 }).multiEntryMax // 20
 */
export const buildFieldContest = (overrides: Partial<FieldContest> = {}): FieldContest => ({
  contestSize: 1000,
  multiEntryMax: 20,
  isDoubleUp: false,
  isFiftyFifty: false,
  ...overrides,
})
