/**
 * Figures the game-flow and event-details pages read off a game's flow: period bounds, the
 * score margin over the game, and a player's fantasy points split over stretches of it.
 *
 * Play-by-play carries only the scoring plays, so a player's fantasy points split in two: his
 * points (1 fantasy point each on every site's NBA table) go to the second they were scored,
 * and the rest (rebounds, assists, threes' bonus, steals, blocks, turnovers) is spread evenly
 * over his seconds on the floor.
 */
import type { GameFlow, GameFlowPlayer } from '@slatelab/contract/gameflow.contract'
import type { SiteId } from '@slatelab/domain/sites'

type Stint = GameFlowPlayer['stints'][number]

/** A period's first second (from the tip) and its length in seconds. */
export type PeriodBound = { readonly start: number; readonly length: number }

const regulationPeriods = 4
const quarterSeconds = 12 * 60
const overtimeSeconds = 5 * 60

/**
 * Each period's start and length: four 12-minute quarters, then 5-minute overtimes.
 * @example periodBounds(5)[4] // { start: 2880, length: 300 }
 */
export const periodBounds = (periods: number): readonly PeriodBound[] =>
  Array.from({ length: periods }, (_, index) => ({
    start:
      Math.min(index, regulationPeriods) * quarterSeconds +
      Math.max(0, index - regulationPeriods) * overtimeSeconds,
    length: index < regulationPeriods ? quarterSeconds : overtimeSeconds,
  }))

/** The game's length in seconds. */
export const gameSeconds = (periods: number): number =>
  periodBounds(periods).reduce((total, bound) => total + bound.length, 0)

/**
 * A period's name: `Q1`…`Q4`, then `OT`, `2OT`…
 * @example periodName(6) // '2OT'
 */
export const periodName = (period: number): string =>
  period <= regulationPeriods
    ? `Q${period}`
    : `${period === regulationPeriods + 1 ? '' : period - regulationPeriods}OT`

/**
 * Where a game second falls, as the clock shows it; the buzzer belongs to the last period.
 * @example clockLabel(808, 4) // 'Q2 10:32'
 */
export const clockLabel = (second: number, periods: number): string => {
  const bounds = periodBounds(periods)
  const index = bounds.findIndex(({ start, length }) => second < start + length)
  const period = index < 0 ? bounds.length - 1 : index
  const bound = bounds[period] ?? { start: 0, length: 0 }
  const left = bound.start + bound.length - second
  return `${periodName(period + 1)} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
}

/** Seconds a player spent on the floor. */
export const floorSeconds = (player: GameFlowPlayer): number =>
  player.stints.reduce((total, stint) => total + stint.outSecond - stint.inSecond, 0)

/** The player's fantasy points on a site; 0 when the site has none stored. */
export const fantasyPointsOf = (player: GameFlowPlayer, siteId: SiteId): number =>
  player.fantasyPoints[String(siteId)] ?? 0

// The part of his fantasy points that is not his scoring, per second on the floor.
const restPerSecond = (player: GameFlowPlayer, siteId: SiteId): number => {
  const seconds = floorSeconds(player)
  const rest = fantasyPointsOf(player, siteId) - (player.stats.points ?? 0)
  return seconds === 0 ? 0 : rest / seconds
}

/**
 * A stint's fantasy points: what he scored in it plus his other production spread by time.
 * @example stintFantasyPoints(player, player.stints[0], 4) // 9.4
 */
export const stintFantasyPoints = (player: GameFlowPlayer, stint: Stint, siteId: SiteId): number =>
  stint.stats.points + restPerSecond(player, siteId) * (stint.outSecond - stint.inSecond)

/**
 * A player's fantasy points per period; they add up to his game's fantasy points on the site.
 * @example periodFantasyPoints(player, 4, 4) // [12.5, 6, 10.25, 8]
 */
export const periodFantasyPoints = (
  player: GameFlowPlayer,
  siteId: SiteId,
  periods: number,
): readonly number[] => {
  const perSecond = restPerSecond(player, siteId)
  return periodBounds(periods).map(({ start, length }, index) => {
    const end = start + length
    let total = 0
    for (const stint of player.stints) {
      const overlap = Math.min(end, stint.outSecond) - Math.max(start, stint.inSecond)
      if (overlap > 0) total += perSecond * overlap
      for (const play of stint.plays) if (play.period === index + 1) total += play.points
    }
    return total
  })
}

/** The home team's lead after a scoring play (`second` from the tip). */
export type MarginPoint = { readonly second: number; readonly margin: number }

/**
 * The home team's lead over the game, from 0 at the tip to the final margin at the buzzer, one
 * point per scoring play.
 */
export const scoreMargins = (flow: GameFlow): readonly MarginPoint[] => {
  const plays = flow.players
    .flatMap((player) =>
      player.stints.flatMap((stint) =>
        stint.plays.map((play) => ({
          ...play,
          sign: player.teamId === flow.homeTeam.teamId ? 1 : -1,
        })),
      ),
    )
    .toSorted((a, b) => a.second - b.second || a.playNumber - b.playNumber)
  let margin = 0
  const points = plays.map((play) => {
    margin += play.sign * play.points
    return { second: play.second, margin }
  })
  return [{ second: 0, margin: 0 }, ...points, { second: gameSeconds(flow.periods), margin }]
}
