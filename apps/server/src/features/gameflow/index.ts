/** The gameflow feature (the /game-flow tool). Other features and the app use it only through this file. */
export { gameflowRoutes } from './gameflow.routes'
