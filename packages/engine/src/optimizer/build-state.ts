/**
 * Rules between the lineups of one build: uniqueness against every earlier lineup (overall
 * and per position) and exposure, counted against the whole build (a 50 % cap in 150
 * lineups is 75 appearances, wherever they fall; a minimum is spread over the build: a
 * player falling behind his minimum's pace is forced into the next lineup).
 */
import type { LinearRow } from './lineup-model'
import type { OptimizerPlayer } from './optimizer-request'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'

/** A player's limits in appearances over the build. */
export type AppearanceLimits = { readonly min: number; readonly max: number }

/**
 * Appearance limits per player: the tightest of his own, the general and his positions' caps.
 * @example appearanceLimits(players, settings, 150)[0] // { min: 0, max: 75 } at 50 %
 */
export const appearanceLimits = (
  players: readonly OptimizerPlayer[],
  settings: OptimizerSettings,
  count: number,
): readonly AppearanceLimits[] =>
  players.map((player) => {
    const maxPct = Math.min(
      player.maxExposurePct ?? 100,
      settings.general.maxExposurePct,
      ...player.positions.map(
        (position) => settings.general.maxExposurePerPosition[position] ?? 100,
      ),
    )
    // A hair below whole numbers so 50 % of 150 is 75, not 74 after float error.
    return {
      min: Math.ceil((count * (player.minExposurePct ?? 0)) / 100 - 1e-9),
      max: Math.floor((count * maxPct) / 100 + 1e-9),
    }
  })

/**
 * The rows a new lineup adds against all later ones: overall and per-position uniqueness.
 * @example uniquenessRows([0, 4, 9], players, settings, 9) // [{ rule: 'Unique players (1)…', max: 8 }]
 */
export const uniquenessRows = (
  lineup: readonly number[],
  lineupNumber: number,
  players: readonly OptimizerPlayer[],
  settings: OptimizerSettings,
): readonly LinearRow[] => {
  const { uniquePlayers, uniquePerPosition } = settings.general
  const rows: LinearRow[] = []
  if (uniquePlayers > 0) {
    rows.push({
      rule: `Unique players (${uniquePlayers}): lineup ${lineupNumber}`,
      terms: lineup.map((player) => ({ player, coef: 1 })),
      max: Math.max(0, lineup.length - uniquePlayers),
    })
  }
  for (const [position, unique] of Object.entries(uniquePerPosition)) {
    const atPosition = lineup.filter((player) => players[player]?.positions.includes(position))
    if (unique <= 0 || atPosition.length === 0) continue
    rows.push({
      rule: `Unique ${position} (${unique}): lineup ${lineupNumber}`,
      terms: atPosition.map((player) => ({ player, coef: 1 })),
      max: Math.max(0, atPosition.length - unique),
    })
  }
  return rows
}

/**
 * Exposure rows before lineup `lineupIndex` (0-based) of `count`: players at their cap are
 * out; players behind their minimum's pace (or needing every lineup left) are in.
 * @example exposureRows(appearances, limits, players, 10, 150) // [{ rule: 'Max exposure (75 lineups): A', max: 0 }]
 */
export const exposureRows = (
  appearances: ArrayLike<number>,
  limits: readonly AppearanceLimits[],
  players: readonly OptimizerPlayer[],
  lineupIndex: number,
  count: number,
): readonly LinearRow[] =>
  limits.flatMap((limit, player): LinearRow[] => {
    const seen = appearances[player] ?? 0
    const name = players[player]?.name ?? String(player)
    const terms = [{ player, coef: 1 }]
    if (seen >= limit.max) {
      return [{ rule: `Max exposure (${limit.max} lineups): ${name}`, terms, max: 0 }]
    }
    // On pace: by lineup i he holds his minimum's share of the i lineups so far, so the
    // minimum is spread over the build instead of filling its last lineups.
    const pace = Math.floor((limit.min * (lineupIndex + 1)) / count + 1e-9)
    if (limit.min - seen >= count - lineupIndex || seen < pace) {
      return [{ rule: `Min exposure (${limit.min} lineups): ${name}`, terms, min: 1 }]
    }
    return []
  })
