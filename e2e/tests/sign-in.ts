import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

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

/** A session's credentials as the sign-in answers them (and the web app stores them). */
export type Session = { readonly bearerToken: string; readonly sessionId: string }

/** The headers that carry a session on an API call. */
export const sessionHeadersOf = (session: Partial<Session>): Record<string, string> => ({
  authorization: `Bearer ${session.bearerToken ?? ''}`,
  'x-session-id': session.sessionId ?? '',
})

/**
 * Signs a demo account in through the API: the sign-in answer (what the web app stores) and
 * the headers that carry it, for setting up or reading data without a page.
 */
export const openApiSession = async (
  request: APIRequestContext,
  email = 'subscriber@slatelab.test',
): Promise<{ readonly answer: Session; readonly headers: Record<string, string> }> => {
  const signedIn = await request.post('/api/auth/signin', {
    data: { email, password: demoPassword },
  })
  expect(signedIn.status()).toBe(200)
  const answer = (await signedIn.json()) as Session
  return { answer, headers: sessionHeadersOf(answer) }
}

/** The sign-in answers of this worker's demo accounts, by email: one session per account. */
const sessions = new Map<string, Promise<Session>>()

/**
 * Starts the page's context signed in as a demo account, as a browser that signed in before
 * would: the session in the web app's localStorage, no form and no page load. The worker's tests
 * share one session per account, which none of them ends: a test that signs out signs in through
 * the form (signInThroughForm), so that the session it ends is its own.
 */
export const signIn = async (page: Page, email = 'subscriber@slatelab.test') => {
  const session =
    sessions.get(email) ?? openApiSession(page.request, email).then(({ answer }) => answer)
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
