import { sportIds } from '@slatelab/domain/sports'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineSnapshot } from '../../testing/line-snapshots'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { eventLines, events, eventWeather, players, playerGameStats, teams } from '../schema'
import { listGameLines } from './game-lines'

const draftKings = 4

describe('listGameLines', () => {
  let t: TestApp
  const ids = { home: 0, visitor: 0, qb: 0, wr: 0, game: 0, indoor: 0, early: 0, nba: 0 }
  beforeAll(async () => {
    t = await createTestApp()
    const db = t.database.db
    const [home, visitor, nbaTeam] = await db
      .insert(teams)
      .values([
        { sportId: sportIds.NFL, abbreviation: 'GLH', name: 'Home', city: 'Here' },
        { sportId: sportIds.NFL, abbreviation: 'GLV', name: 'Visitor', city: 'There' },
        { sportId: sportIds.NBA, abbreviation: 'GLN', name: 'Hoops', city: 'Court' },
      ])
      .returning({ teamId: teams.teamId })
    ids.home = home?.teamId ?? 0
    ids.visitor = visitor?.teamId ?? 0
    const person = (teamId: number, sportId: number, position: string) => ({
      sportId,
      teamId,
      firstName: 'Line',
      lastName: position,
      position,
    })
    const [qb, wr, guard] = await db
      .insert(players)
      .values([
        person(ids.home, sportIds.NFL, 'QB'),
        person(ids.visitor, sportIds.NFL, 'WR'),
        person(nbaTeam?.teamId ?? 0, sportIds.NBA, 'PG'),
      ])
      .returning({ playerId: players.playerId })
    ids.qb = qb?.playerId ?? 0
    ids.wr = wr?.playerId ?? 0
    const game = (sportId: number, startsAt: string, title: string) => ({
      sportId,
      homeTeamId: sportId === sportIds.NFL ? ids.home : (nbaTeam?.teamId ?? null),
      visitorTeamId: sportId === sportIds.NFL ? ids.visitor : null,
      title,
      startsAt: new Date(startsAt),
    })
    const [outdoor, indoor, early, nba] = await db
      .insert(events)
      .values([
        game(sportIds.NFL, '2026-10-04T17:00:00Z', 'outdoor'),
        game(sportIds.NFL, '2026-10-11T17:00:00Z', 'indoor, no lines'),
        game(sportIds.NFL, '2026-09-01T17:00:00Z', 'before the range'),
        game(sportIds.NBA, '2026-10-05T23:00:00Z', 'another sport'),
      ])
      .returning({ eventId: events.eventId })
    ids.game = outdoor?.eventId ?? 0
    ids.indoor = indoor?.eventId ?? 0
    ids.early = early?.eventId ?? 0
    ids.nba = nba?.eventId ?? 0
    // The line moved: the opening snapshot two days out, the closing one at kick-off.
    await db
      .insert(eventLines)
      .values([
        lineSnapshot(ids.game, 2880, -3, 44),
        lineSnapshot(ids.game, 0, -6.5, 47.5),
        lineSnapshot(ids.game, 60, -5, 46),
      ])
    await db
      .insert(eventWeather)
      .values({ eventId: ids.game, temperatureF: 41, windMph: 17, precipitationPct: 10 })
    const line = (eventId: number, playerId: number, points: Record<string, number>) => ({
      eventId,
      playerId,
      stats: { minutes: 30 },
      fantasyPoints: points,
    })
    await db.insert(playerGameStats).values([
      line(ids.game, ids.qb, { [draftKings]: 24.5 }),
      line(ids.game, ids.wr, { [draftKings]: 11 }),
      line(ids.indoor, ids.qb, { [draftKings]: 18 }),
      // No DraftKings points: not a line of this site.
      line(ids.indoor, ids.wr, { 3: 9 }),
      line(ids.early, ids.qb, { [draftKings]: 30 }),
      line(ids.nba, guard?.playerId ?? 0, { [draftKings]: 40 }),
    ])
  }, 120_000)
  afterAll(() => t.close())

  const readOctober = () =>
    listGameLines(t.database.db, {
      sportId: sportIds.NFL,
      siteId: draftKings,
      from: new Date('2026-10-01T05:00:00Z'),
      before: new Date('2026-11-01T05:00:00Z'),
    })

  it('gives each line its game’s closing snapshot, the spread from the player’s side', async () => {
    const lines = await readOctober()
    const qb = lines.find((one) => one.eventId === ids.game && one.playerId === ids.qb)
    const wr = lines.find((one) => one.eventId === ids.game && one.playerId === ids.wr)
    expect(qb).toMatchObject({
      teamId: ids.home,
      opponentId: ids.visitor,
      isHome: true,
      points: 24.5,
      minutes: 30,
      spread: -6.5,
      total: 47.5,
      temperatureF: 41,
      windMph: 17,
      startsAt: new Date('2026-10-04T17:00:00Z'),
    })
    expect(wr).toMatchObject({
      teamId: ids.visitor,
      opponentId: ids.home,
      isHome: false,
      spread: 6.5,
      total: 47.5,
    })
  })

  it('reads null context for a game without lines or weather', async () => {
    const lines = await readOctober()
    expect(lines.find((one) => one.eventId === ids.indoor)).toMatchObject({
      playerId: ids.qb,
      points: 18,
      spread: null,
      total: null,
      temperatureF: null,
      windMph: null,
    })
  })

  it('keeps only the sport’s games in the range with points on the site', async () => {
    const lines = await readOctober()
    expect(lines.map((one) => [one.eventId, one.playerId]).sort()).toEqual(
      [
        [ids.game, ids.qb],
        [ids.game, ids.wr],
        [ids.indoor, ids.qb],
      ].sort(),
    )
  })
})
