import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './demo-day'

type AuthSession = { bearerToken: string; sessionId: string }

const signIn = async (request: APIRequestContext, email: string, password: string) =>
  request.post('/api/auth/signin', { data: { email, password } })

const isLive = async (request: APIRequestContext, session: AuthSession) =>
  (
    await request.get('/api/auth/me', {
      headers: {
        authorization: `Bearer ${session.bearerToken}`,
        'x-session-id': session.sessionId,
      },
    })
  ).status() === 200

/** A fresh account, signed in in this page and once more elsewhere (another device). */
const freshAccount = async (page: Page) => {
  const email = `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'first-password'
  const created = await page.request.post('/api/auth/signup', { data: { email, password } })
  expect(created.status()).toBe(201)
  const elsewhere = (await (await signIn(page.request, email, password)).json()) as AuthSession
  await page.goto('/signin')
  await page.evaluate(
    (stored) => {
      localStorage.setItem('slatelab.session', JSON.stringify(stored))
    },
    (await created.json()) as AuthSession,
  )
  return { email, password, elsewhere }
}

test.describe('account page', () => {
  test('signs out everywhere else, then changes the password: the old one no longer signs in', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { email, password, elsewhere } = await freshAccount(page)
    await page.goto('/contests')
    await page.getByRole('button', { name: /^Account: / }).click()
    await page.getByRole('menuitem', { name: 'Account' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()

    const sessions = page.getByRole('region', { name: 'Sessions' })
    await expect(sessions.getByRole('listitem')).toHaveCount(2)
    await expect(sessions.getByText('This browser')).toBeVisible()
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect(page.getByRole('status')).toHaveText('Signed out of 1 other session.')
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    expect(await isLive(page.request, elsewhere)).toBe(false)

    const form = page.getByRole('form', { name: 'Change password' })
    await form
      .getByRole('textbox', { name: 'Current password', exact: true })
      .fill('not-my-password')
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password')
    await form
      .getByRole('textbox', { name: 'Repeat the new password', exact: true })
      .fill('second-password')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct')

    await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(password)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('status')).toHaveText('Password changed.')
    expect((await signIn(page.request, email, password)).status()).toBe(401)
    expect((await signIn(page.request, email, 'second-password')).status()).toBe(200)
    // This browser stays signed in.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText(
      'No subscriptions yet',
    )
  })

  test('the admin page refuses a subscriber and opens for the admin', async ({ page }) => {
    const subscriber = (await (
      await signIn(page.request, 'subscriber@slatelab.test', 'slatelab-demo')
    ).json()) as AuthSession
    const refused = await page.request.get('/api/admin/components/', {
      headers: {
        authorization: `Bearer ${subscriber.bearerToken}`,
        'x-session-id': subscriber.sessionId,
      },
    })
    expect(refused.status()).toBe(403)
    const admin = (await (
      await signIn(page.request, 'admin@slatelab.test', 'slatelab-demo')
    ).json()) as AuthSession
    await page.goto('/signin')
    await page.evaluate((stored) => {
      localStorage.setItem('slatelab.session', JSON.stringify(stored))
    }, admin)
    await page.goto('/admin')
    await expect(page.getByRole('textbox', { name: 'Price of SimLabs' })).toHaveValue('$24.99')
    await expect(
      page.getByRole('checkbox', { name: 'SimLabs for subscriber@slatelab.test' }),
    ).toBeChecked()
  })
})
