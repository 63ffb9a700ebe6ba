import { salaryCapOf } from '@slatelab/domain/sites'
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import { salaryRangeOf } from './salaries'
import { classicRosterSlots, type MainSportId, type StarterSiteId } from './site-positions'
import { buildStarterWorld } from './starter-world'
import { starterWorldSchema, type StarterSlate, type StarterWorld } from './starter-world-schema'
import { teamRosters } from './team-rosters'

const seed = 'slatelab-test'
const winterDay = '2025-01-15'
const summerDay = '2025-07-15'
const world = buildStarterWorld({ seed, today: winterDay })

const eventsOf = (w: StarterWorld, slate: StarterSlate) =>
  w.events.filter((event) => slate.eventKeys.includes(event.key))

const playerByKey = new Map(world.players.map((player) => [player.key, player]))

// Several days, DST changes included (2025-03-09 and 2025-11-02 are the switch days in the US).
const days = [winterDay, summerDay, '2025-03-09', '2025-11-02', '2024-12-31', '2026-02-28']
const worlds = days.map((today) => ({ today, world: buildStarterWorld({ seed, today }) }))

describe('buildStarterWorld', () => {
  it('gives a deep-equal world for the same seed and day', () => {
    expect(buildStarterWorld({ seed, today: winterDay })).toEqual(world)
  })

  it('gives different slate ids, site player ids and start times on a different day', () => {
    const other = buildStarterWorld({ seed, today: '2025-01-16' })
    const contestGroupIds = new Set(world.slates.map((slate) => slate.contestGroupId))
    const draftGroupIds = new Set(world.slates.map((slate) => slate.draftGroupId))
    const sitePlayerIds = new Set(
      world.slates.flatMap((slate) => slate.players.map((p) => p.sitePlayerId)),
    )
    const startTimes = new Set(world.events.map((event) => event.startsAt))
    for (const slate of other.slates) {
      expect(contestGroupIds.has(slate.contestGroupId)).toBe(false)
      expect(draftGroupIds.has(slate.draftGroupId)).toBe(false)
      for (const player of slate.players) expect(sitePlayerIds.has(player.sitePlayerId)).toBe(false)
    }
    for (const event of other.events) expect(startTimes.has(event.startsAt)).toBe(false)
  })

  it('keeps the same teams and players from day to day, and changes players with the seed', () => {
    const nextDay = buildStarterWorld({ seed, today: '2025-01-16' })
    expect(nextDay.teams).toEqual(world.teams)
    expect(nextDay.players).toEqual(world.players)
    const otherSeed = buildStarterWorld({ seed: 'another-seed', today: winterDay })
    expect(otherSeed.teams).toEqual(world.teams)
    expect(otherSeed.players.map((p) => p.lastName)).not.toEqual(
      world.players.map((p) => p.lastName),
    )
  })

  it('matches the starter-world schema on every test day', () => {
    for (const { world: w } of worlds) expect(() => starterWorldSchema.parse(w)).not.toThrow()
  })

  it('rejects a day that is not YYYY-MM-DD', () => {
    expect(() => buildStarterWorld({ seed, today: '01/15/2025' })).toThrow()
    expect(() => buildStarterWorld({ seed, today: '2025-02-30' })).toThrow()
  })
})

describe('teams and players', () => {
  it('has 12 real teams in each of NFL, NBA, MLB and NHL with unique keys', () => {
    for (const sportId of [1, 2, 3, 4]) {
      expect(world.teams.filter((team) => team.sportId === sportId)).toHaveLength(12)
    }
    expect(new Set(world.teams.map((team) => team.key)).size).toBe(48)
    expect(world.teams.find((team) => team.key === 'NBA:BOS')).toMatchObject({
      name: 'Celtics',
      city: 'Boston',
      abbreviation: 'BOS',
    })
  })

  it('gives every team its sport roster: NBA 9, NFL 11 with one DST, MLB 9 batters and 2 SP, NHL 16', () => {
    const positionsOf = (teamKey: string) =>
      world.players.filter((player) => player.teamKey === teamKey).map((player) => player.position)
    expect(positionsOf('NBA:BOS')).toHaveLength(9)
    expect(positionsOf('NFL:KC')).toEqual([
      'QB',
      'RB',
      'RB',
      'WR',
      'WR',
      'WR',
      'WR',
      'TE',
      'TE',
      'K',
      'DST',
    ])
    expect(positionsOf('MLB:SEA').filter((position) => position !== 'SP')).toHaveLength(9)
    expect(positionsOf('MLB:SEA').filter((position) => position === 'SP')).toHaveLength(2)
    expect([...positionsOf('NHL:EDM')].sort()).toEqual([
      'C',
      'C',
      'C',
      'C',
      'D',
      'D',
      'D',
      'D',
      'G',
      'G',
      'W',
      'W',
      'W',
      'W',
      'W',
      'W',
    ])
  })

  it('names a defense after its team and gives golfers no team', () => {
    expect(world.players.find((player) => player.key === 'NFL:KC:11')).toMatchObject({
      firstName: 'Kansas City',
      lastName: 'Chiefs',
      position: 'DST',
    })
    const golfers = world.players.filter((player) => player.sportId === 5)
    expect(golfers).toHaveLength(60)
    expect(golfers.every((golfer) => golfer.teamKey === null && golfer.position === 'G')).toBe(true)
  })

  it('has unique player keys and no repeated full name within a sport', () => {
    expect(new Set(world.players.map((player) => player.key)).size).toBe(world.players.length)
    for (const sportId of [1, 2, 3, 4, 5]) {
      const names = world.players
        .filter((player) => player.sportId === sportId && player.position !== 'DST')
        .map((player) => `${player.firstName} ${player.lastName}`)
      expect(new Set(names).size).toBe(names.length)
    }
  })
})

