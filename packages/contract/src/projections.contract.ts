/**
 * Custom projections (SPEC §7 "Projections", docs/projections.md): a user's uploaded sets,
 * blends and scenarios per sport, projection source and date; the active one is what the
 * optimizer's pool and SimLabs read for that user. Set stats are a file on the content host;
 * the accuracy board is our own call.
 */
import { projectionsDefaults } from '@slatelab/domain/constants'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute, jsonTextBytes } from './define-route'
import { decimalParam, flagParam, idParam, nameText, text } from './request-fields'

const tag = 'projections'

/** The key of a stored set (a UUID). */
export const projectionSetKeySchema = z.uuid()

const sportParam = decimalParam(sportIdSchema)
const sourceParam = idParam.describe('The projection source id (SPEC §9 mapping: 4 DraftKings…)')

const setName = nameText(80).trim().min(1)
/** The name a new set takes: its file's name, or the one the user gives a blend or scenario. */
const setFileName = nameText(120).trim().min(1)

/** Whose projections: sport, projection source and date (SPEC §9 defaults: sport 2, source 4). */
export const projectionScopeQuery = z.object({
  sport_id: sportParam.default(projectionsDefaults.sportId),
  source_id: sourceParam.default(projectionsDefaults.sourceId),
  date: isoDateSchema,
})

/** A finite number of points, percent or weight a client may send. */
const points = z.number().finite().min(-1000).max(10_000)
const percent = z.number().finite().min(0).max(100)
const weight = z.number().finite().min(0).max(100)

/** A player's salary on one slate of the date. */
export const playerSalarySchema = z.object({
  contestGroupId: z.number().int(),
  sitePlayerId: z.string(),
  salary: z.number().int(),
})

/** SPEC §3 "Projections": one player's projection. `team` is the abbreviation beside `teamId`. */
export const projectionSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  position: z.string(),
  teamId: z.number().int().nullable(),
  team: z.string(),
  projectedPoints: z.number(),
  projectedCeiling: z.number().nullable(),
  projectedFloor: z.number().nullable(),
  /** Projected ownership, percent (0–100); null when the set has none. */
  projOwn: z.number().nullable(),
  playerSalaries: z.array(playerSalarySchema).readonly(),
})
export type Projection = z.infer<typeof projectionSchema>

/** The figures of a set's stats file: rows, mean projection, correlation with the system's. */
export const projectionSetStatsSchema = z.object({
  key: z.string(),
  count: z.number().int(),
  mean: z.number(),
  /** Pearson's r of the set's points with the system projection over shared players; null under 2. */
  correlation: z.number().nullable(),
})
export type ProjectionSetStats = z.infer<typeof projectionSetStatsSchema>

/** How a set came to be. */
export const projectionSetKinds = {
  /** A file the user uploaded. */
  upload: 'upload',
  /** A weighted mean of other sets. */
  blend: 'blend',
  /** A set with some players overridden. */
  scenario: 'scenario',
} as const
export type ProjectionSetKind = (typeof projectionSetKinds)[keyof typeof projectionSetKinds]

/** A part of a blend with its four weights. */
export const blendPartSchema = z.object({
  key: z.string(),
  projectionSetName: z.string(),
  weight: z.number(),
  ownWeight: z.number(),
  ceilingWeight: z.number(),
  floorWeight: z.number(),
})

/** SPEC §3 "Projection set", as the caller sees it (`activeFlag` is his). */
export const projectionSetSchema = z.object({
  key: z.string(),
  projectionSetNumber: z.number().int(),
  projectionSetName: z.string(),
  kind: z.enum(projectionSetKinds),
  activeFlag: z.boolean(),
  recordCount: z.number().int(),
  memberId: z.number().int(),
  sportId: z.number().int(),
  sourceId: z.number().int(),
  siteId: z.number().int().nullable(),
  date: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
  isSystem: z.boolean(),
  /** The stats file on the content host. */
  path: z.string(),
  /** The weights a blend editor starts the set at (1 each). */
  weight: z.number(),
  ownWeight: z.number(),
  ceilingWeight: z.number(),
  floorWeight: z.number(),
  /** A blend's parts; empty for other sets. */
  sets: z.array(blendPartSchema).readonly(),
  stats: projectionSetStatsSchema.nullable(),
})
export type ProjectionSet = z.infer<typeof projectionSetSchema>

