/**
 * What `optimizeLineups` takes: the player pool as the site lists it, the roster format, the
 * settings object, how many lineups and a seed; and what it hands back.
 */
import { rosterFormatSchema } from '@slatelab/domain/roster-formats'
import { z } from 'zod'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'

/** Slots of a batting order; a consecutive stack wraps from the last to the first. */
export const battingOrderSlots = 9

/**
 * One player of the pool. `rosterPositions` are the slot codes he fills (a salary file's
 * `Roster Position`); when empty, the slots whose positions include one of his `positions`.
 * `slotIds` holds the upload id per slot code where the site gives a slot its own id (the
 * DraftKings captain row). `fields` are extra numbers custom rules may filter on (ceiling,
 * minutes, startingPosition, …).
 * @example optimizerPlayerSchema.parse({ id: '1', name: 'A', positions: ['QB'], salary: 7000, projection: 21.4 })
 */
export const optimizerPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  team: z.string().default(''),
  opponent: z.string().default(''),
  game: z.string().default(''),
  positions: z.array(z.string().min(1)).min(1),
  rosterPositions: z.array(z.string().min(1)).default([]),
  slotIds: z.record(z.string(), z.string()).default({}),
  salary: z.number().int().nonnegative(),
  projection: z.number(),
  ownership: z.number().min(0).max(100).default(0),
  /** Ownership in percent per slot code where it differs from `ownership` (a captain's `CPT`). */
  slotOwnership: z.record(z.string(), z.number().min(0).max(100)).default({}),
  lock: z.boolean().default(false),
  exclude: z.boolean().default(false),
  minExposurePct: z.number().min(0).max(100).optional(),
  maxExposurePct: z.number().min(0).max(100).optional(),
  line: z.string().optional(),
  powerPlay: z.string().optional(),
  teeTime: z.iso.datetime({ offset: true }).optional(),
  /** MLB: his slot in his team's batting order (1 leads off), for consecutive team stacks. */
  battingOrder: z.number().int().min(1).max(battingOrderSlots).optional(),
  fields: z.record(z.string(), z.number()).default({}),
})
export type OptimizerPlayer = z.infer<typeof optimizerPlayerSchema>
export type OptimizerPlayerInput = z.input<typeof optimizerPlayerSchema>

/**
 * Which solver runs: the DFS search with the MILP solver behind it (`auto`), or GLPK alone.
 * @example solverChoices.glpk // 'glpk'
 */
export const solverChoices = {
  /** The specialised branch-and-bound; GLPK takes over where its node budget runs out. */
  auto: 'auto',
  /** GLPK (WebAssembly) on the same model for every lineup. */
  glpk: 'glpk',
} as const

/** The most lineups one build makes (DraftKings' upload limit; FanDuel's is 250). */
export const maxLineupsPerBuild = 500

/**
 * A build request.
 * @example optimizeRequestSchema.parse({ players, format: requireRosterFormat('dk-nfl-classic'), count: 20 })
 */
export const optimizeRequestSchema = z.object({
  players: z.array(optimizerPlayerSchema).min(1),
  format: rosterFormatSchema,
  settings: optimizerSettingsSchema.default(() => optimizerSettingsSchema.parse({})),
  count: z.number().int().min(1).max(maxLineupsPerBuild),
  seed: z.string().default('slatelab'),
  solver: z.enum(solverChoices).default('auto'),
})
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>
export type OptimizeRequestInput = z.input<typeof optimizeRequestSchema>

/** A lineup: player ids in upload-column order of the format's slots. */
export type BuiltLineup = {
  /** Player id per slot, in the format's slot order. */
  readonly playerIds: readonly string[]
  /** What the solver maximised: projections with slot multipliers and any diversification. */
  readonly objective: number
  /** Projected points with slot multipliers, without diversification. */
  readonly projection: number
  /** Salary with slot multipliers. */
  readonly salary: number
  /** Summed ownership of the players, in percent (a captain's counts as captain). */
  readonly ownership: number
  /**
   * Geometric mean of the players' ownerships, in percent: the product of ownerships is
   * (this / 100)^players. Ownerships below `ownershipFloorPct` count as that floor.
   */
  readonly ownershipGeoMean: number
  /** Team counts of two or more, e.g. `KC 3, BUF 2`. */
  readonly stack: string
}

/** A player's share of the build against his limits. */
export type PlayerExposure = {
  readonly playerId: string
  readonly name: string
  readonly lineups: number
  /** Share of the built lineups, in percent. */
  readonly exposurePct: number
  readonly minExposurePct: number
  readonly maxExposurePct: number
}

/** The result of a build. */
export type OptimizeResult = {
  readonly lineups: readonly BuiltLineup[]
  readonly exposures: readonly PlayerExposure[]
  /** Players left out before the model because enough cheaper, better ones share their slots. */
  readonly prunedPlayers: number
  /** Lineups the specialised search solved, and those GLPK solved. */
  readonly solvedBySearch: number
  readonly solvedByGlpk: number
}

/** Progress of a build: lineups done out of the count asked. */
export type OptimizeProgress = { readonly done: number; readonly total: number }
