import { expect, test, type Page } from '@playwright/test'

/** The demo accounts' password. */
const demoPassword = 'slatelab-demo'

/** Signs a demo account in through the sign-in form and waits to land on `next`'s path. */
export const signInThroughForm = async (
  page: Page,
  email = 'subscriber@slatelab.test',
  next = '/contests',
) => {
  await page.goto(`/signin?next=${encodeURIComponent(next)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The navbar writes its selection into the query, so only the path has to match.
  const path = new URL(next, 'http://any').pathname
  await expect(page).toHaveURL((url) => url.pathname === path)
}

/** The sign-in answers of this worker's demo accounts, by email: one session per account. */
const sessions = new Map<string, Promise<unknown>>()

const openSession = async (page: Page, email: string): Promise<unknown> => {
  const answer = await page.request.post('/api/auth/signin', {
    data: { email, password: demoPassword },
  })
  expect(answer.status()).toBe(200)
  return answer.json()
}

/**
 * Starts the page's context signed in as a demo account, as a browser that signed in before
 * would: the session in the web app's localStorage, no form and no page load. The worker's tests
 * share one session per account, which none of them ends: a test that signs out signs in through
 * the form (signInThroughForm), so that the session it ends is its own.
 */
export const signIn = async (page: Page, email = 'subscriber@slatelab.test') => {
  const session = sessions.get(email) ?? openSession(page, email)
  sessions.set(email, session)
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [{ name: 'slatelab.session', value: JSON.stringify(await session) }],
      },
    ],
  })
}
