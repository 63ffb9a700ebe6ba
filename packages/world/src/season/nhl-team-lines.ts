/**
 * How the demo world's NHL coaches set their lines. The lines follow depth among the skaters
 * who dress (an injured first-liner's spot goes to the next winger), and each team's coach
 * changes them now and then: every week he may move a winger between the top two or the middle
 * lines, swap his second and third centres or split his second pair, and move a forward between
 * the power-play units. A week's changes depend on the seed, the team and the week only, so
 * lines hold for a week and any day's lines are known without replaying the season.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import type { GamePlayer } from '../games/game-schema'
import { defaultPowerPlayUnit } from '../games/nhl-lines'
import { playersAt } from '../games/player-lines'
import { daysBetween } from './calendar-dates'

/** Chances that a week brings each change. */
const changes = {
  topWings: 0.35,
  middleWings: 0.3,
  centres: 0.2,
  pairs: 0.15,
  powerPlay: 0.3,
} as const

const weekOf = (day: IsoDate): number => Math.floor(daysBetween(isoDate('2015-01-05'), day) / 7)

/** Swaps the depth of the players at two depths of a position (1-based), if both dress. */
const swapDepths = (
  depths: Map<string, number>,
  players: readonly GamePlayer[],
  position: string,
  a: number,
  b: number,
): void => {
  const ranked = playersAt(players, position)
  const first = ranked[a - 1]
  const second = ranked[b - 1]
  if (first === undefined || second === undefined) return
  depths.set(first.key, b)
  depths.set(second.key, a)
}

const pick = <T>(rng: Rng, options: readonly T[]): T => options[rng.int(0, options.length - 1)] as T

/**
 * A team's skaters for a game with the coach's lines of that week: depth reordered so that
 * `nhlLineup` reads the lines, and `powerPlayUnit` set on every skater. Goalies pass unchanged.
 * @example coachNhlLines('slatelab', 'NHL:BOS', isoDate('2026-11-22'), dressed)
 */
export const coachNhlLines = (
  seed: string,
  teamKey: string,
  day: IsoDate,
  players: readonly GamePlayer[],
): readonly GamePlayer[] => {
  const rng = createRng(`${seed}:nhl-lines:${teamKey}:${weekOf(day)}`)
  const depths = new Map<string, number>()
  // Each change draws its chance first, so one change never shifts another's draw.
  const draws = Object.fromEntries(
    Object.entries(changes).map(([change, chance]) => [change, rng.next() < chance]),
  ) as Record<keyof typeof changes, boolean>
  const wingSwap = pick(rng, [
    [1, 3],
    [2, 4],
  ])
  const middleSwap = pick(rng, [
    [3, 5],
    [4, 6],
  ])
  if (draws.topWings) swapDepths(depths, players, 'W', wingSwap[0] ?? 1, wingSwap[1] ?? 3)
  if (draws.middleWings) swapDepths(depths, players, 'W', middleSwap[0] ?? 3, middleSwap[1] ?? 5)
  if (draws.centres) swapDepths(depths, players, 'C', 2, 3)
  if (draws.pairs) swapDepths(depths, players, 'D', 2, 3)
  const lined = players.map((player) => ({
    ...player,
    depth: depths.get(player.key) ?? player.depth,
  }))
  const units = new Map<string, number | null>()
  for (const position of ['C', 'W', 'D']) {
    for (const [index, player] of playersAt(lined, position).entries()) {
      units.set(player.key, defaultPowerPlayUnit(position, index + 1))
    }
  }
  if (draws.powerPlay) {
    // A second-unit forward takes the place of a first-unit one (never the first centre).
    const centre = playersAt(lined, 'C')[0]?.key
    const forwards = lined.filter((player) => player.position === 'C' || player.position === 'W')
    const first = forwards.filter((player) => units.get(player.key) === 1 && player.key !== centre)
    const second = forwards.filter((player) => units.get(player.key) === 2)
    if (first.length > 0 && second.length > 0) {
      units.set(pick(rng, first).key, 2)
      units.set(pick(rng, second).key, 1)
    }
  }
  return lined.map((player) =>
    player.position === 'G' ? player : { ...player, powerPlayUnit: units.get(player.key) ?? null },
  )
}
