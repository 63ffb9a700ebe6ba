/**
 * A small hand-made season for the route tests: six players, two experts' season lines, ADP on
 * two sites and two days, week 1 results, three weeks of a four-team schedule with the first
 * week's game at Kansas City priced (and hard on Buffalo's offence: matchup 0.85).
 */
import { statLineSchema, type StatLineInput } from '@slatelab/domain/entities/cheatsheet'
import type { DbOrTx } from '../../db/database'
import { eventLines, events } from '../../db/schema'
import {
  replaceAdp,
  replaceRankings,
  replaceSeasonSchedule,
  replaceStatLines,
  upsertSeasonPlayers,
} from './season-long-repository'

export const fixtureYear = 2026

const fixtureEventKey = 'NFL:2026-09-10:BUF@KC'

const player = (name: string, position: string, teamShort: string) => ({
  year: fixtureYear,
  name,
  position,
  teamShort,
  byeWeek: 7,
  idSource: 'world',
})

export const fixturePlayers = [
  player('Quinn Archer', 'QB', 'KC'),
  player('Reid Bishop', 'QB', 'BUF'),
  player('Rory Cole', 'RB', 'KC'),
  player('Wes Dalton', 'WR', 'BUF'),
  player('Tate Ellis', 'TE', 'MIA'),
  player('Kai Ford', 'WR', 'MIA'),
]

/** Season lines per expert, by player name. */
export const fixtureSeasonLines: Readonly<Record<string, Readonly<Record<string, StatLineInput>>>> =
  {
    fl: {
      'Quinn Archer': {
        passing: { yards: 4500, tds: 36, ints: 10 },
        rushing: { yards: 300, tds: 2 },
      },
      'Reid Bishop': {
        passing: { yards: 4000, tds: 28, ints: 12 },
        rushing: { yards: 500, tds: 5 },
      },
      'Rory Cole': {
        rushing: { yards: 1400, tds: 12 },
        receiving: { receptions: 50, yards: 400, tds: 2 },
      },
      'Wes Dalton': { receiving: { receptions: 110, yards: 1500, tds: 10 } },
      'Tate Ellis': { receiving: { receptions: 80, yards: 900, tds: 6 } },
      'Kai Ford': { receiving: { receptions: 70, yards: 1000, tds: 7 } },
    },
    koerner: {
      'Quinn Archer': {
        passing: { yards: 4300, tds: 32, ints: 12 },
        rushing: { yards: 250, tds: 1 },
      },
      'Reid Bishop': {
        passing: { yards: 4200, tds: 30, ints: 10 },
        rushing: { yards: 550, tds: 6 },
      },
      'Rory Cole': {
        rushing: { yards: 1200, tds: 10 },
        receiving: { receptions: 40, yards: 300, tds: 1 },
      },
      'Wes Dalton': { receiving: { receptions: 100, yards: 1400, tds: 9 } },
      'Tate Ellis': { receiving: { receptions: 70, yards: 800, tds: 5 } },
      'Kai Ford': { receiving: { receptions: 90, yards: 1200, tds: 8 } },
    },
  }

/** ADP per site and day, by player name (a lower number is an earlier pick). */
export const fixtureAdp: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>
> = {
  '2026-08-01': {
    superdraft: { 'Wes Dalton': 1.5, 'Rory Cole': 2.5, 'Quinn Archer': 4, 'Kai Ford': 5 },
    sleeper: { 'Rory Cole': 1.2, 'Wes Dalton': 2.4, 'Kai Ford': 3.1, 'Quinn Archer': 6 },
  },
  '2026-08-08': {
    superdraft: { 'Rory Cole': 1.4, 'Wes Dalton': 2.2, 'Quinn Archer': 3.5, 'Kai Ford': 5.5 },
    sleeper: { 'Wes Dalton': 1.3, 'Quinn Archer': 2.8, 'Rory Cole': 3.3, 'Kai Ford': 4.4 },
  },
}

