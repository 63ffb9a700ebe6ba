import { expect, test } from '@playwright/test'
import { test as onDemoDay } from './demo-day'
import { signInThroughForm } from './sign-in'

/**
 * The pages other specs open signed in, with the account each uses: they sign in without the
 * form (sign-in.ts), so its landing on them is checked here (/ownership, /simlabs and
 * /multi-lineup-settings by the tests of their own sign-in).
 */
const landings = [
  ['subscriber@slatelab.test', '/contests'],
  ['admin@slatelab.test', '/admin'],
  ['subscriber@slatelab.test', '/news'],
  ['free@slatelab.test', '/correlations'],
  ['subscriber@slatelab.test', '/season-long'],
  ['free@slatelab.test', '/game-flow'],
  ['subscriber@slatelab.test', '/plateiq'],
  ['admin@slatelab.test', '/projections'],
  ['free@slatelab.test', '/event-details'],
] as const

test('a wrong password shows the server’s error on the sign-in form', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('textbox', { name: 'Email' }).fill('free@slatelab.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
})

// The account menu is drawn otherwise on a phone.
test('a session survives a reload and ends on sign-out @narrow', async ({ page }) => {
  await signInThroughForm(page, 'free@slatelab.test', '/ownership')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Ownership Dashboard' })).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('slatelab.session'))
  expect(JSON.parse(stored ?? '{}').user.email).toBe('free@slatelab.test')

  await page.getByRole('button', { name: /^Account: / }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('slatelab.session'))).toBeNull()
})

test('a new player can create an account and lands signed in', async ({ page }) => {
  const email = `player-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('stack-the-qb')
  await page.getByRole('button', { name: /create account|sign up/i }).click()
  // The navbar adds its selection to the query; the path is what counts.
  await expect(page).toHaveURL((url) => url.pathname === '/contests')
  const stored = await page.evaluate(() => localStorage.getItem('slatelab.session'))
  expect(JSON.parse(stored ?? '{}').user.email).toBe(email)
})

onDemoDay('signing in through the form lands on the page that asked for it', async ({ page }) => {
  for (const [email, next] of landings) {
    await signInThroughForm(page, email, next)
    // Signed out in this browser (the session stays open) for the next account: the app unloaded
    // first, so it cannot store its session again.
    await page.goto('about:blank')
    await page.context().setStorageState({ cookies: [], origins: [] })
  }
})
