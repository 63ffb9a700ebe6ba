import { expect, type Page } from '@playwright/test'

/** Signs a demo account in through the sign-in form and waits to land on `next`'s path. */
export const signInThroughForm = async (
  page: Page,
  email = 'subscriber@slatelab.test',
  next = '/contests',
) => {
  await page.goto(`/signin?next=${encodeURIComponent(next)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('slatelab-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The navbar writes its selection into the query, so only the path has to match.
  const path = new URL(next, 'http://any').pathname
  await expect(page).toHaveURL((url) => url.pathname === path)
}
