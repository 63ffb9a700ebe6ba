import { describe, expect, it } from 'vitest'
import {
  externalSportUrl,
  hasSelectors,
  isSportHandled,
  offersAllGames,
  pageSportFor,
} from './navbar-pages'

describe('handled sports', () => {
  it('are the main sports a page lists', () => {
    expect([1, 2, 3, 4, 5].every((id) => isSportHandled('/contests', id as 1))).toBe(true)
    expect(isSportHandled('/contests', 6)).toBe(false)
    expect(isSportHandled('/contests', 10)).toBe(false)
    expect(isSportHandled('/vegas', 11)).toBe(false)
    expect(isSportHandled('/vegas', 25)).toBe(false)
  })

  it('exclude a main sport the page does not list', () => {
    expect(isSportHandled('/simlabs', 4)).toBe(false)
  })
})

describe('external sport pages', () => {
  it('lead to the main site page of each tool', () => {
    expect(externalSportUrl('/contests', 6)).toBe(
      'https://www.example-dfs.com/contests-dashboard/mma',
    )
    expect(externalSportUrl('/ownership', 10)).toBe(
      'https://www.example-dfs.com/contest-ownership/nas',
    )
    expect(externalSportUrl('/simlabs', 5)).toBe('https://www.example-dfs.com/simlabs/pga')
    expect(externalSportUrl('/vegas', 25)).toBe('https://www.example-dfs.com/vegas/cbb')
    expect(externalSportUrl('/correlations', 3)).toBe(
      'https://www.example-dfs.com/correlations-by-sport/mlb',
    )
  })

  it('use the configured base URL', () => {
    expect(externalSportUrl('/vegas', 11, 'https://dfs.example.test/')).toBe(
      'https://dfs.example.test/vegas/cfb',
    )
  })

  it('do not exist for a page without a sport dropdown', () => {
    expect(externalSportUrl('/team-ratings', 4)).toBeUndefined()
  })
})

describe('the sport of a page', () => {
  it('is the page own sport on one-sport pages', () => {
    expect(pageSportFor('/starting-goalies', 1)).toBe(4)
    expect(pageSportFor('/team-ratings', 2)).toBe(4)
    expect(pageSportFor('/plateiq', 1)).toBe(3)
  })

  it('falls back to the first handled sport when the page does not list the chosen one', () => {
    expect(pageSportFor('/simlabs', 4)).toBe(1)
  })

  it('keeps the chosen sport otherwise', () => {
    expect(pageSportFor('/contests', 4)).toBe(4)
    expect(pageSportFor('/event-details', 2)).toBe(2)
  })
})

describe('page flags', () => {
  it('offer All Games on /vegas and /plateiq only', () => {
    expect(offersAllGames('/vegas')).toBe(true)
    expect(offersAllGames('/plateiq')).toBe(true)
    expect(offersAllGames('/contests')).toBe(false)
  })

  it('have no selectors on /season-long', () => {
    expect(hasSelectors('/season-long')).toBe(false)
    expect(hasSelectors('/team-ratings')).toBe(true)
  })
})
