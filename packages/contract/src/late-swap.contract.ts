/**
 * Entries across contests, late swap and OUT alerts (docs/late-swap.md): an uploaded entries
 * file grouped by contest, filled from a build without replacing held lineups, late-swapped
 * at a moment of the slate; a build's lineups late-swapped in place; the slate's injured
 * players and how many of the caller's lineups hold them.
 */
import { z } from 'zod'
import { defineRoute, jsonTextBytes, mediaTypes } from './define-route'
import { idParam, maxId, text } from './request-fields'
import { buildParamsSchema } from './optimizer.contract'

const tag = 'optimizer'

/** The longest entries file accepted, in characters. */
const maxEntriesChars = 5_000_000

/**
 * Swap modes.
 * @example swapModeSchema.parse('quick') // 'quick'
 */
export const swapModeSchema = z.enum(['quick', 'full'])

const entriesBody = z.object({
  contestGroupId: z.number().int().positive().max(maxId),
  csv: text(maxEntriesChars).min(1),
})

export const fillEntriesBodySchema = entriesBody.extend({
  buildId: z.uuid(),
  /** Entries whose held lineup the build may replace. */
  replaceEntryIds: z.array(text(40)).max(5000).default([]),
})

const swapOptions = {
  /** The moment of the swap (ISO instant); the server clock when absent. */
  now: z.iso.datetime({ offset: true }).optional(),
  mode: swapModeSchema.default('full'),
  /** Quick swap: the replacement's id per swapped-out player's id. */
  replacements: z.record(text(40), text(40)).default({}),
}

export const entriesLateSwapBodySchema = entriesBody.extend({
  ...swapOptions,
  /** The build whose settings the swap keeps (defaults otherwise). */
  buildId: z.uuid().optional(),
})

export const buildLateSwapBodySchema = z.object(swapOptions)

export const alertsQuerySchema = z.object({
  contest_group_id: idParam,
  /** The moment to judge by (ISO instant): a player whose game started cannot be swapped. */
  now: z.iso.datetime({ offset: true }).optional(),
})

const entryPlayerSchema = z.object({
  slot: z.string(),
  id: z.string(),
  name: z.string(),
  injuryStatus: z.string().nullable(),
})

export const entriesSchema = z.object({
  slots: z.array(z.string()).readonly(),
  contests: z
    .array(
      z.object({
        contestId: z.string(),
        contestName: z.string(),
        entryFee: z.string(),
        /** From the slate's stored contest; null when the contest is not stored. */
        contestSize: z.number().int().nullable(),
        maxEntries: z.number().int().nullable(),
        entries: z
          .array(
            z.object({
              entryId: z.string(),
              /** Whether the uploaded file held a lineup for this entry. */
              held: z.boolean(),
              players: z.array(entryPlayerSchema).readonly(),
            }),
          )
          .readonly(),
      }),
    )
    .readonly(),
  /** Share of the entries (with a lineup) and of the distinct lineups holding each player. */
  exposures: z
    .array(
      z.object({
        playerId: z.string(),
        name: z.string(),
        entries: z.number().int(),
        entryPct: z.number(),
        lineups: z.number().int(),
        lineupPct: z.number(),
      }),
    )
    .readonly(),
})

const swappedSchema = z.object({
  /** 1-based, in the input's order (entries in file order, or the build's lineups). */
  number: z.number().int(),
  entryId: z.string().nullable(),
  lockedSlots: z.array(z.number().int()).readonly(),
  changedSlots: z.array(z.number().int()).readonly(),
  projection: z.number(),
  salary: z.number(),
  problem: z.string().nullable(),
})

export const lateSwapResultSchema = z.object({
  now: z.string(),
  mode: swapModeSchema,
  changed: z.number().int(),
  lineups: z.array(swappedSchema).readonly(),
})

export const entriesLateSwapSchema = lateSwapResultSchema.extend({
  entries: entriesSchema,
  /** The swapped entries file, to upload back to the site. */
  csv: z.string(),
})

export const alertsSchema = z.object({
  /** The slate's players with an injury status, with the latest news headline about them. */
  players: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        injuryStatus: z.string(),
        /** `out`, `doubtful` or `questionable`; null for a status that does not flag a lineup. */
        lineupStatus: z.enum(['out', 'doubtful', 'questionable']).nullable(),
        headline: z.string().nullable(),
      }),
    )
    .readonly(),
  /** The caller's done builds on the slate with lineups holding OUT or doubtful players. */
  builds: z
    .array(
      z.object({
        buildId: z.string(),
        /** Lineup numbers (1-based) per status. */
        out: z.array(z.number().int()).readonly(),
        doubtful: z.array(z.number().int()).readonly(),
        questionable: z.array(z.number().int()).readonly(),
      }),
    )
    .readonly(),
  /** Lineups holding an OUT or doubtful player whose game has not started, over every build. */
  swapLineups: z.number().int(),
})

