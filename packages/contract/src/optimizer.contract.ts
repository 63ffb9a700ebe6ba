/**
 * Optimizer builds (docs/multi-lineup-settings.md): a slate's player pool, builds with progress as
 * server-sent events, cancel, and the lineups as the site's upload file.
 */
import { z } from 'zod'
import { defineRoute, jsonTextBytes, mediaTypes } from './define-route'
import { idParam, maxId, text } from './request-fields'
import { activeSetSchema } from './projections.contract'

const tag = 'optimizer'

/**
 * The states of a build.
 * @example buildStatuses.running // 'running'
 */
export const buildStatuses = {
  /** Waiting for a free worker. */
  queued: 'queued',
  /** A worker is building its lineups. */
  running: 'running',
  /** Every lineup is built and stored. */
  done: 'done',
  /** The rules admit no lineup, or the worker failed; `error` says why. */
  failed: 'failed',
  /** Stopped by its user; lineups built before are not kept. */
  cancelled: 'cancelled',
  /** Stopped by a server shutdown or restart before it was done; `error` says which. */
  interrupted: 'interrupted',
} as const
export type BuildStatus = (typeof buildStatuses)[keyof typeof buildStatuses]

const percent = z.number().min(0).max(100)

export const poolQuerySchema = z.object({ contest_group_id: idParam })

/**
 * Whether a pool player starts, where the sport says so before lock (not in SPEC): `role`
 * such as `Bats 3`, `Starting P`, `Starter` (NBA), `Starting G`, `Not in lineup`, `Bench`,
 * `Not starting`; `status` how sure it is. MLB lineups are confirmed four hours before first
 * pitch, NBA fives half an hour before tip-off; NHL goalies follow the team's latest report.
 * @example poolStarterSchema.parse({ role: 'Bats 3', status: 'confirmed' })
 */
export const poolStarterSchema = z.object({
  role: z.string(),
  status: z.enum(['confirmed', 'expected', 'projected']),
})
export type PoolStarter = z.infer<typeof poolStarterSchema>

export const poolPlayerSchema = z.object({
  id: z.string(),
  playerId: z.number().int(),
  name: z.string(),
  team: z.string(),
  opponent: z.string(),
  game: z.string(),
  positions: z.array(z.string()).readonly(),
  rosterPositions: z.array(z.string()).readonly(),
  salary: z.number().int(),
  projection: z.number(),
  floor: z.number(),
  ceiling: z.number(),
  ownership: z.number(),
  /** Single-game slates with a captain row: ownership as captain (percent); null elsewhere. */
  captainOwnership: z.number().nullable().default(null),
  value: z.number(),
  injuryStatus: z.string().nullable(),
  /** Golf: first-round tee time (ISO instant); null elsewhere. */
  teeTime: z.string().nullable(),
  /** The team's implied total (Vegas, the sport's unit); null without a line. */
  impliedTotal: z.number().nullable(),
  /** NHL skaters: forward line `L1`–`L4` or defence pair `D1`–`D3` in this game; null elsewhere. */
  line: z.string().nullable(),
  /** NHL skaters: power-play unit `PP1` or `PP2`; null off the power play and elsewhere. */
  powerPlay: z.string().nullable(),
  /** MLB, NBA and NHL: whether he starts (`poolStarterSchema`); null where nothing says. */
  starter: poolStarterSchema.nullable().default(null),
  /** Basketball: projected minutes (his last ten games' mean); null elsewhere or without games. */
  minutes: z.number().nullable().default(null),
  /** His leverage percentile within his position, 0–100 (ceiling per $1K over ownership). */
  leverage: z.number().default(0),
})

export const poolSchema = z.object({
  contestGroupId: z.number().int(),
  sportId: z.number().int(),
  siteId: z.number().int(),
  formatKey: z.string(),
  formatName: z.string(),
  salaryCap: z.number().int(),
  slots: z.array(z.string()).readonly(),
  players: z.array(poolPlayerSchema).readonly(),
  /** The caller's active projection set the numbers come from; null: the system projection. */
  projectionSet: activeSetSchema.default(null),
})

/**
 * The most lineups one build makes (with Optimizer Pro; free builds make `freeOptimizerLineups`).
 * @example maxBuildLineups // 500
 */
