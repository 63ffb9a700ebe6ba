import { expect, test } from './demo-day'
import { signIn } from './sign-in'

test.describe('ownership dashboard: projected vs actual ownership', () => {
  test('shows the finished demo slate’s error: MAE and bias in points, the largest misses', async ({
    page,
  }) => {
    // Saturday's NBA main is final, with its fields stored (the demo Sunday's play tonight).
    await signIn(page)
    await page.goto('/ownership?sport=2&date=2026-11-21')
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('slate') ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(0)
    await expect(
      page.getByRole('table', { name: 'Player ownership' }).getByRole('row').nth(1),
    ).toContainText('%', { timeout: 30_000 })
    const panel = page.getByRole('region', { name: 'Projected vs actual ownership' })
    await expect(panel).toBeVisible()
    // Read in the biggest tournament shown, not the lead cash game (chalkier by design).
    await expect(panel.getByRole('combobox', { name: 'Compared with' })).toHaveValue(/\S/)
    await expect(panel.getByRole('combobox', { name: 'Compared with' })).not.toHaveValue(
      /50\/50|Double Up/,
    )
    const mae = panel.getByLabel(/^Mean absolute error [\d.]+ points$/)
    const label = (await mae.getAttribute('aria-label')) ?? ''
    // The demo fields miss the projection as real fields do (3–5 points on a main slate).
    expect(Number(/([\d.]+) points/.exec(label)?.[1])).toBeGreaterThan(1.5)
    await expect(panel.getByLabel(/^Bias [+-]?[\d.]+ points$/)).toBeVisible()
    const misses = panel.getByRole('table', { name: 'Largest ownership misses' })
    await expect(misses.getByRole('row')).toHaveCount(11)
    // The largest miss is at least a few points.
    const firstMiss = await misses.getByRole('row').nth(1).getByRole('cell').last().textContent()
    expect(Math.abs(Number(firstMiss))).toBeGreaterThan(3)
  })
})
