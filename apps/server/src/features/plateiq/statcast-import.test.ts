import { existsSync, readFileSync } from 'node:fs'
import {
  battersRoute,
  lineupsRoute,
  pitchersGameLogsRoute,
  pitchersRoute,
  type BatterRow,
  type GameLineups,
  type GameLogRow,
  type PitcherRow,
  type StatcastQuery,
} from '@slatelab/contract/plateiq.contract'
import { isoDate } from '@slatelab/domain/units'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mlbTeamGames, players, statcastPitches, statcastPlayers } from '../../db/schema'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { importStatcast } from './statcast-import'
import { callRoute } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'

const fixture = readFixture(fixtureNames.statcastPitches)
// The fixture's third game is on this date; its two earlier games are the window's pitches.
const slateQuery: StatcastQuery = {
  date: isoDate('2024-06-20'),
  contest_group_id: 0,
  split: 'all',
  range: 'season',
}
const realFile = '/work/shared/data/real/statcast/mlb_2019_statcast_pitch-level_chris-sale.csv'

describe('Savant pitches imported into PlateIQ', () => {
  let t: TestApp
  let subscriber: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2024-06-21T12:00:00Z') })
    subscriber = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
  }, 120_000)
  afterAll(() => t.close())

  const stored = async () => {
    const [pitches] = await t.database.db.select({ rows: count() }).from(statcastPitches)
    const [ids] = await t.database.db.select({ rows: count() }).from(statcastPlayers)
    return { pitches: pitches?.rows ?? 0, ids: ids?.rows ?? 0 }
  }
  const playerNamed = async (lastName: string) => {
    const [player] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.lastName, lastName))
    if (player === undefined) throw new Error(`${lastName} was not created`)
    return player
  }
  const answer = async <T>(response: Promise<{ statusCode: number; body: unknown }>) => {
    const { statusCode, body } = await response
    if (statusCode !== 200) throw new Error(`${statusCode}: ${JSON.stringify(body)}`)
    return body as T
  }

  it('refuses a bad file whole: nothing stored, the line and field named', async () => {
    const cut = fixture.slice(0, fixture.trimEnd().length - 40)
    await expect(importStatcast(t.database.db, cut)).rejects.toThrow(/^line 18: the file ends/)
    const badSpeed = fixture.replace(',94.4,', ',94.4 mph,')
    await expect(importStatcast(t.database.db, badSpeed)).rejects.toThrow(
      'line 12, release_speed: expected a number, got "94.4 mph"',
    )
    expect(await stored()).toEqual({ pitches: 0, ids: 0 })
  })

  it('stores the pitches, creating the unknown players, and a second import replaces them', async () => {
    const summary = await importStatcast(t.database.db, fixture)
    expect(summary).toMatchObject({
      pitches: 17,
      plateAppearances: 7,
      games: 3,
      newPlayers: 3,
      newGames: 3,
    })
    expect(await playerNamed('Lefty')).toMatchObject({ firstName: 'Sam', position: 'P' })
    expect(await playerNamed('Rivers')).toMatchObject({ firstName: 'Cal' })
    const again = await importStatcast(t.database.db, fixture)
    expect(again).toMatchObject({ pitches: 17, newPlayers: 0, newGames: 0 })
    expect(await stored()).toEqual({ pitches: 17, ids: 3 })
  })

  it('lists the imported game’s batting order and starter in the lineups call', async () => {
    const { Lineups } = await answer<{ Lineups: GameLineups[] }>(
      callRoute(t.app, lineupsRoute, { params: { date: '20240620' } }, subscriber),
    )
    expect(Lineups).toHaveLength(1)
    const [game] = Lineups
    expect(game?.visitor.batters.map((batter) => batter.name)).toEqual(['Cal Rivers'])
    expect(game?.home.pitcher).toMatchObject({ name: 'Sam Lefty', throws: 'L' })
  })

  it('computes the batters’ figures from the imported pitches (hand-computed)', async () => {
    const { Batters } = await answer<{ Batters: BatterRow[] }>(
      callRoute(t.app, battersRoute, { query: slateQuery }, subscriber),
    )
    const [rivers] = Batters
    expect(rivers).toMatchObject({ name: 'Cal Rivers', bats: 'R', battingOrder: 1 })
    // HR 105 mph at 28° (barrel, 1.40), walk (.696), single 95 mph at 12° (flare, .62): 3 PA.
    expect(rivers?.stats).toMatchObject({
      pa: 3,
      avg: 1,
      iso: 1.5,
      woba: 1.194,
      xwoba: 0.905,
      barrelPct: 50,
      hardHitPct: 100,
      bbPct: 33.3,
      pullPct: 50,
    })
  })

  it('gives the imported starter his real hand, pitch mix and starts', async () => {
    const { Pitchers } = await answer<{ Pitchers: PitcherRow[] }>(
      callRoute(t.app, pitchersRoute, { query: slateQuery }, subscriber),
    )
    const [lefty] = Pitchers
    expect(lefty).toMatchObject({ name: 'Sam Lefty', throws: 'L' })
    // 14 pitches before the date: 8 four-seamers, 4 sliders, 1 changeup (the untracked one
    // is `UN`, without a velocity).
    expect(lefty?.stats.pitches).toBe(14)
    expect(lefty?.mix.map((pitch) => [pitch.pitchType, pitch.pitches])).toEqual([
      ['FF', 8],
      ['SL', 4],
      ['CH', 1],
      ['UN', 1],
    ])
    expect(lefty?.mix.find((pitch) => pitch.pitchType === 'UN')?.avgVelocity).toBeNull()
    const { GameLogs } = await answer<{ GameLogs: GameLogRow[] }>(
      callRoute(
        t.app,
        pitchersGameLogsRoute,
        { query: { ...slateQuery, player_id: lefty?.playerId ?? 0 } },
        subscriber,
      ),
    )
    expect(GameLogs.map((log) => [log.date, log.opponentShort, log.battersFaced])).toEqual([
      ['2024-06-15', 'NYY', 2],
      ['2024-06-10', 'NYY', 4],
    ])
    const [teamGame] = await t.database.db
      .select({ starterId: mlbTeamGames.starterId })
      .from(mlbTeamGames)
      .where(eq(mlbTeamGames.starterId, lefty?.playerId ?? 0))
      .limit(1)
    expect(teamGame?.starterId).toBe(lefty?.playerId)
  })

  it.skipIf(!existsSync(realFile))(
    'imports the real Chris Sale file: 2,466 pitches in 25 starts',
    async () => {
      const summary = await importStatcast(t.database.db, readFileSync(realFile, 'utf8'))
      expect(summary).toMatchObject({ pitches: 2_466, games: 25, newGames: 25 })
      const sale = await playerNamed('Sale')
      expect(sale).toMatchObject({ firstName: 'Chris', position: 'P' })
      const { GameLogs } = await answer<{ GameLogs: GameLogRow[] }>(
        callRoute(
          t.app,
          pitchersGameLogsRoute,
          {
            query: {
              date: isoDate('2019-12-31'),
              contest_group_id: 0,
              split: 'all',
              range: 'season',
              player_id: sale.playerId,
            },
          },
          subscriber,
        ),
      )
      expect(GameLogs).toHaveLength(25)
      expect(GameLogs[0]?.date).toBe('2019-08-13')
      expect(GameLogs.reduce((sum, log) => sum + log.pitches, 0)).toBe(2_466)
    },
    120_000,
  )
})
