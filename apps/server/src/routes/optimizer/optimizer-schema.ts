/** Request and answer shapes of the optimizer build endpoints (docs/optimizer-api.md). */
import { z } from 'zod'
import { buildStatuses } from '../../optimizer/build-service'

const percent = z.number().min(0).max(100)

export const poolQuerySchema = z.object({ contest_group_id: z.coerce.number().int().positive() })

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
  value: z.number(),
  injuryStatus: z.string().nullable(),
  /** Golf: first-round tee time (ISO instant); null elsewhere. */
  teeTime: z.string().nullable(),
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
})

export const startBuildBodySchema = z.object({
  contestGroupId: z.number().int().positive(),
  count: z.number().int().min(1).max(500),
  /** A settings object (camelCase or snake_case); defaults when absent. */
  settings: z.unknown().optional(),
  players: z
    .array(
      z.object({
        id: z.string().min(1),
        lock: z.boolean().optional(),
        exclude: z.boolean().optional(),
        minExposurePct: percent.optional(),
        maxExposurePct: percent.optional(),
      }),
    )
    .default([]),
  seed: z.string().max(100).optional(),
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

export const dkEntriesBodySchema = z.object({ csv: z.string().min(1).max(5_000_000) })