describe('events', () => {
  it('has 4–6 games per team sport and one golf tournament each day', () => {
    for (const { world: w } of worlds) {
      for (const sportId of [1, 2, 3, 4]) {
        const count = w.events.filter((event) => event.sportId === sportId).length
        expect(count).toBeGreaterThanOrEqual(4)
        expect(count).toBeLessThanOrEqual(6)
      }
      const tournaments = w.events.filter((event) => event.sportId === 5)
      expect(tournaments).toHaveLength(1)
      expect(tournaments[0]).toMatchObject({ homeTeamKey: null, visitorTeamKey: null })
    }
  })

  it('starts every event on the day itself in America/New_York, at the sport’s usual times', () => {
    const allowed: Readonly<Record<number, readonly string[]>> = {
      1: ['13:00', '16:05', '16:25'],
      2: ['19:00', '19:30', '20:00', '20:30', '21:00', '22:00'],
      3: ['18:40', '19:05', '19:10', '19:40', '20:10', '21:40', '22:10'],
      4: ['19:00', '19:30', '20:00', '21:00', '22:00'],
      5: ['07:00'],
    }
    for (const { today, world: w } of worlds) {
      for (const event of w.events) {
        expect(formatInTimeZone(event.startsAt, 'America/New_York', 'yyyy-MM-dd')).toBe(today)
        expect(allowed[event.sportId]).toContain(
          formatInTimeZone(event.startsAt, 'America/New_York', 'HH:mm'),
        )
      }
    }
  })

  it('puts 7:00 PM ET at 00:00Z the next day in winter and 23:00Z the same day in summer', () => {
    const sevenPm = (w: StarterWorld) =>
      w.events.filter(
        (event) => formatInTimeZone(event.startsAt, 'America/New_York', 'HH:mm') === '19:00',
      )
    const winter = sevenPm(world)
    expect(winter.length).toBeGreaterThan(0)
    for (const event of winter) expect(event.startsAt).toBe('2025-01-16T00:00:00Z')
    const summer = sevenPm(buildStarterWorld({ seed, today: summerDay }))
    expect(summer.length).toBeGreaterThan(0)
    for (const event of summer) expect(event.startsAt).toBe('2025-07-15T23:00:00Z')
  })

  it('titles a game "<visitor> @ <home>" with team totals from a realistic game total', () => {
    const totals: Readonly<Record<number, readonly [number, number]>> = {
      1: [30, 60],
      2: [195, 255],
      3: [6, 11.5],
      4: [4.5, 7.5],
    }
    const abbreviation = new Map(world.teams.map((team) => [team.key, team.abbreviation]))
    for (const { world: w } of worlds) {
      for (const event of w.events.filter((e) => e.sportId !== 5)) {
        const visitor = abbreviation.get(event.visitorTeamKey ?? '')
        const home = abbreviation.get(event.homeTeamKey ?? '')
        expect(event.title).toBe(`${visitor} @ ${home}`)
        const total = (event.homeProjectedScore ?? 0) + (event.visitorProjectedScore ?? 0)
        const [low, high] = totals[event.sportId] ?? [0, 0]
        expect(total).toBeGreaterThanOrEqual(low)
        expect(total).toBeLessThanOrEqual(high)
      }
    }
  })
})

