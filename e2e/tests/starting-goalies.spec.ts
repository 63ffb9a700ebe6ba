import { expect, test } from './demo-day'

type Side = {
  teamShort: string
  goalieName: string
  goalieStatus: string
  lines: { unit: string; playerName: string }[]
}
type Matchup = { Properties: { visitor: Side; home: Side } }

test.describe('starting goalies', () => {
  test('shows a card per NHL game of the demo day with both goalies and filters by status', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/lines/4/2026-11-22/startinggoalies')
    expect(answer.status()).toBe(200)
    const { GoalieMatchups } = (await answer.json()) as { GoalieMatchups: Matchup[] }
    expect(GoalieMatchups.length).toBeGreaterThan(0)

    await page.goto('/starting-goalies?date=2026-11-22')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(GoalieMatchups.length)
    const first = GoalieMatchups[0]?.Properties
    if (first === undefined) throw new Error('no matchup')
    const card = page.getByRole('article', {
      name: `${first.visitor.teamShort} @ ${first.home.teamShort}`,
    })
    await expect(card.getByRole('link', { name: first.home.goalieName })).toBeVisible()

    // The teams' lines open under the goalies: the home first line as the call gives it.
    await card.getByRole('button', { name: 'Show lines' }).click()
    const firstLine = first.home.lines
      .filter((skater) => skater.unit === 'L1')
      .map((skater) => skater.playerName.split(' ').slice(1).join(' '))
      .join(' – ')
    await expect(card.getByRole('row', { name: `L1 ${firstLine}` })).toBeVisible()

    const expected = GoalieMatchups.filter(
      ({ Properties }) =>
        Properties.home.goalieStatus === 'expected' ||
        Properties.visitor.goalieStatus === 'expected',
    ).length
    await page.getByText('Expected', { exact: true }).click()
    await expect(cards).toHaveCount(expected)
  })
})

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
