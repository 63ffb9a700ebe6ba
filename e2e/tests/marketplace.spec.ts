import type { Page } from '@playwright/test'
import { expect, test } from './demo-day'

type AuthSession = { bearerToken: string; sessionId: string }

/** A fresh account (so the demo accounts' subscriptions stay as other specs expect), signed in. */
const signUpFresh = async (page: Page): Promise<AuthSession> => {
  const email = `market-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const answer = await page.request.post('/api/auth/signup', {
    data: { email, password: 'stack-the-qb' },
  })
  expect(answer.status()).toBe(201)
  const session = (await answer.json()) as AuthSession
  await page.goto('/signin')
  await page.evaluate((stored) => {
    localStorage.setItem('slatelab.session', JSON.stringify(stored))
  }, session)
  return session
}

test.describe('marketplace', () => {
  test('a free account meets the SimLabs pitch, subscribes in the marketplace, uses the tool and unsubscribes', async ({
    page,
  }) => {
    // Several page loads on a machine the suite shares.
    test.setTimeout(90_000)
    const session = await signUpFresh(page)
    await page.goto('/simlabs?sport=1')
    await expect(
      page.getByRole('heading', { level: 2, name: 'SimLabs is part of a subscription' }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: 'Run simulation' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Subscribe to SimLabs' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/marketplace')
    // The demo catalogue's four products, none held yet, SimLabs picked by the pitch.
    await expect(page.getByRole('article')).toHaveCount(4)
    await expect(page.getByText('Subscribed', { exact: true })).toHaveCount(0)
    const simLabs = page.getByRole('article', { name: 'SimLabs' })
    await expect(simLabs.getByText('$24.99/mo')).toBeVisible()
    await expect(simLabs.getByRole('checkbox', { name: 'Select SimLabs' })).toBeChecked()

    await page
      .getByRole('article', { name: 'PlateIQ' })
      .getByRole('checkbox', { name: 'Select PlateIQ' })
      .check()
    const selection = page.getByRole('region', { name: 'Selected products' })
    await expect(selection).toContainText('$44.98')
    await selection.getByRole('button', { name: 'Subscribe' }).click()
    // Back on the tool the pitch was on, now open.
    await expect(page).toHaveURL((url) => url.pathname === '/simlabs')
    await expect(page.getByRole('button', { name: 'Run simulation' })).toBeVisible()

    await page.goto('/marketplace')
    await expect(simLabs.getByText('Subscribed', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('article', { name: 'PlateIQ' }).getByText('Subscribed', { exact: true }),
    ).toBeVisible()
    await simLabs.getByRole('link', { name: 'Open SimLabs' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/simlabs')
    await page.goto('/marketplace')
    await page.getByRole('button', { name: 'Unsubscribe from SimLabs' }).click()
    await expect(simLabs.getByRole('checkbox', { name: 'Select SimLabs' })).toBeVisible()
    const access = await page.request.post('/svc/subscriptions/check-access/?product=SimLabs', {
      headers: {
        Authorization: `Bearer ${session.bearerToken}`,
        'X-Session-Id': session.sessionId,
      },
    })
    expect(await access.json()).toEqual({ userAccess: false })

    await page.goto('/simlabs?sport=1')
    await expect(
      page.getByRole('heading', { level: 2, name: 'SimLabs is part of a subscription' }),
    ).toBeVisible()
  })
})
