import type { GameFlow, GameFlowPlayer } from '@slatelab/contract/gameflow.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { periodBounds } from '../game-flow/game-flow-figures'

type PlayerSpec = {
  readonly playerId: number
  readonly fullName: string
  readonly position: string
  /** Each stint as [in, out] game seconds. */
  readonly stints: readonly (readonly [number, number])[]
  /** Each made shot as [game second, points]. */
  readonly shots: readonly (readonly [number, 1 | 2 | 3])[]
  /** Fantasy points beyond his points (rebounds, assists…), on DraftKings. */
  readonly extra: number
}

const bounds = periodBounds(4)

const periodAt = (second: number, closing: boolean) => {
  const index = bounds.findIndex(({ start, length }) =>
    closing
      ? second > start && second <= start + length
      : second >= start && second < start + length,
  )
  const bound = bounds[index]
  if (bound === undefined) throw new RangeError(`second ${second} is outside the game`)
  const left = bound.start + bound.length - second
  return {
    period: index + 1,
    clock: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
  }
}

const half = 1440
const full = 2880

const homeSpecs: readonly PlayerSpec[] = [
  {
    playerId: 101,
    fullName: 'Sam Rivera',
    position: 'PG',
    stints: [[0, full]],
    shots: [
      [30, 3],
      [800, 2],
      [2000, 2],
    ],
    extra: 14.5,
  },
  {
    playerId: 102,
    fullName: 'Jalen Brooks',
    position: 'SG',
    stints: [[0, full]],
    shots: [
      [100, 2],
      [1500, 3],
    ],
    extra: 6,
  },
  {
    playerId: 103,
    fullName: 'Marcus Hale',
    position: 'SF',
    stints: [[0, full]],
    shots: [[2500, 2]],
    extra: 9.25,
  },
  {
    playerId: 104,
    fullName: 'Devin Cole',
    position: 'PF',
    stints: [[0, full]],
    shots: [
      [600, 1],
      [601, 1],
    ],
    extra: 12,
  },
  {
    playerId: 105,
    fullName: 'Andre Moss',
    position: 'C',
    stints: [[0, half]],
    shots: [[1200, 2]],
    extra: 8,
  },
  {
    playerId: 106,
    fullName: 'Tyler Grant',
    position: 'C',
    stints: [[half, full]],
    shots: [[2800, 3]],
    extra: 5.5,
  },
]

const visitorSpecs: readonly PlayerSpec[] = [
  {
    playerId: 201,
    fullName: 'Chris Vance',
    position: 'PG',
    stints: [[0, full]],
    shots: [
      [50, 2],
      [1900, 3],
    ],
    extra: 11,
  },
  {
    playerId: 202,
    fullName: 'Eli Warren',
    position: 'SG',
    stints: [[0, full]],
    shots: [[700, 2]],
    extra: 4,
  },
  {
    playerId: 203,
    fullName: 'Noah Pike',
    position: 'SF',
    stints: [[0, full]],
    shots: [[2600, 2]],
    extra: 7.5,
  },
  {
    playerId: 204,
    fullName: 'Owen Tate',
    position: 'PF',
    stints: [[0, full]],
    shots: [],
    extra: 10,
  },
  {
    playerId: 205,
    fullName: 'Leo Park',
    position: 'C',
    stints: [[0, full]],
    shots: [[1000, 3]],
    extra: 13,
  },
]

const buildPlayer = (spec: PlayerSpec, teamId: number, next: () => number): GameFlowPlayer => {
  const points = spec.shots.reduce((total, [, made]) => total + made, 0)
  return {
    playerId: spec.playerId,
    fullName: spec.fullName,
    teamId,
    position: spec.position,
    stats: {
      minutes: Math.round(spec.stints.reduce((total, [from, to]) => total + to - from, 0) / 60),
      points,
      rebounds: 4,
      assists: 3,
    },
    fantasyPoints: { '4': points + spec.extra, '3': points + spec.extra - 1 },
    stints: spec.stints.map(([from, to]) => {
      const enter = periodAt(from, false)
      const leave = periodAt(to, true)
      const plays = spec.shots
        .filter(([second]) => second >= from && second < to)
        .map(([second, made]) => ({
          playNumber: next(),
          ...periodAt(second, false),
          second,
          points: made,
          description: `${spec.fullName} makes ${made}`,
        }))
      return {
        inPeriod: enter.period,
        inClock: enter.clock,
        inPlayNumber: next(),
        inSecond: from,
        outPeriod: leave.period,
        outClock: leave.clock,
        outPlayNumber: next(),
        outSecond: to,
        stats: {
          points: plays.reduce((total, play) => total + play.points, 0),
          plays: plays.length,
        },
        plays,
      }
    }),
  }
}

const scoredIn = (specs: readonly PlayerSpec[], from: number, to: number) =>
  specs
    .flatMap((spec) => spec.shots)
    .filter(([second]) => second >= from && second < to)
    .reduce((total, [, made]) => total + made, 0)

const lineupsOf = (teamId: number, own: readonly PlayerSpec[], other: readonly PlayerSpec[]) =>
  bounds.map(({ start, length }, index) => ({
    teamId,
    lineup: own
      .filter((spec) => spec.stints.some(([from, to]) => from <= start && to >= start + length))
      .map((spec) => spec.playerId),
    period: index + 1,
    pointsScored: scoredIn(own, start, start + length),
    pointsAllowed: scoredIn(other, start, start + length),
    seconds: length,
    times: [{ startClock: '12:00', endClock: '0:00' }],
  }))

const total = (specs: readonly PlayerSpec[]) => scoredIn(specs, 0, full)

/**
 * A small, consistent NBA game: BOS (home, six players, the two centres splitting the halves)
 * against DEN (five who play it all). Stints, scoring plays, lineups and scores agree.
 */
export const buildGameFlow = (overrides: Partial<GameFlow> = {}): GameFlow => {
  let playNumber = 0
  const next = () => (playNumber += 1)
  return {
    eventId: 8101,
    eventDateTime: isoDateTime('2026-11-21T00:30:00.000Z'),
    periods: 4,
    homeTeam: {
      teamId: 31,
      teamName: 'Boston Celtics',
      teamShort: 'BOS',
      colors: ['#007A33', '#BA9653'],
      score: total(homeSpecs),
      nextEventId: 8102,
      previousEventId: null,
    },
    visitorTeam: {
      teamId: 32,
      teamName: 'Denver Nuggets',
      teamShort: 'DEN',
      colors: ['#0E2240', '#FEC524'],
      score: total(visitorSpecs),
      nextEventId: null,
      previousEventId: 8099,
    },
    players: [
      ...homeSpecs.map((spec) => buildPlayer(spec, 31, next)),
      ...visitorSpecs.map((spec) => buildPlayer(spec, 32, next)),
    ],
    lineups: [...lineupsOf(31, homeSpecs, visitorSpecs), ...lineupsOf(32, visitorSpecs, homeSpecs)],
    ...overrides,
  }
}
