/**
 * The exact error texts of SPEC §8 (and the platform's own), one constant each.
 * Servers send them and browsers show them; never type them again elsewhere.
 */

/** `HTTP error! status: 404` — what every client call throws on a non-OK answer. */
export const httpErrorText = (status: number): string => `HTTP error! status: ${status}`

/** A season-long thrown message: `Failed to fetch ADP data: 500`. */
export const withStatus = (message: string, status: number): string => `${message}: ${status}`

export const errors = {
  /** Either `Authorization: Bearer …` or `X-Session-Id` is absent. */
  missingTokens: 'Missing bearer token or session token',
  /** Both tokens are present but do not match a live session. */
  invalidSession: 'Invalid or expired session',
  /** Sign-in with an unknown email or a wrong password (the same text for both). */
  invalidCredentials: 'Invalid email or password',
  /** Sign-up with an email that already has an account. */
  emailTaken: 'An account with this email already exists',
  /** Too many sign-in attempts from one address or for one email. */
  tooManyAttempts: 'Too many sign-in attempts, try again later',
  /** Too many accounts created from one address (not shown in the spec). */
  tooManySignUps: 'Too many accounts created from this address, try again later',
  /** A new password on the list of common passwords (not shown in the spec). */
  commonPassword: 'is one of the most common passwords and easy to guess: choose another',
  /** A password change whose current password is wrong (not shown in the spec). */
  wrongCurrentPassword: 'Your current password is not correct',
  /** An admin call naming a user that does not exist. */
  unknownUser: 'No such user',
  /** An admin call naming a product component that does not exist. */
  unknownComponent: 'No such product component',
  /** An authenticated route that needs the admin role. */
  adminOnly: 'This action needs the admin role',
  /** A paid tool called without a subscription to its product (not shown in the spec). */
  productRequired: (product: string) => `${product} needs a subscription`,
  /**
   * A free build that would take the user's lineups on a slate (built, building or queued)
   * past what the free optimizer makes.
   */
  freeOptimizerLimit: (lineups: number, used = 0) =>
    `Free accounts build at most ${lineups} lineups per slate${used > 0 ? ` (${used} already built or building on this one)` : ''}: more need an Optimizer Pro subscription`,
  /** A simulation stopped by its time limit. */
  simulationTimeLimit: (seconds: number) =>
    `The simulation ran past its time limit of ${seconds} s and was stopped: ask for fewer iterations or lineups`,
  /** A build stopped by its plan's time limit. */
  buildTimeLimit: (seconds: number) =>
    `The build ran past its time limit of ${seconds} s and was stopped: ask for fewer lineups or loosen its rules`,

  /** A user with as many optimizer builds or simulations queued or running as allowed. */
  tooManyActiveJobs: (limit: number, jobs: string) =>
    `You have ${limit} ${jobs} queued or running: wait for one to finish, or cancel one`,
  /** A user with as many progress streams open as allowed. */
  tooManyStreams: (limit: number) =>
    `You have ${limit} progress streams open: close a tab that follows a job first`,

  fetchNewsStories: 'Failed to fetch news stories',
  fetchPlayerNewsStories: 'Failed to fetch player news stories',
  fetchPlayers: 'Failed to fetch players',
  fetchInjuryReports: 'Failed to fetch injury reports',
  fetchTeams: 'Failed to fetch teams',
  fetchNewsData: 'Failed to fetch news data',
  fetchPlayerNews: 'Failed to fetch player news',
  fetchOwnershipProperties: 'Failed to fetch ownership properties',
  fetchPlayerProperties: 'Failed to fetch player properties',
  fetchContestData: 'Failed to fetch contest data',
  fetchContests: 'Failed to fetch contests',
  fetchSettings: 'Failed to fetch settings',
  fetchTemplates: 'Failed to fetch templates',
  fetchGameFlowData: 'Failed to fetch game flow data',
  fetchEventId: 'Failed to fetch event ID',
  fetchRecentMatchups: 'Failed to fetch recent matchups',
  fetchProductComponents: 'Failed to fetch product components',
  saveProductComponents: 'Failed to save product components',
  /** An unsubscribe that did not end every chosen component (not shown in the spec). */
  cancelProductComponents: 'Failed to cancel product components',
  staleRequestBlocked: 'Stale request blocked',

  fetchProjections: 'Failed to fetch projections',
  fetchDefaultProjections: 'Failed to fetch default projections',
  fetchProjectionSets: 'Failed to fetch projection sets',
  fetchScenarioPlayers: 'Failed to fetch scenario players',
  postProjections: 'Failed to post projections',
  postAggregateSets: 'Failed to post aggregate sets',
  postScenarioSet: 'Failed to post scenario set',
  setActiveProjections: 'Failed to set active projections',
  deleteProjections: 'Failed to delete projections',
  importAdminProjectionSet: 'Failed to import admin projection set',
  uploadProjections: 'Failed to upload projections. Please try again.',

  multiSettingsRequired: 'multiSettings is required',
  templateIdRequired: 'Template ID is required',

  deleteCheatsheetSettings: 'Failed to delete cheatsheet settings',
  fetchAdpData: 'Failed to fetch ADP data',
  fetchCheatsheetData: 'Failed to fetch cheatsheet data',
  fetchSavedCheatsheetSettings: 'Failed to fetch saved cheatsheet settings',
  fetchSeasonProjections: 'Failed to fetch season projections',
  fetchProjectionWeeks: 'Failed to fetch projection weeks',
  fetchWeeklyProjections: 'Failed to fetch weekly projections',
  saveCheatsheetSettings: 'Failed to save cheatsheet settings',
  fetchSurvivorData: 'Failed to fetch survivor data',

  fetchUserAccess: 'Failed to fetch user access',
  fetchSavedCheatsheets: 'Failed to fetch saved cheatsheets',
  fetchTieredRankings: 'Failed to fetch tiered rankings',
  fetchVegasData: 'Failed to fetch vegas data',
  fetchStartingGoalies: 'Failed to fetch starting goalies',
  fetchTeamRatings: 'Failed to fetch team ratings',
  noPropertiesFound: 'No properties found in data',
} as const

export type ErrorText = (typeof errors)[keyof typeof errors]
