import { lineupsRoute, type GameLineups } from '@slatelab/contract/plateiq.contract'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild } from '../../testing/optimizer-builds'
import { contestGroups, slatePlayers } from '../../db/schema'
import { loadPoolStarters } from './pool-starters'
import { callRoute } from '../../testing/call-route'
import { slateGames } from '../../testing/slate-builders'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'

type PoolPlayer = {
  id: string
  playerId: number
  team: string
  positions: string[]
  starter: { role: string; status: string } | null
}
type Build = {
  buildId: string
  status: string
  error: string | null
  lineups: { players: { slot: string; id: string }[] }[]
}

// A September morning: the demo world's MLB slates of the day, their lineups still projected.
const date = '2026-09-20'
const morning = new Date(`${date}T10:00:00Z`)

/** Whether some `size` of the slots are adjacent in a 9-slot order that wraps 9 → 1. */
const hasRun = (slots: readonly number[], size: number) =>
  Array.from({ length: 9 }, (_, first) =>
    Array.from({ length: size }, (_, step) => ((first + step) % 9) + 1),
  ).some((run) => run.every((slot) => slots.includes(slot)))

describe('the optimizer’s consecutive-hitters team stack on an MLB slate', () => {
  let t: TestApp
  let headers: Record<string, string>
  let slateId: number
  let pool: PoolPlayer[]
  /** Each hitter's slot in the projected batting orders the PlateIQ lineups call shows. */
  let slotOf: Map<number, number>
  beforeAll(async () => {
    t = await createTestApp({ world: true, now: morning })
    headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    const [slate] = await t.database.db
      .select({ id: contestGroups.contestGroupId })
      .from(contestGroups)
      .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroups.contestGroupId))
      .where(
        and(
          eq(contestGroups.sportId, 3),
          eq(contestGroups.sourceId, 4),
          eq(contestGroups.variant, 'classic'),
          gte(contestGroups.startsAt, morning),
          lt(contestGroups.startsAt, new Date(`${date}T23:59:00Z`)),
        ),
      )
      .groupBy(contestGroups.contestGroupId)
      .orderBy(sql`count(*) desc`)
      .limit(1)
    if (slate === undefined) throw new Error('the demo world has no DK MLB classic slate')
    slateId = slate.id
    const answer = await t.app.inject({
      url: `/svc/optimizer/pool/?contest_group_id=${slateId}`,
      headers,
    })
    pool = answer.json<{ players: PoolPlayer[] }>().players
    const lineups = await callRoute(t.app, lineupsRoute, { params: { date: '20260920' } }, headers)
    slotOf = new Map(
      (lineups.body as { Lineups: GameLineups[] }).Lineups.flatMap((game) =>
        [game.home, game.visitor].flatMap((side) =>
          side.batters.map((batter) => [batter.playerId, batter.order] as const),
        ),
      ),
    )
  }, 240_000)
  afterAll(() => t.close())

  const build = (consecutivePlayers: boolean) =>
    runBuild<Build>(t.app, headers, {
      contestGroupId: slateId,
      count: 3,
      settings: { teamStacks: [{ stackCount: 4, consecutivePlayers }] },
    })

  /** Whether a lineup holds 4 hitters of one team in adjacent batting-order slots. */
  const hasConsecutiveFour = (lineup: Build['lineups'][number]) => {
    const byId = new Map(pool.map((player) => [player.id, player]))
    const slotsByTeam = new Map<string, number[]>()
    for (const { id } of lineup.players) {
      const player = byId.get(id)
      const slot = player === undefined ? undefined : slotOf.get(player.playerId)
      if (player === undefined || slot === undefined) continue
      slotsByTeam.set(player.team, [...(slotsByTeam.get(player.team) ?? []), slot])
    }
    return [...slotsByTeam.values()].some((slots) => hasRun(slots, 4))
  }

  it('puts 4 hitters of one team in adjacent batting-order slots in every lineup', async () => {
    expect(slotOf.size).toBeGreaterThan(100)
    const built = await build(true)
    expect(built.error).toBeNull()
    expect(built.lineups).toHaveLength(3)
    for (const lineup of built.lineups) expect(hasConsecutiveFour(lineup)).toBe(true)
  }, 120_000)

  it('without the setting, a 4-stack is not held to adjacent slots', async () => {
    const built = await build(false)
    expect(built.lineups).toHaveLength(3)
    expect(built.lineups.some((lineup) => !hasConsecutiveFour(lineup))).toBe(true)
  }, 120_000)

  it('says who bats where in the projected orders, and who is out of a confirmed lineup', async () => {
    // The morning: each listed hitter bats where the projected orders say, none "confirmed".
    const listed = pool.filter((player) => slotOf.has(player.playerId))
    expect(listed.length).toBeGreaterThan(50)
    for (const player of listed) {
      expect(player.starter).toEqual({
        role: `Bats ${slotOf.get(player.playerId)}`,
        status: 'projected',
      })
    }
    expect(pool.some((player) => player.starter?.status === 'confirmed')).toBe(false)

    // Half an hour before first pitch the lineups are posted: a hitter left out is named so.
    const games = await slateGames(t.database.db, slateId)
    const lastStart = Math.max(...games.map((game) => game.startsAt.getTime()))
    const { starterOf } = await loadPoolStarters(
      t.database.db,
      3,
      games,
      new Date(lastStart - 30 * 60_000),
    )
    const roles = (
      await t.database.db
        .select({
          playerId: slatePlayers.playerId,
          teamId: slatePlayers.teamId,
          positions: slatePlayers.positions,
        })
        .from(slatePlayers)
        .where(eq(slatePlayers.contestGroupId, slateId))
    ).map((player) => starterOf(player))
    const batting = roles.filter((role) => role?.role.startsWith('Bats '))
    expect(batting.length).toBeGreaterThan(50)
    expect(batting.every((role) => role?.status === 'confirmed')).toBe(true)
    expect(roles.some((role) => role?.role === 'Not in lineup')).toBe(true)
    expect(roles.some((role) => role?.role === 'Starting P')).toBe(true)
  }, 60_000)
})
