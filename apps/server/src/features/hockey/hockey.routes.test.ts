import {
  startingGoaliesRoute,
  type GoalieMatchup,
  type GoalieSide,
} from '@slatelab/contract/hockey.contract'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { nhlGoalieGar } from '../../db/schema'
import { percentilesOf } from './goalie-percentiles'
import { importNhlGar } from './nhl-gar-import'

const demoDay = isoDate('2026-11-22')

describe('the starting-goalies call', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  /** The day's matchups with the clock at `now` (the cache dropped first). */
  const matchupsAt = async (now: Date, date = demoDay) => {
    t.clock.now = now
    await t.cache.invalidate(['slates'])
    const answer = await callRoute(t.app, startingGoaliesRoute, { params: { date } })
    expect(answer.statusCode).toBe(200)
    return (answer.body as { GoalieMatchups: readonly GoalieMatchup[] }).GoalieMatchups
  }
  const sides = (matchups: readonly GoalieMatchup[]) =>
    matchups.flatMap(({ Properties }) => [Properties.visitor, Properties.home])
  const minutesBefore = (matchup: GoalieMatchup, minutes: number) =>
    new Date(new Date(matchup.Properties.eventDateTime).getTime() - minutes * 60_000)

  it('gives one matchup per NHL game of the day, in start order, with both teams’ goalies', async () => {
    const matchups = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    expect(matchups.length).toBeGreaterThanOrEqual(3)
    const starts = matchups.map(({ Properties }) => Properties.eventDateTime)
    expect(starts).toEqual(starts.toSorted())
    for (const { Properties } of matchups) {
      expect(Properties.home.teamId).not.toBe(Properties.visitor.teamId)
      expect(Properties.home.goalieName.length).toBeGreaterThan(0)
    }
  })

  it('moves every goalie from unconfirmed to confirmed as the start nears', async () => {
    const [first] = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    if (first === undefined) throw new Error('no NHL game on the demo day')
    const dayBefore = sides(await matchupsAt(minutesBefore(first, 2000)))
    expect(new Set(dayBefore.map((side) => side.goalieStatus))).toEqual(new Set(['unconfirmed']))
    const last = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    const atStart = sides(await matchupsAt(new Date(last.at(-1)?.Properties.eventDateTime ?? 0)))
    expect(new Set(atStart.map((side) => side.goalieStatus))).toEqual(new Set(['confirmed']))
  })

  it('shows a confirmed swap: the morning’s expected goalie replaced at confirmation', async () => {
    // The demo world expects the backup on some mornings; look over the seeded days for one.
    let swaps = 0
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-23'].map(isoDate)) {
      const games = await matchupsAt(new Date(`${date}T17:00:00Z`), date)
      for (const game of games) {
        const morning = await matchupsAt(minutesBefore(game, 300), date)
        const start = await matchupsAt(minutesBefore(game, 0), date)
        const find = (list: readonly GoalieMatchup[], side: 'home' | 'visitor'): GoalieSide => {
          const found = list.find((m) => m.Properties.eventId === game.Properties.eventId)
          if (found === undefined) throw new Error('game gone')
          return found.Properties[side]
        }
        for (const side of ['home', 'visitor'] as const) {
          const [expected, confirmed] = [find(morning, side), find(start, side)]
          expect(expected.goalieStatus).toBe('expected')
          expect(confirmed.goalieStatus).toBe('confirmed')
          if (expected.goalieId !== confirmed.goalieId) swaps += 1
        }
      }
    }
    expect(swaps).toBeGreaterThan(0)
  })

  it('carries the moneyline of the vegas lines, salaries of both sites and percentiles', async () => {
    const all = sides(await matchupsAt(new Date('2026-11-22T17:00:00Z')))
    for (const side of all) {
      expect(side.moneyline).not.toBeNull()
      expect(side.winProbability).toBeGreaterThan(0)
    }
    expect(all.some((side) => side.dkSalary !== null && side.fdSalary !== null)).toBe(true)
    expect(all.some((side) => side.dkFptsPct !== null && side.dkOppFptsPct !== null)).toBe(true)
    for (const { Properties } of await matchupsAt(new Date('2026-11-22T17:00:00Z'))) {
      const { home, visitor } = Properties
      expect((home.winProbability ?? 0) + (visitor.winProbability ?? 0)).toBeCloseTo(1, 3)
    }
  })

  it('gives each team its lines for the game: LW, C, RW on the first line and five on each power play', async () => {
    const matchups = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    for (const side of sides(matchups)) {
      const slotsOf = (unit: string) =>
        side.lines.filter((line) => line.unit === unit).map((line) => line.slot)
      expect(slotsOf('L1')).toEqual(['LW', 'C', 'RW'])
      expect(slotsOf('D1')).toEqual(['D', 'D'])
      expect(side.lines[0]?.unit).toBe('L1')
      expect(side.lines.at(-1)?.unit).toMatch(/^D/)
      expect(side.lines.filter((line) => line.powerPlay === 'PP1')).toHaveLength(5)
      expect(side.lines.filter((line) => line.powerPlay === 'PP2')).toHaveLength(5)
    }
  })

  it('changes a team’s lines now and then over the seeded days', async () => {
    const linesByTeam = new Map<number, Set<string>>()
    for (const date of [
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ].map(isoDate)) {
      const answer = await callRoute(t.app, startingGoaliesRoute, { params: { date } })
      if (answer.statusCode !== 200) continue
      for (const side of sides(
        (answer.body as { GoalieMatchups: readonly GoalieMatchup[] }).GoalieMatchups,
      )) {
        const shape = side.lines
          .map((line) => `${line.unit}:${line.playerId}:${line.powerPlay}`)
          .join()
        linesByTeam.set(side.teamId, (linesByTeam.get(side.teamId) ?? new Set()).add(shape))
      }
    }
    const changed = [...linesByTeam.values()].filter((shapes) => shapes.size > 1)
    expect(changed.length).toBeGreaterThan(0)
  })

  it('shows a goalie’s imported GAR season of the day: GSAx and GAR, his teams summed', async () => {
    const [first, second] = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    if (first === undefined || second === undefined) throw new Error('two NHL games expected')
    const { home, visitor } = first.Properties
    const other = second.Properties.home
    await importNhlGar(
      t.database.db,
      [
        'player,season,team,position,gp,toi,x_ga,g_a,gar,war',
        `${home.goalieName},26-27,${home.teamShort},G,12,700,30.5,25,6.1,1`,
        // The same goalie in the season before is not the day's.
        `${home.goalieName},25-26,${home.teamShort},G,50,3000,NA,NA,-4,-0.7`,
        // A goalie traded during the season: both teams' rows summed.
        `${visitor.goalieName},2026-27,${visitor.teamShort},G,8,480,20,22,-1.5,-0.2`,
        `${visitor.goalieName},2026-27,${other.teamShort},G,3,180,8,6,1.2,0.2`,
      ].join('\n'),
    )
    const after = await matchupsAt(new Date('2026-11-22T17:00:00Z'))
    const game = after.find((m) => m.Properties.eventId === first.Properties.eventId)
    expect(game?.Properties.home.goalieGar).toEqual({
      season: '2026-27',
      games: 12,
      goalsSavedAboveExpected: 5.5,
      goalsAboveReplacement: 6.1,
    })
    expect(game?.Properties.visitor.goalieGar).toEqual({
      season: '2026-27',
      games: 11,
      goalsSavedAboveExpected: 0,
      goalsAboveReplacement: -0.3,
    })
    const rest = sides(after).filter(
      (side) => side.goalieId !== home.goalieId && side.goalieId !== visitor.goalieId,
    )
    expect(rest.length).toBeGreaterThan(0)
    expect(rest.every((side) => side.goalieGar === null)).toBe(true)
    await t.database.db.delete(nhlGoalieGar)
  })

  it('answers an empty list, not an error, on a day without NHL games', async () => {
    const answer = await callRoute(t.app, startingGoaliesRoute, {
      params: { date: isoDate('2026-07-04') },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toEqual({ GoalieMatchups: [] })
  })

  it('refuses a malformed date with a 400 naming it', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/lines/4/2026-13-45/startinggoalies',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('date')
  })

  it('is cached for 300 s', async () => {
    const url = '/api/lines/4/2026-11-22/startinggoalies'
    await t.app.inject({ url })
    const second = await t.app.inject({ url })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe('public, no-cache')
  })
})

describe('goalie percentiles', () => {
  it('rank means from 0 (lowest) to 100 (highest)', () => {
    const ranks = percentilesOf(
      new Map([
        [1, [2, 4]],
        [2, [9]],
        [3, [5, 7]],
      ]),
    )
    expect([...ranks]).toEqual([
      [1, 0],
      [2, 100],
      [3, 50],
    ])
  })

  it('ranks ties alike: both best at 100, both worst at 0', () => {
    const ranks = percentilesOf(
      new Map([
        [1, [3]],
        [2, [3]],
        [3, [5]],
        [4, [8]],
        [5, [8]],
      ]),
    )
    expect([...ranks]).toEqual([
      [1, 0],
      [2, 0],
      [3, 50],
      [4, 100],
      [5, 100],
    ])
  })
})
