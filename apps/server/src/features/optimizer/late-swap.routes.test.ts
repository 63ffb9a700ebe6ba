import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForBuild } from '../../testing/optimizer-builds'
import { contestGroupEvents, contests, events } from '../../db/schema'
import { biggestDkNflClassicSlate } from '../../testing/slate-builders'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type Pool = {
  slots: string[]
  players: { id: string; name: string; game: string; salary: number }[]
}
type Build = {
  buildId: string
  status: string
  lineups: { players: { id: string }[] }[]
}
type Swap = {
  changed: number
  lineups: { entryId: string | null; lockedSlots: number[]; changedSlots: number[] }[]
  csv?: string
}

const header =
  'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions'

describe('entries, late swap and lineup alerts', () => {
  let t: TestApp
  let subscriber: SignedIn
  let slateId: number
  let pool: Pool
  let contestIds: string[]
  let build: Build
  let gameStarts: Map<string, number>
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    slateId = (await biggestDkNflClassicSlate(t.database.db)).id
    pool = (await get(`/optimizer/pool/?contest_group_id=${slateId}`)).json<Pool>()
    const stored = await t.database.db
      .select({ id: contests.contestId })
      .from(contests)
      .where(eq(contests.contestGroupId, slateId))
    contestIds = [...stored.map((row) => String(row.id)), '9001', '9002', '9003'].slice(0, 3)
    const started = await post('/optimizer/builds/', { contestGroupId: slateId, count: 60 })
    build = await waitFor(started.json<Build>().buildId)
    held = idsOf(59)
    const games = await t.database.db
      .select({ eventId: events.eventId, startsAt: events.startsAt })
      .from(contestGroupEvents)
      .innerJoin(events, eq(events.eventId, contestGroupEvents.eventId))
      .where(eq(contestGroupEvents.contestGroupId, slateId))
    gameStarts = new Map(games.map((game) => [String(game.eventId), game.startsAt.getTime()]))
  }, 180_000)
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ url: `/svc${url}`, headers: authHeaders(subscriber) })
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(subscriber), payload })

  const waitFor = (buildId: string) => waitForBuild<Build>(t.app, authHeaders(subscriber), buildId)

  const nameOf = (id: string) => pool.players.find((player) => player.id === id)?.name ?? id
  const lineupCells = (ids: readonly string[]) => ids.map((id) => `${nameOf(id)} (${id})`)
  const idsOf = (index: number) => build.lineups[index]?.players.map((player) => player.id) ?? []

  // 150 entries, 50 per contest; entries 1 and 51 already hold lineups.
  let held: string[] = []
  const entriesFile = () =>
    [
      header,
      ...Array.from({ length: 150 }, (_, n) => {
        const contest = contestIds[Math.floor(n / 50)] ?? ''
        const lineup = n === 0 || n === 50 ? lineupCells(held) : Array(9).fill('')
        return [String(7000 + n), `NFL Contest ${contest}`, contest, '$5', ...lineup, '', ''].join(
          ',',
        )
      }),
      ',,,,,,,,,,,,,,Position,Name + ID',
    ].join('\n')

  const rowsOf = (csv: string) =>
    csv
      .trim()
      .split('\n')
      .map((line) => line.split(','))

  it('reads a 150-entry file over three contests, grouped by contest, with held lineups', async () => {
    const response = await post('/optimizer/entries/', {
      contestGroupId: slateId,
      csv: entriesFile(),
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<{
      contests: { contestId: string; entries: { entryId: string; held: boolean }[] }[]
      exposures: { playerId: string; entries: number }[]
    }>()
    expect(body.contests.map((contest) => [contest.contestId, contest.entries.length])).toEqual(
      contestIds.map((id) => [id, 50]),
    )
    expect(
      body.contests.flatMap((c) => c.entries.filter((e) => e.held).map((e) => e.entryId)),
    ).toEqual(['7000', '7050'])
    expect(body.exposures.find((row) => row.playerId === held[0])?.entries).toBeGreaterThanOrEqual(
      2,
    )
  })

  it('fills per contest, keeps entered lineups and downloads every entry id and column', async () => {
    const response = await post('/optimizer/entries/fill/', {
      contestGroupId: slateId,
      csv: entriesFile(),
      buildId: build.buildId,
    })
    expect(response.statusCode).toBe(200)
    const [head, ...rows] = rowsOf(response.body)
    expect(head).toEqual(header.split(',').slice(0, 13))
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 150 }, (_, n) => String(7000 + n)),
    )
    expect(rows.map((row) => row[2])).toEqual(contestIds.flatMap((id) => Array(50).fill(id)))
    // The held entries keep their lineup.
    expect(rows[0]?.slice(4)).toEqual(lineupCells(held))
    expect(rows[50]?.slice(4)).toEqual(lineupCells(held))
    // Every entry is filled; within a contest no lineup repeats.
    for (const contest of contestIds) {
      const lineups = rows
        .filter((row) => row[2] === contest)
        .map((row) => row.slice(4).sort().join())
      expect(lineups.every((lineup) => !lineup.startsWith(','))).toBe(true)
      expect(new Set(lineups).size).toBe(50)
    }
    // Lineups continue through the build from contest to contest: the first empty entry
    // takes lineup 1, the first empty one of the second contest lineup 50.
    expect(rows[1]?.slice(4)).toEqual(lineupCells(idsOf(0)))
    expect(rows[51]?.slice(4)).toEqual(lineupCells(idsOf(49)))

    const replaced = await post('/optimizer/entries/fill/', {
      contestGroupId: slateId,
      csv: entriesFile(),
      buildId: build.buildId,
      replaceEntryIds: ['7050'],
    })
    const replacedRows = rowsOf(replaced.body)
    expect(replacedRows[1]?.slice(4)).toEqual(lineupCells(held))
    expect(replacedRows[51]?.slice(4)).not.toEqual(lineupCells(held))
  })

  it('the build’s DKEntries fill keeps the lineups entries already hold', async () => {
    const response = await post(`/optimizer/builds/${build.buildId}/dk-entries/`, {
      csv: entriesFile(),
    })
    expect(response.statusCode).toBe(200)
    const rows = rowsOf(response.body).slice(1)
    expect(rows[0]?.slice(4)).toEqual(lineupCells(held))
    expect(rows[1]?.slice(4)).toEqual(lineupCells(idsOf(0)))
    expect(rows[50]?.slice(4)).toEqual(lineupCells(held))
    expect(rows[51]?.slice(4)).toEqual(lineupCells(idsOf(49)))
  })

  it('refuses an entries file of another site or roster, an unknown contest or player: 400 naming the row', async () => {
    const refused = async (csv: string) => {
      const response = await post('/optimizer/entries/', { contestGroupId: slateId, csv })
      expect(response.statusCode).toBe(400)
      return response.json<{ message: string }>().message
    }
    expect(await refused('entry_id,contest_id,contest_name,PG\n1,2,x,')).toMatch(
      /FanDuel entries file, but this slate is not on FanDuel/,
    )
    expect(
      await refused('Entry ID,Contest Name,Contest ID,Entry Fee,PG,SG,SF\n1,x,9001,$5,,,'),
    ).toMatch(/^Row 1: the file's slots PG,SG,SF/)
    const [, first = ''] = entriesFile().split('\n')
    const ghost = first.replace(`(${held[0] ?? ''})`, '(99999999)')
    expect(await refused([header, ghost].join('\n'))).toMatch(
      /^Row 2, column QB: player .* \(99999999\) is not in this slate's pool/,
    )
    const stored = await t.database.db
      .select({ id: contests.contestId })
      .from(contests)
      .where(eq(contests.contestGroupId, slateId))
    if (stored.length > 0) {
      expect(
        await refused(
          [header, `7000,Other,123456789,$5,${Array(11).fill('').join(',')}`].join('\n'),
        ),
      ).toBe('Row 2: contest 123456789 is not a contest of this slate')
    }
  })

  it('late swap between the early and late games keeps every started player and re-optimises only the rest', async () => {
    const times = [...new Set(gameStarts.values())].sort((a, b) => a - b)
    const [first, second] = times
    expect(second).toBeDefined()
    const now = new Date(((first ?? 0) + (second ?? 0)) / 2).toISOString()
    const filled = await post('/optimizer/entries/fill/', {
      contestGroupId: slateId,
      csv: entriesFile(),
      buildId: build.buildId,
    })
    const response = await post('/optimizer/entries/late-swap/', {
      contestGroupId: slateId,
      csv: filled.body,
      now,
      mode: 'full',
      buildId: build.buildId,
    })
    expect(response.statusCode).toBe(200)
    const swap = response.json<Swap>()
    const gameOf = new Map(pool.players.map((player) => [player.id, player.game]))
    const startedAt = (id: string) => gameStarts.get(gameOf.get(id) ?? '') ?? Infinity
    const before = rowsOf(filled.body).slice(1)
    const after = rowsOf(swap.csv ?? '').slice(1)
    const idOf = (cell: string) => /\((\d+)\)$/.exec(cell)?.[1] ?? ''
    let lockedCount = 0
    for (const [index, row] of before.entries()) {
      const ids = row.slice(4).map(idOf)
      const swapped = after[index]?.slice(4).map(idOf) ?? []
      expect(after[index]?.[0]).toBe(row[0])
      for (const [slot, id] of ids.entries()) {
        if (startedAt(id) <= Date.parse(now)) {
          lockedCount += 1
          expect(swapped[slot]).toBe(id)
          expect(swap.lineups[index]?.lockedSlots).toContain(slot)
        } else if (swapped[slot] !== id) {
          expect(startedAt(swapped[slot] ?? '')).toBeGreaterThan(Date.parse(now))
        }
      }
    }
    expect(lockedCount).toBeGreaterThan(0)

    for (const bad of [new Date((first ?? 0) - 60_000), new Date(Math.max(...times) + 60_000)]) {
      const refused = await post('/optimizer/entries/late-swap/', {
        contestGroupId: slateId,
        csv: filled.body,
        now: bad.toISOString(),
        mode: 'full',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json<{ message: string }>().message).toMatch(
        /^body\.now: .* is (before the first game|after the last game)/,
      )
    }
  })

  it('Quick swap of a build replaces an OUT player and nothing else; the alert clears and the export has no OUT player', async () => {
    const counts = new Map<string, number>()
    for (const lineup of build.lineups) {
      for (const player of lineup.players) counts.set(player.id, (counts.get(player.id) ?? 0) + 1)
    }
    const [outId = ''] = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id)
    const change = {
      contestGroupId: slateId,
      sitePlayerId: outId,
      status: 'Out',
      title: 'Ruled out',
    }
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-news/',
      headers: authHeaders(subscriber),
      payload: change,
    })
    expect(notAdmin.statusCode).toBe(403)
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-news/',
      headers: authHeaders(await signInAs(t.app, 'admin@slatelab.test')),
      payload: change,
    })
    expect(published.statusCode).toBe(201)
    const beforeKickoff = new Date(Math.min(...gameStarts.values()) - 3_600_000).toISOString()
    const alerts = (
      await get(`/optimizer/alerts/?contest_group_id=${slateId}&now=${beforeKickoff}`)
    ).json<{ swapLineups: number; players: { id: string; lineupStatus: string }[] }>()
    expect(alerts.swapLineups).toBe(counts.get(outId))
    expect(alerts.players.find((player) => player.id === outId)).toMatchObject({
      lineupStatus: 'out',
      headline: 'Ruled out',
    })

    const response = await post(`/optimizer/builds/${build.buildId}/late-swap/`, {
      mode: 'quick',
      now: beforeKickoff,
    })
    expect(response.statusCode).toBe(200)
    const swap = response.json<Swap>()
    expect(swap.changed).toBe(counts.get(outId))
    const swapped = await waitFor(build.buildId)
    for (const [index, lineup] of build.lineups.entries()) {
      const ids = lineup.players.map((player) => player.id)
      const expected = ids.flatMap((id, slot) => (id === outId ? [slot] : []))
      expect(swap.lineups[index]?.changedSlots).toEqual(expected)
      expect(swapped.lineups[index]?.players.map((player) => player.id)).not.toContain(outId)
    }
    const after = (
      await get(`/optimizer/alerts/?contest_group_id=${slateId}&now=${beforeKickoff}`)
    ).json<{ swapLineups: number }>()
    expect(after.swapLineups).toBe(0)
    const upload = await get(`/optimizer/builds/${build.buildId}/upload.csv`)
    expect(upload.body).not.toContain(outId)
  })
})
