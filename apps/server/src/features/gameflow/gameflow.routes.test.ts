import {
  gameFlowRoute,
  recentEventIdRoute,
  recentMatchupsRoute,
  type GameFlow,
} from '@slatelab/contract/gameflow.contract'
import type { Matchup } from '@slatelab/contract/gameflow.contract'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'
import { toEasternDay } from '../../time/eastern-time'

const nba = 2
const nhl = 4

describe('game flow', () => {
  let t: TestApp
  let headers: Record<string, string>
  let finals: (typeof events.$inferSelect)[]
  let flow: GameFlow
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    headers = authHeaders(await signInAs(t.app, 'free@slatelab.test'))
    finals = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.sportId, nba), isNotNull(events.homeScore)))
      .orderBy(asc(events.startsAt), asc(events.eventId))
    const answer = await callRoute(
      t.app,
      gameFlowRoute,
      { params: { eventId: finals[0]!.eventId } },
      headers,
    )
    expect(answer.statusCode).toBe(200)
    flow = answer.body as GameFlow
  })
  afterAll(() => t.close())

  const flowOf = async (eventId: number) => {
    const answer = await callRoute(t.app, gameFlowRoute, { params: { eventId } }, headers)
    expect(answer.statusCode).toBe(200)
    return answer.body as GameFlow
  }

  describe('GET /svc/events/scoring/{eventId}/', () => {
    it("makes each player's stints add up to his box-score minutes in every final game", async () => {
      expect(finals.length).toBeGreaterThan(3)
      for (const { eventId } of finals) {
        for (const player of (await flowOf(eventId)).players) {
          const seconds = player.stints.reduce(
            (total, stint) => total + stint.outSecond - stint.inSecond,
            0,
          )
          expect(Math.round(seconds / 60), `${eventId} ${player.fullName}`).toBe(
            player.stats.minutes ?? 0,
          )
        }
      }
    })

    it("makes each team's lineup points scored its score, and allowed the opponent's", async () => {
      for (const { eventId, homeScore, visitorScore } of finals) {
        const game = await flowOf(eventId)
        expect([game.homeTeam.score, game.visitorTeam.score]).toEqual([homeScore, visitorScore])
        for (const [team, opponent] of [
          [game.homeTeam, game.visitorTeam],
          [game.visitorTeam, game.homeTeam],
        ] as const) {
          const own = game.lineups.filter((lineup) => lineup.teamId === team.teamId)
          expect(own.reduce((total, lineup) => total + lineup.pointsScored, 0)).toBe(team.score)
          expect(own.reduce((total, lineup) => total + lineup.pointsAllowed, 0)).toBe(
            opponent.score,
          )
          expect(own.reduce((total, lineup) => total + lineup.seconds, 0)).toBe(
            (48 + (game.periods - 4) * 5) * 60,
          )
        }
      }
    })

    it("puts each player's scoring plays in his stints, adding up to his points", () => {
      for (const player of flow.players) {
        const plays = player.stints.flatMap((stint) => stint.plays)
        expect(plays.reduce((total, play) => total + play.points, 0)).toBe(player.stats.points ?? 0)
        for (const stint of player.stints) {
          expect(stint.stats.points).toBe(
            stint.plays.reduce((total, play) => total + play.points, 0),
          )
          for (const play of stint.plays) {
            expect(play.second).toBeGreaterThanOrEqual(stint.inSecond)
            expect(play.second).toBeLessThan(stint.outSecond)
          }
        }
      }
      const [first] = flow.players[0]!.stints
      expect(first).toMatchObject({ inPeriod: 1, inClock: '12:00' })
    })

    it('gives the same flow on every call', async () => {
      expect(await flowOf(flow.eventId)).toEqual(flow)
    })

    it("links each team's previous and next final games", async () => {
      const home = flow.homeTeam
      expect(home.previousEventId).toBeNull()
      const next = finals.find(
        (event) =>
          event.eventId !== flow.eventId &&
          (event.homeTeamId === home.teamId || event.visitorTeamId === home.teamId),
      )
      expect(home.nextEventId).toBe(next?.eventId ?? null)
      if (next) {
        const nextFlow = await flowOf(next.eventId)
        const same = [nextFlow.homeTeam, nextFlow.visitorTeam].find(
          (team) => team.teamId === home.teamId,
        )
        expect(same?.previousEventId).toBe(flow.eventId)
      }
    })

    it("answers 404 'Failed to fetch game flow data' for an unknown, unplayed or non-NBA game", async () => {
      const [unplayed] = await t.database.db
        .select()
        .from(events)
        .where(and(eq(events.sportId, nba), isNotNull(events.homeProjectedScore)))
        .orderBy(asc(events.homeScore))
      const [hockey] = await t.database.db
        .select()
        .from(events)
        .where(eq(events.sportId, nhl))
        .limit(1)
      for (const eventId of [
        999_999,
        hockey!.eventId,
        ...(unplayed?.homeScore === null ? [unplayed.eventId] : []),
      ]) {
        const answer = await callRoute(t.app, gameFlowRoute, { params: { eventId } }, headers)
        expect(answer.statusCode).toBe(404)
        expect(answer.body).toMatchObject({ message: 'Failed to fetch game flow data' })
      }
    })

    it('needs both tokens and a valid id', async () => {
      const signedOut = await callRoute(t.app, gameFlowRoute, { params: { eventId: flow.eventId } })
      expect(signedOut.statusCode).toBe(401)
      expect(signedOut.body).toMatchObject({ message: 'Missing bearer token or session token' })
      const bad = await t.app.inject({ method: 'GET', url: '/svc/events/scoring/abc/', headers })
      expect(bad.statusCode).toBe(400)
      expect(bad.body).toContain('eventId')
    })
  })

  describe('GET /api/sportevents/recent-event-id/{eventDate}/{team}', () => {
    it("gives the team's latest final game on or before the day, none before its first", async () => {
      const first = finals[0]!
      const day = toEasternDay(first.startsAt)
      const answer = await callRoute(
        t.app,
        recentEventIdRoute,
        { params: { eventDate: day, team: first.homeTeamId! } },
        headers,
      )
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toEqual([{ EventId: first.eventId }])
      const before = await callRoute(
        t.app,
        recentEventIdRoute,
        { params: { eventDate: '2020-01-01', team: first.homeTeamId! } },
        headers,
      )
      expect(before.body).toEqual([])
    })

    it("answers 404 'Failed to fetch event ID' for an unknown team, 401 without tokens", async () => {
      const unknown = await callRoute(
        t.app,
        recentEventIdRoute,
        { params: { eventDate: '2026-11-20', team: 999_999 } },
        headers,
      )
      expect(unknown.statusCode).toBe(404)
      expect(unknown.body).toMatchObject({ message: 'Failed to fetch event ID' })
      const signedOut = await callRoute(t.app, recentEventIdRoute, {
        params: { eventDate: '2026-11-20', team: 1 },
      })
      expect(signedOut.statusCode).toBe(401)
    })
  })

  describe('GET /api/sportevents/recent-matchups/{sportId}/{team1}/{team2}', () => {
    it('lists the final games between the two teams, newest first, either team at home', async () => {
      const game = finals.at(-1)!
      const answer = await callRoute(t.app, recentMatchupsRoute, {
        params: { sportId: nba, team1: game.visitorTeamId!, team2: game.homeTeamId! },
      })
      expect(answer.statusCode).toBe(200)
      const meetings = answer.body as Matchup[]
      expect(meetings.map((meeting) => meeting.eventId)).toContain(game.eventId)
      for (const meeting of meetings) {
        expect([meeting.homeTeamId, meeting.visitorTeamId].toSorted()).toEqual(
          [game.homeTeamId, game.visitorTeamId].toSorted(),
        )
      }
      const times = meetings.map((meeting) => Date.parse(meeting.eventDateTime))
      expect(times).toEqual(times.toSorted((a, b) => b - a))
    })

    it("answers 404 'Failed to fetch recent matchups' for a team not of the sport", async () => {
      const game = finals[0]!
      const answer = await callRoute(t.app, recentMatchupsRoute, {
        params: { sportId: nhl, team1: game.homeTeamId!, team2: game.visitorTeamId! },
      })
      expect(answer.statusCode).toBe(404)
      expect(answer.body).toMatchObject({ message: 'Failed to fetch recent matchups' })
    })
  })
})
