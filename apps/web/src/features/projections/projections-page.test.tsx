import {
  customProjectionSetsRoute,
  defaultProjectionsRoute,
  projectionAccuracyRoute,
  uploadProjectionsRoute,
  type Projection,
} from '@slatelab/contract/projections.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDate, isoDateTime } from '@slatelab/domain/units'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { resetApiConfig } from '../../shared/api/api-config'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { configureApiWithSession } from '../../shared/testing/test-api'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { ProjectionsPage } from './projections-page'

const player = (playerId: number, name: string, points: number): Projection => ({
  ...defaultProjectionsRoute.example.projections[0]!,
  playerId,
  playerName: name,
  projectedPoints: points,
})
const system = [player(1, 'Marcus Hale', 44.2), player(2, 'Dev Ortiz', 30)]
const custom = [player(1, 'Marcus Hale', 50), player(2, 'Dev Ortiz', 29.5)]
const [exampleSet] = customProjectionSetsRoute.example.sets
const session = {
  bearerToken: 'b',
  sessionId: 's',
  user: {
    userId: 2,
    email: 'subscriber@slatelab.test',
    displayName: 'Subscriber',
    role: 'user' as const,
    createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
  },
}

type Call = { readonly url: string; readonly init: RequestInit }

const answer = (url: string, init: RequestInit, calls: Call[], uploadStatus = 200) => {
  calls.push({ url, init })
  if (url.startsWith('/svc/projections-custom/')) {
    return jsonResponse(200, { activeKey: exampleSet?.key, sets: [exampleSet] })
  }
  if (url.startsWith('/svc/projections-get/')) return jsonResponse(200, { projections: system })
  if (url.startsWith('/svc/projections-scenario-players/'))
    return jsonResponse(200, { players: [] })
  if (url.startsWith('/svc/projections-accuracy/')) {
    return jsonResponse(200, projectionAccuracyRoute.example)
  }
  if (url.startsWith('/svc/projections-upload/')) {
    return uploadStatus === 200
      ? jsonResponse(200, { ...uploadProjectionsRoute.example, set: null })
      : jsonResponse(uploadStatus, {
          message: `${errors.postProjections}: row 3, field Proj: "x" is not a number`,
        })
  }
  if (url.startsWith('/svc/projections/')) {
    return jsonResponse(200, { activeSet: exampleSet, projections: custom })
  }
  return jsonResponse(404, { message: `unexpected ${url}` })
}

const renderPage = () => {
  configureApiWithSession(session)
  const store = createTestStore({
    session,
    navbar: { sportId: 2, sourceId: 4, date: isoDate('2026-11-22') },
  })
  const router = createMemoryRouter([{ path: '*', element: <ProjectionsPage /> }])
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
}

// Mantine's file input is a button over a hidden input; the upload goes to that input.
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (input === null) throw new Error('no file input')
  return input
}

const csvFile = (text: string) => new File([text], 'mine.csv', { type: 'text/csv' })

describe('ProjectionsPage', () => {
  afterEach(() => resetApiConfig())

  it('names the active set, lists it and shows system vs active with the difference', async () => {
    const calls: Call[] = []
    stubFetch((url, init) => answer(url, init, calls))
    renderPage()
    expect(await screen.findByText('My NBA numbers', { selector: 'b' })).toBeVisible()
    const sets = screen.getByRole('table', { name: 'Projection sets' })
    expect(within(sets).getByText('Active')).toBeVisible()
    expect(calls.map((call) => call.url)).toContain(
      '/svc/projections-custom/?sport_id=2&source_id=4&date=2026-11-22',
    )
    expect(await screen.findByRole('table', { name: 'Projections by player' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('previews a dropped file’s rows before saving, and shows the fuzzy row to fix', async () => {
    const calls: Call[] = []
    stubFetch((url, init) => answer(url, init, calls))
    renderPage()
    await screen.findByRole('table', { name: 'Projection sets' })
    await userEvent.upload(
      fileInput(),
      csvFile('Player,Team,Proj\nMarcus Hale,BOS,50\nNic Claxton,BKN,27.1\n'),
    )
    const preview = await screen.findByLabelText('Upload preview')
    expect(within(preview).getByText('146 matched')).toBeVisible()
    expect(within(preview).getByText('1 fuzzy')).toBeVisible()
    expect(screen.getAllByLabelText('Player for row 17')[0]).toHaveValue(
      'Nicolas Claxton (BKN) · 82%',
    )
    const upload = calls.find((call) => call.url.startsWith('/svc/projections-upload/'))
    expect(upload?.url).toContain('preview=true')
    expect(JSON.parse(String(upload?.init.body))).toEqual({
      rows: [
        { Player: 'Marcus Hale', Team: 'BOS', Proj: '50' },
        { Player: 'Nic Claxton', Team: 'BKN', Proj: '27.1' },
      ],
      choices: [],
    })
  })

  it('moves upload feedback to complete with failure and shows SPEC §8’s text with the server’s', async () => {
    const calls: Call[] = []
    stubFetch((url, init) => answer(url, init, calls, 400))
    renderPage()
    await screen.findByRole('table', { name: 'Projection sets' })
    await userEvent.upload(fileInput(), csvFile('Player,Proj\nMarcus Hale,x\n'))
    expect(await screen.findByText(errors.uploadProjections)).toBeVisible()
    expect(screen.getByText(/row 3, field Proj/)).toBeVisible()
  })

  it('shows the accuracy board of the chosen window', async () => {
    const calls: Call[] = []
    stubFetch((url, init) => answer(url, init, calls))
    renderPage()
    const board = await screen.findByRole('table', { name: 'Accuracy board' })
    expect(await within(board).findByText('7.90')).toBeVisible()
    await userEvent.click(screen.getByText('90 days'))
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/svc/projections-accuracy/?sport_id=2&source_id=4&days=90',
      ),
    )
  })
})