/** The sets of a scope and which is active (`null`: the system projection). */
const setListSchema = z.object({
  activeKey: z.string().nullable(),
  sets: z.array(projectionSetSchema).readonly(),
})

const exampleProjection: Projection = {
  playerId: 1042,
  playerName: 'Marcus Hale',
  position: 'PG',
  teamId: 3,
  team: 'BOS',
  projectedPoints: 44.2,
  projectedCeiling: 58.9,
  projectedFloor: 31.5,
  projOwn: 23.4,
  playerSalaries: [{ contestGroupId: 4101, sitePlayerId: '31880011', salary: 9800 }],
}

const exampleSet: ProjectionSet = {
  key: '3f1c2a9e-7b6d-4e8a-9c1b-2d3e4f5a6b7c',
  projectionSetNumber: 12,
  projectionSetName: 'My NBA numbers',
  kind: 'upload',
  activeFlag: true,
  recordCount: 148,
  memberId: 2,
  sportId: 2,
  sourceId: 4,
  siteId: 4,
  date: '2026-11-22',
  createdBy: 'Demo Subscriber',
  createdDate: '2026-11-22T15:04:00.000Z',
  isSystem: false,
  path: '/cdn/projections/stats/3f1c2a9e-7b6d-4e8a-9c1b-2d3e4f5a6b7c',
  weight: 1,
  ownWeight: 1,
  ceilingWeight: 1,
  floorWeight: 1,
  sets: [],
  stats: { key: '3f1c2a9e-7b6d-4e8a-9c1b-2d3e4f5a6b7c', count: 148, mean: 21.7, correlation: 0.91 },
}

export const projectionsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections/',
  auth: 'user',
  tag,
  summary: 'The caller’s projections in force: his active set or blend, else the system’s',
  description:
    'With `cgid`, only that slate’s players. `activeSet` is null when the system projection is in force.',
  query: projectionScopeQuery.extend({ cgid: idParam.optional() }),
  status: 200,
  response: z.object({
    activeSet: projectionSetSchema.nullable(),
    projections: z.array(projectionSchema).readonly(),
  }),
  example: { activeSet: exampleSet, projections: [exampleProjection] },
})

/** The set a slate's numbers come from: null while the system projection is in force. */
export const activeSetSchema = z.object({ key: z.string(), name: z.string() }).nullable()

export const activeProjectionSetRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections-active/',
  auth: 'optional',
  tag,
  summary: 'Which projections a slate’s tools read for the caller',
  description:
    'The caller’s active set for the slate: the numbers the optimizer’s pool, SimLabs and the ownership dashboard’s projected columns read. Null signed out or while the system projection is in force; 404 for an unknown slate.',
  query: z.object({ contest_group_id: idParam }),
  status: 200,
  response: z.object({ projectionSet: activeSetSchema }),
  example: { projectionSet: { key: exampleSet.key, name: exampleSet.projectionSetName } },
})

export const customProjectionSetsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections-custom/',
  auth: 'user',
  tag,
  summary: 'The caller’s sets and the published system sets of a sport, source and date',
  query: projectionScopeQuery,
  status: 200,
  response: setListSchema,
  example: { activeKey: exampleSet.key, sets: [exampleSet] },
})

export const defaultProjectionsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections-get/',
  auth: 'user',
  tag,
  summary: 'The system (default) projection of a sport and date',
  query: projectionScopeQuery,
  status: 200,
  response: z.object({ projections: z.array(projectionSchema).readonly() }),
  example: { projections: [exampleProjection] },
})

