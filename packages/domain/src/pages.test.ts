import { describe, expect, it } from 'vitest'
import {
  findPageTitle,
  isNavbarShown,
  navbarControls,
  pagePaths,
  pageSports,
  pageTitles,
  type NavbarControls,
} from './pages'

describe('page titles (SPEC §2 "Routes with a navbar title")', () => {
  it('gives each of the fifteen routes its exact title', () => {
    expect(pageTitles).toEqual({
      '/plateiq': 'PlateIQ',
      '/vegas': 'Vegas',
      '/starting-goalies': 'Starting Goalies',
      '/team-ratings': 'Team Ratings',
      '/simlabs': 'SimLabs',
      '/correlations': 'Correlations',
      '/contests': 'Contests Dashboard',
      '/ownership': 'Ownership Dashboard',
      '/news': 'News',
      '/marketplace': 'Marketplace',
      '/multi-lineup-settings': 'Multi-Lineup Settings',
      '/season-long': 'Season Long Fantasy Football Tools',
      '/game-flow': 'Game Flow',
      '/event-details': 'Event Details',
      '/sales': 'Sales',
      '/projections': 'Projections',
    })
    expect(pagePaths).toHaveLength(16)
  })

  it('finds no title for a path outside the table', () => {
    expect(findPageTitle('/vegas')).toBe('Vegas')
    expect(findPageTitle('/player-card')).toBeUndefined()
  })
})

describe('navbar visibility', () => {
  it('hides the navbar on game flow, sales, news, multi-lineup settings and marketplace', () => {
    const hidden = pagePaths.filter((path) => !isNavbarShown(path))
    expect(hidden.toSorted()).toEqual(
      ['/game-flow', '/sales', '/news', '/multi-lineup-settings', '/marketplace'].toSorted(),
    )
  })

  it('hides the navbar on any path without a title', () => {
    expect(isNavbarShown('/')).toBe(false)
    expect(isNavbarShown('/unknown')).toBe(false)
    expect(isNavbarShown('/vegas')).toBe(true)
  })
})

describe('navbar controls per route (SPEC §2 table)', () => {
  const shown = (controls: NavbarControls): string[] =>
    Object.entries(controls)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .toSorted()

  it.each([
    ['/vegas', ['slate', 'source', 'sport']],
    ['/contests', ['contest', 'date', 'slate', 'source', 'sport']],
    ['/ownership', ['date', 'slate', 'source', 'sport']],
    ['/simlabs', ['date', 'externalLink', 'slate', 'source', 'sport']],
    ['/correlations', ['correlationView', 'sport']],
    ['/season-long', []],
    ['/starting-goalies', ['date', 'slate', 'source']],
    ['/team-ratings', ['slate', 'source']],
    ['/plateiq', ['date', 'slate', 'source']],
    ['/event-details', ['date', 'slate', 'source']],
  ])('%s shows %j', (path, controls) => {
    expect(shown(navbarControls(path))).toEqual(controls)
  })
})

describe('sport dropdown contents per page (SPEC §2 table)', () => {
  it.each([
    ['/contests', [1, 2, 3, 4, 5, 6, 10]],
    ['/ownership', [1, 2, 3, 4, 5, 6, 10]],
    ['/simlabs', [1, 2, 3, 5]],
    ['/vegas', [1, 2, 3, 4, 11, 25]],
    ['/correlations', [1, 3, 5]],
    ['/plateiq', [1, 2, 3, 4, 19, 25]],
    ['/starting-goalies', [1, 2, 3, 4, 19, 25]],
  ])('%s offers sports %j', (path, sportIds) => {
    expect(pageSports(path)).toEqual(sportIds)
  })
})
