/** The imports feature: the upload routes, the importer registry and the import-run log. Other features and the app use it only through this file. */
export { importsRoutes } from './imports.routes'
export { importers, type ImportSummary } from './import-registry'
export { listImportRuns, recordImportRun } from './import-runs'
export { detectImportKind } from './import-detection'
export { runImport } from './run-import'
export { importAccount } from './import-account'
