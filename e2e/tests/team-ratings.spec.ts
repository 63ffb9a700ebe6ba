import { expect, test } from './demo-day'

test.describe('team ratings', () => {
  test('shows a table per NHL game of the demo day, sortable by expected goals', async ({
    page,
    request,
  }) => {
    type Event = {
      EventDetails: {
        Properties: {
          team: { teamShort: string }
          opponent: { teamShort: string }
          matchup: { expectedGoals: number }
        }
      }
    }
    const answer = await request.get('/api/sportevents/4/2026-11-22/team-ratings')
    expect(answer.status()).toBe(200)
    const events = (await answer.json()) as Event[]
    const titleOf = ({ EventDetails: { Properties } }: Event) =>
      `${Properties.opponent.teamShort} @ ${Properties.team.teamShort}`
    const highest = events.toSorted(
      (a, b) =>
        b.EventDetails.Properties.matchup.expectedGoals -
        a.EventDetails.Properties.matchup.expectedGoals,
    )[0]
    if (highest === undefined) throw new Error('no NHL game')

    await page.goto('/team-ratings?date=2026-11-22')
    await expect(page.getByRole('table')).toHaveCount(events.length)
    await page.getByRole('combobox', { name: 'Sort games by' }).click()
    await page.getByRole('option', { name: 'Expected goals' }).click()
    await expect(page.getByRole('table').first()).toHaveAttribute('aria-label', titleOf(highest))
  })
})
