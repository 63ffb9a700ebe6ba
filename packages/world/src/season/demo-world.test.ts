import { findRosterFormatFor } from '@slatelab/domain/roster-formats'
import { siteIdSchema, siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { fnv1a64Hex } from '@slatelab/engine/contest-analytics/fnv1a64'
import { beforeAll, describe, expect, it } from 'vitest'
import { daysFrom } from './calendar-dates'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'
import type { WorldDay, WorldSlate } from './world-types'

const resultsThrough = isoDate('2026-11-21')
const digest = (day: WorldDay) => fnv1a64Hex(JSON.stringify(day))

const ranks = (values: readonly number[]): readonly number[] => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const result = new Array<number>(values.length)
  order.forEach((entry, rank) => (result[entry.index] = rank))
  return result
}

const correlation = (xs: readonly number[], ys: readonly number[]): number => {
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length
  const mx = mean(xs)
  const my = mean(ys)
  let cov = 0
  let vx = 0
  let vy = 0
  xs.forEach((x, index) => {
    const y = ys[index] ?? 0
    cov += (x - mx) * (y - my)
    vx += (x - mx) ** 2
    vy += (y - my) ** 2
  })
  return cov / Math.sqrt(vx * vy)
}

const spearman = (xs: readonly number[], ys: readonly number[]) => correlation(ranks(xs), ranks(ys))

