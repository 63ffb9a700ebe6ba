import type { Entries, EntriesLateSwap } from '@slatelab/contract/late-swap.contract'
import { buildsRoute, poolRoute } from '@slatelab/contract/optimizer.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetApiConfig } from '../../../shared/api/api-config'
import { jsonResponse, stubFetch } from '../../../shared/testing/fetch-stub'
import { renderRoutes } from '../../../shared/testing/render-with-providers'
import { configureApiWithSession } from '../../../shared/testing/test-api'
import { EntriesPanel } from './entries-panel'

const slateId = 101
const buildId = '7d3e1c2a-5b4f-4e6a-8c9d-0f1e2d3c4b5a'
const slots = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST']
const lineup = slots.map((slot, index) => ({
  slot,
  id: String(500 + index),
  name: `Player ${index + 1}`,
  injuryStatus: index === 7 ? 'Out' : null,
}))

const entries: Entries = {
  slots,
  contests: [
    {
      contestId: '9001',
      contestName: 'NFL $20 Red Zone',
      entryFee: '$20',
      contestSize: 5000,
      maxEntries: 20,
      entries: [
        { entryId: '7000', held: true, players: lineup },
        { entryId: '7001', held: false, players: [] },
      ],
    },
    {
      contestId: '9002',
      contestName: 'NFL $3 Flea Flicker',
      entryFee: '$3',
      contestSize: null,
      maxEntries: null,
      entries: [
        { entryId: '7050', held: true, players: lineup },
        { entryId: '7051', held: false, players: [] },
        { entryId: '7052', held: false, players: [] },
      ],
    },
  ],
  exposures: [
    { playerId: '501', name: 'Player 2', entries: 2, entryPct: 100, lineups: 1, lineupPct: 100 },
  ],
}

const filledCsv =
  'Entry ID,Contest Name,Contest ID,Entry Fee,QB\n7000,NFL $20 Red Zone,9001,$20,A\n'
const csvResponse = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/csv' } })

type Answers = {
  readonly read?: Response
  readonly swap?: Response
}

/** Stubs the slate's pool, the builds, and the entries routes; returns the fetch mock. */
const stubServer = (answers: Answers = {}) =>
  stubFetch((url, init) => {
    if (url.includes('/optimizer/pool/')) {
      return jsonResponse(200, { ...poolRoute.example, contestGroupId: slateId })
    }
    if (url.endsWith('/optimizer/builds/')) {
      return jsonResponse(200, [{ ...buildsRoute.example[0], buildId, contestGroupId: slateId }])
    }
    if (url.endsWith('/optimizer/entries/fill/')) return csvResponse(filledCsv)
    if (url.endsWith('/optimizer/entries/late-swap/')) {
      return answers.swap ?? jsonResponse(500, {})
    }
    if (url.endsWith('/optimizer/entries/') && init.method === 'POST') {
      return answers.read ?? jsonResponse(200, entries)
    }
    return jsonResponse(404, { message: `unexpected ${url}` })
  })

const sentBody = (fetchMock: ReturnType<typeof stubServer>, path: string): unknown => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))
  return JSON.parse(String(call?.[1]?.body))
}

const renderPanel = () =>
  renderRoutes([{ path: '/', element: <EntriesPanel contestGroupId={slateId} /> }])

// jsdom's File has no text(); the browser's does.
const entriesFile = (text = 'Entry ID,Contest Name,Contest ID,Entry Fee\n') =>
  Object.assign(new File([text], 'DKEntries.csv', { type: 'text/csv' }), {
    text: () => Promise.resolve(text),
  })

const uploadFile = async (file = entriesFile()) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (input === null) throw new Error('no file input')
  await userEvent.upload(input, file)
}

/** The texts of the files offered for download from now on. */
const captureDownloads = () => {
  const files: Blob[] = []
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      files.push(blob)
      return 'blob:entries'
    },
    revokeObjectURL: () => undefined,
  })
  const names: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  const texts = () =>
    Promise.all(
      files.map(
        (file) =>
          // jsdom's Blob has no text(); FileReader reads it.
          new Promise<string>((resolve) => {
            const reader = new FileReader()
            reader.onload = () => resolve(String(reader.result))
            reader.readAsText(file)
          }),
      ),
    )
  return { names, texts }
}

/** A Mantine select's input, by its label. */
const selectInput = (name: string) =>
  screen.queryByRole('combobox', { name }) ?? screen.getByRole('textbox', { name })

/** The row of `table` holding `text`, once the virtual table has rendered it. */
const rowWith = (table: HTMLElement, text: string) =>
  waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text))
    if (row === undefined) throw new Error(`no row with ${text}`)
    return row
  })

const pickBuild = async (label: string) => {
  await userEvent.click(selectInput(label))
  await userEvent.click(await screen.findByRole('option', { name: /^150 lineups/ }))
}

