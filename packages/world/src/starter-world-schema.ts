/**
 * The shape of the starter world: teams, players, today's events and one main slate per main
 * sport and site. Records refer to each other by string keys (`'NBA:BOS'`, `'NBA:BOS:3'`); the
 * seeder assigns database ids.
 */
import { hexColorSchema } from '@slatelab/domain/entities/fields'
import { siteIdSchema } from '@slatelab/domain/sites'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateTimeSchema, salarySchema } from '@slatelab/domain/units'
import { variants } from '@slatelab/domain/variants'
import { z } from 'zod'
import { starterContestSchema } from './starter-contests'

/**
 * A real team. `key` is `<sport code>:<abbreviation>`; `name` the nickname; colours primary
 * first.
 * @example starterTeamSchema.parse({ key: 'NBA:BOS', sportId: 2, abbreviation: 'BOS', name: 'Celtics', city: 'Boston', colors: ['#007A33', '#BA9653'] })
 */
export const starterTeamSchema = z
  .object({
    key: z.string().regex(/^[A-Z]+:[A-Z0-9]+$/),
    sportId: sportIdSchema,
    abbreviation: z.string().min(1).max(6),
    name: z.string().min(1),
    city: z.string().min(1),
    colors: z.array(hexColorSchema).min(1).max(3).readonly(),
  })
  .readonly()
export type StarterTeam = z.infer<typeof starterTeamSchema>

/**
 * A fictional player. `key` is `<team key>:<n>` (n from 1 in roster order) or, for golfers,
 * `PGA:<n>`; `teamKey` is `null` for golfers. `position` is our primary position code (`'PG'`,
 * `'DST'`, `'SP'`, `'DH'`, `'G'`); each slate maps it to the site's positions.
 * @example starterPlayerSchema.parse({ key: 'NBA:BOS:3', sportId: 2, teamKey: 'NBA:BOS', firstName: 'Micah', lastName: 'Hartwell', position: 'SG' })
 */
export const starterPlayerSchema = z
  .object({
    key: z.string().min(1),
    sportId: sportIdSchema,
    teamKey: z.string().min(1).nullable(),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    position: z.string().min(1),
  })
  .readonly()
export type StarterPlayer = z.infer<typeof starterPlayerSchema>

/**
 * A game or tournament of the day. `title` is `'<visitor> @ <home>'` or the tournament name;
 * projected scores are implied team totals in the sport's units (points, runs, goals), `null`
 * for golf, as are the team keys.
 * @example starterEventSchema.parse({ key: 'NBA:2025-01-15:NYK@BOS', sportId: 2, homeTeamKey: 'NBA:BOS', visitorTeamKey: 'NBA:NYK', title: 'NYK @ BOS', startsAt: '2025-01-16T00:00:00Z', homeProjectedScore: 114.75, visitorProjectedScore: 109.25 })
 */
export const starterEventSchema = z
  .object({
    key: z.string().min(1),
    sportId: sportIdSchema,
    homeTeamKey: z.string().min(1).nullable(),
    visitorTeamKey: z.string().min(1).nullable(),
    title: z.string().min(1),
    startsAt: isoDateTimeSchema,
    homeProjectedScore: z.number().nonnegative().nullable(),
    visitorProjectedScore: z.number().nonnegative().nullable(),
  })
  .readonly()
export type StarterEvent = z.infer<typeof starterEventSchema>

/**
 * A player on a slate: the site's id for him, his salary and how the site lists him.
 * @example starterSlatePlayerSchema.parse({ playerKey: 'NBA:BOS:1', sitePlayerId: '53380400', salary: 10400, positions: ['PG'], rosterPositions: ['PG', 'G', 'UTIL'] })
 */
export const starterSlatePlayerSchema = z
  .object({
    playerKey: z.string().min(1),
    sitePlayerId: z.string().min(1),
    salary: salarySchema,
    positions: z.array(z.string().min(1)).min(1).readonly(),
    rosterPositions: z.array(z.string().min(1)).min(1).readonly(),
  })
  .readonly()
export type StarterSlatePlayer = z.infer<typeof starterSlatePlayerSchema>

/**
 * A main classic slate of one sport on one site, covering all of that sport's events of the
 * day. `startsAt` is the earliest event's start; players are sorted by salary, highest first.
 * @example starterSlateSchema.parse({ contestGroupId: 501150204, draftGroupId: 1501150204, sportId: 2, sourceId: 4, startsAt: '2025-01-16T00:00:00Z', contestSuffix: '', displayName: 'Main (5 games)', displayNameShort: 'Main', variant: 'classic', isSimLabs: true, eventKeys: ['NBA:2025-01-15:NYK@BOS'], players: [] })
 */
export const starterSlateSchema = z
  .object({
    contestGroupId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    draftGroupId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    sportId: sportIdSchema,
    sourceId: siteIdSchema,
    startsAt: isoDateTimeSchema,
    contestSuffix: z.string(),
    displayName: z.string().min(1),
    displayNameShort: z.string().min(1),
    variant: z.literal(variants.classic),
    isSimLabs: z.boolean(),
    eventKeys: z.array(z.string().min(1)).min(1).readonly(),
    players: z.array(starterSlatePlayerSchema).readonly(),
    contests: z.array(starterContestSchema).readonly(),
  })
  .readonly()
export type StarterSlate = z.infer<typeof starterSlateSchema>

/**
 * The whole starter world.
 * @example starterWorldSchema.parse(buildStarterWorld({ seed: 'demo', today: '2025-01-15' }))
 */
export const starterWorldSchema = z
  .object({
    teams: z.array(starterTeamSchema).readonly(),
    players: z.array(starterPlayerSchema).readonly(),
    events: z.array(starterEventSchema).readonly(),
    slates: z.array(starterSlateSchema).readonly(),
  })
  .readonly()
export type StarterWorld = z.infer<typeof starterWorldSchema>