describe('slates', () => {
  const sportIds: readonly MainSportId[] = [1, 2, 3, 4, 5]
  const siteIds: readonly StarterSiteId[] = [4, 3]

  it('has one main classic slate per main sport on DraftKings and on FanDuel', () => {
    expect(world.slates.map((slate) => [slate.sportId, slate.sourceId])).toEqual(
      sportIds.flatMap((sportId) => siteIds.map((siteId) => [sportId, siteId])),
    )
    for (const slate of world.slates) {
      expect(slate).toMatchObject({
        contestSuffix: '',
        displayNameShort: 'Main',
        variant: 'classic',
      })
    }
  })

  it('covers all of its sport’s events, starts at the earliest and says how many', () => {
    for (const slate of world.slates) {
      const sportEvents = world.events.filter((event) => event.sportId === slate.sportId)
      expect([...slate.eventKeys].sort()).toEqual(sportEvents.map((event) => event.key).sort())
      const earliest = Math.min(...sportEvents.map((event) => Date.parse(event.startsAt)))
      expect(Date.parse(slate.startsAt)).toBe(earliest)
      const unit = slate.sportId === 5 ? 'tournament' : 'games'
      expect(slate.displayName).toBe(`Main (${sportEvents.length} ${unit})`)
    }
  })

  it('marks NFL, NBA, MLB and PGA main slates for SimLabs, not NHL', () => {
    for (const slate of world.slates) expect(slate.isSimLabs).toBe(slate.sportId !== 4)
  })

  it('derives contest and draft group ids from the date, sport and site, all distinct and below 2^31', () => {
    const nba = world.slates.find((slate) => slate.sportId === 2 && slate.sourceId === 4)
    expect(nba).toMatchObject({ contestGroupId: 501150204, draftGroupId: 1501150204 })
    const ids = world.slates.flatMap((slate) => [slate.contestGroupId, slate.draftGroupId])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toBeLessThan(2 ** 31)
  })

  it('lists only players of the teams in its events (golfers on the golf slate)', () => {
    for (const { world: w } of worlds) {
      const players = new Map(w.players.map((player) => [player.key, player]))
      for (const slate of w.slates) {
        const teamKeys = new Set(
          eventsOf(w, slate).flatMap((event) => [event.homeTeamKey, event.visitorTeamKey]),
        )
        for (const entry of slate.players) {
          const player = players.get(entry.playerKey)
          expect(player?.sportId).toBe(slate.sportId)
          expect(teamKeys.has(player?.teamKey ?? null)).toBe(true)
        }
      }
    }
  })

  it('lists every player of those teams except kickers, once each', () => {
    for (const slate of world.slates) {
      const teamKeys = new Set(
        eventsOf(world, slate).flatMap((event) => [event.homeTeamKey, event.visitorTeamKey]),
      )
      const expected = world.players
        .filter((player) => teamKeys.has(player.teamKey) && player.position !== 'K')
        .map((player) => player.key)
      expect(slate.players.map((entry) => entry.playerKey).sort()).toEqual(expected.sort())
    }
  })

  it('puts every team in at most one event per slate', () => {
    for (const { world: w } of worlds) {
      for (const slate of w.slates) {
        const teamKeys = eventsOf(w, slate)
          .flatMap((event) => [event.homeTeamKey, event.visitorTeamKey])
          .filter((key) => key !== null)
        expect(new Set(teamKeys).size).toBe(teamKeys.length)
      }
    }
  })

  it('prices every player within [site floor, cap / roster size × 2] in multiples of 100', () => {
    const floors: Readonly<Record<StarterSiteId, Readonly<Record<MainSportId, number>>>> = {
      4: { 1: 3000, 2: 3000, 3: 2000, 4: 2500, 5: 6000 },
      3: { 1: 3000, 2: 3500, 3: 2000, 4: 3000, 5: 7000 },
    }
    for (const { world: w } of worlds) {
      for (const slate of w.slates) {
        const sportId = slate.sportId as MainSportId
        const siteId = slate.sourceId as StarterSiteId
        const cap = salaryCapOf(siteId, sportId) ?? 0
        const ceiling = (cap / classicRosterSlots(siteId, sportId).length) * 2
        for (const { salary } of slate.players) {
          expect(salary % 100).toBe(0)
          expect(salary).toBeGreaterThanOrEqual(floors[siteId][sportId])
          expect(salary).toBeLessThanOrEqual(ceiling)
        }
      }
    }
  })

  it('can fill every slot of a lineup under the cap (cheapest eligible player per slot)', () => {
    for (const { world: w } of worlds) {
      for (const slate of w.slates) {
        const sportId = slate.sportId as MainSportId
        const siteId = slate.sourceId as StarterSiteId
        const cheapestFirst = [...slate.players].sort((a, b) => a.salary - b.salary)
        const used = new Set<string>()
        let total = 0
        for (const slot of classicRosterSlots(siteId, sportId)) {
          const pick = cheapestFirst.find(
            (p) => !used.has(p.playerKey) && p.rosterPositions.includes(slot),
          )
          expect(pick, `${slate.contestGroupId} ${slot}`).toBeDefined()
          used.add(pick?.playerKey ?? '')
          total += pick?.salary ?? 0
        }
        expect(total).toBeLessThanOrEqual(salaryCapOf(siteId, sportId) ?? 0)
      }
    }
  })

  it('prices by latent skill: starters sit higher in their position’s band than depth players', () => {
    const codes = { 1: 'NFL', 2: 'NBA', 3: 'MLB', 4: 'NHL' } as const
    for (const slate of world.slates.filter((s) => s.sportId !== 5)) {
      const sportId = slate.sportId as 1 | 2 | 3 | 4
      const siteId = slate.sourceId as StarterSiteId
      const meanShare = (keep: (skillMean: number) => boolean) => {
        const shares = slate.players.flatMap((entry) => {
          const spot = teamRosters[codes[sportId]][Number(entry.playerKey.split(':')[2]) - 1]
          const range = spot && salaryRangeOf(siteId, sportId, spot.position)
          if (spot === undefined || range === undefined || !keep(spot.skillMean)) return []
          return [(entry.salary - range.min) / (range.max - range.min)]
        })
        expect(shares.length).toBeGreaterThan(0)
        return shares.reduce((sum, value) => sum + value, 0) / shares.length
      }
      expect(meanShare((mean) => mean > 0.25)).toBeGreaterThan(
        meanShare((mean) => mean < -0.25) + 0.15,
      )
    }
  })

  it('prices a player alike on both sites: salary correlation above 0.8 per sport', () => {
    for (const sportId of [1, 2, 3, 4, 5]) {
      const [dk, fd] = [4, 3].map((siteId) => {
        const slate = world.slates.find((s) => s.sportId === sportId && s.sourceId === siteId)
        return new Map(slate?.players.map((entry) => [entry.playerKey, entry.salary]))
      })
      const keys = [...(dk ?? new Map()).keys()]
      const xs = keys.map((key) => dk?.get(key) ?? 0)
      const ys = keys.map((key) => fd?.get(key) ?? 0)
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
      const [mx, my] = [mean(xs), mean(ys)]
      const cov = mean(xs.map((x, i) => (x - mx) * ((ys[i] ?? 0) - my)))
      const sd = (values: number[], m: number) => Math.sqrt(mean(values.map((v) => (v - m) ** 2)))
      expect(cov / (sd(xs, mx) * sd(ys, my))).toBeGreaterThan(0.8)
    }
  })

  it('lists players by salary, highest first', () => {
    for (const slate of world.slates) {
      const salaries = slate.players.map((entry) => entry.salary)
      expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    }
  })

  it('gives DraftKings 8-digit ids and FanDuel "<draftGroupId>-<n>" ids, unique per site', () => {
    for (const siteId of [4, 3]) {
      const ids = world.slates
        .filter((slate) => slate.sourceId === siteId)
        .flatMap((slate) =>
          slate.players.map((entry) => {
            if (siteId === 4) expect(entry.sitePlayerId).toMatch(/^[1-9]\d{7}$/)
            else expect(entry.sitePlayerId).toMatch(new RegExp(`^${slate.draftGroupId}-\\d+$`))
            return entry.sitePlayerId
          }),
        )
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('lists positions the way each site does', () => {
    const listing = (sportId: number, siteId: number, position: string) => {
      const slate = world.slates.find((s) => s.sportId === sportId && s.sourceId === siteId)
      const entry = slate?.players.find((p) => playerByKey.get(p.playerKey)?.position === position)
      return entry && { positions: entry.positions, rosterPositions: entry.rosterPositions }
    }
    expect(listing(2, 4, 'PG')).toEqual({ positions: ['PG'], rosterPositions: ['PG', 'G', 'UTIL'] })
    expect(listing(2, 3, 'PG')).toEqual({ positions: ['PG'], rosterPositions: ['PG'] })
    expect(listing(1, 4, 'RB')).toEqual({ positions: ['RB'], rosterPositions: ['RB', 'FLEX'] })
    expect(listing(1, 4, 'DST')).toEqual({ positions: ['DST'], rosterPositions: ['DST'] })
    expect(listing(1, 3, 'DST')).toEqual({ positions: ['D'], rosterPositions: ['DEF'] })
    expect(listing(3, 3, 'SS')).toEqual({ positions: ['SS'], rosterPositions: ['SS', 'UTIL'] })
    expect(listing(3, 4, 'SP')).toEqual({ positions: ['SP'], rosterPositions: ['P'] })
    expect(listing(4, 4, 'W')).toEqual({ positions: ['W'], rosterPositions: ['W', 'UTIL'] })
    expect(listing(5, 3, 'G')).toEqual({ positions: ['G'], rosterPositions: ['G'] })
    expect(listing(1, 4, 'K')).toBeUndefined()
  })
})