describe('Entries file', () => {
  beforeEach(() => {
    configureApiWithSession({ bearerToken: 'b', sessionId: 's' })
    // jsdom lays nothing out; the virtualized tables need a box with a height to show rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
  })
  afterEach(() => {
    resetApiConfig()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('sends the file read as text with the slate, and shows one card per contest with its entries and held lineups', async () => {
    const fetchMock = stubServer()
    renderPanel()
    await uploadFile(entriesFile('Entry ID,Contest Name\n7000,x\n'))

    const red = await screen.findByRole('article', { name: 'NFL $20 Red Zone' })
    expect(within(red).getByText(/fee \$20 · size 5,000 · max 20 entries/)).toBeVisible()
    expect(within(red).getByText('2 entries · 1 hold a lineup')).toBeVisible()
    const flea = screen.getByRole('article', { name: 'NFL $3 Flea Flicker' })
    expect(within(flea).getByText(/size — · max — entries/)).toBeVisible()
    expect(within(flea).getByText('3 entries · 1 hold a lineup')).toBeVisible()
    expect(sentBody(fetchMock, '/optimizer/entries/')).toEqual({
      contestGroupId: slateId,
      csv: 'Entry ID,Contest Name\n7000,x\n',
    })

    const table = screen.getByRole('table', { name: 'Entries' })
    const held = await rowWith(table, '7000')
    expect(within(held).getByText('Player 8')).toBeVisible()
    expect(within(held).getByLabelText('Injury: Out')).toBeVisible()
    expect(within(table).getAllByRole('row')).toHaveLength(6)
  })

  it('keeps held lineups when filling, replaces only the entries ticked, and saves the answer as DKEntries-filled.csv', async () => {
    const fetchMock = stubServer()
    const downloads = captureDownloads()
    renderPanel()
    await uploadFile()
    await screen.findByRole('table', { name: 'Entries' })
    expect(screen.getByText(/2 held lineups stay as entered/)).toBeVisible()

    await pickBuild('Build')
    await userEvent.click(
      screen.getByRole('button', { name: 'Fill and download DKEntries-filled.csv' }),
    )
    await waitFor(() => expect(downloads.names).toEqual(['DKEntries-filled.csv']))
    expect(sentBody(fetchMock, '/optimizer/entries/fill/')).toMatchObject({
      contestGroupId: slateId,
      buildId,
      replaceEntryIds: [],
    })
    expect(await downloads.texts()).toEqual([filledCsv])

    await userEvent.click(selectInput('Replace the lineups of these entries'))
    await userEvent.click(await screen.findByRole('option', { name: '7050 · NFL $3 Flea Flicker' }))
    await userEvent.click(
      screen.getByRole('button', { name: 'Fill and download DKEntries-filled.csv' }),
    )
    await waitFor(() => expect(downloads.names).toHaveLength(2))
    const fills = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/entries/fill/'))
    expect(JSON.parse(String(fills[1]?.[1]?.body))).toMatchObject({ replaceEntryIds: ['7050'] })
  })

  it('shows the server’s 400 naming the row and column, and keeps the file read before', async () => {
    stubServer()
    renderPanel()
    await uploadFile()
    await screen.findByRole('article', { name: 'NFL $20 Red Zone' })

    const refusal = 'Row 7, column FLEX: player X (123) is not in this slate’s pool'
    stubServer({ read: jsonResponse(400, { message: refusal }) })
    await uploadFile()
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(screen.getByRole('article', { name: 'NFL $20 Red Zone' })).toBeVisible()
  })

  it('late-swaps the same file at the time given and shows each changed slot before → after, then saves the swapped file', async () => {
    const swapped = {
      ...entries,
      contests: entries.contests.map((contest) => ({
        ...contest,
        entries: contest.entries.map((entry) =>
          entry.entryId === '7000'
            ? {
                ...entry,
                players: lineup.map((player, index) =>
                  index === 7
                    ? { ...player, id: '999', name: 'Fresh Legs', injuryStatus: null }
                    : player,
                ),
              }
            : entry,
        ),
      })),
    }
    const answer: EntriesLateSwap = {
      now: '2026-11-22T19:00:00.000Z',
      mode: 'quick',
      changed: 1,
      lineups: [
        {
          number: 1,
          entryId: '7000',
          lockedSlots: [0],
          changedSlots: [7],
          projection: 120,
          salary: 50000,
          problem: null,
        },
        {
          number: 3,
          entryId: '7050',
          lockedSlots: [],
          changedSlots: [],
          projection: 118,
          salary: 49000,
          problem: 'No player fits FLEX',
        },
      ],
      entries: swapped,
      csv: 'Entry ID,…\n7000,swapped\n',
    }
    const fetchMock = stubServer({ swap: jsonResponse(200, answer) })
    const downloads = captureDownloads()
    renderPanel()
    await uploadFile(entriesFile('the file'))
    await screen.findByRole('table', { name: 'Entries' })

    await userEvent.type(screen.getByLabelText('Swap at (your time)'), '2026-11-22T14:00')
    await userEvent.click(screen.getByRole('button', { name: 'Late swap' }))
    const changes = await screen.findByRole('table', { name: 'Swapped entries' })
    expect(await rowWith(changes, '7000')).toHaveTextContent('FLEX: Player 8 → Fresh Legs')
    expect(await rowWith(changes, '7050')).toHaveTextContent('No player fits FLEX')
    expect(screen.getByText(/1 of 2 lineups changed/)).toBeVisible()
    expect(sentBody(fetchMock, '/entries/late-swap/')).toMatchObject({
      contestGroupId: slateId,
      csv: 'the file',
      mode: 'quick',
      now: new Date('2026-11-22T14:00').toISOString(),
    })

    await userEvent.click(screen.getByRole('button', { name: 'Download DKEntries-swapped.csv' }))
    expect(await downloads.texts()).toEqual([answer.csv])
  })

  it('shows a refused swap in the server’s words', async () => {
    const refusal = 'Nothing is locked before the first game: build instead'
    stubServer({ swap: jsonResponse(400, { message: refusal }) })
    renderPanel()
    await uploadFile()
    await screen.findByRole('table', { name: 'Entries' })
    await userEvent.click(screen.getByRole('radio', { name: 'Full' }))
    await userEvent.click(screen.getByRole('button', { name: 'Late swap' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(screen.queryByRole('table', { name: 'Swapped entries' })).toBeNull()
  })
})
