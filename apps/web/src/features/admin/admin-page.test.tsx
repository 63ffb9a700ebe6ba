import {
  adminComponentsRoute,
  adminUsersRoute,
  importRunsRoute,
} from '@slatelab/contract/admin.contract'
import { importFileRoute } from '@slatelab/contract/imports.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { resetApiConfig } from '../../shared/api/api-config'
import type { SessionState } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { AdminPage } from './admin-page'

const plateIq = adminComponentsRoute.response.parse(adminComponentsRoute.example)[0]!
const example = adminUsersRoute.response.parse(adminUsersRoute.example)
// The subscriber holds the component the page lists.
const users = {
  ...example,
  users: [{ ...example.users[0]!, componentIds: [plateIq.componentId] }],
}
const imports = importRunsRoute.response.parse(importRunsRoute.example)

const sessionOf = (role: 'admin' | 'user'): Partial<SessionState> => ({
  bearerToken: 'b',
  sessionId: 's',
  user: {
    userId: 1,
    email: `${role}@slatelab.test`,
    displayName: role,
    role,
    createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
  },
})

const renderPage = (session: Partial<SessionState>) => {
  configureApiWithSession(session)
  const store = createTestStore({ session })
  return renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
    initialPath: '/admin',
    store,
  })
}

// The stub keeps the subscriber's holdings, so a refetch after a change shows the change.
const stubAdmin = () => {
  let held = users.users[0]!.componentIds
  return stubFetch((url, init) => {
    if (url.includes('/admin/components/10/')) {
      const change = JSON.parse(String(init.body)) as {
        price?: number
        hideFromMarketplace?: boolean
      }
      return jsonResponse(200, { ...plateIq, ...change })
    }
    if (url.includes('/admin/components/')) return jsonResponse(200, [plateIq])
    if (url.includes('/admin/users/2/subscriptions/')) {
      held = []
      return jsonResponse(200, { ...users.users[0], componentIds: held })
    }
    if (url.includes('/admin/users/')) {
      return jsonResponse(200, { ...users, users: [{ ...users.users[0]!, componentIds: held }] })
    }
    if (url.includes('/admin/imports/')) return jsonResponse(200, imports)
    return jsonResponse(404, { message: 'unexpected' })
  })
}

afterEach(resetApiConfig)

// jsdom's File has no text(); the browser's does.
const csvFile = (text: string, name: string) =>
  Object.assign(new File([text], name, { type: 'text/csv' }), {
    text: () => Promise.resolve(text),
  })

