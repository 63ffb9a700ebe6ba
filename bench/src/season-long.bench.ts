/**
 * Season-long football on the demo world's draft season (in-memory PGlite, 352 players, three
 * experts): a cheat sheet under its own scoring (every expert's stat lines averaged, rescored,
 * valued over replacement, priced and tiered) and the survivor odds with the exact best path
 * (ratings fitted to the season's lines, then GLPK), each against the cheapest round trip
 * through the same server (`GET /healthz`). The survivor call is cached on its validated query,
 * so each request names another pair of used teams. `npm run bench -- season-long` runs only
 * this file.
 */
import { performance } from 'node:perf_hooks'
import { savedCheatsheetScoring } from '@slatelab/domain/entities/cheatsheet'
import { authHeaders, createTestApp, signInAs } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
try {
  const headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
  const call = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<unknown> => {
    const response = await t.app.inject({ method, url, headers, payload })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
    return response.json()
  }

  const weeks = (await call('GET', '/api/nfl/weeks/current/')) as { year: number }[]
  const year = weeks[0]?.year
  if (year === undefined) throw new Error('The demo world has no NFL season')

  // A 12-team auction league with its own scoring: the saved-sheet scoring with 6-point passing
  // touchdowns, and a superflex.
  const sheet = {
    cheatsheetType: 'auction',
    teamCount: 12,
    auctionBudget: 200,
    expert: ['fl', 'hartley', 'moreno'],
    scoringType: 'custom',
    roster: { qb: 1, rb: 2, wr: 3, te: 1, qb_rb_wr_te: 1, rb_wr_te: 1, k: 1, def: 1, bench: 6 },
    scoring: { ...savedCheatsheetScoring, passing: { ...savedCheatsheetScoring.passing, tds: 6 } },
  }
  const projections = () =>
    call('POST', '/svc/season-projections?sport_id=1&scoring_type=custom', sheet)
  const survivor = (used: string) =>
    call('GET', `/cdn/season-long/nfl/${year}/survivor-odds/default.json?used=${used}`)

  const rows = (await projections()) as { 'season-projections': { projections: unknown[] } }
  const started = performance.now()
  const odds = (await survivor('')) as { weeks: unknown[]; teams: string[] }
  const firstSurvivorMillis = performance.now() - started
  // The cache keys on the validated query: each call names another pair of used teams.
  const pairs = odds.teams.flatMap((first, i) =>
    odds.teams.slice(i + 1).map((second) => `${first},${second}`),
  )
  let round = 0
  const nextPair = () => pairs[(round += 1) % pairs.length] ?? ''

  const options = { rounds: 7, perRound: 5 }
  const baseline = await measure('baseline: GET /healthz', () => call('GET', '/healthz'), {
    rounds: 7,
    perRound: 50,
  })
  const figures = [
    await measure('POST season-projections, custom scoring', projections, options),
    await measure(
      'GET survivor-odds, 2 teams used (uncached)',
      () => survivor(nextPair()),
      options,
    ),
  ]
  console.log(
    `\nSeason-long (${t.database.kind}, demo world small: ` +
      `${rows['season-projections'].projections.length} players on the sheet, ` +
      `${odds.weeks.length} weeks × ${odds.teams.length} teams left for survivor)`,
  )
  console.log(report(baseline, baseline))
  for (const figure of figures) console.log(report(figure, baseline))
  console.log(`  first survivor call (GLPK loaded): ${firstSurvivorMillis.toFixed(0)} ms`)
} finally {
  await t.close()
}