export type Entries = z.infer<typeof entriesSchema>
export type LateSwapResult = z.infer<typeof lateSwapResultSchema>
export type EntriesLateSwap = z.infer<typeof entriesLateSwapSchema>
export type LineupAlerts = z.infer<typeof alertsSchema>

const exampleEntries: Entries = {
  slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'],
  contests: [
    {
      contestId: '150000001',
      contestName: 'NFL $3 Flea Flicker',
      entryFee: '$3',
      contestSize: 100000,
      maxEntries: 150,
      entries: [{ entryId: '4410000001', held: false, players: [] }],
    },
  ],
  exposures: [],
}

const exampleSwap: LateSwapResult = {
  now: '2025-09-07T19:00:00.000Z',
  mode: 'full',
  changed: 1,
  lineups: [
    {
      number: 1,
      entryId: '4410000001',
      lockedSlots: [0, 3],
      changedSlots: [5],
      projection: 131.4,
      salary: 49800,
      problem: null,
    },
  ],
}

export const readEntriesRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/entries/',
  auth: 'user',
  tag,
  summary: 'Read an entries file, grouped by contest',
  description:
    'Body `{ contestGroupId, csv }`: a DraftKings `DKEntries.csv` or a FanDuel entries file of the slate. Answers the entries grouped by contest with the lineups they hold and exposures over entries and distinct lineups. 400 naming the row for a file of another site or roster, an entry of a contest not on the slate, a held player not in the pool. Nothing is stored.',
  body: entriesBody,
  maxBodyBytes: jsonTextBytes(maxEntriesChars),
  status: 200,
  response: entriesSchema,
  example: exampleEntries,
})

export const fillEntriesRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/entries/fill/',
  auth: 'user',
  tag,
  summary: 'Fill an entries file from a build, keeping held lineups',
  description:
    'Body `{ contestGroupId, csv, buildId, replaceEntryIds }`. Entries without a lineup take the build’s lineups in order, continuing from contest to contest and never the same lineup twice in one contest; an entry that holds a lineup keeps it unless its id is in `replaceEntryIds`. Answers the file with every entry id and column, to upload back.',
  body: fillEntriesBodySchema,
  maxBodyBytes: jsonTextBytes(maxEntriesChars),
  status: 200,
  produces: mediaTypes.csv,
  response: z.string(),
  example:
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST\n4410000001,NFL $3 Flea Flicker,150000001,$3,Sam Rivera (18734521),…\n',
})

export const entriesLateSwapRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/entries/late-swap/',
  auth: 'user',
  tag,
  summary: 'Late-swap the lineups of an entries file',
  description:
    'Body `{ contestGroupId, csv, now?, mode, replacements, buildId? }`. Players whose game started by `now` stay in their slots; `full` re-optimises every open slot (the build’s settings when `buildId` is given), `quick` replaces only OUT and doubtful players. 400 for a `now` before the first game or after the last.',
  body: entriesLateSwapBodySchema,
  maxBodyBytes: jsonTextBytes(maxEntriesChars),
  status: 200,
  response: entriesLateSwapSchema,
  example: { ...exampleSwap, entries: exampleEntries, csv: 'Entry ID,Contest Name,…\n' },
})

export const buildLateSwapRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/builds/:buildId/late-swap/',
  auth: 'user',
  tag,
  summary: 'Late-swap a build’s lineups in place',
  description:
    'Body `{ now?, mode, replacements }`. The build’s stored lineups become the swapped ones (its upload CSV follows). 409 while the build is not done.',
  params: buildParamsSchema,
  body: buildLateSwapBodySchema,
  status: 200,
  response: lateSwapResultSchema,
  example: {
    ...exampleSwap,
    lineups: exampleSwap.lineups.map((lineup) => ({ ...lineup, entryId: null })),
  },
})

export const lineupAlertsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/optimizer/alerts/',
  auth: 'user',
  tag,
  summary: 'Injured players of a slate and the caller’s lineups holding them',
  query: alertsQuerySchema,
  status: 200,
  response: alertsSchema,
  example: {
    players: [
      {
        id: '18734521',
        name: 'Sam Rivera',
        injuryStatus: 'Out',
        lineupStatus: 'out',
        headline: 'Sam Rivera (ankle) ruled out',
      },
    ],
    builds: [
      {
        buildId: '7d3e1c2a-5b4f-4e6a-8c9d-0f1e2d3c4b5a',
        out: [1, 4],
        doubtful: [],
        questionable: [2],
      },
    ],
    swapLineups: 2,
  },
})