/** The most rows an upload takes (a whole-week NFL pool is about 1 000). */
export const maxProjectionRows = 5000
/** The longest cell of an uploaded row. */
const maxCellChars = 200

/** An uploaded file row as the browser parsed it: header → cell. */
const fileRowSchema = z.record(text(100), text(maxCellChars)).refine((row) => {
  return Object.keys(row).length <= 80
}, 'at most 80 columns')

/** The user's answer to a fuzzy or unmatched row: the player it is, or null to leave it out. */
export const rowChoiceSchema = z.object({
  row: z.number().int().min(1).max(maxProjectionRows),
  playerId: z.number().int().positive().nullable(),
})
export type RowChoice = z.infer<typeof rowChoiceSchema>

/** The file's columns as the upload read them (header names); `points` is always found. */
export const columnMappingSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** True when the name cell also holds the team (`LeBron James (LAL)`). */
  nameHoldsTeam: z.boolean(),
  team: z.string().nullable(),
  position: z.string().nullable(),
  points: z.string(),
  ceiling: z.string().nullable(),
  floor: z.string().nullable(),
  ownership: z.string().nullable(),
})
export type ColumnMapping = z.infer<typeof columnMappingSchema>

const poolPlayerRefSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  team: z.string(),
  position: z.string(),
})

/** One row of the file that did not match exactly. `row` is its line number less the header. */
export const uploadRowIssueSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  team: z.string(),
  projectedPoints: z.number(),
  /** The best candidate by name (0–1 similarity); null when none is close. */
  candidate: poolPlayerRefSchema.extend({ score: z.number() }).nullable(),
  /** The user's choice when he made one. */
  chosen: z.number().int().nullable(),
})
export type UploadRowIssue = z.infer<typeof uploadRowIssueSchema>

/** What an upload matched, before or after saving. */
export const uploadReportSchema = z.object({
  mapping: columnMappingSchema,
  rows: z.number().int(),
  matchedBySiteId: z.number().int(),
  matchedByName: z.number().int(),
  fuzzy: z.array(uploadRowIssueSchema).readonly(),
  unmatched: z.array(uploadRowIssueSchema).readonly(),
  /** Players of the date's slates filled from the system projection (`useDefaultPlayers`). */
  defaultsFilled: z.number().int(),
  /** Rows the set holds (or would hold). */
  recordCount: z.number().int(),
})
export type UploadReport = z.infer<typeof uploadReportSchema>

export const uploadProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-upload/',
  auth: 'user',
  tag,
  summary: 'Upload a projection file’s rows as a set (or preview what they match)',
  description:
    'Body `{ rows, choices }`: the file’s rows as header → cell, and the user’s answers to fuzzy or unmatched rows. Columns are found by header (id, name, name + team, team, position, projection/points/fpts, ceiling, floor, ownership); rows match by site id, then normalised name and team, then fuzzily by name (the candidate is shown, and used unless the user chose otherwise). `preview=true` answers the report and stores nothing. `setKey` replaces that set of the caller. A bad row is a 400 naming the row and field; nothing is stored then.',
  query: projectionScopeQuery.extend({
    filename: setFileName,
    useDefaultPlayers: flagParam,
    setKey: projectionSetKeySchema.optional(),
    preview: flagParam,
  }),
  body: z.object({
    rows: z.array(fileRowSchema).min(1).max(maxProjectionRows),
    choices: z.array(rowChoiceSchema).max(maxProjectionRows).default([]),
  }),
  maxBodyBytes: jsonTextBytes(maxProjectionRows * 40 * 30),
  status: 200,
  response: z.object({ report: uploadReportSchema, set: projectionSetSchema.nullable() }),
  example: {
    report: {
      mapping: {
        id: null,
        name: 'Player',
        firstName: null,
        lastName: null,
        nameHoldsTeam: false,
        team: 'Team',
        position: 'Pos',
        points: 'FC Proj',
        ceiling: 'Ceiling',
        floor: 'Floor',
        ownership: null,
      },
      rows: 150,
      matchedBySiteId: 0,
      matchedByName: 146,
      fuzzy: [
        {
          row: 17,
          name: 'Nic Claxton',
          team: 'BKN',
          projectedPoints: 27.1,
          candidate: {
            playerId: 1201,
            playerName: 'Nicolas Claxton',
            team: 'BKN',
            position: 'C',
            score: 0.82,
          },
          chosen: null,
        },
      ],
      unmatched: [],
      defaultsFilled: 0,
      recordCount: 147,
    },
    set: exampleSet,
  },
})

