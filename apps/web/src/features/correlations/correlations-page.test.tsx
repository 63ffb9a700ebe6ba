import { configureStore } from '@reduxjs/toolkit'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  applyCorrelationUseRoute,
  correlationUsePreviewRoute,
  correlationsRoute,
  correlationViewsRoute,
  correlationViewSchema,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { sourcedataRoute } from '@slatelab/contract/sourcedata.contract'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-config'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { CorrelationViewSelect } from '../../shared/navbar/correlation-view-select'
import {
  correlationViewChanged,
  createInitialNavbarState,
  navbarReducer,
} from '../../shared/navbar/navbar-slice'
import { slateToday } from '../../shared/navbar/navbar-dates'
import { initialSessionState, sessionReducer } from '../../shared/session/session-slice'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { initialThemeState, themeReducer } from '../../shared/theme/theme-slice'
import { CorrelationsPage } from './correlations-page'
import { correlationsReducer } from './correlations-slice'

// ECharts needs a canvas; the page's charts are checked by their accessible names.
vi.mock('../../shared/charts/chart', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const [stacks] = correlationViewsRoute.example.Views
const systemView = correlationViewSchema.parse({
  ...stacks,
  filters: [
    ...(stacks?.filters ?? []),
    {
      correlationFilterId: 2,
      filterName: 'Minimum games',
      filterType: 'minGames',
      numberValue1: 20,
    },
  ],
})
const ownView: CorrelationView = {
  ...systemView,
  correlationViewId: 1001,
  viewName: 'Mine',
  isSystem: false,
}
const otherOwnView: CorrelationView = { ...ownView, correlationViewId: 1002, viewName: 'Other' }

const user = {
  userId: 2,
  email: 'subscriber@slatelab.test',
  displayName: 'Subscriber',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}

type Sent = { url: string; body: CorrelationView }

const renderPage = (signedIn = true) => {
  configureApi({
    getSession: () => (signedIn ? { bearerToken: 'b', sessionId: 's' } : undefined),
    onUnauthorized: () => undefined,
  })
  const sent: Sent[] = []
  const fetchMock = stubFetch((url, init) => {
    if (init.body !== undefined) sent.push({ url, body: JSON.parse(String(init.body)) })
    if (url.includes('/v2/correlations/views/1/'))
      return jsonResponse(200, { Views: [systemView, ownView, otherOwnView] })
    if (url.endsWith('/v2/correlations/views/'))
      return jsonResponse(200, JSON.parse(String(init.body)))
    if (url.endsWith('/v2/correlations/')) return jsonResponse(200, correlationsRoute.example)
    if (url.includes('/sourcedata/1/')) return jsonResponse(200, sourcedataRoute.example)
    if (url.endsWith('/v2/correlations/use/preview/'))
      return jsonResponse(200, correlationUsePreviewRoute.example)
    if (url.endsWith('/v2/correlations/use/'))
      return jsonResponse(200, applyCorrelationUseRoute.example)
    return jsonResponse(404, {})
  })
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
      correlations: correlationsReducer,
    },
    preloadedState: {
      session: signedIn
        ? { ...initialSessionState, bearerToken: 'b', sessionId: 's', user }
        : initialSessionState,
      theme: initialThemeState,
      navbar: createInitialNavbarState(slateToday()),
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const router = createMemoryRouter(
    [
      {
        path: '/correlations',
        element: (
          <>
            <CorrelationViewSelect layout="panel" />
            <CorrelationsPage />
          </>
        ),
      },
    ],
    { initialEntries: ['/correlations'] },
  )
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  const matrixCalls = () => sent.filter((call) => call.url.endsWith('/v2/correlations/'))
  return { store, sent, fetchMock, matrixCalls }
}

const minGamesOf = (view: CorrelationView) =>
  view.filters.find((filter) => filter.filterType === 'minGames')?.numberValue1

describe('Correlations page', () => {
  // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
    return () => vi.restoreAllMocks()
  })

  it('asks a signed-out visitor to sign in and calls nothing', () => {
    const { fetchMock } = renderPage(false)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to see correlations' }),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lists the views in the navbar, picks the first and draws its matrix with view defaults', async () => {
    const { matrixCalls } = renderPage()
    expect(
      await screen.findByRole('img', { name: 'Correlation heat map of Stacks' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Correlation view' })).toHaveValue('Stacks')
    // Nothing typed: the view's default minimum.
    expect(minGamesOf(matrixCalls()[0]?.body as CorrelationView)).toBe(20)
    const table = screen.getByRole('table', { name: 'Correlations by pair' })
    // The example's QB row: WR1 (0.46, 570 games) first, then the opposing QB; no QB–QB cell.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    const [, first, second] = within(table).getAllByRole('row')
    expect(first).toHaveTextContent('QBWR10.4697570')
    expect(second).toHaveTextContent('QBOpp QB0.2181285')
  })

  it('keeps typed filters over a new view’s defaults and saves the previous own view back', async () => {
    const { store, sent, matrixCalls } = renderPage()
    await screen.findByRole('img', { name: 'Correlation heat map of Stacks' })
    act(() => {
      store.dispatch(correlationViewChanged(1001))
    })
    await screen.findByRole('img', { name: 'Correlation heat map of Mine' })
    const minimum = screen.getByRole('textbox', { name: 'Minimum games' })
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '7')
    await waitFor(() => expect(minGamesOf(matrixCalls().at(-1)?.body as CorrelationView)).toBe(7))

    act(() => {
      store.dispatch(correlationViewChanged(1002))
    })
    await screen.findByRole('img', { name: 'Correlation heat map of Other' })
    // The typed 7 stands over the new view's 20…
    await waitFor(() => expect(matrixCalls().at(-1)?.body.correlationViewId).toBe(1002))
    expect(minGamesOf(matrixCalls().at(-1)?.body as CorrelationView)).toBe(7)
    // …and the view left was saved back with it.
    const saved = sent.filter((call) => call.url.endsWith('/v2/correlations/views/'))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.body.correlationViewId).toBe(1001)
    expect(minGamesOf(saved[0]?.body as CorrelationView)).toBe(7)
  })

  it('adds at most three custom filters and sends them', async () => {
    const { matrixCalls } = renderPage()
    await screen.findByRole('img', { name: 'Correlation heat map of Stacks' })
    const add = screen.getByRole('button', { name: 'Add custom filter' })
    await userEvent.click(add)
    await userEvent.click(add)
    await userEvent.click(add)
    expect(add).toBeDisabled()
    expect(screen.getByText('3 of 3 custom filters')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        matrixCalls()
          .at(-1)
          ?.body.filters.filter((filter) => filter.filterType === 'custom'),
      ).toHaveLength(3),
    )
  })

  it('shows a view’s values for a slate in a dialog and applies them only on confirm', async () => {
    const { sent } = renderPage()
    await screen.findByRole('img', { name: 'Correlation heat map of Stacks' })
    await userEvent.click(screen.getByRole('button', { name: 'Use in optimizer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Use Stacks in the optimizer' })
    const [slate] = sourcedataRoute.example[0]?.contestGroups ?? []
    expect(await within(dialog).findByRole('combobox', { name: 'Slate' })).toHaveValue(
      slate?.displayName,
    )
    const targets = await within(dialog).findByRole('table', { name: 'SimLabs correlations' })
    expect(within(targets).getAllByRole('row')[1]).toHaveTextContent('QB–WR1teammate+0.46570')
    const rules = within(dialog).getByRole('table', { name: 'Optimizer rules' })
    expect(within(rules).getAllByRole('row')[1]).toHaveTextContent(
      'Jalen ColetogetherMarcus ReedQB–WR1+0.46',
    )
    const useCalls = () => sent.filter((call) => call.url.includes('/v2/correlations/use/'))
    // The preview asked for the slate; nothing is applied before the user confirms.
    expect(useCalls().map((call) => call.url.endsWith('/preview/'))).toEqual([true])
    expect((useCalls()[0]?.body as unknown as { contestGroupId: number }).contestGroupId).toBe(
      slate?.contestGroupId,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await within(dialog).findByText(/1 rules are in your optimizer settings/)).toBeVisible()
    expect(useCalls().map((call) => call.url.endsWith('/use/'))).toEqual([false, true])
  })

  it('lists the slates of the date the dialog is given (the page has no date control)', async () => {
    const { fetchMock } = renderPage()
    await screen.findByRole('img', { name: 'Correlation heat map of Stacks' })
    await userEvent.click(screen.getByRole('button', { name: 'Use in optimizer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Use Stacks in the optimizer' })
    const date = within(dialog).getByLabelText('Slate date')
    expect(date).toHaveValue(slateToday())
    fireEvent.change(date, { target: { value: '2026-11-29' } })
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/sourcedata/1/11_29_2026', expect.anything()),
    )
  })
})