export const maxBuildLineups = 500

export const startBuildBodySchema = z.object({
  contestGroupId: z.number().int().positive().max(maxId),
  count: z.number().int().min(1).max(maxBuildLineups),
  /** A settings object (camelCase or snake_case); defaults when absent. */
  settings: z.unknown().optional(),
  players: z
    .array(
      z.object({
        id: text(40).min(1),
        lock: z.boolean().optional(),
        exclude: z.boolean().optional(),
        minExposurePct: percent.optional(),
        maxExposurePct: percent.optional(),
      }),
    )
    .max(5000)
    .default([]),
  seed: text(100).optional(),
})

export const buildParamsSchema = z.object({ buildId: z.uuid() })

export const buildSummarySchema = z.object({
  buildId: z.string(),
  contestGroupId: z.number().int(),
  formatKey: z.string(),
  status: z.enum(buildStatuses),
  done: z.number().int(),
  count: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})

export const buildSchema = buildSummarySchema.extend({
  slots: z.array(z.string()).readonly(),
  lineups: z
    .array(
      z.object({
        number: z.number().int(),
        salary: z.number(),
        projection: z.number(),
        ownership: z.number(),
        /** Geometric mean of the players' ownerships (a captain's as captain), percent. */
        ownershipGeoMean: z.number(),
        /**
         * Other entries of the target contest expected to hold this lineup (the duplicates
         * model fitted to SimLabs' fields; docs/optimizer.md); null when the build names no
         * contest (the slate had none, or the build is older than the figure).
         */
        expectedDuplicates: z.number().nullable().default(null),
        stack: z.string(),
        players: z
          .array(
            z.object({
              slot: z.string(),
              id: z.string(),
              name: z.string(),
              team: z.string(),
              salary: z.number(),
              projection: z.number(),
            }),
          )
          .readonly(),
      }),
    )
    .readonly(),
  exposures: z
    .array(
      z.object({
        playerId: z.string(),
        name: z.string(),
        lineups: z.number().int(),
        exposurePct: z.number(),
        minExposurePct: z.number(),
        maxExposurePct: z.number(),
      }),
    )
    .readonly(),
})

/** The longest DKEntries.csv accepted, in characters. */
const maxDkEntriesChars = 5_000_000

export const dkEntriesBodySchema = z.object({ csv: text(maxDkEntriesChars).min(1) })
export type PoolPlayer = z.infer<typeof poolPlayerSchema>
export type SlatePool = z.infer<typeof poolSchema>
export type BuildSummary = z.infer<typeof buildSummarySchema>
export type Build = z.infer<typeof buildSchema>
export type BuildLineup = Build['lineups'][number]
export type BuildExposure = Build['exposures'][number]

const exampleSummary = {
  buildId: '7d3e1c2a-5b4f-4e6a-8c9d-0f1e2d3c4b5a',
  contestGroupId: 77,
  formatKey: 'dk-nfl-classic',
  status: 'done',
  done: 150,
  count: 150,
  error: null,
  createdAt: '2025-09-07T14:10:00Z',
  finishedAt: '2025-09-07T14:10:02Z',
} as const

const buildParams = { params: buildParamsSchema } as const

export const poolRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/pool/',
  auth: 'user',
  tag,
  summary: 'A slate’s player pool for the optimizer',
  description:
    'One row per player (captain rows folded in, duplicates dropped), best projection first, with the slate’s roster format. 404 for an unknown slate, 422 when no format fits.',
  query: poolQuerySchema,
  status: 200,
  response: poolSchema,
  example: {
    contestGroupId: 77,
    sportId: 1,
    siteId: 4,
    formatKey: 'dk-nfl-classic',
    formatName: 'DraftKings NFL Classic',
    salaryCap: 50000,
    slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'],
    players: [
      {
        id: '18734521',
        playerId: 501,
        name: 'Sam Rivera',
        team: 'KC',
        opponent: 'BUF',
        game: 'BUF@KC',
        positions: ['QB'],
        rosterPositions: ['QB'],
        salary: 7200,
        projection: 21.3,
        floor: 12.1,
        ceiling: 33.8,
        ownership: 14.1,
        value: 2.96,
        injuryStatus: null,
        teeTime: null,
        impliedTotal: 26.25,
        line: null,
        powerPlay: null,
      },
    ],
  },
})

