import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-config'
import type { SessionState } from '../../shared/session/session-slice'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { buildContest, buildSlate, buildSource } from '../../shared/testing/slate-builders'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { buildsRoute } from '@slatelab/contract/optimizer.contract'
import { sportIds } from '@slatelab/domain/sports'
import { isoDateTime } from '@slatelab/domain/units'
import type { JobResult } from '@slatelab/contract/simlabs.contract'
import { roiBuckets, scoreDistributionOption } from './simlabs-charts'
import { SimLabsPage } from './simlabs-page'
import { lineupResultsCsv, playerResultsCsv } from './simlabs-tables'

// ECharts needs a canvas; the page's charts are checked by their accessible names.
vi.mock('../../shared/charts/chart', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const summary = {
  jobId: '5b0c8a4e-2f4d-4c1e-9d55-0e0c9a6f7a11',
  contestGroupId: 101,
  slateName: 'Main (8 games)',
  slateStartsAt: '2026-11-23T00:00:00.000Z',
  contestId: 9,
  contestName: 'NBA $20 Jump Shot',
  lineupCount: 2,
  fieldSource: 'generated',
  projectionsExact: true,
  status: 'done' as const,
  done: 1000,
  iterations: 1000,
  error: null,
  createdAt: '2026-11-22T17:00:00.000Z',
  finishedAt: '2026-11-22T17:00:02.000Z',
  projectionSet: { key: 'e0806dbf-c161-414f-a0af-c4beaa8fea7c', name: 'my-sunday.csv' },
  fieldModel: {
    name: 'Entrant kinds (issue 30)',
    kindMix: { casual: 30.4, follower: 19.6, optimizer: 38, pro: 12 },
  },
}

const lineup = (number: number, roiPct: number, histogram: number[]) => ({
  number,
  players: [
    { slot: 'PG', id: `${number}1`, name: `Guard ${number}` },
    { slot: 'C', id: `${number}2`, name: `Center ${number}` },
  ],
  salary: 50000,
  meanPoints: 250 + number,
  sdPoints: 30,
  winPct: 0.1 * number,
  top1Pct: 1.5,
  cashPct: 20 + number,
  expectedPayout: 20 * (1 + roiPct / 100),
  roiPct,
  fieldDuplicates: number - 1,
  scoreHistogram: histogram,
})

const jobResult: JobResult = {
  ...summary,
  result: {
    iterations: 1000,
    entryCount: 100,
    entryFee: 20,
    prizePool: 1800,
    meanCashLine: 270,
    scoreBins: { fromPoints: 0, binPoints: 10, count: 40 },
    slots: ['PG', 'C'],
    lineups: [
      lineup(1, -35, [...Array(24).fill(0), 300, 400, 200, 100, ...Array(12).fill(0)]),
      lineup(2, 12.5, [...Array(25).fill(0), 500, 300, 200, ...Array(12).fill(0)]),
    ],
    players: [
      {
        id: '11',
        name: 'Guard 1',
        team: 'BOS',
        position: 'PG',
        salary: 9000,
        meanPoints: 45,
        simOptimalPct: 31.2,
        top1OwnershipPct: 40,
        projectedOwnership: 25,
        leveragePct: 15,
      },
    ],
  },
}

const subscriber = {
  userId: 2,
  email: 'subscriber@slatelab.test',
  displayName: 'Subscriber',
  role: 'user' as const,
  createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
}

const signedIn = { bearerToken: 'b', sessionId: 's', user: subscriber }

const renderPage = (
  path: string,
  session: Partial<SessionState> = signedIn,
  { slates = [buildSlate()], navbarSlateId = 101 } = {},
) => {
  configureApi({
    getSession: () =>
      session.bearerToken && session.sessionId
        ? { bearerToken: session.bearerToken, sessionId: session.sessionId }
        : undefined,
    onUnauthorized: () => undefined,
  })
  const store = createTestStore({
    session,
    navbar: { sportId: sportIds.NBA, sourceId: 4, contestGroupId: navbarSlateId },
    navbarLists: { sources: [buildSource(4, slates)] },
  })
  const router = createMemoryRouter([{ path: '/simlabs', element: <SimLabsPage /> }], {
    initialEntries: [path],
  })
  render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <RouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return router
}

const respond = (url: string) => {
  if (url.includes('/subscriptions/check-access/')) return jsonResponse(200, { userAccess: true })
  if (url.endsWith('/events'))
    return new Response(
      `event: progress\ndata: ${JSON.stringify({ ...summary, status: 'running', done: 500 })}\n\nevent: done\ndata: ${JSON.stringify(summary)}\n\n`,
      { headers: { 'content-type': 'text/event-stream' } },
    )
  if (url.includes('/result/')) return jsonResponse(200, jobResult)
  if (url.includes('/simlabs/jobs/?')) return jsonResponse(200, [summary])
  if (url.includes('/simlabs/jobs/'))
    return jsonResponse(202, { ...summary, status: 'queued', done: 0 })
  if (url.includes('/optimizer/builds/'))
    return jsonResponse(200, [
      {
        ...buildsRoute.example[0],
        buildId: 'b1',
        contestGroupId: 101,
        status: 'done',
        count: 2,
        createdAt: summary.createdAt,
      },
    ])
  if (url.includes('/contests/')) return jsonResponse(200, [buildContest({ contestId: 9 })])
  return jsonResponse(404, {})
}

describe('SimLabs page', () => {
  it('cancels a running simulation and says so, not as an error', async () => {
    const encode = (text: string) => new TextEncoder().encode(text)
    const running = { ...summary, status: 'running', done: 500 }
    const cancelled = { ...running, status: 'cancelled' }
    let endStream = () => {}
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(encode(`event: progress\ndata: ${JSON.stringify(running)}\n\n`))
            endStream = () => {
              stream.enqueue(encode(`event: cancelled\ndata: ${JSON.stringify(cancelled)}\n\n`))
              stream.close()
            }
          },
        })
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
      }
      if (url.endsWith('/cancel/')) {
        endStream()
        return jsonResponse(200, cancelled)
      }
      return respond(url)
    })
    renderPage(`/simlabs?job=${summary.jobId}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Simulation cancelled')).toBeInTheDocument()
    expect(screen.getByText(/stopped after 500 of 1,000 contests/)).toBeInTheDocument()
    expect(screen.queryByText('Simulation failed')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    const cancel = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel/'))
    expect(cancel?.[1]?.method).toBe('POST')
  })

  it('says a simulation stopped by a server shutdown was interrupted and will run again', async () => {
    const interrupted = {
      ...summary,
      status: 'interrupted',
      done: 500,
      error: 'Interrupted by a server shutdown',
    }
    stubFetch((url) => {
      if (url.endsWith('/events')) {
        const text = `event: interrupted\ndata: ${JSON.stringify(interrupted)}\n\n`
        return new Response(text, { headers: { 'content-type': 'text/event-stream' } })
      }
      if (url.includes(`/simlabs/jobs/${summary.jobId}/`)) return jsonResponse(200, interrupted)
      return respond(url)
    })
    renderPage(`/simlabs?job=${summary.jobId}`)
    expect(await screen.findByText('Simulation interrupted')).toBeInTheDocument()
    expect(
      screen.getByText(/Interrupted by a server shutdown\. The server runs it again/),
    ).toBeInTheDocument()
    expect(screen.queryByText('Simulation failed')).toBeNull()
  })

  it('asks a signed-out visitor to sign in, with the demo accounts, and calls nothing', async () => {
    const fetchMock = stubFetch(respond)
    renderPage('/simlabs?sport=2', {})
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to run simulations' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/needs an account/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fsimlabs%3Fsport%3D2',
    )
    expect(screen.getByRole('note', { name: 'Demo accounts' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use the subscriber demo account' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Run simulation' })).toBeNull()
    expect(screen.queryByText(/Missing bearer token/)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs a demo account in from the prompt, and then shows the tool', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/api/auth/signin')
        ? jsonResponse(200, { ...signedIn, user: subscriber })
        : respond(url),
    )
    renderPage('/simlabs', {})
    await userEvent.click(screen.getByRole('button', { name: 'Use the subscriber demo account' }))
    expect(await screen.findByRole('button', { name: 'Run simulation' })).toBeInTheDocument()
    const signIn = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/signin'))
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({
      email: 'subscriber@slatelab.test',
      password: 'slatelab-demo',
    })
  })

  it('shows a signed-in user without SimLabs its pitch in place of the tool, and loads nothing of it', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/subscriptions/check-access/')
        ? jsonResponse(200, { userAccess: false })
        : respond(url),
    )
    renderPage(`/simlabs?job=${summary.jobId}`)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'SimLabs is part of a subscription' }),
    ).toBeInTheDocument()
    // To the marketplace with SimLabs picked, and back to this very simulation once held.
    expect(screen.getByRole('link', { name: 'Subscribe to SimLabs' })).toHaveAttribute(
      'href',
      `/marketplace?${new URLSearchParams({ for: 'SimLabs', from: `/simlabs?job=${summary.jobId}` })}`,
    )
    expect(screen.queryByRole('button', { name: 'Run simulation' })).toBeNull()
    const asked = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])
    expect(asked).toEqual(['/svc/subscriptions/check-access/'])
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('product=SimLabs')
  })

  it('opens a finished simulation from the URL with its tables and charts', async () => {
    stubFetch(respond)
    renderPage(`/simlabs?job=${summary.jobId}`)
    const table = await screen.findByRole('table', { name: 'Lineup results' })
    // Best ROI first.
    expect(within(table).getByRole('columnheader', { name: /ROI/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(screen.getByText('12.5%')).toBeInTheDocument()
    const players = screen.getByRole('table', { name: 'Player results' })
    // A result stored before captains were reported apart reads as it did.
    expect(within(players).queryByRole('columnheader', { name: /CPT/ })).toBeNull()
    expect(screen.getByRole('img', { name: 'Lineups by simulated ROI' })).toBeInTheDocument()
    // The chart shows the table's first row (best ROI: lineup 2) and says its number.
    expect(
      screen.getByRole('img', { name: 'Score distribution of lineup 2 against the cash line' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Lineup 2 scores vs the cash line')).toBeInTheDocument()
    expect(screen.getByText('1,800', { exact: false })).toBeInTheDocument()
    // What it ran on, as recorded when it was submitted.
    expect(
      screen.getByText(
        /Projections: my-sunday\.csv\. Field: Entrant kinds \(issue 30\): optimizer 38%, casual 30%, follower 20%, pro 12%\./,
      ),
    ).toBeInTheDocument()
  })

  it('on a showdown slate reports the captain apart: sim optimal, top 1 %, projected and field CPT', async () => {
    const [player] = jobResult.result.players
    if (player === undefined) throw new Error('no player')
    const showdown: JobResult = {
      ...jobResult,
      result: {
        ...jobResult.result,
        slots: ['CPT', 'FLEX'],
        players: [
          {
            ...player,
            simOptimalCaptainPct: 12.5,
            top1CaptainOwnershipPct: 18,
            projectedCaptainOwnership: 9.5,
            fieldCaptainOwnershipPct: 11.25,
          },
        ],
      },
    }
    // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
    stubFetch((url) => (url.includes('/result/') ? jsonResponse(200, showdown) : respond(url)))
    renderPage(`/simlabs?job=${summary.jobId}`)
    const table = await screen.findByRole('table', { name: 'Player results' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.slice(5)).toEqual([
      'Sim optimal %',
      'Sim optimal CPT %',
      'Top 1% own',
      'Top 1% CPT',
      'Proj own',
      'Proj CPT',
      'Field CPT',
      'Leverage',
    ])
    const row = within(table).getByRole('row', { name: /Guard 1/ })
    expect(row).toHaveTextContent(/31\.2%12\.5%40\.0%18\.0%25\.0%9\.5%11\.3%15\.0/)

    const [header, line] = playerResultsCsv(showdown.result.players).split('\r\n')
    expect(header).toBe(
      'Player,Id,Team,Position,Salary,SimOptimal%,Top1Own%,ProjOwn%,Leverage,SimOptimalCPT%,Top1CPT%,ProjCPT%,FieldCPT%',
    )
    expect(line).toBe('Guard 1,11,BOS,PG,9000,31.20,40.00,25.00,15.00,12.50,18.00,9.50,11.25')
    expect(playerResultsCsv(jobResult.result.players).split('\r\n')[0]).toBe(
      'Player,Id,Team,Position,Salary,SimOptimal%,Top1Own%,ProjOwn%,Leverage',
    )
    vi.restoreAllMocks()
  })

  it('puts win, cash and ROI right after the lineup number on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }))
    stubFetch(respond)
    renderPage(`/simlabs?job=${summary.jobId}`)
    const table = await screen.findByRole('table', { name: 'Lineup results' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers.slice(0, 5)).toEqual(['#', 'Win %', 'Cash %', 'ROI', 'Lineup'])
    vi.unstubAllGlobals()
  })

  it('lists my simulations with what each ran on, and opens, cancels and deletes them', async () => {
    const running = {
      ...summary,
      jobId: '7d1f1d8e-3c1a-4b0e-8f0e-1b2c3d4e5f60',
      contestName: 'NBA $5 Layup',
      status: 'running' as const,
      done: 250,
      finishedAt: null,
      projectionSet: { key: 'system', name: 'System projections' },
      fieldModel: { name: 'The contest’s stored entries', kindMix: null },
    }
    let listed: unknown[] = [running, summary]
    const fetchMock = stubFetch((url, init) => {
      if (url.includes('/simlabs/jobs/?')) return jsonResponse(200, listed)
      if (url.endsWith(`${running.jobId}/cancel/`)) {
        listed = [{ ...running, status: 'cancelled' }, summary]
        return jsonResponse(200, listed[0])
      }
      if (url.endsWith(`${summary.jobId}/delete/`) && init.method === 'POST') {
        listed = [{ ...running, status: 'cancelled' }]
        return jsonResponse(200, summary)
      }
      return respond(url)
    })
    renderPage('/simlabs')
    const section = await screen.findByRole('region', { name: 'My simulations' })
    const runningItem = await within(section).findByRole('listitem', { name: /NBA \$5 Layup/ })
    expect(within(runningItem).getByText('running 25%')).toBeInTheDocument()
    expect(within(runningItem).getByText(/Main \(8 games\)/)).toBeInTheDocument()
    expect(within(runningItem).getByText(/System projections/)).toBeInTheDocument()
    expect(within(runningItem).getByText(/The contest’s stored entries/)).toBeInTheDocument()
    const doneItem = within(section).getByRole('listitem', { name: /NBA \$20 Jump Shot/ })
    expect(within(doneItem).getByText('done')).toBeInTheDocument()
    expect(within(doneItem).getByText(/my-sunday\.csv/)).toBeInTheDocument()
    expect(within(doneItem).queryByRole('button', { name: /^Cancel/ })).toBeNull()
    expect(within(doneItem).getByRole('link', { name: /^Open/ })).toHaveAttribute(
      'href',
      `/simlabs?job=${summary.jobId}`,
    )

    await userEvent.click(within(runningItem).getByRole('button', { name: /^Cancel/ }))
    expect(await within(section).findByText('cancelled')).toBeInTheDocument()

    await userEvent.click(within(doneItem).getByRole('button', { name: /^Delete/ }))
    const confirm = within(doneItem).getByRole('group', { name: /Confirm deleting/ })
    expect(confirm).toHaveTextContent('Delete this simulation and its result?')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(within(section).queryByRole('listitem', { name: /Jump Shot/ })).toBeNull(),
    )
    const posted = fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => call.startsWith('POST /svc/simlabs/'))
    expect(posted).toEqual([
      `POST /svc/simlabs/jobs/${running.jobId}/cancel/`,
      `POST /svc/simlabs/jobs/${summary.jobId}/delete/`,
    ])
  })

  it('names My simulations and links to it when too many simulations run', async () => {
    const message =
      'You have 3 simulations queued or running: wait for one to finish, or cancel one'
    stubFetch((url, init) =>
      init.method === 'POST' && url.endsWith('/simlabs/jobs/')
        ? jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message })
        : respond(url),
    )
    renderPage('/simlabs')
    await screen.findByDisplayValue(/2 lineups/)
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }))
    const alert = await screen.findByRole('alert', { name: 'Too many simulations running' })
    expect(alert).toHaveTextContent(message)
    expect(within(alert).getByRole('link', { name: 'My simulations' })).toHaveAttribute(
      'href',
      '#my-simulations',
    )
    expect(document.getElementById('my-simulations')).toContainElement(
      screen.getByRole('region', { name: 'My simulations' }),
    )
  })

  it('runs a simulation of the chosen build and puts the job in the URL', async () => {
    const fetchMock = stubFetch(respond)
    const router = renderPage('/simlabs')
    const run = await screen.findByRole('button', { name: 'Run simulation' })
    await screen.findByDisplayValue(/2 lineups/)
    await userEvent.click(screen.getByRole('switch', { name: /Vegas-adjusted projections/ }))
    expect(screen.getByRole('switch', { name: /Projections are exact/ })).not.toBeChecked()
    await userEvent.click(screen.getByRole('switch', { name: /Projections are exact/ }))
    await userEvent.click(run)
    await screen.findByRole('table', { name: 'Lineup results' })
    expect(router.state.location.search).toContain(`job=${summary.jobId}`)
    const post = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).includes('/simlabs/jobs/'),
    )
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      contestGroupId: 101,
      contestId: 9,
      buildId: 'b1',
      iterations: 10000,
      vegasAdjusted: true,
      projectionsExact: true,
    })
  })
})

describe('SimLabs charts and export', () => {
  it('buckets lineups by ROI in about ten round steps over their range, empty steps included', () => {
    const spread = roiBuckets([{ roiPct: -30 }, { roiPct: 10 }, { roiPct: 60 }])
    expect(spread.map((bucket) => bucket.label)).toEqual([
      '-30 to -20',
      '-20 to -10',
      '-10 to 0',
      '0 to 10',
      '10 to 20',
      '20 to 30',
      '30 to 40',
      '40 to 50',
      '50 to 60',
      '60 to 70',
    ])
    expect(spread.map((bucket) => bucket.count)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    // A build whose lineups sit within three points still shows how they differ.
    const close = roiBuckets([{ roiPct: 33.2 }, { roiPct: 34.1 }, { roiPct: 36.2 }])
    expect(close.map((bucket) => bucket.label)).toEqual([
      '33 to 33.5',
      '33.5 to 34',
      '34 to 34.5',
      '34.5 to 35',
      '35 to 35.5',
      '35.5 to 36',
      '36 to 36.5',
    ])
  })

  it('splits a lineup’s score bins at the cash line', () => {
    const [first] = jobResult.result.lineups
    if (first === undefined) throw new Error('lineup')
    const option = scoreDistributionOption(jobResult.result, first) as {
      series: { data: number[] }[]
    }
    const [below, above] = option.series
    // Bins 240–270 lie below the cash line of 270; 270–280 is at it.
    expect(below?.data.filter((value) => value > 0)).toEqual([30, 40, 20])
    expect(above?.data.filter((value) => value > 0)).toEqual([10])
  })

  it('exports one column per roster slot', () => {
    const csv = lineupResultsCsv(['PG', 'C'], jobResult.result.lineups)
    expect(csv.split('\r\n')[0]).toBe(
      'Lineup,PG,C,Mean,SD,Win%,Top1%,Cash%,ExpectedPayout,ROI%,Duplicates',
    )
    expect(csv).toContain('Guard 1 (11)')
  })

  it('offers the day’s SimLabs slate when the navbar’s slate is not one, and loads nothing for it', async () => {
    const fetchMock = stubFetch(respond)
    const showdown = buildSlate({
      contestGroupId: 102,
      displayName: 'Showdown: DEN @ ORL',
      displayNameShort: 'DEN @ ORL',
      gameCount: 1,
      events: [7],
      isSimLabs: false,
      variant: 'showdown',
    })
    renderPage('/simlabs', signedIn, { slates: [buildSlate(), showdown], navbarSlateId: 102 })
    expect(
      await screen.findByRole('alert', { name: 'Showdown: DEN @ ORL is not a SimLabs slate' }),
    ).toBeVisible()
    const offer = screen.getByRole('link', { name: 'Simulate Main (6 games) instead' })
    expect(offer.getAttribute('href')).toMatch(/slate=101/)
    expect(screen.getByRole('combobox', { name: 'SimLabs slate' })).toHaveValue('')
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/svc/contests/102/'),
      expect.anything(),
    )
  })

  it('sets the form to the contest, iterations and exactness of the simulation it opens', async () => {
    stubFetch((url) =>
      url.includes('/svc/contests/101/')
        ? jsonResponse(200, [
            buildContest({
              contestId: 3,
              title: 'NBA $2M Fantasy Millionaire',
              contestSize: 113_636,
            }),
            buildContest({ contestId: 9, title: 'NBA $20 Jump Shot', contestSize: 5_000 }),
          ])
        : respond(url),
    )
    renderPage(`/simlabs?job=${summary.jobId}`)
    await screen.findByRole('table', { name: 'Lineup results' })
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contest' })).toHaveValue(
        'NBA $20 Jump Shot · 5,000 entries',
      ),
    )
    expect(screen.getByRole('textbox', { name: 'Iterations' })).toHaveValue('1,000')
    expect(screen.getByRole('switch', { name: /Projections are exact/ })).toBeChecked()
  })

  it('works on the navbar’s SimLabs slate and starts on its largest GPP', async () => {
    stubFetch((url) =>
      url.includes('/svc/contests/101/')
        ? jsonResponse(200, [
            buildContest({
              contestId: 1,
              title: 'NBA $500 Double Up',
              contestSize: 140,
              isDoubleUp: true,
              isGuaranteed: false,
            }),
            buildContest({
              contestId: 2,
              title: 'NBA $10 50/50',
              contestSize: 200_000,
              isFiftyFifty: true,
              isGuaranteed: false,
            }),
            buildContest({
              contestId: 3,
              title: 'NBA $2M Fantasy Millionaire',
              contestSize: 113_636,
            }),
            buildContest({ contestId: 4, title: 'NBA $250K Main Event', contestSize: 189 }),
          ])
        : respond(url),
    )
    renderPage('/simlabs')
    expect(await screen.findByRole('combobox', { name: 'SimLabs slate' })).toHaveValue(
      'Main (6 games)',
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contest' })).toHaveValue(
        'NBA $2M Fantasy Millionaire · 113,636 entries',
      ),
    )
  })
})
