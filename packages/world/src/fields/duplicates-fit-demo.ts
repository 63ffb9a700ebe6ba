/**
 * Samples for the duplicates model from a demo-world slate, drawn as SimLabs draws a generated
 * field (`generateField` over the slate's projected ownership and projections, the contest's
 * size and entry limit): the optimizer's lineups of a few builds (plain, diversified, with
 * ownership caps), each with the copies a drawn field holds, and, for comparison, the
 * distinct lineups of an independent field drawn the same way.
 */
import { findRosterFormatFor } from '@slatelab/domain/roster-formats'
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import type { OptimizerPlayerInput } from '@slatelab/engine/optimizer/optimizer-request'
import type { OptimizerSettingsInput } from '@slatelab/domain/entities/multi-settings'
import { createRng } from '@slatelab/engine/rng'
import { createDemoWorld } from '../season/demo-world'
import { demoGameModels } from '../season/demo-game-models'
import type { WorldDay } from '../season/world-types'
import type { DuplicatesSample } from './duplicates-fit'
import type { FieldPlayer } from './field-input'
import { generateField } from './generate-field'
import { dayFieldKeys, slateFieldPlayers, slateLineupFormat } from './slate-field-players'

/** One build of the optimizer whose lineups become samples. */
export type DuplicatesBuild = {
  readonly count: number
  readonly settings: OptimizerSettingsInput
}

/** A slate of a demo day and the contest whose field counts the copies. */
export type DuplicatesCase = {
  readonly siteId: SiteId
  readonly sportId: SportId
  readonly variant: 'classic' | 'showdown'
  /** The classic slate's name starts with it (`Main`, `Afternoon`). */
  readonly slateName?: string
  /** The slate's contest size and entry limit (a tournament). */
  readonly contestSize: number
  readonly multiEntryMax: number
  /** The counting field's seed. */
  readonly fieldSeed: string
  readonly builds: readonly DuplicatesBuild[]
}

/** The demo world's day, built once for several cases. */
export type DuplicatesDay = {
  readonly seed: string
  readonly built: WorldDay
  readonly keys: ReturnType<typeof dayFieldKeys>
  readonly playerIds: ReadonlyMap<string, number>
}

/**
 * The demo world of `seed` on `day` (a few seconds).
 * @example duplicatesDay('slatelab', isoDate('2026-11-22')).built.slates.length // 15
 */
export const duplicatesDay = (seed: string, day: IsoDate): DuplicatesDay => {
  const world = createDemoWorld(seed, demoGameModels)
  const built = world.buildDay(day, { resultsThrough: day })
  return {
    seed,
    built,
    keys: dayFieldKeys(world.players, built.events),
    playerIds: new Map(world.players.map((player, index) => [player.key, index + 1])),
  }
}

// A pool player as the optimizer reads him (the slate's projected ownership, no error).
const optimizerPlayerOf = (player: FieldPlayer, captainSlot: string | undefined) => {
  const positions = player.rosterPositions.filter((code) => code !== captainSlot)
  const input: OptimizerPlayerInput = {
    id: String(player.playerId),
    name: String(player.playerId),
    team: player.teamKey,
    game: player.eventKey,
    positions: positions.length > 0 ? positions : ['FLEX'],
    rosterPositions: [...player.rosterPositions],
    salary: player.salary,
    projection: player.projection ?? 0,
    ownership: player.projectedOwnership,
    slotOwnership:
      captainSlot === undefined ? {} : { [captainSlot]: player.projectedCaptainOwnership ?? 0 },
  }
  return input
}

/**
 * The samples of a case: each optimizer lineup of its builds (distinct) and each distinct
 * lineup of an independent field, with its copies in the counting field.
 * @example (await duplicatesSamples(day, nflShowdown)).optimizer.length // 400
 */
