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
