/**
 * News and the player card on the demo world's few days (in-memory PGlite): the /news page's
 * three calls and the five calls that open a player card, each against the cheapest round trip
 * through the same server (`GET /healthz`). Every request carries a query of its own, so none
 * is answered from the response cache.
 */
import { createTestApp } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
const get = async (url: string): Promise<unknown> => {
  const response = await t.app.inject({ url })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
  return response.json()
}

const nhl = 4
const feed = (await get(`/api/players/news/${nhl}?showAll=true`)) as {
  playerId: number
  team: string
}[]
const [story] = feed
if (story === undefined) throw new Error('The demo world has no NHL news')
const { playerId, team } = story

let round = 0
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}bench=${(round += 1)}`
const options = { rounds: 7, perRound: 20 }

const baseline = await measure('baseline: GET /healthz', () => get('/healthz'), options)
const figures = [
  await measure(
    'GET /api/players/news/4?showAll=true',
    () => get(fresh(`/api/players/news/${nhl}?showAll=true`)),
    options,
  ),
  await measure(
    'GET /api/players/injuryreport/4',
    () => get(fresh(`/api/players/injuryreport/${nhl}`)),
    options,
  ),
  await measure(
    'open a player card (5 calls side by side)',
    () =>
      Promise.all([
        get(fresh(`/api/players/${playerId}?SourceId=4`)),
        get(fresh(`/api/players/${playerId}/gamelog/4/${nhl}/2026-10-23/2026-11-22/All/`)),
        get(fresh(`/api/players/${playerId}/salaries/4`)),
        get(fresh(`/api/playernews/player/${playerId}`)),
        get(fresh(`/api/sportevents/upcoming/${nhl}/${team}`)),
      ]),
    options,
  ),
]
console.log(`\nNews and the player card (${t.database.kind}, demo world small, uncached)`)
console.log(report(baseline, baseline))
for (const figure of figures) console.log(report(figure, baseline))
await t.close()