describe('Admin page', () => {
  it('edits a price, hides a component and cancels a user’s subscription', async () => {
    const fetchMock = stubAdmin()
    renderPage(sessionOf('admin'))
    const price = await screen.findByRole('textbox', { name: 'Price of PlateIQ' })
    await userEvent.clear(price)
    await userEvent.type(price, '14.5')
    await userEvent.click(screen.getByRole('button', { name: 'Save the price of PlateIQ' }))
    await userEvent.click(screen.getByRole('switch', { name: 'List PlateIQ in the marketplace' }))
    expect(await screen.findByText('Hidden')).toBeInTheDocument()
    const chip = screen.getByRole('checkbox', { name: 'PlateIQ for subscriber@slatelab.test' })
    expect(chip).toBeChecked()
    await userEvent.click(chip)
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'PlateIQ for subscriber@slatelab.test' }),
      ).not.toBeChecked(),
    )
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => [
        new URL(String(url), 'http://x').pathname,
        JSON.parse(String(init?.body)),
      ])
    expect(bodies).toEqual([
      ['/api/admin/components/10/', { price: 14.5 }],
      ['/api/admin/components/10/', { hideFromMarketplace: true }],
      ['/api/admin/users/2/subscriptions/', { componentId: 10, held: false }],
    ])
    const runs = screen.getByRole('region', { name: 'Data imports' })
    expect(within(runs).getByText('Stored')).toBeInTheDocument()
    expect(within(runs).getByText(imports[0]!.result)).toBeInTheDocument()
  })

  it('grants a subscription request, which then leaves the list of requests', async () => {
    const requester = { ...users.users[0]!, componentIds: [], requestedComponentIds: [10] }
    const fetchMock = stubFetch((url) => {
      if (url.includes('/admin/users/2/subscriptions/')) {
        return jsonResponse(200, { ...requester, componentIds: [10], requestedComponentIds: [] })
      }
      if (url.includes('requested=true'))
        return jsonResponse(200, { users: [requester], more: false })
      if (url.includes('/admin/components/')) return jsonResponse(200, [plateIq])
      if (url.includes('/admin/users/')) return jsonResponse(200, users)
      if (url.includes('/admin/imports/')) return jsonResponse(200, imports)
      return jsonResponse(404, { message: 'unexpected' })
    })
    renderPage(sessionOf('admin'))
    const requests = await screen.findByRole('list', { name: 'Subscription requests' })
    expect(within(requests).getByText('subscriber@slatelab.test')).toBeInTheDocument()
    await userEvent.click(
      within(requests).getByRole('button', { name: 'Grant PlateIQ to subscriber@slatelab.test' }),
    )
    expect(await screen.findByText(/No requests are waiting/)).toBeInTheDocument()
    const grant = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(grant?.[1]?.body))).toEqual({ componentId: 10, held: true })
  })

  it('checks a file, lists every problem, and imports a clean file only after its check', async () => {
    const checked = importFileRoute.response.parse(importFileRoute.example)
    const problems = [
      { line: 2, column: 'Date', message: 'expected a date, got "someday"' },
      { line: 3, column: 'DK pts', message: 'expected a number, got "lots"' },
      { line: 4, column: 'Oppt', message: 'expected an opponent, got "at lad"' },
    ]
    let stored = imports
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/imports/file')) {
        const query = new URL(url, 'http://x').searchParams
        const dryRun = query.get('dryRun') === 'true'
        if (String(init.body).includes('someday')) {
          return jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: '3 problems, nothing was imported',
            ...checked,
            rowsWouldStore: 0,
            rowsRefused: 3,
            problems,
            summary: undefined,
          })
        }
        if (dryRun) return jsonResponse(200, checked)
        stored = [{ ...imports[0]!, importRunId: 99, fileName: 'good.csv' }, ...imports]
        return jsonResponse(200, { ...checked, dryRun: false, rowsStored: 6 })
      }
      if (url.includes('/admin/components/')) return jsonResponse(200, [plateIq])
      if (url.includes('/admin/users/')) return jsonResponse(200, users)
      if (url.includes('/admin/imports/')) return jsonResponse(200, stored)
      return jsonResponse(404, { message: 'unexpected' })
    })
    const { container } = renderPage(sessionOf('admin'))
    const panel = await screen.findByRole('region', { name: 'Import a file' })
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]')!
    const check = within(panel).getByRole('button', { name: 'Check file' })
    const importButton = within(panel).getByRole('button', { name: 'Import' })

    await userEvent.upload(fileInput, csvFile('Date,DK pts\nsomeday,lots\n', 'bad.csv'))
    await userEvent.click(check)
    const table = await within(panel).findByRole('table', { name: 'Problems' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineColumnWhat was expected',
      ...problems.map((p) => `${p.line}${p.column}${p.message}`),
    ])
    expect(within(panel).getByLabelText('Refused: 3')).toBeInTheDocument()
    expect(importButton).toBeDisabled()

    await userEvent.upload(fileInput, csvFile('Date,DK pts\n20180526,12\n', 'good.csv'))
    expect(importButton).toBeDisabled()
    await userEvent.click(check)
    expect(await within(panel).findByText(/^Checked as game-logs/)).toBeInTheDocument()
    expect(within(panel).getByLabelText('Would store: 6')).toBeInTheDocument()
    expect(within(panel).getByText('Skipped on purpose: did not play: 1.')).toBeInTheDocument()
    await userEvent.click(importButton)
    expect(
      await within(panel).findByText(/^Imported as game-logs: 6 rows stored/),
    ).toBeInTheDocument()
    const runs = screen.getByRole('region', { name: 'Data imports' })
    expect(await within(runs).findByText(/good\.csv/)).toBeInTheDocument()

    const sent = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/imports/file')
      .map((url) => [url.searchParams.get('fileName'), url.searchParams.get('dryRun')])
    expect(sent).toEqual([
      ['bad.csv', 'true'],
      ['good.csv', 'true'],
      ['good.csv', 'false'],
    ])
  })

  it('tells a non-admin the page is not theirs and calls nothing', () => {
    const fetchMock = stubAdmin()
    renderPage(sessionOf('user'))
    expect(screen.getByText('Admins only')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
