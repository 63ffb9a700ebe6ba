/** The site whose entries file the slate takes, by its roster format's key. */
export const entriesSites = {
  /** DraftKings: `DKEntries.csv`, late swap per game. */
  draftKings: 'draftKings',
  /** FanDuel: its entries upload file. */
  fanDuel: 'fanDuel',
} as const
export type EntriesSite = (typeof entriesSites)[keyof typeof entriesSites]

/**
 * The site of a roster format; DraftKings until the pool says otherwise.
 * @example entriesSiteOf('fd-nfl-classic') // 'fanDuel'
 */
export const entriesSiteOf = (formatKey: string | undefined): EntriesSite =>
  formatKey?.startsWith('fd-') === true ? entriesSites.fanDuel : entriesSites.draftKings

/**
 * The name a downloaded entries file is saved under, by what was done to it.
 * @example entriesFileName('draftKings', 'filled') // 'DKEntries-filled.csv'
 */
export const entriesFileName = (site: EntriesSite, done: 'filled' | 'swapped'): string =>
  site === entriesSites.fanDuel ? `FanDuel-entries-${done}.csv` : `DKEntries-${done}.csv`
