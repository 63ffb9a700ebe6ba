/**
 * Every roster format the optimizer builds for, as data (shared/reference/dfs-rules.md §1):
 * the slots in upload-column order, the listed positions each slot takes, the salary cap and
 * the site's own lineup rules (least games and teams, most players from one team).
 * Slot codes are the `Roster Position` codes of the salary files (DK `RB/FLEX`, FD `DEF`,
 * FD MLB `C/1B`), so a player fills a slot when his roster positions name it.
 */
import { z } from 'zod'
import { siteIdSchema, siteIds, type SiteId } from './sites'
import { sportIdSchema, sportIds, type SportId } from './sports'
import { salary, salarySchema } from './units'
import { variantSchema, type Variant } from './variants'

/**
 * One lineup slot: its upload-column code, the listed positions it takes, and what the slot
 * multiplies (a showdown captain costs and scores 1.5×; a FanDuel MVP only scores 1.5×).
 * @example rosterSlotSchema.parse({ code: 'FLEX', positions: ['RB', 'WR', 'TE'], pointsMultiplier: 1, salaryMultiplier: 1 })
 */
export const rosterSlotSchema = z
  .object({
    code: z.string().min(1),
    positions: z.array(z.string().min(1)).min(1).readonly(),
    pointsMultiplier: z.number().positive(),
    salaryMultiplier: z.number().positive(),
  })
  .readonly()
export type RosterSlot = z.infer<typeof rosterSlotSchema>

/**
 * A most-players-from-one-team rule; `positions` limits it to some positions (MLB hitters).
 * @example teamCapSchema.parse({ maxPlayers: 5, positions: ['C', '1B', '2B', '3B', 'SS', 'OF'] })
 */
export const teamCapSchema = z
  .object({ maxPlayers: z.number().int().positive(), positions: z.array(z.string()).readonly() })
  .readonly()
export type TeamCap = z.infer<typeof teamCapSchema>

/**
 * A roster format: a site's game type for one sport.
 * `minTeams` and `minGames` count distinct teams and games among the lineup's players.
 * @example requireRosterFormat('dk-nfl-classic').salaryCap // 50000
 */
export const rosterFormatSchema = z
  .object({
    key: z.string().min(1),
    name: z.string().min(1),
    siteId: siteIdSchema,
    sportId: sportIdSchema,
    variant: variantSchema,
    slots: z.array(rosterSlotSchema).min(1).readonly(),
    salaryCap: salarySchema,
    minTeams: z.number().int().nonnegative(),
    minGames: z.number().int().nonnegative(),
    /** Absent when the site sets no team limit. */
    teamCap: teamCapSchema.optional(),
  })
  .readonly()
export type RosterFormat = z.infer<typeof rosterFormatSchema>

const slot = (code: string, positions: readonly string[], multiplier = 1): RosterSlot => ({
  code,
  positions,
  pointsMultiplier: multiplier,
  salaryMultiplier: multiplier,
})

// A captain/MVP slot that scores more without costing more (FanDuel MVP, Yahoo superstar).
const pointsOnly = (code: string, positions: readonly string[]): RosterSlot => ({
  code,
  positions,
  pointsMultiplier: 1.5,
  salaryMultiplier: 1,
})

const repeat = (count: number, make: () => RosterSlot): readonly RosterSlot[] =>
  Array.from({ length: count }, make)

// Slots of a classic roster where every slot takes exactly the position of its code, except
// the named flex slots.
const classicSlots = (
  codes: readonly string[],
  flex: Readonly<Record<string, readonly string[]>> = {},
): readonly RosterSlot[] => codes.map((code) => slot(code, flex[code] ?? [code]))

type FormatRow = Omit<RosterFormat, 'minTeams' | 'minGames'> &
  Partial<Pick<RosterFormat, 'minTeams' | 'minGames'>>

const nflFlex = { FLEX: ['RB', 'WR', 'TE'] }
const nbaFlex = { G: ['PG', 'SG'], F: ['SF', 'PF'], UTIL: ['PG', 'SG', 'SF', 'PF', 'C'] }
const nflShowdown = ['QB', 'RB', 'WR', 'TE', 'K', 'DST']
const nbaPositions = ['PG', 'SG', 'SF', 'PF', 'C']
const mlbHitters = ['C', '1B', '2B', '3B', 'SS', 'OF']
const nhlSkaters = ['C', 'W', 'D']
const lolPositions = ['TOP', 'JNG', 'MID', 'ADC', 'SUP', 'TEAM']

