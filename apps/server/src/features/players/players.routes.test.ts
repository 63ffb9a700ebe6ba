import {
  courseGameLogRoute,
  gameLogRoute,
  playerCorrelationsRoute,
  playerDetailsRoute,
  playerRanksRoute,
  playerSalariesRoute,
  slateSalariesRoute,
  teeTimesRoute,
  trendsRoute,
  upcomingEventsRoute,
} from '@slatelab/contract/players.contract'
import { isoDate } from '@slatelab/domain/units'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contestGroupEvents,
  contestGroups,
  events,
  playerGameStats,
  players,
  slatePlayers,
} from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'

const nba = 2
const draftKings = 4

type Answer = { statusCode: number; body: unknown }
const ok = <T>(answer: Answer): T => {
  expect(answer.statusCode).toBe(200)
  return answer.body as T
}
const message = (answer: Answer) => (answer.body as { message?: string }).message

describe('the player card', () => {
  let t: TestApp
  // An NBA player who played on 2026-11-21 and is on a DraftKings slate of that day.
  let playerId: number
  let teamShort: string
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    const [line] = await t.database.db
      .select({ playerId: playerGameStats.playerId })
      .from(playerGameStats)
      .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
      .innerJoin(slatePlayers, eq(slatePlayers.playerId, playerGameStats.playerId))
      .where(and(eq(events.sportId, nba), isNotNull(slatePlayers.actualPoints)))
      .orderBy(desc(events.startsAt), playerGameStats.playerId)
      .limit(1)
    playerId = line?.playerId ?? 0
    const details = ok<{ team: string }>(
      await callRoute(t.app, playerDetailsRoute, { params: { playerId }, query: {} }),
    )
    teamShort = details.team
  })
  afterAll(() => t.close())

  describe('GET /api/players/{playerId}?SourceId', () => {
    it('gives who he is, his team, latest salary and home/away splits (source 4 by default)', async () => {
      const details = ok<{
        sourceId: number
        name: string
        sportId: number
        salary: number
        salaryDate: string
        homeStats: { home: { games: number }; away: { games: number } }
      }>(await callRoute(t.app, playerDetailsRoute, { params: { playerId }, query: {} }))
      expect(details).toMatchObject({ sourceId: draftKings, sportId: nba })
      const [latest] = ok<{ salary: number; date: string }[]>(
        await callRoute(t.app, playerSalariesRoute, { params: { playerId, sourceId: draftKings } }),
      )
      expect(details.salary).toBe(latest?.salary)
      expect(details.salaryDate).toBe(latest?.date)
      const lines = await t.database.db
        .select()
        .from(playerGameStats)
        .where(eq(playerGameStats.playerId, playerId))
      expect(details.homeStats.home.games + details.homeStats.away.games).toBe(lines.length)
    })

    it('answers 404 for an unknown player and 400 naming a bad SourceId', async () => {
      const unknown = await callRoute(t.app, playerDetailsRoute, {
        params: { playerId: 99_999_999 },
        query: {},
      })
      expect(unknown.statusCode).toBe(404)
      expect(message(unknown)).toBe('Unknown player 99999999')
      const bad = await t.app.inject({ url: `/api/players/${playerId}?SourceId=99` })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toMatch(/^querystring\.SourceId: /)
    })
  })

  describe('GET /api/players/{playerId}/gamelog/{sourceId}/{sportId}/{startDate}/{endDate}/All/', () => {
    const gameLog = (sourceId: 3 | 4, startDate = '2026-10-23', endDate = '2026-11-22') =>
      callRoute(t.app, gameLogRoute, {
        params: {
          playerId,
          sourceId,
          sportId: nba,
          startDate: isoDate(startDate),
          endDate: isoDate(endDate),
        },
      })

    it('gives points equal to the box score’s site points, newest first', async () => {
      const stored = await t.database.db
        .select({ eventId: playerGameStats.eventId, points: playerGameStats.fantasyPoints })
        .from(playerGameStats)
        .where(eq(playerGameStats.playerId, playerId))
      expect(stored.length).toBeGreaterThan(0)
      for (const sourceId of [3, 4] as const) {
        const log = ok<{ games: { eventId: number; fantasyPoints: number; date: string }[] }>(
          await gameLog(sourceId),
        )
        expect(log.games).toHaveLength(stored.length)
        for (const game of log.games) {
          const line = stored.find((row) => row.eventId === game.eventId)
          expect(game.fantasyPoints).toBe(line?.points[String(sourceId)])
        }
        const dates = log.games.map((game) => game.date)
        expect(dates).toEqual(dates.toSorted().toReversed())
      }
    })

    it('agrees with the slate’s actual points and salary of that day', async () => {
      const log = ok<{ games: { date: string; fantasyPoints: number; salary: number }[] }>(
        await gameLog(4),
      )
      const salaries = ok<{ date: string; salary: number; actualPoints: number }[]>(
        await callRoute(t.app, playerSalariesRoute, { params: { playerId, sourceId: draftKings } }),
      )
      const [game] = log.games
      const sameDay = salaries.find((row) => row.date === game?.date)
      expect(game?.salary).toBe(sameDay?.salary)
      expect(game?.fantasyPoints).toBeCloseTo(sameDay?.actualPoints ?? Number.NaN, 2)
    })

    it('has columns of the sport’s box score', async () => {
      const log = ok<{ columns: { key: string; label: string }[] }>(await gameLog(4))
      const keys = log.columns.map((column) => column.key)
      expect(keys.length).toBeGreaterThan(3)
      expect(keys).toContain('points')
      expect(log.columns.find((column) => column.key === 'points')?.label).toBe('Points')
    })

    it('gives no games outside the window and refuses a window that ends before it starts', async () => {
      const empty = ok<{ games: unknown[] }>(await gameLog(4, '2025-01-01', '2025-01-31'))
      expect(empty.games).toEqual([])
      const backwards = await gameLog(4, '2026-11-22', '2026-11-01')
      expect(backwards.statusCode).toBe(400)
      expect(message(backwards)).toMatch(/^params\.startDate: /)
    })
  })

  describe('GET /api/players/{playerId}/salaries/{sourceId}', () => {
    it('gives one row per ET day, newest first, none after today', async () => {
      const rows = ok<{ date: string }[]>(
        await callRoute(t.app, playerSalariesRoute, { params: { playerId, sourceId: draftKings } }),
      )
      const dates = rows.map((row) => row.date)
      expect(new Set(dates).size).toBe(dates.length)
      expect(dates).toEqual(dates.toSorted().toReversed())
      expect(dates[0]! <= '2026-11-22').toBe(true)
    })
  })

  describe('GET /api/sportevents/upcoming/{sportId}/{currentTeam}', () => {
    it('gives the team’s next five games from now', async () => {
      const upcoming = ok<
        { eventDateTime: string; homeTeamShort: string; visitorTeamShort: string }[]
      >(
        await callRoute(t.app, upcomingEventsRoute, {
          params: { sportId: nba, currentTeam: teamShort.toLowerCase() },
        }),
      )
      expect(upcoming.length).toBeGreaterThan(0)
      expect(upcoming.length).toBeLessThanOrEqual(5)
      for (const event of upcoming) {
        expect(Date.parse(event.eventDateTime)).toBeGreaterThanOrEqual(t.clock.now.getTime())
        expect([event.homeTeamShort, event.visitorTeamShort]).toContain(teamShort)
      }
    })

    it('answers 404 for a team the sport does not have', async () => {
      const answer = await callRoute(t.app, upcomingEventsRoute, {
        params: { sportId: nba, currentTeam: 'ZZZ' },
      })
      expect(answer.statusCode).toBe(404)
      expect(message(answer)).toBe('Unknown team ZZZ in sport 2')
    })
  })

  describe('GET /svc/players/salaries/?sport_id&contest_group_id', () => {
    it('lists the slate’s salaries highest first and refuses another sport’s slate', async () => {
      const [slate] = await t.database.db
        .select({ contestGroupId: contestGroups.contestGroupId })
        .from(contestGroups)
        .where(eq(contestGroups.sportId, nba))
        .limit(1)
      const contestGroupId = slate?.contestGroupId ?? 0
      const rows = ok<{ salary: number; contestGroupId: number }[]>(
        await callRoute(t.app, slateSalariesRoute, {
          query: { sport_id: nba, contest_group_id: contestGroupId },
        }),
      )
      expect(rows.length).toBeGreaterThan(10)
      expect(rows.every((row) => row.contestGroupId === contestGroupId)).toBe(true)
      const salaries = rows.map((row) => row.salary)
      expect(salaries).toEqual(salaries.toSorted((a, b) => b - a))
      const wrongSport = await callRoute(t.app, slateSalariesRoute, {
        query: { sport_id: 1, contest_group_id: contestGroupId },
      })
      expect(wrongSport.statusCode).toBe(404)
      const missing = await t.app.inject({ url: '/svc/players/salaries/?sport_id=2' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().message).toMatch(/^querystring\.contest_group_id: /)
    })
  })

  describe('GET /api/players/teetimes/{eventId}', () => {
    it('gives each golfer’s two tee times, the waves swapped in round two', async () => {
      const [golf] = await t.database.db
        .select({ eventId: contestGroupEvents.eventId })
        .from(contestGroupEvents)
        .innerJoin(
          contestGroups,
          eq(contestGroups.contestGroupId, contestGroupEvents.contestGroupId),
        )
        .where(eq(contestGroups.sportId, 5))
        .limit(1)
      const eventId = golf?.eventId ?? 0
      const rows = ok<{ playerId: number; rd1TeeTime: string; rd2TeeTime: string }[]>(
        await callRoute(t.app, teeTimesRoute, { params: { eventId } }),
      )
      const field = await t.database.db
        .selectDistinct({ playerId: slatePlayers.playerId })
        .from(slatePlayers)
        .innerJoin(
          contestGroupEvents,
          eq(contestGroupEvents.contestGroupId, slatePlayers.contestGroupId),
        )
        .where(eq(contestGroupEvents.eventId, eventId))
      expect(rows).toHaveLength(field.length)
      const first = rows.map((row) => Date.parse(row.rd1TeeTime))
      expect(first).toEqual(first.toSorted((a, b) => a - b))
      const hour = (time: string) => Number(time.slice(11, 13))
      for (const row of rows) {
        expect(row.rd1TeeTime).toMatch(/-05:00$/)
        expect(hour(row.rd1TeeTime) < 12).toBe(hour(row.rd2TeeTime) >= 12)
      }
      const unknown = await callRoute(t.app, teeTimesRoute, { params: { eventId: 99_999_999 } })
      expect(unknown.statusCode).toBe(404)
    })
  })

  describe('GET /svc/player-detail/trends?player_id&source_id&event_id', () => {
    it('gives the days up to the event’s day, oldest first, as the salaries call has them', async () => {
      const salaries = ok<{ date: string; salary: number }[]>(
        await callRoute(t.app, playerSalariesRoute, { params: { playerId, sourceId: draftKings } }),
      )
      const all = ok<{ trends: { date: string; salary: number }[]; eventId: number | null }>(
        await callRoute(t.app, trendsRoute, {
          query: { player_id: playerId, source_id: draftKings },
        }),
      )
      expect(all.eventId).toBeNull()
      expect(all.trends).toEqual(salaries.toReversed().map((row) => expect.objectContaining(row)))
      const log = ok<{ games: { eventId: number; date: string }[] }>(
        await callRoute(t.app, gameLogRoute, {
          params: {
            playerId,
            sourceId: draftKings,
            sportId: nba,
            startDate: isoDate('2026-10-23'),
            endDate: isoDate('2026-11-22'),
          },
        }),
      )
      const last = log.games.at(-1)
      const upTo = ok<{ trends: { date: string }[] }>(
        await callRoute(t.app, trendsRoute, {
          query: { player_id: playerId, source_id: draftKings, event_id: last?.eventId ?? 0 },
        }),
      )
      expect(upTo.trends.length).toBeGreaterThan(0)
      expect(upTo.trends.at(-1)?.date).toBe(last?.date)
      const unknown = await callRoute(t.app, trendsRoute, {
        query: { player_id: playerId, source_id: draftKings, event_id: 99_999_999 },
      })
      expect(unknown.statusCode).toBe(404)
      const missing = await t.app.inject({ url: '/svc/player-detail/trends?source_id=4' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().message).toMatch(/^querystring\.player_id: /)
    })
  })

  describe('GET /api/systems/playerranks/{playerId}?SourceId&EventId&SportId', () => {
    it('ranks him among his position on his latest slate, 1 for the highest', async () => {
      const ranks = ok<{
        contestGroupId: number
        position: string
        playerCount: number
        ranks: { stat: string; value: number; rank: number }[]
      }>(await callRoute(t.app, playerRanksRoute, { params: { playerId }, query: {} }))
      const slate = ok<{ playerId: number; salary: number; positions: string[] }[]>(
        await callRoute(t.app, slateSalariesRoute, {
          query: { sport_id: nba, contest_group_id: ranks.contestGroupId },
        }),
      )
      const peers = slate.filter((row) => row.positions[0] === ranks.position)
      expect(ranks.playerCount).toBe(peers.length)
      const own = slate.find((row) => row.playerId === playerId)
      const salaryRank = ranks.ranks.find((rank) => rank.stat === 'salary')
      expect(salaryRank?.value).toBe(own?.salary)
      expect(salaryRank?.rank).toBe(
        peers.filter((row) => row.salary > (own?.salary ?? 0)).length + 1,
      )
      expect(ranks.ranks.map((rank) => rank.stat)).toEqual(
        expect.arrayContaining(['salary', 'projectedPoints', 'projectedOwnership']),
      )
    })

    it('ranks him on the slate the card was opened from, and names the slate', async () => {
      const db = t.database.db
      type Ranks = { contestGroupId: number; slateName: string; slateDate: string }
      const latest = ok<Ranks>(
        await callRoute(t.app, playerRanksRoute, { params: { playerId }, query: {} }),
      )
      // Every DraftKings slate he is on, oldest first: the oldest is not his latest.
      const onSlates = await db
        .select({
          contestGroupId: contestGroups.contestGroupId,
          name: contestGroups.displayNameShort,
          startsAt: contestGroups.startsAt,
        })
        .from(slatePlayers)
        .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
        .where(and(eq(slatePlayers.playerId, playerId), eq(contestGroups.sourceId, draftKings)))
        .orderBy(contestGroups.startsAt)
      const older = onSlates.find((slate) => slate.contestGroupId !== latest.contestGroupId)
      expect(older).toBeDefined()
      const opened = ok<Ranks>(
        await callRoute(t.app, playerRanksRoute, {
          params: { playerId },
          query: { ContestGroupId: older?.contestGroupId ?? 0 },
        }),
      )
      expect(opened.contestGroupId).toBe(older?.contestGroupId)
      expect(opened.slateName).toBe(older?.name)
      expect(opened.slateDate).toBe(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(older?.startsAt),
      )
      expect(latest.slateName.length).toBeGreaterThan(0)

      // A slate he is not on: his latest, named as such.
      const [elsewhere] = await db
        .select({ contestGroupId: contestGroups.contestGroupId })
        .from(contestGroups)
        .where(eq(contestGroups.sportId, 1))
        .limit(1)
      const fallback = ok<Ranks>(
        await callRoute(t.app, playerRanksRoute, {
          params: { playerId },
          query: { ContestGroupId: elsewhere?.contestGroupId ?? 0 },
        }),
      )
      expect(fallback).toMatchObject({
        contestGroupId: latest.contestGroupId,
        slateName: latest.slateName,
      })
    })

    it('answers 404 when the sport is not his', async () => {
      const answer = await callRoute(t.app, playerRanksRoute, {
        params: { playerId },
        query: { SportId: 1 },
      })
      expect(answer.statusCode).toBe(404)
      expect(message(answer)).toBe(`Player ${playerId} does not play sport 1`)
    })
  })

  describe('GET /api/events/{sportId}/players/{playerId}/correlations/{sourceId}/{startDate}/{endDate}/', () => {
    it('correlates his points with each teammate’s over the games both played', async () => {
      const db = t.database.db
      const [me] = await db.select().from(players).where(eq(players.playerId, playerId))
      const mates = await db
        .select()
        .from(players)
        .where(eq(players.teamId, me?.teamId ?? 0))
        .limit(3)
      const [steady, short] = mates.filter((mate) => mate.playerId !== playerId)
      // Three games of their own, before the demo days: he scores 10, 20, 30; the steady
      // teammate 5, 10, 15 (r = 1); the other plays only two of them.
      const created = await db
        .insert(events)
        .values(
          [10, 11, 12].map((day) => ({
            sportId: nba,
            homeTeamId: me?.teamId ?? null,
            title: `Bench game ${day}`,
            startsAt: new Date(`2026-11-${day}T23:00:00Z`),
          })),
        )
        .returning({ eventId: events.eventId })
      const line = (who: number, eventId: number, points: number) => ({
        eventId,
        playerId: who,
        stats: { points },
        fantasyPoints: { '4': points },
      })
      await db
        .insert(playerGameStats)
        .values(
          created.flatMap(({ eventId }, index) => [
            line(playerId, eventId, 10 * (index + 1)),
            line(steady?.playerId ?? 0, eventId, 5 * (index + 1)),
            ...(index < 2 ? [line(short?.playerId ?? 0, eventId, 7)] : []),
          ]),
        )
      const rows = ok<{ playerId: number; count: number; correlation: number; average: number }[]>(
        await callRoute(t.app, playerCorrelationsRoute, {
          params: {
            sportId: nba,
            playerId,
            sourceId: draftKings,
            startDate: isoDate('2026-11-10'),
            endDate: isoDate('2026-11-12'),
          },
        }),
      )
      expect(rows).toEqual([
        expect.objectContaining({
          playerId: steady?.playerId,
          count: 3,
          correlation: 1,
          average: 10,
        }),
      ])
      const otherSport = await callRoute(t.app, playerCorrelationsRoute, {
        params: {
          sportId: 4,
          playerId,
          sourceId: draftKings,
          startDate: isoDate('2026-11-10'),
          endDate: isoDate('2026-11-12'),
        },
      })
      expect(otherSport.statusCode).toBe(404)
    })
  })

  describe('GET /api/players/{playerId}/coursegamelog/{eventId}', () => {
    it('gives a golfer’s results at the tournament’s earlier editions only', async () => {
      const db = t.database.db
      // The demo days' tournament is still being played: its field is on the slates.
      const [golf] = await db
        .select({ event: events, playerId: slatePlayers.playerId })
        .from(events)
        .innerJoin(contestGroupEvents, eq(contestGroupEvents.eventId, events.eventId))
        .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroupEvents.contestGroupId))
        .where(eq(events.sportId, 5))
        .limit(1)
      const event = golf?.event
      const golferId = golf?.playerId ?? 0
      const [earlier] = await db
        .insert(events)
        .values({
          sportId: 5,
          title: event?.title ?? '',
          startsAt: new Date('2025-11-20T12:00:00Z'),
        })
        .returning({ eventId: events.eventId })
      await db.insert(playerGameStats).values({
        eventId: earlier?.eventId ?? 0,
        playerId: golferId,
        stats: { birdies: 17, madeCut: 0 },
        fantasyPoints: { '4': 41.5 },
      })
      const history = ok<
        { eventId: number; madeCut: boolean; fantasyPoints: object; date: string }[]
      >(
        await callRoute(t.app, courseGameLogRoute, {
          params: { playerId: golferId, eventId: event?.eventId ?? 0 },
        }),
      )
      expect(history).toEqual([
        {
          eventId: earlier?.eventId,
          date: '2025-11-20',
          eventTitle: event?.title,
          madeCut: false,
          stats: { birdies: 17, madeCut: 0 },
          fantasyPoints: { '4': 41.5 },
        },
      ])
      const unknown = await callRoute(t.app, courseGameLogRoute, {
        params: { playerId: golferId, eventId: 99_999_999 },
      })
      expect(unknown.statusCode).toBe(404)
    })
  })

  it('gives the player’s own name on every row', async () => {
    const [row] = await t.database.db.select().from(players).where(eq(players.playerId, playerId))
    const details = ok<{ name: string }>(
      await callRoute(t.app, playerDetailsRoute, { params: { playerId }, query: { SourceId: 3 } }),
    )
    expect(details.name).toBe(`${row?.firstName} ${row?.lastName}`)
  })
})
