/**
 * The players of a single-game slate (DraftKings showdown, FanDuel single game): their prices
 * on one scale whatever their position, and the rows the site's player file lists. Rows are
 * first built the DraftKings way, a captain row and a flex row per player, so projected
 * ownership can share the captain slot and the flex slots apart; a site that lists each player
 * once (FanDuel) then gets the two folded into one row that fills either slot.
 */
import type { Rng } from '@slatelab/engine/rng'
import { siteIds } from '@slatelab/domain/sites'
import type { SalaryRange } from '../salaries'
import type { SingleGameFormat } from '../single-game-format'
import type { StarterSiteId } from '../site-positions'
import type { TeamSport } from './league-schedule'
import { capAndRescale, maxOwnership } from './ownership-projection'
import type { Projection } from './player-projections'
import type { WorldSlatePlayer } from './world-types'

/**
 * How a site prices a single game's players (flex salary): `base` + a price per projected
 * point, with the site's noise, clamped to `band` and rounded to 100. The price per point makes
 * the `topCount` best projected players cost `topSpend` together before noise.
 * @example singleGamePricing[3].NFL // { base: 6000, band: { min: 6000, max: 17000 }, topCount: 5, topSpend: 72000 }
 */
export type SingleGamePricing = {
  readonly base: number
  readonly band: SalaryRange
  readonly topCount: number
  readonly topSpend: number
}

const draftKings = (max: number): SingleGamePricing => ({
  base: 0,
  band: { min: 1000, max },
  // About linear in projection: the seven best cost a little over the $50,000 cap once the
  // captain's 1.5× is paid.
  topCount: 7,
  topSpend: 50_000,
})

/**
 * The sites' single-game pricing per sport (sports without a single-game format are absent).
 * FanDuel prices from a floor of $6,000 (nobody is cheaper on its single-game slates) to
 * $17,000 (NFL) or $16,000 (NBA); its five best projected cost 1.2× the $60,000 cap in the NFL,
 * where the MVP costs no more than a FLEX, and the NBA's MVP costs 1.5×, so there the top five
 * cost the cap.
 */
export const singleGamePricing: Readonly<
  Record<StarterSiteId, Partial<Readonly<Record<TeamSport, SingleGamePricing>>>>
> = {
  [siteIds.DraftKings]: {
    NFL: draftKings(12_400),
    NBA: draftKings(13_000),
    MLB: draftKings(11_800),
    NHL: draftKings(11_800),
  },
  [siteIds.FanDuel]: {
    NFL: { base: 6000, band: { min: 6000, max: 17_000 }, topCount: 5, topSpend: 72_000 },
    NBA: { base: 6000, band: { min: 6000, max: 16_000 }, topCount: 5, topSpend: 60_000 },
  },
}

/**
 * Flex salaries of a game's players from their projected means (same order), one
 * `rng.normal` draw per player.
 * @example priceSingleGame([24.1, 18.3, 0], singleGamePricing[3].NFL, rng) // [16900, 13900, 6000]
 */
export const priceSingleGame = (
  means: readonly number[],
  pricing: SingleGamePricing,
  rng: Rng,
): readonly number[] => {
  const top = [...means].sort((a, b) => b - a).slice(0, pricing.topCount)
  const topPoints = top.reduce((sum, value) => sum + value, 0)
  const perPoint = (pricing.topSpend - pricing.base * top.length) / Math.max(1, topPoints)
  return means.map((mean) => {
    const noisy = pricing.base + mean * perPoint * Math.exp(rng.normal(0, 0.1))
    const rounded = Math.round(noisy / 100) * 100
    return Math.min(pricing.band.max, Math.max(pricing.band.min, rounded))
  })
}

/** A player's row before the site's id and ownership: what both of his rows share. */
export type SingleGameRow = Omit<WorldSlatePlayer, 'sitePlayerId' | 'projectedOwnership'>

const round2 = (value: number): number => Math.round(value * 100) / 100

/**
 * A player's captain row and flex row: the captain costs and scores the format's multipliers.
 * @example captainAndFlexRows(row, format).map((it) => it.rosterPositions) // [['CPT'], ['FLEX']]
 */
export const captainAndFlexRows = (
  flex: Omit<SingleGameRow, 'rosterPositions'>,
  format: SingleGameFormat,
): readonly SingleGameRow[] => {
  const points = format.captainPointsMultiplier
  return [
    {
      ...flex,
      salary: Math.round((flex.salary * format.captainSalaryMultiplier) / 100) * 100,
      rosterPositions: [format.captainSlot],
      projection: {
        mean: round2(flex.projection.mean * points),
        floor: round2(flex.projection.floor * points),
        ceiling: round2(flex.projection.ceiling * points),
      } satisfies Projection,
      actualPoints: flex.actualPoints === null ? null : round2(flex.actualPoints * points),
    },
    { ...flex, rosterPositions: [format.flexSlot] },
  ]
}

/**
 * The rows the site lists, from captain and flex rows with their projected ownership. The
 * captain shares sum to 100 % and the FLEX shares to 100 % per FLEX slot; a player fills one
 * slot of a lineup at most, so his two parts together stay within `maxOwnership`, the flex
 * share he gives up going to the others. Where the captain has a row of his own (DraftKings)
 * both rows stay, each with its part; else one row per player fills either slot, with the
 * captain's part in `projectedCaptainOwnership`.
 * @example listSingleGameRows(rows, requireSingleGameFormat(3, 1))[0]?.rosterPositions // ['MVP', 'FLEX']
 */
export const listSingleGameRows = <Row extends SingleGameRow & { projectedOwnership: number }>(
  rows: readonly Row[],
  format: SingleGameFormat,
): readonly Row[] => {
  const isCaptain = (row: Row) => row.rosterPositions[0] === format.captainSlot
  const captainShare = new Map(
    rows.filter(isCaptain).map((row) => [row.playerKey, row.projectedOwnership]),
  )
  const flexRows = rows.filter((row) => !isCaptain(row))
  // The ownership model's cap shifts shares between slots; here each slot kind gets its own
  // 100 % per slot back, the captain's first.
  const captain = capAndRescale(
    flexRows.map((row) => captainShare.get(row.playerKey) ?? 0),
    100,
  )
  const flex = capAndRescale(
    flexRows.map((row) => row.projectedOwnership),
    (format.rosterSlots.length - 1) * 100,
    captain.map((share) => Math.max(0, maxOwnership - share)),
  )
  if (format.captainRow) {
    const parts = new Map(
      flexRows.map((row, index) => [
        row.playerKey,
        { captain: round2(captain[index] ?? 0), flex: round2(flex[index] ?? 0) },
      ]),
    )
    return rows.map((row) => {
      const part = parts.get(row.playerKey)
      return {
        ...row,
        projectedOwnership: (isCaptain(row) ? part?.captain : part?.flex) ?? 0,
      }
    })
  }
  return flexRows.map((row, index) => ({
    ...row,
    rosterPositions: [format.captainSlot, ...row.rosterPositions],
    projectedOwnership: round2((flex[index] ?? 0) + (captain[index] ?? 0)),
    projectedCaptainOwnership: captain[index] ?? 0,
  }))
}