export const setActiveProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-set-active/',
  auth: 'user',
  tag,
  summary: 'Make a set the caller’s active projections (`key=system`: the system projection)',
  query: projectionScopeQuery.extend({
    key: z.union([z.literal('system'), projectionSetKeySchema]),
  }),
  status: 200,
  response: setListSchema,
  example: { activeKey: exampleSet.key, sets: [exampleSet] },
})

export const deleteProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-delete/',
  auth: 'user',
  tag,
  summary: 'Delete one of the caller’s sets (an admin may delete a system set)',
  description:
    'Answers the sets left of the deleted set’s source. A blend or scenario made from it keeps its numbers.',
  query: z.object({
    sport_id: projectionScopeQuery.shape.sport_id,
    date: isoDateSchema,
    projectionSet: projectionSetKeySchema,
  }),
  status: 200,
  response: setListSchema,
  example: { activeKey: null, sets: [] },
})

/** A part of a blend as the editor sends it. */
export const blendWeightsSchema = z.object({
  key: projectionSetKeySchema.or(z.literal('system')),
  weight,
  ownWeight: weight,
  ceilingWeight: weight,
  floorWeight: weight,
})
export type BlendWeights = z.infer<typeof blendWeightsSchema>

/** How many players a blend preview answers. */
export const blendPreviewSize = 20

export const projectionWeightsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-weights/',
  auth: 'user',
  tag,
  summary: 'Blend sets by weight into a new set (or preview the blended top 20)',
  description:
    'Body `{ sets: [{ key, weight, ownWeight, ceilingWeight, floorWeight }] }` (`key=system`: the system projection). Each field of a player is the weighted mean of the sets holding him, by that field’s weight. `preview=true` answers the top 20 by points and stores nothing.',
  query: projectionScopeQuery.extend({ filename: setFileName, preview: flagParam }),
  body: z.object({ sets: z.array(blendWeightsSchema).min(1).max(12) }),
  status: 200,
  response: z.object({
    set: projectionSetSchema.nullable(),
    top: z.array(projectionSchema).readonly(),
  }),
  example: { set: { ...exampleSet, kind: 'blend' }, top: [exampleProjection] },
})

/** A scenario's player: his new numbers (omitted fields keep the base set's). */
export const scenarioPlayerInputSchema = z.object({
  playerId: idParam,
  projectedPoints: points,
  projectedCeiling: points.optional(),
  projectedFloor: points.optional(),
  projOwn: percent.optional(),
})

export const createScenarioRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-create-scenario/',
  auth: 'user',
  tag,
  summary: 'A scenario: a set with some players’ projections overridden',
  description:
    'Body `{ baseKey, players }`: the base set (`system` or a set key; default the active one) and the overridden players (a teammate out: his points 0, the others up). Every other player keeps the base set’s numbers.',
  query: projectionScopeQuery.extend({
    filename: setFileName,
    useDefaultPlayers: flagParam,
  }),
  body: z.object({
    baseKey: projectionSetKeySchema.or(z.literal('system')).optional(),
    players: z.array(scenarioPlayerInputSchema).min(1).max(200),
  }),
  status: 200,
  response: z.object({ set: projectionSetSchema }),
  example: { set: { ...exampleSet, kind: 'scenario', projectionSetName: 'Hale out' } },
})

