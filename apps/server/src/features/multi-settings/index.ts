/** The multi-settings feature (the /multi-lineup-settings tool). Other features and the app use it only through this file. */
export { multiSettingsRoutes } from './multi-settings.routes'
export { readMultiSettings, saveMultiSettings } from './multi-settings-store'
