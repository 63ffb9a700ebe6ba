import { injuryReportRoute, newsRoute, sportTeamsRoute } from '@slatelab/contract/news.contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import { NewsPage } from './news-page'

const [exampleStory] = newsRoute.example
const [exampleInjury] = injuryReportRoute.example
const [exampleTeam] = sportTeamsRoute.example

const story = (newsId: number, createdDate: string, overrides: object = {}) => ({
  ...exampleStory,
  newsId,
  createdDate,
  title: `Story ${newsId}`,
  ...overrides,
})

const stories = [
  story(3, '2026-11-22T12:00:00-05:00', { teamId: 12, team: 'KC' }),
  story(2, '2026-11-22T10:00:00-05:00', {
    teamId: 3,
    team: 'BUF',
    playerId: 77,
    playerName: 'Ty Moss',
  }),
  story(1, '2026-11-21T09:00:00-05:00', { teamId: 12, team: 'KC' }),
]

const injuries = [
  {
    ...exampleInjury,
    playerId: 1,
    name: 'Al Probable',
    lastName: 'Probable',
    status: 'Probable',
    statusSort: 1,
  },
  { ...exampleInjury, playerId: 2, name: 'Bo Out', lastName: 'Out', status: 'Out', statusSort: 6 },
]

const teams = [exampleTeam, { ...exampleTeam, teamId: 3, shortName: 'BUF', name: 'Buffalo Bills' }]

const renderPage = (path = '/news') =>
  renderRoutes([{ path: '/news', element: <NewsPage /> }], { initialPath: path })

const serveNews = (overrides: { news?: () => Response } = {}) =>
  stubFetch((url) => {
    if (url.includes('/api/players/news/')) return overrides.news?.() ?? jsonResponse(200, stories)
    if (url.includes('/api/players/injuryreport/')) return jsonResponse(200, injuries)
    if (url.includes('/api/teams/sport/')) return jsonResponse(200, teams)
    return jsonResponse(404, {})
  })

describe('the news page', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('lists the sport’s stories newest first with links that open the player card', async () => {
    const fetchMock = serveNews()
    renderPage('/news?sportId=2')
    const articles = await screen.findAllByRole('article')
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Story 3',
      'Story 2',
      'Story 1',
    ])
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/players/news/2?showAll=true'),
    )
    const link = within(articles[1] as HTMLElement).getByRole('link', { name: 'Ty Moss' })
    expect(link.getAttribute('href')).toBe('/news?sportId=2&player=77')
    expect(within(articles[0] as HTMLElement).getByText('Out')).toBeTruthy()
  })

  it('marks only the stories that came out since the last visit', async () => {
    localStorage.setItem(
      'slatelab.news.lastSeen.1',
      JSON.stringify(Date.parse('2026-11-22T09:00:00-05:00')),
    )
    serveNews()
    renderPage()
    await screen.findAllByRole('article')
    expect(screen.getAllByText('New')).toHaveLength(2)
    expect(screen.getByText(/2 new since you last looked/)).toBeTruthy()
    // This visit is remembered: its newest story.
    expect(localStorage.getItem('slatelab.news.lastSeen.1')).toBe(
      String(Date.parse('2026-11-22T12:00:00-05:00')),
    )
  })

  it('marks nothing on a first visit', async () => {
    serveNews()
    renderPage()
    await screen.findAllByRole('article')
    expect(screen.queryByText('New')).toBeNull()
  })

  it('filters the feed by team', async () => {
    serveNews()
    renderPage('/news?sportId=1&teamId=3')
    const articles = await screen.findAllByRole('article')
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Story 2'])
  })

  it('switches sport from the sport control', async () => {
    const fetchMock = serveNews()
    renderPage()
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByText('NHL'))
    await screen.findAllByRole('article')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/players/news/4?showAll=true'),
    )
  })

  it('shows the injury report in the server’s status order', async () => {
    // jsdom lays nothing out: give the table's scroll box a height, or no row is in view.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560)
    serveNews()
    renderPage()
    await userEvent.click(await screen.findByRole('tab', { name: /Injury report/ }))
    const table = await screen.findByRole('table', { name: 'Injury report' })
    const names = (await within(table).findAllByRole('link')).map((link) => link.textContent)
    expect(names).toEqual(['Al Probable', 'Bo Out'])
  })

  it('shows the SPEC §8 message with the status when the feed fails', async () => {
    serveNews({ news: () => jsonResponse(500, { message: 'boom' }) })
    renderPage()
    expect(await screen.findByText('Failed to fetch news stories: 500')).toBeTruthy()
  })
})
