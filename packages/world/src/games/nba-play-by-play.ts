/**
 * An NBA game's play-by-play derived from its box score: who was on the floor second by second
 * and when each point was scored. Each period's floor time is shared out in proportion to the
 * players' game minutes, then packed onto the five spots of the floor with McNaughton's
 * wrap-around rule (longest first; even periods mirrored so the regulars open the odd periods
 * and close the even ones). Every made shot and free throw is placed at a seeded second
 * the scorer was on the floor. So each player's floor time rounds to his box-score minutes,
 * five players are on the floor at every second, and the scoring plays add up to his points.
 */
import type { Rng } from '@slatelab/engine/rng'

/** One player's box-score line as the derivation reads it (stat key → count). */
export type BoxLine = {
  readonly playerId: number
  readonly stats: Readonly<Record<string, number>>
}

export type Substitution = {
  readonly kind: 'in' | 'out'
  readonly playerId: number
}
export type Score = {
  readonly kind: 'score'
  readonly playerId: number
  /** 1 a free throw, 2 a two, 3 a three. */
  readonly points: 1 | 2 | 3
}

type TeamPlay = (Substitution | Score) & {
  readonly team: 'home' | 'visitor'
  /** Counts from the tip (0) to the end of the game. */
  readonly second: number
}

/** One play of the game, numbered from 1 in time order. */
export type Play = TeamPlay & { readonly playNumber: number }

export type PlayByPlay = {
  readonly periods: number
  readonly plays: readonly Play[]
}

const regulationPeriodSeconds = 12 * 60
const overtimeSeconds = 5 * 60

/** Where each period starts and how long it is, in game seconds. */
export const periodBounds = (periods: number): readonly { start: number; length: number }[] =>
  Array.from({ length: periods }, (_, index) => ({
    start: Math.min(index, 4) * regulationPeriodSeconds + Math.max(0, index - 4) * overtimeSeconds,
    length: index < 4 ? regulationPeriodSeconds : overtimeSeconds,
  }))

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0)

/**
 * Seconds per player that round to his box-score minutes (never less than a second for a
 * player who scored) and add up to five players for the whole game.
 */
const floorSeconds = (lines: readonly BoxLine[], gameSeconds: number): number[] => {
  const seconds = lines.map((line) => Math.round(line.stats.minutes ?? 0) * 60)
  const low = lines.map((line, index) =>
    Math.max((seconds[index] ?? 0) - 30, (line.stats.points ?? 0) > 0 ? 1 : 0),
  )
  const high = seconds.map((value) => Math.min(gameSeconds, value + 29))
  const order = seconds.map((_, index) => index).toSorted((a, b) => seconds[b]! - seconds[a]!)
  for (let index = 0; index < seconds.length; index += 1) {
    seconds[index] = Math.min(high[index]!, Math.max(low[index]!, seconds[index]!))
  }
  let gap = 5 * gameSeconds - sum(seconds)
  // A second at a time, round-robin from the longest-playing player, within each band.
  while (gap !== 0) {
    let moved = false
    for (const index of order) {
      if (gap === 0) break
      const step = gap > 0 ? 1 : -1
      const next = seconds[index]! + step
      if (next < low[index]! || next > high[index]!) continue
      seconds[index] = next
      gap -= step
      moved = true
    }
    if (!moved) throw new RangeError('Box-score minutes do not fill five players for the game')
  }
  return seconds
}

/** Each player's seconds in each period (rows: periods), keeping every row at five players. */
const perPeriodSeconds = (
  seconds: readonly number[],
  bounds: readonly { length: number }[],
): number[][] => {
  const remaining = [...seconds]
  let remainingTime = sum(bounds.map((bound) => bound.length))
  return bounds.map(({ length }, period) => {
    if (period === bounds.length - 1) return [...remaining]
    const ideal = remaining.map((value) => (value * length) / remainingTime)
    const share = ideal.map(Math.floor)
    const byFraction = ideal
      .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
      .toSorted((a, b) => b.fraction - a.fraction || a.index - b.index)
    for (const { index } of byFraction.slice(0, 5 * length - sum(share))) share[index]! += 1
    share.forEach((value, index) => (remaining[index]! -= value))
    remainingTime -= length
    return share
  })
}

type Interval = { readonly playerIndex: number; readonly from: number; readonly to: number }

