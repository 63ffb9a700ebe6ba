import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './demo-day'
import { openApiSession, signIn } from './sign-in'

type Team = { teamId: number; name: string; shortName: string }
type Side = { teamShort: string; score: number; previousEventId: number | null }
type Flow = {
  eventId: number
  homeTeam: Side
  visitorTeam: Side
  players: { fullName: string; stints: unknown[] }[]
}

const title = (flow: Flow) =>
  `${flow.visitorTeam.teamShort} ${flow.visitorTeam.score} @ ${flow.homeTeam.teamShort} ${flow.homeTeam.score}`

/** An NBA team whose latest game by the demo day has a previous game, with that game's flow. */
const findTeamGame = async (request: APIRequestContext) => {
  const { headers } = await openApiSession(request, 'free@slatelab.test')
  const teams = (await (await request.get('/api/teams/sport/2')).json()) as Team[]
  const latest = await Promise.all(
    teams.map(async (team) => {
      const answer = await request.get(
        `/api/sportevents/recent-event-id/2026-11-22/${team.teamId}`,
        {
          headers,
        },
      )
      return { team, eventId: ((await answer.json()) as { EventId: number }[])[0]?.EventId }
    }),
  )
  for (const { team, eventId } of latest) {
    if (eventId === undefined) continue
    const answer = await request.get(`/svc/events/scoring/${eventId}/`, { headers })
    expect(answer.status()).toBe(200)
    const flow = (await answer.json()) as Flow
    const side = flow.homeTeam.teamShort === team.shortName ? flow.homeTeam : flow.visitorTeam
    if (side.previousEventId !== null) return { team, side, flow }
  }
  throw new Error('no NBA team with two final games by the demo day')
}

test.describe('game flow', () => {
  test('finds a team’s latest game, draws its rotation and steps to the previous game', async ({
    page,
    request,
  }) => {
    // Several calls and three pages with a chart: more than the default on a busy machine.
    test.setTimeout(90_000)
    const { team, side, flow } = await findTeamGame(request)
    await signIn(page, 'free@slatelab.test')
    await page.goto('/game-flow')

    await page.getByRole('combobox', { name: 'Team' }).click()
    await page.getByRole('option', { name: team.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`eventId=${flow.eventId}$`))
    await expect(page.getByRole('heading', { name: title(flow) })).toBeVisible()
    const chart = page.getByRole('img', { name: /^Rotation and score margin/ })
    // ECharts (its own 200 KB chunk) loads with the first chart shown.
    await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('table', { name: `${side.teamShort} box score` })).toBeVisible()

    const starter = flow.players[0]?.fullName ?? ''
    await page.getByRole('link', { name: starter, exact: true }).first().click()
    // The card loads its own chunk and six calls.
    await expect(page.getByRole('dialog').getByText(starter, { exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: `Previous ${side.teamShort} game` }).click()
    await expect(page).toHaveURL(new RegExp(`eventId=${side.previousEventId}$`))
    await expect(page.getByRole('heading', { name: title(flow) })).toHaveCount(0)
    await expect(page.getByRole('link', { name: `Next ${side.teamShort} game` })).toBeVisible()
    await page.getByRole('link', { name: `Next ${side.teamShort} game` }).click()
    await expect(page.getByRole('heading', { name: title(flow) })).toBeVisible()

    await page.getByRole('link', { name: 'Event details' }).click()
    await expect(page).toHaveURL(new RegExp(`/event-details\\?eventId=${flow.eventId}`))
    await expect(page.getByRole('heading', { name: title(flow) })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Lineups' }).getByRole('row')).toHaveCount(11)
    await expect(page.getByRole('table', { name: 'Recent matchups' })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Fantasy points by quarter' }).getByRole('link', {
        name: starter,
      }),
    ).toBeVisible()
  })
})
