import {
  applyCorrelationUseRoute,
  correlationUsePreviewRoute,
  type CorrelationUse,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'
import { multiSettingsRoute } from '@slatelab/contract/multi-settings.contract'
import { simlabsRequestSchema } from '@slatelab/contract/simlabs.contract'
import { sportIds } from '@slatelab/domain/sports'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups, users } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { loadSlatePool, type PoolPlayer } from '../optimizer'
import { resolveSimulation } from '../simlabs'
import { systemViewsOf } from './system-views'

// NFL "Stacks" over home anchors only, from the few games a test store holds: values that
// differ from SimLabs' own (the typical values where history is that short).
const homeStacks = (): CorrelationView => {
  const view = systemViewsOf(sportIds.NFL).find((candidate) => candidate.viewName === 'Stacks')
  if (view === undefined) throw new Error('No NFL Stacks view')
  return {
    ...view,
    filters: view.filters.map((filter) =>
      filter.filterType === 'location'
        ? { ...filter, stringValue: 'home' }
        : filter.filterType === 'minGames'
          ? { ...filter, numberValue1: 5 }
          : filter,
    ),
  }
}

// The team's player of a position at a depth, by projection (the slate's depth chart).
const depthPlayer = (players: readonly PoolPlayer[], team: string, position: string, rank = 0) =>
  players
    .filter((player) => player.team === team && player.positions[0] === position)
    .sort((a, b) => b.projection - a.projection)[rank]

describe('use a correlation view in the optimizer and SimLabs', () => {
  let t: TestApp
  let subscriber: SignedIn
  let userId: number
  let slateId: number
  let players: readonly PoolPlayer[]
  beforeAll(async () => {
    // Tuesday: Sunday's NFL games are final, so the view has games to read.
    t = await createTestApp({ world: true, now: new Date('2026-11-24T17:00:00Z') })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const db = t.database.db
    const [user] = await db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.email, 'subscriber@slatelab.test'))
    const [slate] = await db
      .select()
      .from(contestGroups)
      .where(
        and(
          eq(contestGroups.isSimLabs, true),
          eq(contestGroups.variant, 'classic'),
          eq(contestGroups.sportId, sportIds.NFL),
          eq(contestGroups.sourceId, 4),
        ),
      )
      .limit(1)
    if (user === undefined || slate === undefined) throw new Error('no NFL SimLabs slate seeded')
    userId = user.userId
    slateId = slate.contestGroupId
    players = (await loadSlatePool(db, slateId)).players
  }, 180_000)
  afterAll(() => t.close())

  const use = async (
    route: typeof correlationUsePreviewRoute | typeof applyCorrelationUseRoute,
    contestGroupId = slateId,
  ) => {
    const answer = await callRoute(
      t.app,
      route,
      { body: { view: homeStacks(), contestGroupId } },
      authHeaders(subscriber),
    )
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200)
    return answer.body as CorrelationUse
  }

  // The caller's multi-lineup settings of the slate, as the settings page reads them.
  const savedRules = async () =>
    (
      await callRoute(
        t.app,
        multiSettingsRoute,
        { query: { sport_id: 1, site_id: 4, contest_group_id: slateId } },
        authHeaders(subscriber),
      )
    ).body as { playerCorrelations: { playerId: string; otherPlayerId: string; kind: string }[] }

  it('maps QB–WR1 to each team’s QB and top receiver on the slate, without storing', async () => {
    const preview = await use(correlationUsePreviewRoute)
    expect(preview.applied).toBe(false)
    const qbWr1 = preview.rules.filter((rule) => rule.pair === 'QB–WR1')
    expect(qbWr1.length).toBeGreaterThan(4)
    for (const rule of qbWr1) {
      const qb = players.find((player) => player.id === rule.playerId)
      expect(qb?.positions[0]).toBe('QB')
      expect(rule.playerName).toBe(qb?.name)
      expect(rule.otherPlayerId).toBe(depthPlayer(players, qb?.team ?? '', 'WR')?.id)
      expect(rule.kind).toBe('together')
    }
    expect(preview.targets.find((target) => target.roles.join() === 'QB,WR1')?.correlation).toBe(
      qbWr1[0]?.correlation,
    )
    expect((await savedRules()).playerCorrelations).toEqual([])
  })

  it('applies the rules to the caller’s settings of the slate, replacing an earlier apply', async () => {
    const applied = await use(applyCorrelationUseRoute)
    expect(applied.applied).toBe(true)
    // A second apply replaces the first one's rules instead of adding to them.
    await use(applyCorrelationUseRoute)
    const settings = await savedRules()
    expect(settings.playerCorrelations).toHaveLength(applied.rules.length)
    expect(settings.playerCorrelations[0]).toMatchObject({
      playerId: applied.rules[0]?.playerId,
      otherPlayerId: applied.rules[0]?.otherPlayerId,
      kind: applied.rules[0]?.kind,
    })
  })

  const slots = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST']
  // Any lineup of the slate's players (SimLabs needs one to simulate).
  const lineupOf = (codes: readonly string[]) => {
    const taken = new Set<string>()
    return codes.map((code) => {
      const player = players.find(
        (candidate) => !taken.has(candidate.id) && candidate.rosterPositions.includes(code),
      )
      taken.add(player?.id ?? '')
      return player?.id ?? ''
    })
  }

  it('gives SimLabs the view’s values for the slate in place of its own estimates', async () => {
    const db = t.database.db
    const request = simlabsRequestSchema.parse({
      contestGroupId: slateId,
      template: { size: 100, entryFee: 1, payouts: [{ placeFrom: 1, placeTo: 20, payout: 4 }] },
      lineupsCsv: `${slots.join(',')}\n${lineupOf(slots).join(',')}\n`,
    })
    const indexOf = new Map(players.map((player, index) => [player.id, index]))
    const qbWr1 = (spec: Awaited<ReturnType<typeof resolveSimulation>>['spec']) => {
      const team = players.find((player) => player.positions[0] === 'QB')?.team ?? ''
      const qb = indexOf.get(depthPlayer(players, team, 'QB')?.id ?? '')
      const wr = indexOf.get(depthPlayer(players, team, 'WR')?.id ?? '')
      return spec.correlations.find(
        (pair) => (pair.a === qb && pair.b === wr) || (pair.a === wr && pair.b === qb),
      )?.correlation
    }
    const applied = (await use(correlationUsePreviewRoute)).targets.find(
      (target) => target.roles.join() === 'QB,WR1' && target.relation === 'teammate',
    )?.correlation
    const mine = await resolveSimulation(db, userId, request, 'use')
    // Another user of the same slate keeps the store's estimate.
    const others = await resolveSimulation(db, userId + 1, request, 'use')
    expect(qbWr1(mine.spec)).toBe(applied)
    expect(qbWr1(others.spec)).not.toBe(applied)
  })

  it('refuses a slate of another sport and an unknown slate', async () => {
    const [nba] = await t.database.db
      .select()
      .from(contestGroups)
      .where(eq(contestGroups.sportId, sportIds.NBA))
      .limit(1)
    const refused = await callRoute(
      t.app,
      correlationUsePreviewRoute,
      { body: { view: homeStacks(), contestGroupId: nba?.contestGroupId ?? 1 } },
      authHeaders(subscriber),
    )
    expect(refused.statusCode).toBe(400)
    const unknown = await callRoute(
      t.app,
      correlationUsePreviewRoute,
      { body: { view: homeStacks(), contestGroupId: 999_999 } },
      authHeaders(subscriber),
    )
    expect(unknown.statusCode).toBe(404)
  })
})
