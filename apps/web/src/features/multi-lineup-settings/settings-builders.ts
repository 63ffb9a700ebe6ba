/** Test builders for settings objects with the server's defaults (SPEC §3), and pool players. */
import type { PoolPlayer } from '@slatelab/contract/optimizer.contract'
import {
  optimizerSettingsSchema,
  type OptimizerSettings,
} from '@slatelab/domain/entities/multi-settings'

/**
 * A settings object with every default and the given overrides, left unvalidated so a test
 * can build the invalid settings the page must flag.
 * @example buildSettings({ customRules: [] }).general.maxPerTeam // 5
 */
export const buildSettings = (overrides: Partial<OptimizerSettings> = {}): OptimizerSettings => ({
  ...optimizerSettingsSchema.parse({}),
  ...overrides,
})

/**
 * A pool player: a $6,000 BUF wide receiver projected 18 against MIA, with the overrides.
 * @example buildPoolPlayer({ id: '2', name: 'Stefon Diggs' }).team // 'BUF'
 */
export const buildPoolPlayer = (overrides: Partial<PoolPlayer> & { id: string }): PoolPlayer => ({
  playerId: Number(overrides.id),
  name: `Player ${overrides.id}`,
  team: 'BUF',
  opponent: 'MIA',
  game: 'MIA@BUF',
  positions: ['WR'],
  rosterPositions: ['WR', 'FLEX'],
  salary: 6000,
  projection: 18,
  floor: 10,
  ceiling: 30,
  ownership: 12,
  captainOwnership: null,
  value: 3,
  injuryStatus: null,
  teeTime: null,
  impliedTotal: 27.5,
  line: null,
  powerPlay: null,
  starter: null,
  minutes: null,
  leverage: 50,
  ...overrides,
})