export const duplicatesSamples = async (
  day: DuplicatesDay,
  input: DuplicatesCase,
): Promise<{
  readonly optimizer: readonly DuplicatesSample[]
  readonly field: readonly DuplicatesSample[]
}> => {
  const slate = day.built.slates.find(
    (entry) =>
      entry.sourceId === input.siteId &&
      entry.sportId === input.sportId &&
      entry.variant === input.variant &&
      (input.variant === 'showdown' || entry.displayName.startsWith(input.slateName ?? 'Main')),
  )
  const rosterFormat = findRosterFormatFor(input.siteId, input.sportId, input.variant)
  if (slate === undefined || rosterFormat === undefined) throw new Error('No such demo slate')
  const format = slateLineupFormat(slate)
  const { projected } = slateFieldPlayers(slate, format, {
    seed: day.seed,
    playerIds: day.playerIds,
    ...day.keys,
  })
  const captainSlot = rosterFormat.slots.find(
    (slot) => slot.salaryMultiplier !== 1 || slot.pointsMultiplier !== 1,
  )?.code
  const captainIndex = captainSlot === undefined ? -1 : format.rosterSlots.indexOf(captainSlot)
  const contest = {
    contestSize: input.contestSize,
    multiEntryMax: input.multiEntryMax,
    isDoubleUp: false,
    isFiftyFifty: false,
  }
  const draw = (seed: string) =>
    generateField({ ...format, slatePlayers: projected, contest, rng: createRng(seed) })
  const size = format.rosterSlots.length
  const byId = new Map(projected.map((player) => [player.playerId, player]))
  // Players by id in field slot order (a captain in the captain slot) → key, features.
  const keyOf = (ids: readonly number[]) =>
    ids
      .map((id, slot) => (slot === captainIndex ? -id : id))
      .sort((a, b) => a - b)
      .join(',')
  const fieldIds = (field: ReturnType<typeof draw>, entry: number) =>
    Array.from(
      field.lineups.subarray(entry * size, (entry + 1) * size),
      (index) => projected[index]?.playerId ?? 0,
    )
  const counting = draw(input.fieldSeed)
  const copies = new Map<string, number>()
  for (let entry = 0; entry < counting.entryCount; entry += 1) {
    const key = keyOf(fieldIds(counting, entry))
    copies.set(key, (copies.get(key) ?? 0) + 1)
  }
  const sampleOf = (ids: readonly number[]): DuplicatesSample => {
    let logOwnership = 0
    let salary = 0
    ids.forEach((id, slot) => {
      const player = byId.get(id)
      const own =
        slot === captainIndex
          ? (player?.projectedCaptainOwnership ?? 0)
          : (player?.projectedOwnership ?? 0)
      logOwnership += Math.log(Math.max(0.1, own) / 100)
      salary += Math.round(
        (player?.salary ?? 0) * (slot === captainIndex ? format.captainSalaryMultiplier : 1),
      )
    })
    return {
      logOwnership,
      salaryLeftK: (format.salaryCap - salary) / 1000,
      logOthers: Math.log(input.contestSize - 1),
      copies: copies.get(keyOf(ids)) ?? 0,
    }
  }
  const distinct = (lineups: readonly (readonly number[])[]) => {
    const seen = new Map<string, readonly number[]>()
    for (const ids of lineups) if (!seen.has(keyOf(ids))) seen.set(keyOf(ids), ids)
    return [...seen.values()].map(sampleOf)
  }
  const players = projected.map((player) => optimizerPlayerOf(player, captainSlot))
  const built: (readonly number[])[] = []
  for (const [index, build] of input.builds.entries()) {
    const result = await optimizeLineups({
      players,
      format: rosterFormat,
      count: build.count,
      seed: `${input.fieldSeed}:build:${index}`,
      settings: build.settings,
    })
    // The optimizer's slot order is the format's, the field's its roster slots: the same codes.
    for (const lineup of result.lineups) built.push(lineup.playerIds.map(Number))
  }
  const candidates = draw(`${input.fieldSeed}:candidates`)
  return {
    optimizer: distinct(built),
    field: distinct(
      Array.from({ length: candidates.entryCount }, (_, entry) => fieldIds(candidates, entry)),
    ),
  }
}

const showdownGeneral = { minSalaryCapPct: 0 }

/**
 * The builds whose lineups the model is fitted to: a plain build, two diversified ones and
 * three with a product-ownership cap (the lower-owned lineups a duplicates cap leads to).
 * Showdowns without the minimum salary (most showdown lineups leave some).
 */
export const fitBuilds = (variant: 'classic' | 'showdown'): readonly DuplicatesBuild[] => {
  const general = variant === 'showdown' ? showdownGeneral : {}
  return [
    { count: 150, settings: { general } },
    { count: 100, settings: { general: { ...general, diversification: 20 } } },
    { count: 100, settings: { general: { ...general, diversification: 40 } } },
    ...[15, 10, 7].map((maxGeoMeanPct) => ({
      count: 50,
      settings: {
        general: { ...general, diversification: 20 },
        gpp: { ownership: { maxGeoMeanPct } },
      },
    })),
  ]
}

/**
 * The slates each kind is fitted on (demo world `slatelab`, 2026-11-22, DraftKings, 10,000
 * entries at 150 per user, as SimLabs draws a generated field): classic on the NFL afternoon
 * (3 games) and the NBA main; captain on the NFL showdown. `fieldSeed` names the draw; a
 * different seed gives held-out samples.
 */
export const fitCases = (
  kind: 'classic' | 'captain',
  fieldSeed: string,
): readonly DuplicatesCase[] => {
  const base = { siteId: 4 as const, contestSize: 10_000, multiEntryMax: 150, fieldSeed }
  return kind === 'captain'
    ? [{ ...base, sportId: 1, variant: 'showdown', builds: fitBuilds('showdown') }]
    : [
        {
          ...base,
          sportId: 1,
          variant: 'classic',
          slateName: 'Afternoon',
          builds: fitBuilds('classic'),
        },
        {
          ...base,
          sportId: 2,
          variant: 'classic',
          slateName: 'Main',
          builds: fitBuilds('classic'),
        },
      ]
}

/**
 * Which samples each kind is fitted on: captain rosters on the optimizer's lineups alone
 * (the field's own lineups are unlike them and pull the estimate up to fivefold on the
 * optimizer's); classic rosters on both pooled (the optimizer's lineups nearly all spend the
 * whole cap, so alone they cannot tell what salary left does).
 */
export const fitPopulation = (
  kind: 'classic' | 'captain',
  samples: {
    readonly optimizer: readonly DuplicatesSample[]
    readonly field: readonly DuplicatesSample[]
  },
): readonly DuplicatesSample[] =>
  kind === 'captain' ? samples.optimizer : [...samples.optimizer, ...samples.field]

/**
 * The samples of every case of a kind, pooled.
 * @example (await kindSamples(day, 'captain', 'fit')).optimizer.length // 416
 */
export const kindSamples = async (
  day: DuplicatesDay,
  kind: 'classic' | 'captain',
  fieldSeed: string,
): Promise<{ readonly optimizer: DuplicatesSample[]; readonly field: DuplicatesSample[] }> => {
  const optimizer: DuplicatesSample[] = []
  const field: DuplicatesSample[] = []
  for (const input of fitCases(kind, fieldSeed)) {
    const samples = await duplicatesSamples(day, input)
    optimizer.push(...samples.optimizer)
    field.push(...samples.field)
  }
  return { optimizer, field }
}
