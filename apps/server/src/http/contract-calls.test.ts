/**
 * One typed call per API group, built from the shared contract as the web app builds it and
 * answered through `fastify.inject`: the answer must parse with the contract's schema and carry
 * the demo world's data.
 */
import { meRoute } from '@slatelab/contract/auth.contract'
import { contestDataRoute, contestsListRoute } from '@slatelab/contract/contests.contract'
import { healthzRoute } from '@slatelab/contract/health.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import { componentsRoute } from '@slatelab/contract/marketplace.contract'
import { multiSettingsRoute } from '@slatelab/contract/multi-settings.contract'
import { buildsRoute, poolRoute } from '@slatelab/contract/optimizer.contract'
import { simulationsRoute } from '@slatelab/contract/simlabs.contract'
import { sourcedataRoute } from '@slatelab/contract/sourcedata.contract'
import { slateEventsRoute } from '@slatelab/contract/sportevents.contract'
import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import type { ContestGroup } from '@slatelab/domain/entities/contest-group'
import { sportIds } from '@slatelab/domain/sports'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyOf, callRoute } from '../testing/call-route'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../testing/test-app'

/** A successful answer's body; fails the test with the server's words otherwise. */
describe('typed calls of every API group', () => {
  let t: TestApp
  let subscriber: SignedIn
  let slate: ContestGroup

  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    const sources = bodyOf(
      await callRoute(t.app, sourcedataRoute, {
        params: { sportId: sportIds.NFL, date: '11_22_2026' },
      }),
    )
    const classic = sources
      .flatMap((source) => source.contestGroups)
      .find((group) => group.variant === 'classic')
    if (classic === undefined) throw new Error('the demo world has no NFL classic slate')
    slate = classic
  })
  afterAll(() => t.close())

  it('health and auth: the process is up and knows the signed-in user', async () => {
    expect(bodyOf(await callRoute(t.app, healthzRoute, {}))).toEqual({ status: 'ok' })
    const me = bodyOf(await callRoute(t.app, meRoute, {}, authHeaders(subscriber)))
    expect(me.user.email).toBe('subscriber@slatelab.test')
  })

  it('slates and events: a slate lists its games', async () => {
    const events = bodyOf(
      await callRoute(t.app, slateEventsRoute, { query: { contestGroupId: slate.contestGroupId } }),
    )
    expect(events.length).toBe(slate.gameCount)
  })

  it('contests and live: a finished contest has ownership, users and players', async () => {
    // Yesterday's NBA slates are played and their contests' fields stored.
    const sources = bodyOf(
      await callRoute(t.app, sourcedataRoute, {
        params: { sportId: sportIds.NBA, date: '11_21_2026' },
      }),
    )
    const played = sources.flatMap((source) => source.contestGroups)[0]
    if (played === undefined) throw new Error('the demo world has no NBA slate yesterday')
    const contests = bodyOf(
      await callRoute(t.app, contestsListRoute, {
        params: { contestGroupId: played.contestGroupId },
      }),
    )
    const stored = contests.find((contest) => contest.players.length > 0)
    if (stored === undefined) throw new Error('no contest of the slate has entries')
    const data = bodyOf(
      await callRoute(t.app, contestDataRoute, {
        params: {
          sport: 'nba',
          date: stored.date.slice(0, 10).replaceAll('-', ''),
          contestId: stored.contestId,
        },
        query: { users_limit: 5 },
      }),
    )
    expect(data.users.rows.length).toBeGreaterThan(0)
    expect(data.totalLineupsEntered).toBeGreaterThan(0)
    const players = bodyOf(
      await callRoute(t.app, livePlayersRoute, {
        query: { sport_id: sportIds.NBA, contest_group_id: played.contestGroupId },
      }),
    )
    expect(players.some((player) => player.actualPoints !== null)).toBe(true)
  })

  it('subscriptions and marketplace: the subscriber has access and sees the catalogue', async () => {
    const access = bodyOf(
      await callRoute(
        t.app,
        checkAccessRoute,
        { query: { sport_id: sportIds.MLB, product: 'PlateIQ' } },
        authHeaders(subscriber),
      ),
    )
    expect(access).toEqual({ userAccess: true })
    const components = bodyOf(await callRoute(t.app, componentsRoute, {}, authHeaders(subscriber)))
    expect(components.some((component) => component.isSubscribed)).toBe(true)
  })

  it('multi-settings, optimizer and SimLabs: defaults, the pool and empty job lists', async () => {
    const headers = authHeaders(subscriber)
    const settings = bodyOf(
      await callRoute(
        t.app,
        multiSettingsRoute,
        { query: { sport_id: sportIds.NFL, site_id: slate.sourceId } },
        headers,
      ),
    )
    expect(settings.general.maxPerTeam).toBe(5)
    const pool = bodyOf(
      await callRoute(
        t.app,
        poolRoute,
        { query: { contest_group_id: slate.contestGroupId } },
        headers,
      ),
    )
    expect(pool.slots).toContain('QB')
    expect(bodyOf(await callRoute(t.app, buildsRoute, {}, headers))).toEqual([])
    expect(bodyOf(await callRoute(t.app, simulationsRoute, { query: {} }, headers))).toEqual([])
  })
})
