/**
 * Stores the demo world: teams and players once, then day by day (one transaction per day) the
 * events with lines, weather and final scores, box-score lines, the injury report, player news, the sites'
 * slates with projections, salaries and actual points, and their contests. Days already stored
 * with all results in are skipped, so a store seeded on an earlier day is only extended; days
 * whose results were still coming are stored again. Imported slates, users and what they saved
 * are never touched.
 */
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate } from '@slatelab/domain/units'
import { daysFrom } from '@slatelab/world/season/calendar-dates'
import { createDemoWorld, type DemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { buildOtherSportsDay } from '@slatelab/world/season/other-sports/other-sports-day'
import { sportIds } from '@slatelab/domain/sports'
import type { Db, DbOrTx } from '../db/database'
import { seedContestFields } from './contest-fields-seed'
import { worldDays, type BuiltWorldDay } from './world-day-source'
import { eventOddsRows } from './event-odds-rows'
import { goalieReportRows } from './goalie-report-rows'
import { nhlLineRows } from './nhl-line-rows'
import {
  replaceContests,
  replaceSlate,
  upsertTeams,
  upsertWorldEvents,
  upsertWorldPlayers,
} from '../db/repositories/sports-data'
import {
  listFinalWorldDays,
  markWorldDay,
  replaceEventMarkets,
  replaceGoalieReports,
  replaceInjuryReport,
  replaceNhlLines,
  replacePlayerGameStats,
  replacePlayerNews,
} from '../db/repositories/world-days'
import { replaceMlbTeamGames } from '../features/plateiq/plateiq-repository'
import { mlbTeamGameRows } from './mlb-team-game-rows'
import { storeDraftSeason } from './draft-season-seed'

/** The seed of the demo world; fixed, so every install shows the same players. */
export const worldSeed = 'slatelab'

/**
 * How much of the world to store: `small` a few days around the anchor (tests), `full` from
 * 400 days before it to 7 days after (the product). Contest fields are generated for the
 * finished slates of the last `fieldDays` days, for contests of at most `fieldCap` entries.
 * @example seedScales.full // { daysBefore: 400, daysAfter: 7, fieldDays: 3, fieldCap: 12000 }
 */
export const seedScales = {
  small: { daysBefore: 4, daysAfter: 1, fieldDays: 2, fieldCap: 2_500 },
  full: { daysBefore: 400, daysAfter: 7, fieldDays: 3, fieldCap: 12_000 },
} as const
export type SeedScale = keyof typeof seedScales

/**
 * What to seed: the anchor day (today, Eastern), the scale, and a progress callback called
 * after each stored day.
 * @example { anchorDate: isoDate('2026-11-22'), scale: 'full' }
 */
export type DemoWorldSeedOptions = {
  readonly anchorDate: IsoDate
  readonly scale: SeedScale
  /** Largest contest that gets a generated field (default: the scale's). */
  readonly fieldCap?: number
  readonly onDay?: (day: IsoDate, done: number, total: number) => void
  /** Told about a contest stored without a field because the field model could not fill it. */
  readonly onFieldFailure?: (contestTitle: string, reason: string) => void
  /** Stops between days (a server shutting down); the days stored so far stay. */
  readonly signal?: AbortSignal
}

type Ids = {
  readonly teams: ReadonlyMap<string, number>
  readonly players: ReadonlyMap<string, number>
}

const required = <V>(map: ReadonlyMap<string, V>, key: string): V => {
  const value = map.get(key)
  if (value === undefined) throw new Error(`The demo world refers to unknown ${key}`)
  return value
}

const storePeople = async (db: DbOrTx, world: DemoWorld, anchorDate: IsoDate): Promise<Ids> => {
  const sportIdOf = new Map(world.players.map((player) => [player.teamKey ?? '', player.sportId]))
  // College and soccer teams show as school or club and nickname ("Alabama Crimson Tide").
  const other = buildOtherSportsDay(worldSeed, anchorDate)
  const teamRows = [
    ...world.teams.map((team) => ({
      key: team.key,
      sportId: required(sportIdOf, team.key),
      abbreviation: team.abbreviation,
      name: team.name,
      city: team.city,
      colors: [...team.colors],
    })),
    ...other.teams.map((team) => ({
      key: team.key,
      sportId: sportIds[team.sport],
      abbreviation: team.abbreviation,
      name: team.nickname,
      city: team.name,
      colors: [...team.colors],
    })),
  ]
  const byNaturalKey = await upsertTeams(
    db,
    teamRows.map(({ key: _key, ...row }) => row),
  )
  const teams = new Map(
    teamRows.map((team) => [
      team.key,
      required(byNaturalKey, `${team.sportId}:${team.abbreviation}`),
    ]),
  )
  const players = await upsertWorldPlayers(
    db,
    [...world.players, ...other.competitors].map((player) => ({
      worldKey: player.key,
      sportId: player.sportId,
      teamId: player.teamKey === null ? null : required(teams, player.teamKey),
      firstName: player.firstName,
      lastName: player.lastName,
      position: player.position,
    })),
  )
  return { teams, players }
}

const storeDay = async (
  db: DbOrTx,
  world: DemoWorld,
  ids: Ids,
  day: BuiltWorldDay,
): Promise<void> => {
  const teamIdOf = (key: string | null) => (key === null ? null : required(ids.teams, key))
  const playerTeams = new Map(world.players.map((player) => [player.key, player.teamKey]))
  const results = new Map(day.results.map((result) => [result.eventKey, result]))
  const eventIds = await upsertWorldEvents(
    db,
    day.events.map((event) => ({
      worldKey: event.key,
      sportId: event.sportId,
      homeTeamId: teamIdOf(event.homeTeamKey),
      visitorTeamId: teamIdOf(event.visitorTeamKey),
      title: event.title,
      startsAt: new Date(event.startsAt),
      homeProjectedScore: event.homeProjectedScore,
      visitorProjectedScore: event.visitorProjectedScore,
      homeScore: results.get(event.key)?.homeScore ?? null,
      visitorScore: results.get(event.key)?.visitorScore ?? null,
      week: event.week,
      round: event.round,
    })),
  )
  const eventIdList = [...eventIds.values()]
  await replaceEventMarkets(db, eventIdList, {
    lines: day.events.flatMap((event) =>
      event.lines.map((line) => ({ eventId: required(eventIds, event.key), ...line })),
    ),
    weather: day.events.flatMap((event) =>
      event.weather === null ? [] : [{ eventId: required(eventIds, event.key), ...event.weather }],
    ),
    odds: eventOddsRows(
      day.odds,
      (key) => required(eventIds, key),
      (key) => required(ids.players, key),
    ),
  })
  await replaceGoalieReports(
    db,
    eventIdList,
    goalieReportRows(day.events, world.players, {
      event: (key) => required(eventIds, key),
      team: (key) => required(ids.teams, key),
      player: (key) => required(ids.players, key),
    }),
  )
  await replaceNhlLines(
    db,
    eventIdList,
    nhlLineRows(day.events, {
      event: (key) => required(eventIds, key),
      team: (key) => required(ids.teams, key),
      player: (key) => required(ids.players, key),
    }),
  )
  await replaceMlbTeamGames(
    db,
    eventIdList,
    mlbTeamGameRows(day.events, day.results, {
      event: (key) => required(eventIds, key),
      team: (key) => required(ids.teams, key),
      player: (key) => required(ids.players, key),
    }),
  )
  await replacePlayerGameStats(
    db,
    eventIdList,
    day.results.flatMap((result) =>
      result.players.map((line) => ({
        eventId: required(eventIds, result.eventKey),
        playerId: required(ids.players, line.playerKey),
        stats: { ...line.stats },
        fantasyPoints: { ...line.fantasyPoints },
      })),
    ),
  )
  await replaceInjuryReport(
    db,
    day.day,
    day.injuries.map((injury) => ({
      playerId: required(ids.players, injury.playerKey),
      day: day.day,
      status: injury.status,
      injury: injury.injury,
    })),
  )
  const sportOf = new Map(world.players.map((player) => [player.key, player.sportId]))
  await replacePlayerNews(
    db,
    day.day,
    day.news.map((story) => ({
      playerId: required(ids.players, story.playerKey),
      sportId: required(sportOf, story.playerKey),
      teamId: teamIdOf(playerTeams.get(story.playerKey) ?? null),
      day: day.day,
      createdAt: new Date(story.publishedAt),
      kind: story.kind,
      title: story.title,
      summary: story.summary,
      playerStatus: story.playerStatus,
    })),
  )
  for (const slate of day.slates) {
    await replaceSlate(
      db,
      {
        contestGroupId: slate.contestGroupId,
        draftGroupId: slate.draftGroupId,
        sportId: slate.sportId,
        sourceId: slate.sourceId,
        startsAt: new Date(slate.startsAt),
        contestSuffix: slate.contestSuffix,
        displayName: slate.displayName,
        displayNameShort: slate.displayNameShort,
        variant: slate.variant,
        isSimLabs: slate.isSimLabs,
      },
      slate.eventKeys.map((key) => required(eventIds, key)),
      slate.players.map((player) => ({
        playerId: required(ids.players, player.playerKey),
        sitePlayerId: player.sitePlayerId,
        teamId: teamIdOf(playerTeams.get(player.playerKey) ?? null),
        salary: player.salary,
        positions: [...player.positions],
        rosterPositions: [...player.rosterPositions],
        actualPoints: player.actualPoints,
        projectedPoints: player.projection.mean,
        projectedFloor: player.projection.floor,
        projectedCeiling: player.projection.ceiling,
        projectedOwnership: player.projectedOwnership,
        injuryStatus: player.injuryStatus,
        madeCut: player.madeCut,
        teeTime: player.teeTime === undefined ? null : new Date(player.teeTime),
      })),
    )
    await replaceContests(
      db,
      slate.contestGroupId,
      slate.contests.map((contest) => ({
        contestId: contest.contestId,
        contestGroupId: slate.contestGroupId,
        title: contest.title,
        entryCostCents: Math.round(contest.entryCost * 100),
        contestSize: contest.contestSize,
        multiEntryMax: contest.multiEntryMax,
        totalPrizesCents: Math.round(contest.totalPrizes * 100),
        isDoubleUp: contest.isDoubleUp,
        isGuaranteed: contest.isGuaranteed,
        isFiftyFifty: contest.isFiftyFifty,
      })),
    )
  }
}

/**
 * Generates and stores the fields of a stored day's finished slates, one transaction per
 * contest: a field of 12 000 entries is seconds of work, and a server seeding in the
 * background must go on answering between them.
 */
const storeDayFields = async (
  db: Db,
  world: DemoWorld,
  ids: Ids,
  day: BuiltWorldDay,
  fields: { readonly cap: number; readonly onFailure?: DemoWorldSeedOptions['onFieldFailure'] },
): Promise<void> => {
  const playerTeams = new Map(world.players.map((player) => [player.key, player.teamKey]))
  const teamEvents = new Map(
    day.events.flatMap((event) =>
      [event.homeTeamKey, event.visitorTeamKey].flatMap((team) =>
        team === null ? [] : [[team, event.key] as const],
      ),
    ),
  )
  const eventOf = new Map(
    [...playerTeams].flatMap(([player, team]) => {
      const event = team === null ? undefined : teamEvents.get(team)
      return event === undefined ? [] : [[player, event] as const]
    }),
  )
  for (const slate of day.slates) {
    for (const contest of slate.contests) {
      await new Promise((resolve) => setImmediate(resolve))
      await db.transaction((tx) =>
        seedContestFields(tx, slate, contest, {
          seed: worldSeed,
          fieldCap: fields.cap,
          onFieldFailure: fields.onFailure,
          playerIds: ids.players,
          teamOf: playerTeams,
          eventOf,
        }),
      )
    }
  }
}

/**
 * Seeds the demo world into a store up to date with `anchorDate`, newest day first; returns
 * how many days it stored (0 when the store was already up to date).
 * @example await seedDemoWorld(db, { anchorDate: isoDate('2026-11-22'), scale: 'small' }) // 4
 */
export const seedDemoWorld = async (db: Db, options: DemoWorldSeedOptions): Promise<number> => {
  const { daysBefore, daysAfter } = seedScales[options.scale]
  const from = addDays(options.anchorDate, -daysBefore)
  const to = addDays(options.anchorDate, daysAfter)
  const resultsThrough = addDays(options.anchorDate, -1)
  const fieldsFrom = addDays(options.anchorDate, -seedScales[options.scale].fieldDays)
  const fieldCap = options.fieldCap ?? seedScales[options.scale].fieldCap
  const final = await listFinalWorldDays(db, from, to)
  const days = daysFrom(from, to).filter((day) => !final.has(day))
  if (days.length === 0) return 0
  const world = createDemoWorld(worldSeed, demoGameModels)
  const ids = await db.transaction((tx) => storePeople(tx, world, options.anchorDate))
  await db.transaction((tx) => storeDraftSeason(tx, world, worldSeed, options.anchorDate))
  // Newest first: the days a player opens most are stored first.
  const order = days.toReversed()
  let stored = 0
  for await (const built of worldDays({ seed: worldSeed, days: order, resultsThrough })) {
    // PGlite answers in microtasks: without a macrotask turn here, a server seeding in the
    // background would not take a request (nor see its shutdown signal) until the end.
    await new Promise((resolve) => setImmediate(resolve))
    if (options.signal?.aborted) return stored
    const { day } = built
    await db.transaction((tx) => storeDay(tx, world, ids, built))
    if (day >= fieldsFrom) {
      await storeDayFields(db, world, ids, built, {
        cap: fieldCap,
        onFailure: options.onFieldFailure,
      })
    }
    // Last, so a day cut short (a crash, a shutdown) is stored again whole next time. A golf
    // event tees off on Thursday and finishes on Sunday.
    await markWorldDay(db, day, addDays(day, 3) <= resultsThrough)
    stored += 1
    options.onDay?.(day, stored, days.length)
  }
  return days.length
}
