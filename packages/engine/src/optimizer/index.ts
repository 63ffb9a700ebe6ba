export * from './build-state'
export * from './glpk-solver'
export * from './duplicates-model'
export * from './gpp-build-state'
export * from './gpp-rules'
export * from './infeasibility'
export * from './lineup-model'
export * from './lineup-output'
export * from './objective-points'
export * from './optimize-lineups'
export * from './optimizer-request'
export * from './portfolio-selection'
export * from './roster-search'
export * from './settings-rules'
export * from './slot-terms'
export * from './upload-csv'
// The settings schema lives in domain (the API carries it); the engine's callers get it here too.
export {
  optimizerSettingsSchema,
  type OptimizerSettings,
  type OptimizerSettingsInput,
} from '@slatelab/domain/entities/multi-settings'
