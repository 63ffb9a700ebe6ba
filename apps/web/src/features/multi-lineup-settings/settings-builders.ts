/** Test builders for settings objects with the server's defaults (SPEC §3). */
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