/** McNaughton's rule: lay the shares end to end and cut them into five spots of `length`. */
const packPeriod = (
  share: readonly number[],
  start: number,
  length: number,
  mirrored: boolean,
): Interval[] => {
  const order = share.map((_, index) => index).toSorted((a, b) => share[b]! - share[a]!)
  const intervals: Interval[] = []
  let position = 0
  for (const playerIndex of order) {
    let left = share[playerIndex]!
    while (left > 0) {
      const offset = position % length
      const piece = Math.min(left, length - offset)
      const [from, to] = mirrored
        ? [length - offset - piece, length - offset]
        : [offset, offset + piece]
      intervals.push({ playerIndex, from: start + from, to: start + to })
      position += piece
      left -= piece
    }
  }
  return intervals
}

/** Merges touching intervals of the same player into stints, in time order. */
const mergeStints = (intervals: readonly Interval[]): Interval[] => {
  const stints: Interval[] = []
  for (const interval of intervals.toSorted(
    (a, b) => a.playerIndex - b.playerIndex || a.from - b.from,
  )) {
    const last = stints.at(-1)
    if (last && last.playerIndex === interval.playerIndex && last.to === interval.from) {
      stints[stints.length - 1] = { ...last, to: interval.to }
    } else stints.push(interval)
  }
  return stints
}

/** A player's made shots and free throws as point values that add up to his points. */
const scoringValues = (stats: Readonly<Record<string, number>>): (1 | 2 | 3)[] => {
  let points = stats.points ?? 0
  const threes = Math.min(stats.threePointersMade ?? 0, Math.floor(points / 3))
  points -= 3 * threes
  const freeThrows = Math.min(stats.freeThrowsMade ?? 0, points)
  points -= freeThrows
  const twos = Math.floor(points / 2)
  const extra = points - 2 * twos
  return [
    ...Array<3>(threes).fill(3),
    ...Array<2>(twos).fill(2),
    ...Array<1>(freeThrows + extra).fill(1),
  ]
}

/** A seeded second inside the stints (each second of floor time equally likely). */
const secondOnFloor = (stints: readonly Interval[], rng: Rng): number => {
  let draw = Math.floor(rng.next() * sum(stints.map((stint) => stint.to - stint.from)))
  for (const stint of stints) {
    const length = stint.to - stint.from
    if (draw < length) return stint.from + draw
    draw -= length
  }
  return stints.at(-1)?.from ?? 0
}

const teamPlays = (
  team: 'home' | 'visitor',
  lines: readonly BoxLine[],
  periods: number,
  rng: Rng,
): TeamPlay[] => {
  const bounds = periodBounds(periods)
  const gameSeconds = sum(bounds.map((bound) => bound.length))
  const shares = perPeriodSeconds(floorSeconds(lines, gameSeconds), bounds)
  const stints = mergeStints(
    bounds.flatMap(({ start, length }, period) =>
      packPeriod(shares[period]!, start, length, period % 2 === 1),
    ),
  )
  const plays: TeamPlay[] = []
  for (const stint of stints) {
    const playerId = lines[stint.playerIndex]!.playerId
    plays.push({ kind: 'in', team, playerId, second: stint.from })
    plays.push({ kind: 'out', team, playerId, second: stint.to })
  }
  lines.forEach((line, playerIndex) => {
    const own = stints.filter((stint) => stint.playerIndex === playerIndex)
    for (const points of scoringValues(line.stats)) {
      plays.push({
        kind: 'score',
        team,
        playerId: line.playerId,
        points,
        second: secondOnFloor(own, rng),
      })
    }
  })
  return plays
}

// At one second: players leave, then enter, then the new five score.
const kindOrder = { out: 0, in: 1, score: 2 } as const

/**
 * The play-by-play of an NBA game from both box scores (players in box-score order) and the
 * number of periods played. The same inputs and stream give the same plays.
 * @example nbaPlayByPlay({ home, visitor, periods: 4, rng: createRng('event-812') }).plays[0] // { kind: 'in', team: 'home', second: 0, … }
 */
export const nbaPlayByPlay = ({
  home,
  visitor,
  periods,
  rng,
}: {
  readonly home: readonly BoxLine[]
  readonly visitor: readonly BoxLine[]
  readonly periods: number
  readonly rng: Rng
}): PlayByPlay => {
  const plays = [
    ...teamPlays('home', home, periods, rng.fork('home')),
    ...teamPlays('visitor', visitor, periods, rng.fork('visitor')),
  ].toSorted(
    (a, b) =>
      a.second - b.second ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      (a.team === b.team ? 0 : a.team === 'home' ? -1 : 1) ||
      a.playerId - b.playerId,
  )
  return {
    periods,
    plays: plays.map((play, index) => ({ ...play, playNumber: index + 1 })),
  }
}
