/**
 * A game's flow from its play-by-play: each player's stints (in and out with period, clock and
 * play number) with the scoring plays inside them, and each five-man lineup's time, points
 * scored and allowed per period. Lineup points are counted from who was on the floor at the
 * second of each scoring play, so a team's lineups add up to its score.
 */
import type { GameFlow } from '@slatelab/contract/gameflow.contract'
import { periodBounds, type Play, type PlayByPlay } from '@slatelab/world/games/nba-play-by-play'

type Bounds = ReturnType<typeof periodBounds>
type Side = 'home' | 'visitor'

/** A box-score line with the fields game flow shows. */
export type FlowLine = {
  readonly playerId: number
  readonly fullName: string
  readonly teamId: number
  readonly position: string
  readonly stats: Readonly<Record<string, number>>
  readonly fantasyPoints: Readonly<Record<string, number>>
}

// The period a second falls in; a second that ends something belongs to the period it closes.
const periodIndex = (bounds: Bounds, second: number, closing: boolean): number => {
  const index = bounds.findIndex(({ start, length }) =>
    closing
      ? second > start && second <= start + length
      : second >= start && second < start + length,
  )
  return index < 0 ? bounds.length - 1 : index
}

const clockAt = (bounds: Bounds, second: number, closing: boolean) => {
  const index = periodIndex(bounds, second, closing)
  const bound = bounds[index]!
  const left = bound.start + bound.length - second
  return {
    period: index + 1,
    clock: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
  }
}

const shotNames = { 1: 'a free throw', 2: 'a two', 3: 'a three' } as const

const stintsOf = (line: FlowLine, plays: readonly Play[], bounds: Bounds) => {
  type Stint = GameFlow['players'][number]['stints'][number]
  const stints: Stint[] = []
  let open: { play: Play; scoring: Stint['plays'][number][] } | undefined
  for (const play of plays) {
    if (play.playerId !== line.playerId) continue
    if (play.kind === 'in') open = { play, scoring: [] }
    else if (play.kind === 'score') {
      open?.scoring.push({
        playNumber: play.playNumber,
        ...clockAt(bounds, play.second, false),
        second: play.second,
        points: play.points,
        description: `${line.fullName} makes ${shotNames[play.points]}`,
      })
    } else if (open) {
      const enter = clockAt(bounds, open.play.second, false)
      const leave = clockAt(bounds, play.second, true)
      stints.push({
        inPeriod: enter.period,
        inClock: enter.clock,
        inPlayNumber: open.play.playNumber,
        inSecond: open.play.second,
        outPeriod: leave.period,
        outClock: leave.clock,
        outPlayNumber: play.playNumber,
        outSecond: play.second,
        stats: {
          points: open.scoring.reduce((total, scoring) => total + scoring.points, 0),
          plays: open.scoring.length,
        },
        plays: open.scoring,
      })
      open = undefined
    }
  }
  return stints
}

const lineupsOf = (side: Side, teamId: number, plays: readonly Play[], bounds: Bounds) => {
  const end = bounds.reduce((total, bound) => total + bound.length, 0)
  const breaks = [
    ...new Set([
      ...bounds.map((bound) => bound.start),
      end,
      ...plays
        .filter((play) => play.team === side && play.kind !== 'score')
        .map((play) => play.second),
    ]),
  ].toSorted((a, b) => a - b)
  const onFloor = new Set<number>()
  const lineups = new Map<string, GameFlow['lineups'][number]>()
  let index = 0
  for (let k = 0; k + 1 < breaks.length; k += 1) {
    const [from, to] = [breaks[k]!, breaks[k + 1]!]
    let scored = 0
    let allowed = 0
    for (; plays[index] && plays[index]!.second < to; index += 1) {
      const play = plays[index]!
      if (play.kind === 'score') {
        if (play.team === side) scored += play.points
        else allowed += play.points
      } else if (play.team === side) {
        if (play.kind === 'in') onFloor.add(play.playerId)
        else onFloor.delete(play.playerId)
      }
    }
    const lineup = [...onFloor].toSorted((a, b) => a - b)
    const period = periodIndex(bounds, from, false) + 1
    const key = `${period}:${lineup.join(',')}`
    const entry = lineups.get(key) ?? {
      teamId,
      lineup,
      period,
      pointsScored: 0,
      pointsAllowed: 0,
      seconds: 0,
      times: [],
    }
    lineups.set(key, {
      ...entry,
      pointsScored: entry.pointsScored + scored,
      pointsAllowed: entry.pointsAllowed + allowed,
      seconds: entry.seconds + to - from,
      times: [
        ...entry.times,
        {
          startClock: clockAt(bounds, from, false).clock,
          endClock: clockAt(bounds, to, true).clock,
        },
      ],
    })
  }
  return [...lineups.values()]
}

/**
 * The flow of one game: players (home first, each side by minutes, most first) with their
 * stints, and the lineups of both teams by period.
 */
export const buildGameFlow = (
  game: Omit<GameFlow, 'players' | 'lineups' | 'periods'>,
  lines: Readonly<Record<Side, readonly FlowLine[]>>,
  playByPlay: PlayByPlay,
): GameFlow => {
  const bounds = periodBounds(playByPlay.periods)
  const { plays } = playByPlay
  const byMinutes = (side: Side) =>
    lines[side].toSorted((a, b) => (b.stats.minutes ?? 0) - (a.stats.minutes ?? 0))
  return {
    ...game,
    periods: playByPlay.periods,
    players: [...byMinutes('home'), ...byMinutes('visitor')].map((line) => ({
      ...line,
      stints: stintsOf(line, plays, bounds),
    })),
    lineups: [
      ...lineupsOf('home', game.homeTeam.teamId, plays, bounds),
      ...lineupsOf('visitor', game.visitorTeam.teamId, plays, bounds),
    ],
  }
}