const { DraftKings: dk, FanDuel: fd, Yahoo: yahoo } = siteIds

const formatRows: readonly FormatRow[] = [
  {
    key: 'dk-nfl-classic',
    name: 'DraftKings NFL classic',
    siteId: dk,
    sportId: sportIds.NFL,
    variant: 'classic',
    slots: classicSlots(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'], nflFlex),
    salaryCap: salary(50_000),
    minTeams: 2,
    minGames: 2,
  },
  {
    key: 'dk-nfl-showdown',
    name: 'DraftKings NFL showdown captain',
    siteId: dk,
    sportId: sportIds.NFL,
    variant: 'showdown',
    slots: [slot('CPT', nflShowdown, 1.5), ...repeat(5, () => slot('FLEX', nflShowdown))],
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-nba-classic',
    name: 'DraftKings NBA classic',
    siteId: dk,
    sportId: sportIds.NBA,
    variant: 'classic',
    slots: classicSlots(['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL'], nbaFlex),
    salaryCap: salary(50_000),
    minGames: 2,
  },
  {
    key: 'dk-nba-showdown',
    name: 'DraftKings NBA showdown captain',
    siteId: dk,
    sportId: sportIds.NBA,
    variant: 'showdown',
    slots: [slot('CPT', nbaPositions, 1.5), ...repeat(5, () => slot('UTIL', nbaPositions))],
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-mlb-classic',
    name: 'DraftKings MLB classic',
    siteId: dk,
    sportId: sportIds.MLB,
    variant: 'classic',
    slots: classicSlots(['P', 'P', 'C', '1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF'], {
      P: ['SP', 'RP', 'P'],
    }),
    salaryCap: salary(50_000),
    minGames: 2,
    teamCap: { maxPlayers: 5, positions: mlbHitters },
  },
  {
    key: 'dk-mlb-showdown',
    name: 'DraftKings MLB showdown captain',
    siteId: dk,
    sportId: sportIds.MLB,
    variant: 'showdown',
    slots: [
      slot('CPT', ['P', ...mlbHitters], 1.5),
      ...repeat(5, () => slot('UTIL', ['P', ...mlbHitters])),
    ],
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-nhl-classic',
    name: 'DraftKings NHL classic',
    siteId: dk,
    sportId: sportIds.NHL,
    variant: 'classic',
    slots: classicSlots(['C', 'C', 'W', 'W', 'W', 'D', 'D', 'G', 'UTIL'], {
      UTIL: nhlSkaters,
    }),
    salaryCap: salary(50_000),
    minTeams: 3,
  },
  {
    key: 'dk-nhl-showdown',
    name: 'DraftKings NHL showdown captain',
    siteId: dk,
    sportId: sportIds.NHL,
    variant: 'showdown',
    slots: [
      slot('CPT', [...nhlSkaters, 'G'], 1.5),
      ...repeat(5, () => slot('FLEX', [...nhlSkaters, 'G'])),
    ],
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-pga-classic',
    name: 'DraftKings PGA classic',
    siteId: dk,
    sportId: sportIds.PGA,
    variant: 'classic',
    slots: repeat(6, () => slot('G', ['G'])),
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-pga-captain',
    name: 'DraftKings PGA captain',
    siteId: dk,
    sportId: sportIds.PGA,
    variant: 'showdown',
    slots: [slot('CPT', ['G'], 1.5), ...repeat(5, () => slot('G', ['G']))],
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-mma-classic',
    name: 'DraftKings MMA',
    siteId: dk,
    sportId: sportIds.MMA,
    variant: 'classic',
    slots: repeat(6, () => slot('F', ['F'])),
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-nascar-classic',
    name: 'DraftKings NASCAR',
    siteId: dk,
    sportId: sportIds.NAS,
    variant: 'classic',
    slots: repeat(6, () => slot('D', ['D'])),
    salaryCap: salary(50_000),
  },
  {
    key: 'dk-csgo-captain',
    name: 'DraftKings CS:GO captain',
    siteId: dk,
    sportId: sportIds.CSGO,
    variant: 'showdown',
    slots: [slot('CPT', ['FLEX'], 1.5), ...repeat(5, () => slot('FLEX', ['FLEX']))],
    salaryCap: salary(50_000),
    minGames: 2,
    teamCap: { maxPlayers: 3, positions: [] },
  },
  {
    key: 'dk-lol-captain',
    name: 'DraftKings LoL captain',
    siteId: dk,
    sportId: sportIds.LOL,
    variant: 'showdown',
    slots: [slot('CPT', lolPositions, 1.5), ...classicSlots(lolPositions)],
    salaryCap: salary(50_000),
    minGames: 2,
    teamCap: { maxPlayers: 4, positions: [] },
  },
  {
    key: 'dk-cod-captain',
    name: 'DraftKings COD captain',
    siteId: dk,
    sportId: sportIds.COD,
    variant: 'showdown',
    slots: [
      slot('CAPT', ['FLEX'], 1.5),
      ...repeat(4, () => slot('FLEX', ['FLEX'])),
      slot('TEAM', ['TEAM']),
    ],
    salaryCap: salary(50_000),
  },
  {
    key: 'fd-nfl-classic',
    name: 'FanDuel NFL classic',
    siteId: fd,
    sportId: sportIds.NFL,
    variant: 'classic',
    slots: [
      ...classicSlots(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX'], nflFlex),
      slot('DEF', ['D']),
    ],
    salaryCap: salary(60_000),
    minTeams: 3,
    teamCap: { maxPlayers: 4, positions: [] },
  },
  {
    key: 'fd-nfl-mvp',
    name: 'FanDuel NFL single game MVP',
    siteId: fd,
    sportId: sportIds.NFL,
    variant: 'showdown',
    slots: [
      pointsOnly('MVP', ['QB', 'RB', 'WR', 'TE', 'K']),
      ...repeat(4, () => slot('FLEX', ['QB', 'RB', 'WR', 'TE', 'K'])),
    ],
    salaryCap: salary(60_000),
  },
  {
    key: 'fd-nba-classic',
    name: 'FanDuel NBA classic',
    siteId: fd,
    sportId: sportIds.NBA,
    variant: 'classic',
    slots: classicSlots(['PG', 'PG', 'SG', 'SG', 'SF', 'SF', 'PF', 'PF', 'C']),
    salaryCap: salary(60_000),
    teamCap: { maxPlayers: 4, positions: [] },
  },
  {
    key: 'fd-nba-mvp',
    name: 'FanDuel NBA single game MVP (2025)',
    siteId: fd,
    sportId: sportIds.NBA,
    variant: 'showdown',
    slots: [slot('MVP', nbaPositions, 1.5), ...repeat(5, () => slot('UTIL', nbaPositions))],
    salaryCap: salary(60_000),
  },
  {
    key: 'fd-mlb-classic',
    name: 'FanDuel MLB classic',
    siteId: fd,
    sportId: sportIds.MLB,
    variant: 'classic',
    slots: [
      slot('P', ['P']),
      slot('C/1B', ['C', '1B']),
      ...classicSlots(['2B', '3B', 'SS', 'OF', 'OF', 'OF']),
      slot('UTIL', mlbHitters),
    ],
    salaryCap: salary(35_000),
    minTeams: 3,
    teamCap: { maxPlayers: 4, positions: mlbHitters },
  },
  {
    key: 'fd-nhl-classic',
    name: 'FanDuel NHL classic',
    siteId: fd,
    sportId: sportIds.NHL,
    variant: 'classic',
    slots: [
      ...classicSlots(['C', 'C', 'W', 'W', 'D', 'D']),
      slot('UTIL', nhlSkaters),
      slot('UTIL', nhlSkaters),
      slot('G', ['G']),
    ],
    salaryCap: salary(55_000),
    teamCap: { maxPlayers: 4, positions: [] },
  },
  {
    key: 'fd-pga-classic',
    name: 'FanDuel PGA',
    siteId: fd,
    sportId: sportIds.PGA,
    variant: 'classic',
    slots: repeat(6, () => slot('G', ['G'])),
    salaryCap: salary(60_000),
  },
  {
    key: 'fd-nascar-classic',
    name: 'FanDuel NASCAR',
    siteId: fd,
    sportId: sportIds.NAS,
    variant: 'classic',
    slots: repeat(5, () => slot('D', ['D'])),
    salaryCap: salary(50_000),
  },
  {
    key: 'fd-lol-captain',
    name: 'FanDuel LoL star',
    siteId: fd,
    sportId: sportIds.LOL,
    variant: 'showdown',
    slots: [pointsOnly('STAR', lolPositions), ...classicSlots(lolPositions)],
    salaryCap: salary(60_000),
    teamCap: { maxPlayers: 4, positions: [] },
  },
  {
    key: 'yahoo-nfl-classic',
    name: 'Yahoo NFL',
    siteId: yahoo,
    sportId: sportIds.NFL,
    variant: 'classic',
    slots: [
      ...classicSlots(['QB', 'WR', 'WR', 'WR', 'RB', 'RB', 'TE', 'FLEX'], nflFlex),
      slot('DEF', ['DEF', 'DST']),
    ],
    salaryCap: salary(200),
    teamCap: { maxPlayers: 6, positions: [] },
  },
  {
    key: 'yahoo-nfl-superstar',
    name: 'Yahoo NFL single game',
    siteId: yahoo,
    sportId: sportIds.NFL,
    variant: 'showdown',
    slots: [
      pointsOnly('SUPERSTAR', ['QB', 'RB', 'WR', 'TE', 'K']),
      ...repeat(4, () => slot('FLEX', ['QB', 'RB', 'WR', 'TE', 'K'])),
    ],
    salaryCap: salary(200),
    minTeams: 2,
  },
  {
    key: 'yahoo-nba-classic',
    name: 'Yahoo NBA',
    siteId: yahoo,
    sportId: sportIds.NBA,
    variant: 'classic',
    slots: classicSlots(['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL'], nbaFlex),
    salaryCap: salary(200),
    teamCap: { maxPlayers: 6, positions: [] },
  },
  {
    key: 'yahoo-nhl-classic',
    name: 'Yahoo NHL',
    siteId: yahoo,
    sportId: sportIds.NHL,
    variant: 'classic',
    slots: classicSlots(['G', 'G', 'C', 'C', 'W', 'W', 'W', 'D', 'D']),
    salaryCap: salary(200),
    teamCap: { maxPlayers: 6, positions: [] },
  },
  {
    key: 'yahoo-mlb-classic',
    name: 'Yahoo MLB',
    siteId: yahoo,
    sportId: sportIds.MLB,
    variant: 'classic',
    slots: classicSlots(['P', 'P', 'C', '1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF']),
    salaryCap: salary(200),
    teamCap: { maxPlayers: 6, positions: [] },
  },
  {
    key: 'yahoo-pga-classic',
    name: 'Yahoo PGA',
    siteId: yahoo,
    sportId: sportIds.PGA,
    variant: 'classic',
    slots: repeat(6, () => slot('G', ['G'])),
    salaryCap: salary(200),
  },
]

/**
 * Every roster format, DraftKings first.
 * @example rosterFormats.find((format) => format.key === 'fd-nba-classic')?.slots.length // 9
 */
export const rosterFormats: readonly RosterFormat[] = formatRows.map((row) =>
  rosterFormatSchema.parse({ minTeams: 0, minGames: 0, ...row }),
)

/**
 * The format with a key, or `undefined`.
 * @example findRosterFormat('dk-nba-classic')?.salaryCap // 50000
 */
export const findRosterFormat = (key: string): RosterFormat | undefined =>
  rosterFormats.find((format) => format.key === key)

/**
 * The format with a key; throws on an unknown key.
 * @example requireRosterFormat('fd-nfl-mvp').slots[0]?.code // 'MVP'
 */
export const requireRosterFormat = (key: string): RosterFormat => {
  const format = findRosterFormat(key)
  if (format === undefined) throw new Error(`Unknown roster format: ${key}`)
  return format
}

/**
 * The format of a site, sport and variant (the first one listed), or `undefined`.
 * @example findRosterFormatFor(4, 1, 'showdown')?.key // 'dk-nfl-showdown'
 */
export const findRosterFormatFor = (
  siteId: SiteId,
  sportId: SportId,
  variant: Variant = 'classic',
): RosterFormat | undefined =>
  rosterFormats.find(
    (format) =>
      format.siteId === siteId && format.sportId === sportId && format.variant === variant,
  )

/**
 * The slot codes of a format in upload-column order (the upload CSV's header).
 * @example slotCodes(requireRosterFormat('dk-nba-classic')) // ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL']
 */
export const slotCodes = (format: RosterFormat): readonly string[] =>
  format.slots.map((rosterSlot) => rosterSlot.code)
