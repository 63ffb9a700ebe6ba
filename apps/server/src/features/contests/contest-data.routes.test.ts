import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contests } from '../../db/schema'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

// The standings fixture with m3deman's lineup replaced by the winner's: one lineup twice.
const awesemoLineup =
  'QB Josh Allen RB James Cook RB Tony Pollard WR A.J. Brown WR Stefon Diggs WR Juan González TE Travis Kelce FLEX Isiah Pacheco DST Eagles '
const withDuplicate = () =>
  readFixture(fixtureNames.dkStandingsCurrent).replace(
    /(m3deman,0,124\.5,)[^,]*/,
    `$1${awesemoLineup}`,
  )

describe('contest and ownership endpoints on an imported contest', () => {
  let t: TestApp
  let admin: SignedIn
  let slateId: number
  let contestId: number
  let dataUrl: string

  const upload = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/csv', ...authHeaders(admin) },
      payload: body,
    })

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAs(t.app, 'admin@slatelab.test')
    slateId = (
      await upload('/api/imports/dk-salaries', readFixture(fixtureNames.dkSalariesCurrent))
    ).json().contestGroupId
    const query = new URLSearchParams({
      slate: String(slateId),
      title: 'NFL $3 Flea Flicker',
      entryFee: '3',
      payouts: readFixture(fixtureNames.dkPayouts),
    })
    contestId = (await upload(`/api/imports/dk-standings?${query}`, withDuplicate())).json()
      .contestId
    // The fixture's games are on Sunday 2023-10-15 (ET).
    dataUrl = `/svc/contests/nfl/20231015/${contestId}/data/`
  })
  afterAll(() => t.close())

  const get = async (url: string, status = 200) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode, response.body).toBe(status)
    return response.json()
  }

  it('lists the slate’s contest with each player’s ownership', async () => {
    const [contest] = await get(`/svc/contests/${slateId}/`)
    expect(contest.players).toContainEqual({
      contestId,
      playerId: expect.any(Number),
      isCaptain: false,
      ownership: 100,
    })
    // 21 players, nine slots in each of 4 entries: the shares add up to 900 %.
    const total = contest.players.reduce(
      (sum: number, row: { ownership: number }) => sum + row.ownership,
      0,
    )
    expect(total).toBeCloseTo(900, 3)
  })

  it('answers the contest figures, ownership with names and the top-of-field splits', async () => {
    const data = await get(dataUrl)
    expect(data).toMatchObject({
      contestId,
      contestName: 'NFL $3 Flea Flicker',
      entryCost: 3,
      contestSize: 4,
      totalPrizes: 240,
      totalPaid: 220,
      cashLine: 124.5,
      totalLineupsEntered: 4,
      uniqueLineups: 2,
      duplicateLineups: 2,
      isLargestBySize: true,
      isPrimary: true,
      sportId: 1,
      sourceId: 4,
      contestGroupId: slateId,
      isShowdown: false,
    })
    const allen = data.players.find(
      (player: { playerName: string }) => player.playerName === 'Josh Allen',
    )
    // Josh Allen is in the winning lineup and its copy in 4th: 2 of 4, and the top 1 % (1st).
    expect(allen).toMatchObject({
      position: 'QB',
      team: 'BUF',
      isCaptain: false,
      ownership: 50,
      ownership1: 100,
      homeVisitor: expect.stringMatching(/home|visitor/),
    })
    expect(allen.salary).toBeGreaterThan(0)
  })

  it('pages, sorts and searches users on the server', async () => {
    const byRank = await get(`${dataUrl}?users_limit=2`)
    expect(byRank.users.total).toBe(3)
    expect(byRank.users.rows.map((user: { userId: string }) => user.userId)).toEqual([
      'Awesemo',
      'MESBRO',
    ])
    const next = await get(`${dataUrl}?users_limit=2&users_offset=2`)
    expect(next.users.rows.map((user: { userId: string }) => user.userId)).toEqual(['m3deman'])
    const byRoi = await get(`${dataUrl}?users_sort=ROI&users_order=asc`)
    const rois = byRoi.users.rows.map((user: { ROI: number }) => user.ROI)
    expect(rois).toEqual([...rois].sort((a, b) => a - b))
    const search = await get(`${dataUrl}?users_search=MES`)
    expect(search.users).toMatchObject({ total: 1, rows: [{ userId: 'MESBRO', totalWinning: 50 }] })
  })

  it('drills into one user’s lineups and exposures', async () => {
    const data = await get(`${dataUrl}?user_id=Awesemo`)
    expect(data.user).toMatchObject({ userId: 'Awesemo', totalRosters: 2, totalWinning: 150 })
    // His winning lineup was played twice in the field.
    expect(data.user.lineups[0]).toMatchObject({ lineupCt: 2, lineupRank: 1 })
    const brown = data.players.find(
      (player: { playerName: string }) => player.playerName === 'A.J. Brown',
    )
    // Each lineup reads as its nine players in the site's slot order, not as its hash.
    const lineup: { rosterSlot: string; playerId: number }[] = data.user.lineups[0].lineup
    expect(lineup.map((slot) => slot.rosterSlot)).toEqual(
      requireRosterFormat('dk-nfl-classic').slots.map((slot) => slot.code),
    )
    expect(lineup.map((slot) => slot.playerId)).toContain(brown.playerId)
    // The same lineup as the field's duplicated one he played twice.
    const duplicated = (await get(`${dataUrl}?lineups_limit=10`)).lineups.rows[0]
    expect(duplicated.lineupHash).toBe(data.user.lineups[0].lineupHash)
    expect(lineup).toEqual(duplicated.lineup)
    expect(data.user.exposures).toContainEqual({
      playerId: brown.playerId,
      isCaptain: false,
      playerCt: 2,
      playerExposure: 100,
      playerLeverage: 0,
    })
    expect((await get(`${dataUrl}?user_id=nobody`)).user).toBeNull()
  })

  it('lists duplicated lineups with their copies and finish', async () => {
    const data = await get(`${dataUrl}?lineups_limit=10`)
    expect(data.lineups.total).toBe(1)
    expect(data.lineups.rows[0]).toMatchObject({
      lineupCt: 2,
      lineupRank: 1,
      points: 175.2,
      payout: 100,
    })
    expect(data.lineups.rows[0].lineup).toHaveLength(9)
  })

  it('answers 404 for a contest not on that sport or date, 400 for bad paging', async () => {
    await get(`/svc/contests/nba/20231015/${contestId}/data/`, 404)
    await get(`/svc/contests/nfl/20231016/${contestId}/data/`, 404)
    await get('/svc/contests/nfl/20231015/999/data/', 404)
    await get(`${dataUrl}?users_limit=501`, 400)
    await get(`${dataUrl}?users_sort=userId`, 400)
  })

  it('answers a contest without entries with zero figures and empty lists', async () => {
    await t.database.db.insert(contests).values({
      contestId: 77,
      contestGroupId: slateId,
      title: 'NFL $5 Single Entry',
      entryCostCents: 500,
      contestSize: 100,
      multiEntryMax: 1,
      totalPrizesCents: 45_000,
    })
    const data = await get('/svc/contests/nfl/20231015/77/data/')
    expect(data).toMatchObject({
      contestName: 'NFL $5 Single Entry',
      totalLineupsEntered: 0,
      cashLine: null,
      players: [],
      users: { total: 0, rows: [] },
      lineups: { total: 0, rows: [] },
    })
  })
})