/** A scenario's overridden player with the base numbers beside the new. */
export const scenarioPlayerSchema = z.object({
  key: z.string(),
  projectionSetName: z.string(),
  playerId: z.number().int(),
  playerName: z.string(),
  team: z.string(),
  position: z.string(),
  baseProjectedPoints: z.number().nullable(),
  projectedPoints: z.number(),
})

export const scenarioPlayersRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections-scenario-players/',
  auth: 'user',
  tag,
  summary: 'The players the caller’s scenarios of a date override',
  query: z.object({
    sport_id: projectionScopeQuery.shape.sport_id,
    date: isoDateSchema,
  }),
  status: 200,
  response: z.object({ players: z.array(scenarioPlayerSchema).readonly() }),
  example: {
    players: [
      {
        key: exampleSet.key,
        projectionSetName: 'Hale out',
        playerId: 1042,
        playerName: 'Marcus Hale',
        team: 'BOS',
        position: 'PG',
        baseProjectedPoints: 44.2,
        projectedPoints: 0,
      },
    ],
  },
})

export const importAdminProjectionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/projections-import-admin/',
  auth: 'admin',
  tag,
  summary: 'Publish a copy of a set as a system set, for every user (admin)',
  query: projectionScopeQuery.extend({ set_id: projectionSetKeySchema, set_name: setName }),
  status: 200,
  response: z.object({ set: projectionSetSchema }),
  example: { set: { ...exampleSet, isSystem: true, projectionSetName: 'Slatelab consensus' } },
})

export const projectionSetStatsRoute = defineRoute({
  method: 'GET',
  host: 'cdn',
  path: '/projections/stats/:key',
  auth: 'none',
  tag,
  summary: 'A set’s stats file: rows, mean projection, correlation with the system projection',
  params: z.object({ key: projectionSetKeySchema }),
  status: 200,
  response: projectionSetStatsSchema,
  example: exampleSet.stats ?? { key: exampleSet.key, count: 0, mean: 0, correlation: null },
})

/** The windows of the accuracy board, days back from today. */
export const accuracyWindows = [7, 30, 90] as const

/** MAE, bias and rank correlation of projected against actual points over `count` players. */
export const accuracyFiguresSchema = z.object({
  count: z.number().int(),
  /** Mean absolute error, points. */
  mae: z.number(),
  /** Mean of projected − actual, points (positive: too high). */
  bias: z.number(),
  /** Spearman's rank correlation; null under 2 players. */
  rankCorrelation: z.number().nullable(),
})

export const accuracyRowSchema = accuracyFiguresSchema.extend({
  /** The set's key; null for the system projection. */
  key: z.string().nullable(),
  projectionSetName: z.string(),
  isSystem: z.boolean(),
  date: z.string(),
  byPosition: z.array(accuracyFiguresSchema.extend({ position: z.string() })).readonly(),
})
export type AccuracyRow = z.infer<typeof accuracyRowSchema>

export const projectionAccuracyRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/projections-accuracy/',
  auth: 'user',
  tag,
  summary: 'Accuracy board: each set and the system projection against actual points',
  description:
    'For every finished slate date of the sport and source in the last `days` (7, 30 or 90): the system projection and each of the caller’s sets and the system sets, by MAE, bias and rank correlation, overall and by position.',
  query: z.object({
    sport_id: projectionScopeQuery.shape.sport_id,
    source_id: projectionScopeQuery.shape.source_id,
    days: decimalParam(z.literal(accuracyWindows)).default(30),
  }),
  status: 200,
  response: z.object({ days: z.number().int(), rows: z.array(accuracyRowSchema).readonly() }),
  example: {
    days: 30,
    rows: [
      {
        key: null,
        projectionSetName: 'System',
        isSystem: true,
        date: '2026-11-21',
        count: 148,
        mae: 7.9,
        bias: 0.4,
        rankCorrelation: 0.71,
        byPosition: [{ position: 'PG', count: 30, mae: 8.2, bias: 0.9, rankCorrelation: 0.68 }],
      },
    ],
  },
})