describe('the demo world', () => {
  const world = createDemoWorld('test', demoGameModels)
  let days: readonly WorldDay[] = []
  const slates = (): readonly WorldSlate[] => days.flatMap((day) => day.slates)
  beforeAll(() => {
    // A winter week (NFL, NBA, NHL, golf) and two summer days (MLB).
    const winter = daysFrom(isoDate('2025-11-13'), isoDate('2025-11-17'))
    const summer: IsoDate[] = [isoDate('2026-06-06'), isoDate('2026-06-07')]
    days = [...winter, ...summer].map((day) => world.buildDay(day, { resultsThrough }))
  })

  it('is the same world for the same seed and another for another seed', () => {
    const day = isoDate('2025-11-16')
    const again = createDemoWorld('test', demoGameModels).buildDay(day, { resultsThrough })
    const other = createDemoWorld('other', demoGameModels).buildDay(day, { resultsThrough })
    expect(digest(again)).toBe(digest(days[3] as WorldDay))
    expect(digest(other)).not.toBe(digest(again))
  })

  it('gives every played NHL game both teams’ lines, power-play units included, of the skaters in its box score', () => {
    const nhl = days.flatMap((day) =>
      day.events
        .filter((event) => event.sportId === sportIds.NHL)
        .flatMap((event) => {
          const result = day.results.find((entry) => entry.eventKey === event.key)
          return result === undefined ? [] : [{ event, result }]
        }),
    )
    expect(nhl.length).toBeGreaterThan(10)
    for (const { event, result } of nhl) {
      const played = new Set(result.players.map((line) => line.playerKey))
      for (const spots of [event.nhlLines?.home ?? [], event.nhlLines?.visitor ?? []]) {
        expect(spots.filter((spot) => spot.unit === 'L1')).toHaveLength(3)
        expect(spots.filter((spot) => spot.powerPlayUnit === 1)).toHaveLength(5)
        for (const spot of spots) expect(played.has(spot.playerKey)).toBe(true)
      }
    }
  })

  it('plays a league’s day alone into the box scores the full day stores', () => {
    const day = days[3] as WorldDay
    const played = world.playedGamesOn('NHL', day.day)
    expect(played.length).toBeGreaterThan(0)
    for (const game of played) {
      const result = day.results.find((entry) => entry.eventKey === game.key)
      expect(result?.homeScore).toBe(game.box.home.score)
      expect(result?.players.map((line) => line.fantasyPoints)).toEqual(
        [...game.box.home.players, ...game.box.visitor.players].map((line) => line.fantasyPoints),
      )
    }
  })

  it('prices salaries in the order of the projections (Spearman > 0.8 on every main slate)', () => {
    const mains = slates().filter(
      (slate) => slate.variant === 'classic' && slate.displayNameShort === 'Main',
    )
    expect(mains.length).toBeGreaterThan(10)
    for (const slate of mains) {
      const rho = spearman(
        slate.players.map((player) => player.salary),
        slate.players.map((player) => player.projection.mean),
      )
      expect({ slate: slate.displayName, rho: rho > 0.8 }).toEqual({
        slate: slate.displayName,
        rho: true,
      })
    }
  })

  it('projects ownership that sums to the roster size × 100 % on every slate', () => {
    for (const slate of slates()) {
      const total = slate.players.reduce((sum, player) => sum + player.projectedOwnership, 0)
      expect(total).toBeCloseTo(slate.rosterSlots.length * 100, -1)
    }
  })

  it('concentrates NFL main-slate ownership as real fields do (the most-owned near 40 %, several over 20 %)', () => {
    const mains = slates().filter(
      (slate) => slate.sportId === sportIds.NFL && slate.displayName.startsWith('Main'),
    )
    expect(mains.length).toBeGreaterThan(0)
    for (const slate of mains) {
      const ownership = slate.players.map((player) => player.projectedOwnership)
      expect(Math.max(...ownership)).toBeGreaterThan(30)
      expect(Math.max(...ownership)).toBeLessThan(60)
      expect(ownership.filter((share) => share > 20).length).toBeGreaterThanOrEqual(4)
    }
  })

  it('prices a showdown captain at 1.5× his flex row and projects him 1.5×', () => {
    const showdown = slates().find((slate) => slate.variant === 'showdown')
    const rows = showdown?.players ?? []
    expect(rows.length).toBeGreaterThan(0)
    for (const captain of rows.filter((row) => row.rosterPositions[0] === 'CPT')) {
      const flex = rows.find((row) => row.playerKey === captain.playerKey && row !== captain)
      expect(Math.abs(captain.salary - 1.5 * (flex?.salary ?? 0))).toBeLessThanOrEqual(50)
      expect(captain.projection.mean).toBeCloseTo(1.5 * (flex?.projection.mean ?? 0), 1)
    }
  })

  it('puts in each site’s NFL slate pool only positions its roster takes, and never a kicker', () => {
    const nfl = slates().filter((slate) => slate.sportId === sportIds.NFL)
    for (const siteId of [siteIds.DraftKings, siteIds.FanDuel])
      for (const variant of ['classic', 'showdown'] as const)
        expect(nfl.some((slate) => slate.sourceId === siteId && slate.variant === variant)).toBe(
          true,
        )
    for (const slate of nfl) {
      const format = findRosterFormatFor(
        siteIdSchema.parse(slate.sourceId),
        sportIds.NFL,
        slate.variant,
      )
      const taken = new Set(format?.slots.flatMap((slot) => slot.positions))
      const misfits = slate.players.filter(
        (row) =>
          row.positions.some((position) => !taken.has(position) || position === 'K') ||
          row.rosterPositions.some((slot) => !slate.rosterSlots.includes(slot)),
      )
      expect(misfits, `${slate.displayName} on site ${slate.sourceId}`).toEqual([])
    }
  })

  it('gives kickers no DFS points in the results: no site we price scores them', () => {
    const kickers = days
      .flatMap((day) => day.results)
      .flatMap((result) => result.players)
      .filter((line) => line.playerKey.startsWith('NFL:') && 'fieldGoalsAttempted' in line.stats)
    expect(kickers.length).toBeGreaterThan(0)
    for (const line of kickers) expect(line.fantasyPoints).toEqual({})
  })

  it('offers FanDuel single games of the NFL primetime games and the NBA last game, none in hockey', () => {
    const singleGames = (siteId: number) =>
      slates().filter((slate) => slate.sourceId === siteId && slate.variant === 'showdown')
    const fanDuel = singleGames(siteIds.FanDuel)
    const nflDays = fanDuel
      .filter((slate) => slate.sportId === sportIds.NFL)
      .map((slate) => slate.day)
    // Thursday, Sunday and Monday nights of the week.
    expect(nflDays).toEqual(['2025-11-13', '2025-11-16', '2025-11-17'])
    for (const showdown of singleGames(siteIds.DraftKings)) {
      const twin = fanDuel.find(
        (slate) =>
          slate.eventKeys.join() === showdown.eventKeys.join() && slate.day === showdown.day,
      )
      if (showdown.sportId === sportIds.NFL || showdown.sportId === sportIds.NBA) {
        expect(twin?.displayName).toBe(`Single Game: ${showdown.displayNameShort}`)
        expect(twin?.contests.map((contest) => contest.title.includes('Single Game'))).toEqual([
          true,
          true,
          true,
          true,
        ])
      } else {
        expect(twin).toBeUndefined()
      }
    }
  })

  it('lists a FanDuel single-game player once, filling MVP or FLEX, priced on FanDuel’s scale', () => {
    const fanDuel = slates().filter(
      (slate) => slate.sourceId === siteIds.FanDuel && slate.variant === 'showdown',
    )
    expect(fanDuel.length).toBeGreaterThan(5)
    for (const slate of fanDuel) {
      const isNfl = slate.sportId === sportIds.NFL
      const rows = slate.players
      expect(new Set(rows.map((row) => row.playerKey)).size).toBe(rows.length)
      expect(new Set(rows.map((row) => row.sitePlayerId)).size).toBe(rows.length)
      expect(slate.rosterSlots[0]).toBe('MVP')
      expect(slate.salaryCap).toBe(60_000)
      for (const row of rows) {
        expect(row.rosterPositions).toEqual(['MVP', isNfl ? 'FLEX' : 'UTIL'])
        expect(row.salary % 100).toBe(0)
        expect(row.salary).toBeGreaterThanOrEqual(6000)
        expect(row.salary).toBeLessThanOrEqual(isNfl ? 17_000 : 16_000)
        expect(row.projectedOwnership).toBeLessThanOrEqual(95)
        expect(row.projectedCaptainOwnership ?? -1).toBeGreaterThanOrEqual(0)
      }
      // No defenses on FanDuel single games.
      expect(rows.some((row) => row.positions.includes('D'))).toBe(false)
      const mvpShare = rows.reduce((sum, row) => sum + (row.projectedCaptainOwnership ?? 0), 0)
      expect(mvpShare).toBeCloseTo(100, 0)
      const projected = rows.filter((row) => row.projection.mean > 0)
      const rho = spearman(
        projected.map((row) => row.salary),
        projected.map((row) => row.projection.mean),
      )
      expect(rho).toBeGreaterThan(0.8)
    }
  })

  it('projects like real projections: correlated with the outcome but far from it', () => {
    const pairs = slates()
      .filter((slate) => slate.sourceId === siteIds.DraftKings && slate.variant === 'classic')
      .flatMap((slate) => slate.players)
      .filter((player) => player.actualPoints !== null && player.projection.mean > 0)
    const r = correlation(
      pairs.map((player) => player.projection.mean),
      pairs.map((player) => player.actualPoints ?? 0),
    )
    expect(r).toBeGreaterThan(0.45)
    expect(r).toBeLessThan(0.85)
  })

  it('keeps results to the days that are over and scores a player who sat out 0', () => {
    const upcoming = createDemoWorld('test', demoGameModels).buildDay(isoDate('2026-11-22'), {
      resultsThrough,
    })
    expect(upcoming.results).toEqual([])
    expect(
      upcoming.slates.every((slate) =>
        slate.players.every((player) => player.actualPoints === null),
      ),
    ).toBe(true)
    const outRows = slates().flatMap((slate) =>
      slate.players.filter((player) => player.injuryStatus === 'Out'),
    )
    expect(outRows.length).toBeGreaterThan(0)
    expect(
      outRows.every((player) => player.projection.mean === 0 && player.actualPoints === 0),
    ).toBe(true)
  })

  it('sends golfers off in threesomes from two tees, in a morning and an afternoon wave', () => {
    const golf = slates().find((slate) => slate.sportId === sportIds.PGA)
    const rows = golf?.players ?? []
    expect(rows.length).toBeGreaterThan(100)
    const perTime = new Map<string, number>()
    for (const row of rows) {
      expect(row.teeTime).toBeDefined()
      perTime.set(row.teeTime ?? '', (perTime.get(row.teeTime ?? '') ?? 0) + 1)
    }
    expect(Math.max(...perTime.values())).toBeLessThanOrEqual(6)
    const hours = [...perTime.keys()].map((time) =>
      Number(
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(new Date(time)),
      ),
    )
    expect(Math.min(...hours)).toBe(7)
    expect(hours.filter((hour) => hour < 12).length).toBeGreaterThan(5)
    expect(hours.filter((hour) => hour >= 12).length).toBeGreaterThan(5)
    expect(Math.max(...hours)).toBeLessThan(15)
    const others = slates().flatMap((slate) =>
      slate.sportId === sportIds.PGA ? [] : slate.players,
    )
    expect(others.every((row) => row.teeTime === undefined)).toBe(true)
  })

  it('says which golfers made the cut once the event is over', () => {
    const golf = slates().find((slate) => slate.sportId === sportIds.PGA)
    const rows = golf?.players ?? []
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.every((row) => typeof row.madeCut === 'boolean')).toBe(true)
    const made = rows.filter((row) => row.madeCut).length
    // The top 65 and ties play the weekend.
    expect(made).toBeGreaterThanOrEqual(65)
    expect(made).toBeLessThan(rows.length)
    const otherSports = slates().flatMap((slate) =>
      slate.sportId === sportIds.PGA ? [] : slate.players,
    )
    expect(otherSports.every((row) => row.madeCut === null)).toBe(true)
  })

  it('offers SimLabs on every main classic slate and every single-game slate', () => {
    const all = slates()
    expect(all.some((slate) => slate.variant === 'showdown')).toBe(true)
    for (const slate of all) {
      const expected = slate.variant === 'showdown' || slate.displayNameShort === 'Main'
      expect(slate.isSimLabs).toBe(expected)
    }
  })
})

