/**
 * The golf tour's part of a world day: on an event's first day, the event, each site's slates
 * priced from projections sampled over a dozen simulated tournaments, and the result once
 * Sunday's round is in.
 */
import { createRng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { GamePlayer } from '../games/game-schema'
import { easternTimeToUtc, golfStartTime } from '../schedule'
import { golfEventOf } from './golf-tour'
import { golfStarts } from './golf-tee-times'
import { formOn } from './player-form'
import { projectorErrorSd, projectorView, type Projection } from './player-projections'
import { pgaEventStartOf } from './season-calendar'
import { round2, siteSlates, slateSites } from './site-slates'
import { golfMenu } from './slate-menu'
import type { DayPart } from './team-sport-day'
import { resultOf } from './world-events'
import type { GameModels } from './world-games'
import type { WorldPlayer } from './world-players'
import type { WorldEvent } from './world-types'

export type GolfWorld = {
  readonly seed: string
  readonly models: GameModels
  readonly golfers: readonly WorldPlayer[]
}

const projectionRuns = 12

/**
 * Each golfer's projection by site (mean, 15th and 85th percentile) over tournaments played
 * by the projector's view of the field.
 */
const golfProjections = (
  { seed, models }: GolfWorld,
  eventKey: string,
  day: IsoDate,
  field: readonly GamePlayer[],
) => {
  const projectionRng = createRng(`${seed}:projection:${eventKey}`)
  const samples = new Map<string, Map<string, number[]>>()
  for (let run = 0; run < projectionRuns; run += 1) {
    const viewed = field.map((player) =>
      projectorView(player, formOn(seed, player.key, day), projectorErrorSd('PGA'), projectionRng),
    )
    const box = models.simulateTournament({
      golfers: viewed,
      rng: projectionRng.fork(`run:${run}`),
    })
    for (const line of box.golfers) {
      const bySite = samples.get(line.key) ?? new Map<string, number[]>()
      for (const [siteId, value] of Object.entries(line.fantasyPoints))
        bySite.set(siteId, [...(bySite.get(siteId) ?? []), value])
      samples.set(line.key, bySite)
    }
  }
  return (key: string, siteId: number): Projection | undefined => {
    const values = samples.get(key)?.get(String(siteId))
    if (values === undefined) return undefined
    const sorted = values.toSorted((a, b) => a - b)
    return {
      mean: round2(values.reduce((sum, value) => sum + value, 0) / values.length),
      floor: round2(sorted[Math.floor(0.15 * (sorted.length - 1))] ?? 0),
      ceiling: round2(sorted[Math.ceil(0.85 * (sorted.length - 1))] ?? 0),
    }
  }
}

const golfEventRow = (key: string, title: string, day: IsoDate): WorldEvent => ({
  key,
  sportId: sportIds.PGA,
  day,
  title,
  startsAt: easternTimeToUtc(day, golfStartTime),
  homeTeamKey: null,
  visitorTeamKey: null,
  homeProjectedScore: null,
  visitorProjectedScore: null,
  lines: [],
  weather: null,
  week: null,
  round: null,
})

export const golfDay = (world: GolfWorld, day: IsoDate, played: boolean): DayPart => {
  if (pgaEventStartOf(day) !== day) return { events: [], slates: [], results: [], newsGames: [] }
  const { seed, models } = world
  const event = golfEventOf(seed, day, world.golfers)
  const gamePlayers = event.field.map((golfer) => ({
    key: golfer.key,
    position: 'G',
    depth: 1,
    skill: golfer.skill,
    usage: 1,
    variance: golfer.variance,
  }))
  const projectionOf = golfProjections(world, event.key, day, gamePlayers)
  const starts = golfStarts(
    seed,
    event.key,
    day,
    event.field.map((player) => player.key),
  )
  const box = played
    ? models.simulateTournament({
        golfers: gamePlayers.map((player) => ({
          ...player,
          skill: player.skill + formOn(seed, player.key, day),
        })),
        rng: createRng(`${seed}:result:${event.key}`),
        waves: gamePlayers.map((player) => starts.get(player.key)?.wave ?? 0),
      })
    : null
  const points = new Map(box?.golfers.map((line) => [line.key, line.fantasyPoints]) ?? [])
  const madeCut = new Map(box?.golfers.map((line) => [line.key, line.madeCut]) ?? [])
  const worldEvent = golfEventRow(event.key, event.title, day)
  const games = new Map([
    [event.key, { startsAt: worldEvent.startsAt, sportCode: 'PGA' as const, listed: event.field }],
  ])
  const menu = golfMenu({ key: event.key, time: golfStartTime, title: event.title, day })
  const slates = slateSites.flatMap((siteId) =>
    siteSlates({
      seed,
      sport: sportIds.PGA,
      siteId,
      day,
      menu,
      games,
      projectionOf: (key) => projectionOf(key, siteId),
      pointsOf: box === null ? null : (key) => points.get(key)?.[String(siteId)] ?? 0,
      statusOf: () => null,
      madeCutOf: (key) => madeCut.get(key) ?? null,
      teeTimeOf: (key) => starts.get(key)?.teeTime,
    }),
  )
  return {
    events: [worldEvent],
    slates,
    results: box === null ? [] : [resultOf(event.key, box)],
    newsGames: [],
  }
}
