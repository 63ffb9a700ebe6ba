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
import type { WorldSlate } from '@slatelab/world/season/world-types'
import { daysFrom } from '@slatelab/world/season/calendar-dates'
import { createDemoWorld, type DemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { buildOtherSportsDay } from '@slatelab/world/season/other-sports/other-sports-day'
import { sportIds } from '@slatelab/domain/sports'
import type { Db, DbOrTx } from '../db/database'
import { dayFieldKeys } from '@slatelab/world/fields/slate-field-players'
import { dropContestField, seedContestFields } from './contest-fields-seed'
import { worldDays, type BuiltWorldDay } from './world-day-source'
import { startFieldWorker, type FieldGenerator } from './field-generator'
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
import { fillMissingBatterGames, refreshBatterGames } from '../features/plateiq'
import { replaceMlbTeamGames } from '../features/plateiq'
import { mlbTeamGameRows } from './mlb-team-game-rows'
import { nbaTeamGameRows } from './nba-team-game-rows'
import { replaceNbaTeamGames } from '../db/repositories/nba-starters'
import { storeDraftSeason } from './draft-season-seed'

/** The seed of the demo world; fixed, so every install shows the same players. */
export const worldSeed = 'slatelab'

/**
 * How much of the world to store: `small` a few days around the anchor (tests), `full` from
 * 400 days before it to 7 days after (the product). Contest fields are generated for the
 * finished slates of the last `fieldDays` days, for contests of at most `fieldCap` entries;
 * with `wholeFields`, the newest finished slate of each sport, site and kind (main, early or
 * turbo, single game) gets every contest's whole field, the 113,636-entry Millionaire
 * included, after the rest of the world is stored (docs/demo-world.md, "Seeding").
 * @example seedScales.full // { daysBefore: 400, daysAfter: 7, fieldDays: 3, fieldCap: 12000, wholeFields: true }
 */
export const seedScales = {
  small: { daysBefore: 4, daysAfter: 1, fieldDays: 2, fieldCap: 2_500, wholeFields: false },
  full: { daysBefore: 400, daysAfter: 7, fieldDays: 3, fieldCap: 12_000, wholeFields: true },
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
  /** How many days before the anchor to store (default: the scale's). */
  readonly daysBefore?: number
  readonly onDay?: (day: IsoDate, done: number, total: number) => void
  /** Told about a contest stored without a field because the field model could not fill it. */
  readonly onFieldFailure?: (contestTitle: string, reason: string) => void
  /** Stops between days (a server shutting down); the days stored so far stay. */
  readonly signal?: AbortSignal
  /**
   * Draw the contest fields on a worker thread: a server seeding in the background keeps
   * answering while a field of thousands of entries is drawn (field-generator.ts).
   */
  readonly fieldsOffThread?: boolean
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
  // A player's team is his team on the anchor day: after the season's trades so far.
  const players = await upsertWorldPlayers(
    db,
    [...world.playersOn(anchorDate), ...other.competitors].map((player) => ({
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
  // Teams of the day: a traded player's slate rows and stories are his new team's from the trade on.
  const dayPlayers = world.playersOn(day.day)
  const playerTeams = new Map(dayPlayers.map((player) => [player.key, player.teamKey]))
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
  await replaceNbaTeamGames(
    db,
    eventIdList,
    nbaTeamGameRows(day.events, {
      event: (key) => required(eventIds, key),
      team: (key) => required(ids.teams, key),
      player: (key) => required(ids.players, key),
    }),
  )
  // PlateIQ's batting lines read per-game totals: derived here once, not on every request.
  await refreshBatterGames(db, eventIdList)
  await replacePlayerGameStats(
    db,
    eventIdList,
    day.results.flatMap((result) =>
      result.players.map((line) => ({
        eventId: required(eventIds, result.eventKey),
        playerId: required(ids.players, line.playerKey),
        teamId: teamIdOf(line.teamKey),
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

type FieldJob = {
  readonly slate: WorldSlate
  readonly contest: WorldSlate['contests'][number]
  readonly keys: ReturnType<typeof dayFieldKeys>
}

/** A slate's kind for whole fields: its sport, site and lobby (main, secondary, single game). */
const slateKindOf = (slate: WorldSlate): string =>
  `${slate.sportId}:${slate.sourceId}:${slate.variant}:${slate.contests.length}`

/**
 * Days an NFL main slate keeps its whole fields after it is played: on Thanksgiving a player
 * still looks back at last Sunday's main slate, though Thursday's is the newest of its kind.
 */
export const nflMainWholeDays = 14

const isNflMain = (slate: WorldSlate) =>
  slate.sportId === sportIds.NFL && slate.variant === 'classic' && slate.displayNameShort === 'Main'

/**
 * Which of a day's slates get whole fields: the finished ones of a kind (sport, site and
 * lobby: main, early or turbo, single game) not yet in `seenKinds`, which it adds them to, and
 * with `keepNflMains` (a day of the last `nflMainWholeDays`) every finished NFL main slate.
 * Called on days newest first, it picks the newest finished slate of every kind.
 * @example wholeFieldSlates(day.slates, new Set(), false).map((slate) => slate.displayName) // ['Main (11 games)', 'Early (2 games)', 'BUF @ KC', …]
 */
export const wholeFieldSlates = (
  slates: readonly WorldSlate[],
  seenKinds: Set<string>,
  keepNflMains: boolean,
): ReadonlySet<WorldSlate> => {
  const whole = new Set<WorldSlate>()
  for (const slate of slates) {
    if (!slate.players.every((row) => row.actualPoints !== null)) continue
    const kind = slateKindOf(slate)
    if (!seenKinds.has(kind) || (keepNflMains && isNflMain(slate))) whole.add(slate)
    seenKinds.add(kind)
  }
  return whole
}

/**
 * Generates and stores one contest's field in a transaction of its own: a field of 12 000
 * entries is seconds of work (113 636 about half a minute), and a server seeding in the
 * background must go on answering between them.
 */
const storeField = async (
  db: Db,
  ids: Ids,
  job: FieldJob,
  fields: {
    readonly cap: number
    readonly onFailure?: DemoWorldSeedOptions['onFieldFailure']
    readonly keepComplete?: boolean
    readonly drawField?: FieldGenerator
  },
): Promise<number> => {
  await new Promise((resolve) => setImmediate(resolve))
  return seedContestFields(db, job.slate, job.contest, {
    seed: worldSeed,
    fieldCap: fields.cap,
    onFieldFailure: fields.onFailure,
    keepComplete: fields.keepComplete,
    drawField: fields.drawField,
    playerIds: ids.players,
    ...job.keys,
  })
}

/**
 * Stores the fields of a stored day's finished slates up to the cap, and returns the larger
 * contests: those of the slates that get whole fields (`wholeKinds`: slate kinds not yet given
 * one, newest day first), to be stored once the rest of the world is, and the others, whose
 * whole field an earlier run may have stored when their slate was the newest of its kind.
 */
const storeDayFields = async (
  db: Db,
  world: DemoWorld,
  ids: Ids,
  day: BuiltWorldDay,
  fields: {
    readonly cap: number
    readonly onFailure?: DemoWorldSeedOptions['onFieldFailure']
    readonly wholeKinds?: Set<string>
    readonly keepNflMains: boolean
    /** A day before the scale's field days: only its slates with whole fields get any. */
    readonly wholeOnly: boolean
    readonly drawField?: FieldGenerator
    /** A shutdown: the day's other fields are left for the next run (the day is not marked). */
    readonly signal?: AbortSignal
  },
): Promise<{ readonly whole: readonly FieldJob[]; readonly stale: readonly number[] }> => {
  const keys = dayFieldKeys(world.playersOn(day.day), day.events)
  const later: FieldJob[] = []
  const stale: number[] = []
  const whole =
    fields.wholeKinds === undefined
      ? new Set()
      : wholeFieldSlates(day.slates, fields.wholeKinds, fields.keepNflMains)
  for (const slate of day.slates.filter((one) => !fields.wholeOnly || whole.has(one))) {
    for (const contest of slate.contests) {
      if (contest.contestSize > fields.cap) {
        if (whole.has(slate)) later.push({ slate, contest, keys })
        else stale.push(contest.contestId)
        continue
      }
      if (fields.signal?.aborted) return { whole: later, stale }
      await storeField(db, ids, { slate, contest, keys }, fields)
    }
  }
  return { whole: later, stale }
}

/**
 * Seeds the demo world into a store up to date with `anchorDate`, newest day first; returns
 * how many days it stored (0 when the store was already up to date).
 * @example await seedDemoWorld(db, { anchorDate: isoDate('2026-11-22'), scale: 'small' }) // 4
 */
export const seedDemoWorld = async (db: Db, options: DemoWorldSeedOptions): Promise<number> => {
  const { daysAfter } = seedScales[options.scale]
  const daysBefore = options.daysBefore ?? seedScales[options.scale].daysBefore
  const from = addDays(options.anchorDate, -daysBefore)
  const to = addDays(options.anchorDate, daysAfter)
  const resultsThrough = addDays(options.anchorDate, -1)
  const fieldsFrom = addDays(options.anchorDate, -seedScales[options.scale].fieldDays)
  const nflMainsFrom = addDays(options.anchorDate, -nflMainWholeDays)
  const fieldCap = options.fieldCap ?? seedScales[options.scale].fieldCap
  const wholeKinds = seedScales[options.scale].wholeFields ? new Set<string>() : undefined
  const wholeFields: FieldJob[] = []
  const staleFields: number[] = []
  const final = await listFinalWorldDays(db, from, to)
  const days = daysFrom(from, to).filter((day) => !final.has(day))
  // A store seeded before PlateIQ's per-game totals existed gets them once.
  await fillMissingBatterGames(db, new Date(0), new Date(`${to}T23:59:59Z`))
  if (days.length === 0) return 0
  const fieldWorker = options.fieldsOffThread === true ? startFieldWorker() : undefined
  try {
    const world = createDemoWorld(worldSeed, demoGameModels)
    const ids = await db.transaction((tx) => storePeople(tx, world, options.anchorDate))
    await db.transaction((tx) => storeDraftSeason(tx, world, worldSeed, options.anchorDate))
    // Newest first: the days a player opens most are stored first.
    const order = days.toReversed()
    let stored = 0
    const job = { seed: worldSeed, days: order, resultsThrough }
    for await (const built of worldDays(job, options.signal)) {
      // PGlite answers in microtasks: without a macrotask turn here, a server seeding in the
      // background would not take a request (nor see its shutdown signal) until the end.
      await new Promise((resolve) => setImmediate(resolve))
      if (options.signal?.aborted) return stored
      const { day } = built
      await db.transaction((tx) => storeDay(tx, world, ids, built))
      const keepNflMains = wholeKinds !== undefined && day >= nflMainsFrom
      if (day >= fieldsFrom || keepNflMains) {
        const { whole, stale } = await storeDayFields(db, world, ids, built, {
          cap: fieldCap,
          onFailure: options.onFieldFailure,
          wholeKinds,
          keepNflMains,
          wholeOnly: day < fieldsFrom,
          drawField: fieldWorker?.draw,
          signal: options.signal,
        })
        wholeFields.push(...whole)
        staleFields.push(...stale)
      }
      if (options.signal?.aborted) return stored
      // Last, so a day cut short (a crash, a shutdown) is stored again whole next time. A golf
      // event tees off on Thursday and finishes on Sunday.
      await markWorldDay(db, day, addDays(day, 3) <= resultsThrough)
      stored += 1
      options.onDay?.(day, stored, days.length)
    }
    if (options.signal?.aborted) return stored
    // The whole fields last: minutes of work that the rest of the world should not wait for.
    // Those of slates no longer the newest of their kind go, so they do not pile up day by day.
    if (wholeKinds !== undefined) {
      for (const contestId of staleFields) {
        await db.transaction((tx) => dropContestField(tx, contestId))
      }
    }
    for (const job of wholeFields) {
      if (options.signal?.aborted) return stored
      await storeField(db, ids, job, {
        cap: Number.POSITIVE_INFINITY,
        onFailure: options.onFieldFailure,
        keepComplete: true,
        drawField: fieldWorker?.draw,
      })
    }
    return days.length
  } finally {
    await fieldWorker?.close()
  }
}