describe('the demo world’s public betting', () => {
  const world = createDemoWorld('betting', demoGameModels)
  const days = daysFrom(isoDate('2025-11-13'), isoDate('2025-11-19')).map((day) =>
    world.buildDay(day, { resultsThrough }),
  )
  // Each game's open-to-close move toward the home side (the spread falling, or for a run or
  // puck line the home moneyline shortening) and the close's share of bets on the home side.
  const moves = days
    .flatMap((day) => day.events)
    .flatMap((event) => {
      const open = event.lines[0]
      const close = event.lines.at(-1)
      if (open === undefined || close === undefined) return []
      const spreadMove = open.homeSpread - close.homeSpread
      const towardHome = spreadMove !== 0 ? spreadMove : open.homeMoneyline - close.homeMoneyline
      return [
        {
          towardHome: Math.sign(towardHome),
          bets: close.homeSpreadBetPct - 50,
          money: close.homeSpreadMoneyPct - 50,
        },
      ]
    })
    .filter((game) => game.towardHome !== 0)

  it('moves the line toward the side most bets are on: bet share and move correlate', () => {
    expect(moves.length).toBeGreaterThan(80)
    expect(
      correlation(
        moves.map((game) => game.towardHome),
        moves.map((game) => game.bets),
      ),
    ).toBeGreaterThan(0.3)
  })

  it('has sharp games: the line moves against most bets, toward the money', () => {
    const sharp = moves.filter((game) => Math.sign(game.bets) === -game.towardHome)
    expect(sharp.length / moves.length).toBeGreaterThan(0.08)
    expect(sharp.length / moves.length).toBeLessThan(0.35)
    const moneyFollows = sharp.filter((game) => Math.sign(game.money) === game.towardHome)
    expect(moneyFollows.length / sharp.length).toBeGreaterThan(0.8)
  })
})