export const startBuildRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/builds/',
  auth: 'user',
  tag,
  summary: 'Start a build',
  description:
    'Queues a build of `count` lineups on a slate with a settings object and per-player lock, exclude and exposure limits (by site player id). Answers 202 with the build; follow it at `GET /svc/optimizer/builds/{buildId}/events` or poll `GET /svc/optimizer/builds/{buildId}/`.',
  body: startBuildBodySchema,
  status: 202,
  response: buildSummarySchema,
  example: { ...exampleSummary, status: 'queued', done: 0, finishedAt: null },
})

export const buildsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/builds/',
  auth: 'user',
  tag,
  summary: 'The caller’s builds, newest first (50)',
  status: 200,
  response: z.array(buildSummarySchema).readonly(),
  example: [exampleSummary],
})

export const buildRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/builds/:buildId/',
  auth: 'user',
  tag,
  summary: 'A build’s progress and, once done, its lineups and exposures',
  ...buildParams,
  status: 200,
  response: buildSchema,
  example: {
    ...exampleSummary,
    slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'],
    lineups: [
      {
        number: 1,
        salary: 49800,
        projection: 142.6,
        ownership: 118.4,
        ownershipGeoMean: 11.7,
        expectedDuplicates: 0.04,
        stack: 'KC 3-1',
        players: [
          {
            slot: 'QB',
            id: '18734521',
            name: 'Sam Rivera',
            team: 'KC',
            salary: 7200,
            projection: 21.3,
          },
        ],
      },
    ],
    exposures: [
      {
        playerId: '18734521',
        name: 'Sam Rivera',
        lineups: 63,
        exposurePct: 42,
        minExposurePct: 0,
        maxExposurePct: 50,
      },
    ],
  },
})

export const buildEventsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/builds/:buildId/events',
  auth: 'user',
  tag,
  summary: 'A build’s progress as server-sent events',
  description:
    '`text/event-stream`: a `progress` event (the build’s summary, as in the list) now and whenever it changes, then one `done`, `failed`, `cancelled` or `interrupted` event, and the stream ends. Read the lineups with `GET /svc/optimizer/builds/{buildId}/`.',
  ...buildParams,
  status: 200,
  produces: mediaTypes.eventStream,
  response: z.string(),
  example: `event: progress\ndata: ${JSON.stringify({ ...exampleSummary, status: 'running', done: 40 })}\n\nevent: done\ndata: ${JSON.stringify(exampleSummary)}\n\n`,
})

export const cancelBuildRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/builds/:buildId/cancel/',
  auth: 'user',
  tag,
  summary: 'Cancel a queued or running build',
  description:
    'A queued or running build is cancelled at once (a running one stops inside its solver; lineups built before are not kept). A finished build is left as it is.',
  ...buildParams,
  status: 200,
  response: buildSummarySchema,
  example: { ...exampleSummary, status: 'cancelled', done: 12 },
})

export const uploadCsvRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/builds/:buildId/upload.csv',
  auth: 'user',
  tag,
  summary: 'The site’s upload CSV of a done build',
  description: '409 while the build is not done.',
  ...buildParams,
  status: 200,
  produces: mediaTypes.csv,
  response: z.string(),
  example:
    'QB,RB,RB,WR,WR,WR,TE,FLEX,DST\n18734521,18734600,18734611,18734702,18734715,18734730,18734801,18734620,18734990\n',
})

export const dkEntriesRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/builds/:buildId/dk-entries/',
  auth: 'user',
  tag,
  summary: 'Fill a DKEntries.csv with a done build’s lineups',
  description:
    'Body `{ csv }`: the entries file as downloaded from DraftKings. Lineup 1 goes to the first entry, and so on; answers the filled file to upload back.',
  ...buildParams,
  body: dkEntriesBodySchema,
  maxBodyBytes: jsonTextBytes(maxDkEntriesChars),
  status: 200,
  produces: mediaTypes.csv,
  response: z.string(),
  example:
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST\n4410000001,NFL $3 Flea Flicker,150000001,$3,18734521,18734600,18734611,18734702,18734715,18734730,18734801,18734620,18734990\n',
})
