/** The SimLabs feature: contest simulations and their calibration. Other features and the app use it only through this file. */
export { simlabsRoutes } from './simlabs.routes'
export { startShardQueueWorker } from './simlabs-shards'
export { resolveSimulation } from './simlabs-inputs'
export type { CalibrationContest } from './calibration/calibrate-contest'
export { fitErrorScale } from './calibration/calibration-fit'
export {
  calibrationManifestSchema,
  type CalibrationManifest,
} from './calibration/calibration-manifest'
export { calibrationReport } from './calibration/calibration-report'
export { optimizerLineups } from './calibration/optimizer-lineups'
export { parseProjectionsWithActuals } from './calibration/projections-with-actuals'
export { runBacktest } from './calibration/demo-backtest'
export { backtestReport } from './calibration/backtest-report'
