import {
  activeProjectionSetRoute,
  createScenarioRoute,
  customProjectionSetsRoute,
  defaultProjectionsRoute,
  deleteProjectionsRoute,
  importAdminProjectionsRoute,
  projectionAccuracyRoute,
  projectionSetStatsRoute,
  projectionsRoute,
  projectionWeightsRoute,
  scenarioPlayersRoute,
  setActiveProjectionsRoute,
  uploadProjectionsRoute,
  type Projection,
  type ProjectionSet,
} from '@slatelab/contract/projections.contract'
import { livePlayersRoute } from '@slatelab/contract/live.contract'
import { poolRoute } from '@slatelab/contract/optimizer.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups, projectionRows, projectionSets, slatePlayers } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { toEasternDay } from '../../time/eastern-time'
import { recordsOfCsv } from './projection-file'

const quote = (cell: string | number) => `"${String(cell).replaceAll('"', '""')}"`
const csv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [header, ...rows].map((row) => row.map(quote).join(',')).join('\n') + '\n'

// A name as another tool spells it: one letter dropped from the last name.
const misspelt = (name: string) => {
  const cut = name.length - 2
  return name.slice(0, cut) + name.slice(cut + 1)
}

describe('projections routes', () => {
  let t: TestApp
  let subscriber: SignedIn
  let free: SignedIn
  let admin: SignedIn
  let date: IsoDate
  let slateId: number
  let system: readonly Projection[]
  const scope = () => ({ sport_id: 2 as const, source_id: 4, date })

  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    free = await signInAs(t.app, 'free@slatelab.test')
    admin = await signInAs(t.app, 'admin@slatelab.test')
    // The DK NBA classic slate with the most players of the demo world's days.
    const [slate] = await t.database.db
      .select({ id: contestGroups.contestGroupId, startsAt: contestGroups.startsAt })
      .from(contestGroups)
      .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroups.contestGroupId))
      .where(
        and(
          eq(contestGroups.sportId, 2),
          eq(contestGroups.sourceId, 4),
          eq(contestGroups.variant, 'classic'),
          sql`${contestGroups.startsAt} > ${t.clock.now.toISOString()}`,
        ),
      )
      .groupBy(contestGroups.contestGroupId)
      .orderBy(sql`count(*) desc`)
      .limit(1)
    if (slate === undefined) throw new Error('the demo world has no DK NBA classic slate')
    slateId = slate.id
    date = toEasternDay(slate.startsAt)
    const answer = await callRoute(
      t.app,
      defaultProjectionsRoute,
      { query: scope() },
      authHeaders(subscriber),
    )
    if (answer.statusCode !== 200 || !('projections' in answer.body)) {
      throw new Error('no system projection')
    }
    system = answer.body.projections
  }, 120_000)
  afterAll(() => t.close())

  const as = (session: SignedIn) => authHeaders(session)
  const storedCounts = async () => ({
    sets: await t.database.db.$count(projectionSets),
    rows: await t.database.db.$count(projectionRows),
  })

  /** A FantasyCruncher-layout file of the first `n` system players at `points(i)`. */
  const fantasyCruncher = (players: readonly Projection[], points: (index: number) => number) =>
    recordsOfCsv(
      csv(
        ['Player', 'Pos', 'Team', 'Opp', 'Salary', 'Floor', 'Ceiling', 'FC Proj', 'My Proj'],
        players.map((player, index) => [
          player.playerName,
          player.position,
          player.team,
          '@ XXX',
          player.playerSalaries[0]?.salary ?? 0,
          points(index) - 5,
          points(index) + 9,
          points(index),
          points(index),
        ]),
      ),
    )

  const upload = async (
    rows: ReturnType<typeof recordsOfCsv>,
    options: { filename?: string; preview?: boolean; useDefaultPlayers?: boolean } = {},
    choices: { row: number; playerId: number | null }[] = [],
    session = subscriber,
  ) =>
    callRoute(
      t.app,
      uploadProjectionsRoute,
      {
        query: {
          ...scope(),
          filename: options.filename ?? 'fc.csv',
          ...(options.preview ? { preview: 'true' as const } : {}),
          ...(options.useDefaultPlayers ? { useDefaultPlayers: 'true' as const } : {}),
        },
        body: { rows, choices },
      },
      as(session),
    )

  const uploaded = async (...args: Parameters<typeof upload>): Promise<ProjectionSet> => {
    const answer = await upload(...args)
    if (answer.statusCode !== 200 || !('report' in answer.body) || answer.body.set === null) {
      throw new Error(`upload failed: ${JSON.stringify(answer.body)}`)
    }
    return answer.body.set
  }

  it('needs both tokens', async () => {
    for (const url of ['/svc/projections/', '/svc/projections-custom/', '/svc/projections-get/']) {
      const response = await t.app.inject({ url: `${url}?date=${date}` })
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe(errors.missingTokens)
    }
  })

  it('answers the system projection of the date’s DK slates, best first, with salaries', () => {
    expect(system.length).toBeGreaterThan(40)
    const points = system.map((player) => player.projectedPoints)
    expect(points).toEqual([...points].sort((a, b) => b - a))
    expect(system[0]?.playerSalaries.map((salary) => salary.contestGroupId)).toContain(slateId)
  })

  it('previews an upload: matched by name, a misspelt name fuzzy with its candidate, a stranger unmatched; nothing stored', async () => {
    const players = system.slice(0, 10)
    const rows = fantasyCruncher(players, (index) => 40 - index)
    const fuzzy = players[3]
    if (fuzzy === undefined) throw new Error('too few players')
    rows[3] = { ...rows[3], Player: misspelt(fuzzy.playerName) }
    rows.push({ ...rows[0], Player: 'Zebulon Quartermaine', Team: 'ZZZ' })
    const before = await storedCounts()
    const answer = await upload(rows, { preview: true })
    expect(answer.statusCode).toBe(200)
    if (!('report' in answer.body)) throw new Error('no report')
    const { report, set } = answer.body
    expect(set).toBeNull()
    expect(report.mapping).toMatchObject({
      name: 'Player',
      team: 'Team',
      position: 'Pos',
      points: 'My Proj',
      ceiling: 'Ceiling',
      floor: 'Floor',
      ownership: null,
    })
    expect(report).toMatchObject({ rows: 11, matchedBySiteId: 0, matchedByName: 9 })
    expect(report.fuzzy).toHaveLength(1)
    expect(report.fuzzy[0]).toMatchObject({ row: 4, candidate: { playerId: fuzzy.playerId } })
    expect(report.unmatched.map((row) => row.name)).toEqual(['Zebulon Quartermaine'])
    expect(report.recordCount).toBe(10)
    expect(await storedCounts()).toEqual(before)
  })

  it('reads each real layout by its headers and matches by site id, name + team and first/last name', async () => {
    const players = system.slice(0, 6)
    const layouts = {
      pangadfs: csv(
        ['playerid', 'player', 'salary', 'opp', 'pos', 'team', 'proj', 'floor', 'ceil'],
        players.map((player) => [
          player.playerSalaries[0]?.sitePlayerId ?? '',
          player.playerName,
          5000,
          'XXX',
          player.position,
          player.team,
          20,
          10,
          30,
        ]),
      ),
      dfn: csv(
        ['Position', 'Name', 'Salary', 'teamAbbrev', 'Projection', 'Projection_dfn', 'Actual_fpts'],
        players.map((player) => [player.position, player.playerName, 5000, player.team, 0, 21, 0]),
      ),
      firstLast: csv(
        ['first_name', 'last_name', 'position', 'team', 'salary', 'ppg_projection', 'ppg_actual'],
        players.map((player) => {
          const [first = '', ...rest] = player.playerName.split(' ')
          return [first, rest.join(' '), player.position, player.team, 5000, 22, '']
        }),
      ),
      nameTeam: csv(
        ['Name', 'FPTS', 'Own%'],
        players.map((player) => [`${player.playerName} (${player.team})`, 23, '12.5%']),
      ),
    }
    const expected = {
      pangadfs: { points: 'proj', id: 'playerid', bySiteId: 6, byName: 0, value: 20 },
      dfn: { points: 'Projection_dfn', id: null, bySiteId: 0, byName: 6, value: 21 },
      firstLast: { points: 'ppg_projection', id: null, bySiteId: 0, byName: 6, value: 22 },
      nameTeam: { points: 'FPTS', id: null, bySiteId: 0, byName: 6, value: 23 },
    }
    for (const [layout, text] of Object.entries(layouts)) {
      const want = expected[layout as keyof typeof expected]
      const answer = await upload(recordsOfCsv(text), { preview: true })
      if (answer.statusCode !== 200 || !('report' in answer.body)) {
        throw new Error(`${layout}: ${JSON.stringify(answer.body)}`)
      }
      const { report } = answer.body
      expect({ layout, points: report.mapping.points, id: report.mapping.id }).toEqual({
        layout,
        points: want.points,
        id: want.id,
      })
      expect({ layout, bySiteId: report.matchedBySiteId, byName: report.matchedByName }).toEqual({
        layout,
        bySiteId: want.bySiteId,
        byName: want.byName,
      })
    }
    const nameTeam = await upload(recordsOfCsv(layouts.nameTeam), { preview: true })
    if (!('report' in nameTeam.body)) throw new Error('no report')
    expect(nameTeam.body.report.mapping).toMatchObject({ nameHoldsTeam: true, ownership: 'Own%' })
  })

  it('refuses a malformed file naming the row and field, and stores nothing', async () => {
    const rows = fantasyCruncher(system.slice(0, 5), () => 20)
    rows[2] = { ...rows[2], 'My Proj': 'twelve' }
    const before = await storedCounts()
    const answer = await upload(rows)
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toMatchObject({
      message: `${errors.postProjections}: row 3, field My Proj: "twelve" is not a number`,
    })
    const noPoints = await upload([{ Player: 'Jo Doe', Salary: '5000' }])
    expect(noPoints.statusCode).toBe(400)
    expect(noPoints.body).toMatchObject({
      message: expect.stringContaining('no projection column'),
    })
    expect(await storedCounts()).toEqual(before)
  })

  it('saves an upload with the user’s fuzzy fix, serves its stats file and lists it', async () => {
    const players = system.slice(0, 8)
    const rows = fantasyCruncher(players, (index) => 30 + index)
    const fuzzy = players[2]
    const other = system[20]
    if (fuzzy === undefined || other === undefined) throw new Error('too few players')
    rows[2] = { ...rows[2], Player: misspelt(fuzzy.playerName) }
    // Row 3's candidate is right but the user says it is another player; row 5 he drops.
    const set = await uploaded(rows, { filename: 'fixed.csv' }, [
      { row: 3, playerId: other.playerId },
      { row: 5, playerId: null },
    ])
    expect(set).toMatchObject({ projectionSetName: 'fixed.csv', kind: 'upload', recordCount: 7 })
    const active = await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: set.key } },
      as(subscriber),
    )
    expect(active.statusCode).toBe(200)
    const inForce = await callRoute(t.app, projectionsRoute, { query: scope() }, as(subscriber))
    if (inForce.statusCode !== 200 || !('projections' in inForce.body)) throw new Error('no answer')
    const byId = new Map(inForce.body.projections.map((row) => [row.playerId, row]))
    expect(byId.get(other.playerId)?.projectedPoints).toBe(32)
    expect(byId.has(fuzzy.playerId)).toBe(false)
    expect(byId.has(players[4]?.playerId ?? 0)).toBe(false)
    expect(byId.get(players[0]?.playerId ?? 0)).toMatchObject({
      projectedPoints: 30,
      projectedFloor: 25,
      projectedCeiling: 39,
    })
    const stats = await callRoute(t.app, projectionSetStatsRoute, { params: { key: set.key } })
    expect(stats).toMatchObject({ statusCode: 200, body: { key: set.key, count: 7 } })
    expect(set.path).toBe(`/cdn/projections/stats/${set.key}`)
    const listed = await callRoute(
      t.app,
      customProjectionSetsRoute,
      { query: scope() },
      as(subscriber),
    )
    if (listed.statusCode !== 200 || !('sets' in listed.body)) throw new Error('no list')
    expect(listed.body.activeKey).toBe(set.key)
    expect(listed.body.sets.find((row) => row.key === set.key)?.activeFlag).toBe(true)
    // Another user sees neither the set nor its being active.
    const theirs = await callRoute(t.app, customProjectionSetsRoute, { query: scope() }, as(free))
    if (theirs.statusCode !== 200 || !('sets' in theirs.body)) throw new Error('no list')
    expect(theirs.body.sets.map((row) => row.key)).not.toContain(set.key)
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: 'system' } },
      as(subscriber),
    )
  })

  it('fills players the file lacks from the system projection with useDefaultPlayers', async () => {
    const set = await uploaded(
      fantasyCruncher(system.slice(0, 3), () => 99),
      {
        useDefaultPlayers: true,
      },
    )
    const withSystem = system.filter((player) => player.projectedPoints !== null)
    expect(set.recordCount).toBe(withSystem.length)
    expect(set.stats).toMatchObject({ count: withSystem.length })
  })

  // An unpaired surrogate cannot travel in a URL (no UTF-8 for it); the field's own test has it.
  it('refuses set names with control characters', async () => {
    const players = system.slice(0, 3)
    for (const filename of ['fc\u0007.csv', 'fc\nnext.csv', 'fc\u0085.csv']) {
      const refused = await upload(
        fantasyCruncher(players, () => 10),
        { filename },
      )
      expect(refused.statusCode, JSON.stringify(filename)).toBe(400)
      expect(refused.body).toMatchObject({
        message: expect.stringMatching(/^querystring\.filename: must not contain control/),
      })
    }
  })

  it('blends two sets 0.25 / 0.75 into the weighted mean per player', async () => {
    const players = system.slice(0, 25)
    const a = await uploaded(
      fantasyCruncher(players, (index) => 10 + index),
      { filename: 'a' },
    )
    const b = await uploaded(
      fantasyCruncher(players, (index) => 50 - index),
      { filename: 'b' },
    )
    const parts = [
      { key: a.key, weight: 0.25, ownWeight: 0.25, ceilingWeight: 0.25, floorWeight: 0.25 },
      { key: b.key, weight: 0.75, ownWeight: 0.75, ceilingWeight: 0.75, floorWeight: 0.75 },
    ]
    const preview = await callRoute(
      t.app,
      projectionWeightsRoute,
      { query: { ...scope(), filename: 'blend', preview: 'true' }, body: { sets: parts } },
      as(subscriber),
    )
    if (preview.statusCode !== 200 || !('top' in preview.body)) throw new Error('no preview')
    expect(preview.body.set).toBeNull()
    expect(preview.body.top).toHaveLength(20)
    const saved = await callRoute(
      t.app,
      projectionWeightsRoute,
      { query: { ...scope(), filename: 'blend' }, body: { sets: parts } },
      as(subscriber),
    )
    if (saved.statusCode !== 200 || !('top' in saved.body) || saved.body.set === null) {
      throw new Error('no blend')
    }
    expect(saved.body.set).toMatchObject({ kind: 'blend', recordCount: 25 })
    expect(saved.body.set.sets.map((part) => [part.projectionSetName, part.weight])).toEqual([
      ['a', 0.25],
      ['b', 0.75],
    ])
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: saved.body.set.key } },
      as(subscriber),
    )
    const inForce = await callRoute(t.app, projectionsRoute, { query: scope() }, as(subscriber))
    if (inForce.statusCode !== 200 || !('projections' in inForce.body)) throw new Error('no answer')
    const byId = new Map(inForce.body.projections.map((row) => [row.playerId, row]))
    players.forEach((player, index) => {
      const want = 0.25 * (10 + index) + 0.75 * (50 - index)
      expect(byId.get(player.playerId)?.projectedPoints).toBeCloseTo(want, 2)
      expect(byId.get(player.playerId)?.projectedCeiling).toBeCloseTo(want + 9, 2)
    })
    const unknown = await callRoute(
      t.app,
      projectionWeightsRoute,
      {
        query: { ...scope(), filename: 'x' },
        body: {
          sets: [
            {
              key: '00000000-0000-4000-8000-000000000000',
              weight: 1,
              ownWeight: 1,
              ceilingWeight: 1,
              floorWeight: 1,
            },
          ],
        },
      },
      as(subscriber),
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toMatchObject({
      message: expect.stringMatching(/^Failed to post aggregate sets: /),
    })
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: 'system' } },
      as(subscriber),
    )
  })

  it('makes a scenario that overrides only its players and lists them', async () => {
    const [out, teammate] = system
    if (out === undefined || teammate === undefined) throw new Error('too few players')
    const answer = await callRoute(
      t.app,
      createScenarioRoute,
      {
        query: { ...scope(), filename: 'Star out' },
        body: {
          baseKey: 'system',
          players: [
            { playerId: out.playerId, projectedPoints: 0 },
            { playerId: teammate.playerId, projectedPoints: teammate.projectedPoints + 8 },
          ],
        },
      },
      as(subscriber),
    )
    if (answer.statusCode !== 200 || !('set' in answer.body)) throw new Error('no scenario')
    const scenario = answer.body.set
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: scenario.key } },
      as(subscriber),
    )
    const inForce = await callRoute(t.app, projectionsRoute, { query: scope() }, as(subscriber))
    if (inForce.statusCode !== 200 || !('projections' in inForce.body)) throw new Error('no answer')
    const byId = new Map(inForce.body.projections.map((row) => [row.playerId, row]))
    for (const player of system) {
      const want =
        player.playerId === out.playerId
          ? 0
          : player.playerId === teammate.playerId
            ? teammate.projectedPoints + 8
            : player.projectedPoints
      expect(byId.get(player.playerId)?.projectedPoints).toBeCloseTo(want, 2)
    }
    // Fields the override leaves out keep the base's.
    expect(byId.get(out.playerId)?.projectedCeiling).toBe(out.projectedCeiling)
    const listed = await callRoute(
      t.app,
      scenarioPlayersRoute,
      { query: { sport_id: 2 as const, date } },
      as(subscriber),
    )
    expect(listed).toMatchObject({
      statusCode: 200,
      body: {
        players: [
          { key: scenario.key, playerId: out.playerId, projectedPoints: 0 },
          { key: scenario.key, playerId: teammate.playerId },
        ],
      },
    })
    const stranger = await callRoute(
      t.app,
      createScenarioRoute,
      {
        query: { ...scope(), filename: 'x' },
        body: { players: [{ playerId: 2_000_000, projectedPoints: 1 }] },
      },
      as(subscriber),
    )
    expect(stranger.statusCode).toBe(400)
    expect(stranger.body).toMatchObject({
      message: expect.stringMatching(/^Failed to post scenario set: /),
    })
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: 'system' } },
      as(subscriber),
    )
  })

  it('builds the optimizer’s lineups from the active custom set', async () => {
    // The cheapest player of the slate, projected far above everyone: every lineup takes him.
    const onSlate = system.filter((player) =>
      player.playerSalaries.some((salary) => salary.contestGroupId === slateId),
    )
    const cheapest = [...onSlate].sort(
      (a, b) => (a.playerSalaries[0]?.salary ?? 0) - (b.playerSalaries[0]?.salary ?? 0),
    )[0]
    if (cheapest === undefined) throw new Error('no players')
    const rows = fantasyCruncher(onSlate, (index) => onSlate[index]?.projectedPoints ?? 0)
    const index = onSlate.indexOf(cheapest)
    rows[index] = { ...rows[index], 'My Proj': '500', Ceiling: '600', Floor: '400' }
    const set = await uploaded(rows, { filename: 'sleeper.csv' })
    const before = await callRoute(
      t.app,
      poolRoute,
      { query: { contest_group_id: slateId } },
      as(subscriber),
    )
    if (before.statusCode !== 200 || !('players' in before.body)) throw new Error('no pool')
    expect(before.body.projectionSet).toBeNull()
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: set.key } },
      as(subscriber),
    )
    const pool = await callRoute(
      t.app,
      poolRoute,
      { query: { contest_group_id: slateId } },
      as(subscriber),
    )
    if (pool.statusCode !== 200 || !('players' in pool.body)) throw new Error('no pool')
    expect(pool.body.projectionSet).toEqual({ key: set.key, name: 'sleeper.csv' })
    expect(pool.body.players[0]).toMatchObject({ name: cheapest.playerName, projection: 500 })
    const started = await t.app.inject({
      method: 'POST',
      url: '/svc/optimizer/builds/',
      headers: as(subscriber),
      payload: { contestGroupId: slateId, count: 2 },
    })
    expect(started.statusCode).toBe(202)
    const buildId = started.json<{ buildId: string }>().buildId
    let build: { status: string; lineups: { projection: number; players: { id: string }[] }[] }
    do {
      await new Promise((resolve) => setTimeout(resolve, 50))
      build = (
        await t.app.inject({ url: `/svc/optimizer/builds/${buildId}/`, headers: as(subscriber) })
      ).json()
    } while (['queued', 'running'].includes(build.status))
    expect(build.status).toBe('done')
    const cheapestIds = new Set(cheapest.playerSalaries.map((salary) => salary.sitePlayerId))
    for (const lineup of build.lineups) {
      expect(lineup.players.some((player) => cheapestIds.has(player.id))).toBe(true)
      expect(lineup.projection).toBeGreaterThan(500)
    }
    // Another user's pool still reads the system projection.
    const theirs = await callRoute(
      t.app,
      poolRoute,
      { query: { contest_group_id: slateId } },
      as(free),
    )
    if (theirs.statusCode !== 200 || !('players' in theirs.body)) throw new Error('no pool')
    expect(theirs.body.projectionSet).toBeNull()
    // The ownership dashboard's projected points read the same set for him, and only for him.
    const live = (headers: Record<string, string>) =>
      callRoute(
        t.app,
        livePlayersRoute,
        { query: { sport_id: 2, contest_group_id: slateId } },
        headers,
      )
    const projectedOf = (answer: Awaited<ReturnType<typeof live>>) =>
      answer.statusCode === 200 && Array.isArray(answer.body)
        ? answer.body.find((player) => player.playerId === cheapest.playerId)?.projectedPoints
        : undefined
    expect(projectedOf(await live(as(subscriber)))).toBe(500)
    expect(projectedOf(await live(as(free)))).toBe(cheapest.projectedPoints)
    expect(projectedOf(await live({}))).toBe(cheapest.projectedPoints)
    // The pages say which set that is: his, and only his.
    const activeOf = async (headers: Record<string, string>) => {
      const answer = await callRoute(
        t.app,
        activeProjectionSetRoute,
        { query: { contest_group_id: slateId } },
        headers,
      )
      if (answer.statusCode !== 200 || !('projectionSet' in answer.body)) {
        throw new Error(`no active set answer: ${answer.statusCode}`)
      }
      return answer.body.projectionSet
    }
    expect(await activeOf(as(subscriber))).toEqual({ key: set.key, name: 'sleeper.csv' })
    expect(await activeOf(as(free))).toBeNull()
    expect(await activeOf({})).toBeNull()
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: 'system' } },
      as(subscriber),
    )
    expect(projectedOf(await live(as(subscriber)))).toBe(cheapest.projectedPoints)
    expect(await activeOf(as(subscriber))).toBeNull()
    const unknown = await t.app.inject({
      url: '/svc/projections-active/?contest_group_id=99',
      headers: as(subscriber),
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.app.inject({
      url: '/svc/projections-active/?contest_group_id=x',
      headers: as(subscriber),
    })
    expect(malformed.statusCode).toBe(400)
  }, 60_000)

  it('deletes only the caller’s own sets', async () => {
    const set = await uploaded(
      fantasyCruncher(system.slice(0, 3), () => 5),
      { filename: 'gone' },
    )
    const query = { sport_id: 2 as const, date, projectionSet: set.key }
    const theirs = await callRoute(t.app, deleteProjectionsRoute, { query }, as(free))
    expect(theirs.statusCode).toBe(404)
    expect(theirs.body).toMatchObject({
      message: expect.stringMatching(/^Failed to delete projections: /),
    })
    const mine = await callRoute(t.app, deleteProjectionsRoute, { query }, as(subscriber))
    if (mine.statusCode !== 200 || !('sets' in mine.body)) throw new Error('not deleted')
    expect(mine.body.sets.map((row) => row.key)).not.toContain(set.key)
  })

  it('lets an admin publish a copy of a set as a system set every user may use', async () => {
    const own = await uploaded(
      fantasyCruncher(system.slice(0, 4), () => 12),
      {},
      [],
      admin,
    )
    const query = { ...scope(), set_id: own.key, set_name: 'Slatelab consensus' }
    const refused = await callRoute(t.app, importAdminProjectionsRoute, { query }, as(subscriber))
    expect(refused.statusCode).toBe(403)
    const published = await callRoute(t.app, importAdminProjectionsRoute, { query }, as(admin))
    if (published.statusCode !== 200 || !('set' in published.body)) throw new Error('no copy')
    expect(published.body.set).toMatchObject({
      isSystem: true,
      projectionSetName: 'Slatelab consensus',
      recordCount: 4,
    })
    const seen = await callRoute(t.app, customProjectionSetsRoute, { query: scope() }, as(free))
    if (seen.statusCode !== 200 || !('sets' in seen.body)) throw new Error('no list')
    expect(seen.body.sets.map((row) => row.projectionSetName)).toEqual(['Slatelab consensus'])
    const useIt = await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: published.body.set.key } },
      as(free),
    )
    expect(useIt.statusCode).toBe(200)
    const unknown = await callRoute(
      t.app,
      importAdminProjectionsRoute,
      { query: { ...query, set_id: '00000000-0000-4000-8000-000000000000' } },
      as(admin),
    )
    expect(unknown.body).toMatchObject({
      message: expect.stringMatching(/^Failed to import admin projection set: /),
    })
    await callRoute(
      t.app,
      setActiveProjectionsRoute,
      { query: { ...scope(), key: 'system' } },
      as(free),
    )
  })

  it('answers each call’s SPEC §8 message when it fails', async () => {
    const unknownKey = '00000000-0000-4000-8000-000000000000'
    const cases = [
      [
        await callRoute(
          t.app,
          projectionsRoute,
          { query: { ...scope(), cgid: 999_999 } },
          as(free),
        ),
        errors.fetchProjections,
      ],
      [
        await callRoute(
          t.app,
          customProjectionSetsRoute,
          { query: { ...scope(), source_id: 99 } },
          as(free),
        ),
        errors.fetchProjectionSets,
      ],
      [
        await callRoute(
          t.app,
          defaultProjectionsRoute,
          { query: { ...scope(), source_id: 99 } },
          as(free),
        ),
        errors.fetchDefaultProjections,
      ],
      [
        await callRoute(
          t.app,
          setActiveProjectionsRoute,
          { query: { ...scope(), key: unknownKey } },
          as(free),
        ),
        errors.setActiveProjections,
      ],
    ] as const
    for (const [answer, message] of cases) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
      expect(answer.body).toMatchObject({
        message: expect.stringMatching(new RegExp(`^${message}: `)),
      })
    }
  })

  it('ranks the system projection and sets against actual points on the accuracy board', async () => {
    // A finished day of the demo world: its DK NBA players have actual points.
    const [finished] = await t.database.db
      .select({ startsAt: contestGroups.startsAt })
      .from(contestGroups)
      .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroups.contestGroupId))
      .where(
        and(
          eq(contestGroups.sportId, 2),
          eq(contestGroups.sourceId, 4),
          isNotNull(slatePlayers.actualPoints),
        ),
      )
      .limit(1)
    if (finished === undefined) throw new Error('the demo world has no finished NBA slate')
    const day = isoDate(toEasternDay(finished.startsAt))
    const actuals = (
      await t.database.db
        .select({
          playerId: slatePlayers.playerId,
          actual: slatePlayers.actualPoints,
          startsAt: contestGroups.startsAt,
        })
        .from(slatePlayers)
        .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
        .where(
          and(
            eq(contestGroups.sportId, 2),
            eq(contestGroups.sourceId, 4),
            isNotNull(slatePlayers.actualPoints),
          ),
        )
    ).filter((row) => toEasternDay(row.startsAt) === day)
    const past = await callRoute(
      t.app,
      defaultProjectionsRoute,
      { query: { ...scope(), date: day } },
      as(subscriber),
    )
    if (past.statusCode !== 200 || !('projections' in past.body)) throw new Error('no projection')
    const actualOf = new Map(actuals.map((row) => [row.playerId, row.actual ?? 0]))
    // A perfect set: each player's actual points.
    const perfect = past.body.projections.filter((player) => actualOf.has(player.playerId))
    const rows = recordsOfCsv(
      csv(
        ['id', 'Name', 'Team', 'Projection'],
        perfect.map((player) => [
          player.playerSalaries[0]?.sitePlayerId ?? '',
          player.playerName,
          player.team,
          actualOf.get(player.playerId) ?? 0,
        ]),
      ),
    )
    const answer = await callRoute(
      t.app,
      uploadProjectionsRoute,
      { query: { ...scope(), date: day, filename: 'hindsight' }, body: { rows, choices: [] } },
      as(subscriber),
    )
    expect(answer.statusCode).toBe(200)
    const board = await callRoute(
      t.app,
      projectionAccuracyRoute,
      { query: { sport_id: 2 as const, source_id: 4, days: 7 as const } },
      as(subscriber),
    )
    if (board.statusCode !== 200 || !('rows' in board.body)) throw new Error('no board')
    const ofDay = board.body.rows.filter((row) => row.date === day)
    const systemRow = ofDay.find((row) => row.key === null)
    const hindsight = ofDay.find((row) => row.projectionSetName === 'hindsight')
    expect(systemRow?.mae).toBeGreaterThan(1)
    expect(systemRow?.byPosition.length).toBeGreaterThan(2)
    expect(hindsight).toMatchObject({ mae: 0, bias: 0, rankCorrelation: 1, count: perfect.length })
    // Another user's board leaves the set out.
    const theirs = await callRoute(
      t.app,
      projectionAccuracyRoute,
      { query: { sport_id: 2 as const, source_id: 4, days: 7 as const } },
      as(free),
    )
    if (theirs.statusCode !== 200 || !('rows' in theirs.body)) throw new Error('no board')
    expect(theirs.body.rows.map((row) => row.projectionSetName)).not.toContain('hindsight')
  })
})