/** Stores the fixture season; answers the stored player ids by name. */
export const storeFixtureSeason = async (db: DbOrTx): Promise<ReadonlyMap<string, number>> => {
  const keyed = await upsertSeasonPlayers(db, fixturePlayers)
  const ids = new Map(
    fixturePlayers.map((p) => [p.name, keyed.get(`${p.name}|${p.position}`) ?? 0]),
  )
  const id = (name: string) => ids.get(name) ?? 0
  for (const [expert, lines] of Object.entries(fixtureSeasonLines)) {
    await replaceStatLines(
      db,
      { year: fixtureYear, expert, weeks: [0] },
      Object.entries(lines).map(([name, line]) => ({
        seasonPlayerId: id(name),
        expert,
        week: 0,
        stats: statLineSchema.parse(line),
      })),
    )
  }
  await replaceStatLines(db, { year: fixtureYear, expert: 'actual', weeks: [1] }, [
    {
      seasonPlayerId: id('Wes Dalton'),
      expert: 'actual',
      week: 1,
      stats: statLineSchema.parse({ receiving: { receptions: 9, yards: 120, tds: 1 } }),
    },
  ])
  await replaceRankings(db, { year: fixtureYear, expert: 'fantasypros' }, [
    { seasonPlayerId: id('Wes Dalton'), expert: 'fantasypros', rank: 1, tier: 1 },
    { seasonPlayerId: id('Rory Cole'), expert: 'fantasypros', rank: 2, tier: 1 },
  ])
  for (const [asOf, sites] of Object.entries(fixtureAdp)) {
    await replaceAdp(
      db,
      fixtureYear,
      Object.entries(sites).flatMap(([site, adp]) =>
        Object.entries(adp).map(([name, value]) => ({
          seasonPlayerId: id(name),
          site,
          asOf,
          adp: value,
        })),
      ),
    )
  }
  const [event] = await db
    .insert(events)
    .values({
      sportId: 1,
      title: 'BUF @ KC',
      startsAt: new Date('2026-09-10T00:20:00Z'),
      week: 1,
      worldKey: fixtureEventKey,
    })
    .returning({ eventId: events.eventId })
  const eventId = event?.eventId ?? null
  if (eventId !== null) {
    await db.insert(eventLines).values([
      // Opening and closing lines: the closing one (fewest minutes before) counts.
      { eventId, minutesBefore: 5000, homeMoneyline: -120, visitorMoneyline: 100 },
      { eventId, minutesBefore: 10, homeMoneyline: -300, visitorMoneyline: 250 },
    ])
  }
  const week = (n: number, start: string, end: string) => ({
    year: fixtureYear,
    week: n,
    startDate: start,
    endDate: end,
    weekName: `Week ${n}`,
  })
  await replaceSeasonSchedule(
    db,
    fixtureYear,
    [
      week(1, '2026-09-10', '2026-09-16'),
      week(2, '2026-09-17', '2026-09-23'),
      week(3, '2026-09-24', '2026-09-30'),
    ],
    [
      {
        year: fixtureYear,
        week: 1,
        homeShort: 'KC',
        visitorShort: 'BUF',
        eventKey: fixtureEventKey,
        visitorMatchup: 0.85,
      },
      { year: fixtureYear, week: 1, homeShort: 'MIA', visitorShort: 'NYJ', eventKey: null },
      { year: fixtureYear, week: 2, homeShort: 'BUF', visitorShort: 'MIA', eventKey: null },
      { year: fixtureYear, week: 2, homeShort: 'NYJ', visitorShort: 'KC', eventKey: null },
      { year: fixtureYear, week: 3, homeShort: 'KC', visitorShort: 'MIA', eventKey: null },
      { year: fixtureYear, week: 3, homeShort: 'NYJ', visitorShort: 'BUF', eventKey: null },
    ],
  )
  return ids
}
