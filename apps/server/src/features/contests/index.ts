/** The contests feature: contest data, ownership, and the standings importer. Other features and the app use it only through this file. */
export { contestsRoutes } from './contests.routes'
export { listOwnershipPlayers } from './contest-data-service'
export { refreshContestAnalytics } from './refresh-contest-analytics'
export { parseDkStandings } from './dk-standings-csv'
export { parsePayouts, payoutsByRank, type PayoutBand } from './payouts-csv'
export { dkStandingsImporter, importStandings } from './standings-import'
