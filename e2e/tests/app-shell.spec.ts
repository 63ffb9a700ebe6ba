import { expect, test } from './demo-day'
import { isNavbarShown, pagePaths, pageTitles } from '@slatelab/domain/pages'
import { signIn } from './sign-in'

// The shell and its navbar are drawn otherwise on a phone.
test.describe('app shell @narrow', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('every route of the specification shows its title, with the navbar where it belongs', async ({
    page,
  }) => {
    // One page load per route.
    test.setTimeout(120_000)
    for (const path of pagePaths) {
      await page.goto(path)
      const title = pageTitles[path]
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const navbar = page.getByRole('banner')
      if (isNavbarShown(path)) {
        await expect(navbar, `navbar on ${path}`).toBeVisible()
        await expect(navbar.getByRole('heading', { name: title })).toBeVisible()
      } else {
        await expect(navbar, `no navbar on ${path}`).toHaveCount(0)
      }
    }
  })

  test('a path without a title shows the 404 page and no navbar', async ({ page }) => {
    await page.goto('/no-such-tool')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
  })

  test('the theme toggle switches the color scheme and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/vegas')
    const html = page.locator('html')
    const before = await html.getAttribute('data-mantine-color-scheme')
    expect(before === 'light' || before === 'dark').toBe(true)
    const after = before === 'light' ? 'dark' : 'light'
    await page.getByRole('button', { name: 'Toggle color scheme' }).first().click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after)
    await page.reload()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after)
    await expect(page.getByRole('heading', { level: 1, name: 'Vegas' })).toBeVisible()
  })
})

// A self-hoster opens the app from another machine first: plain HTTP under a LAN host name,
// where a policy upgrading requests to HTTPS would leave every asset unloaded.
test('loads every asset over plain HTTP under a LAN host name', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP slatelab.lan 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(`${request.url()}: failed`))
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`)
    })
    const answer = await page.goto(`http://slatelab.lan:${port}/vegas`)
    expect(answer?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(answer?.headers()['strict-transport-security']).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1, name: 'Vegas' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(failed).toEqual([])
  } finally {
    await browser.close()
  }
})
