import { describe, expect, it } from 'vitest'
import { dailyMenu, golfMenu, nflMenu, slateOnSite, type MenuGame } from './slate-menu'

const game = (key: string, time: string): MenuGame => ({ key, time, title: key, day: '2026-11-22' })

describe('slate menus', () => {
  it('cuts an NFL Sunday into Main, Early and Afternoon, with the night game as a showdown', () => {
    const games = [
      ...['A', 'B', 'C', 'D', 'E'].map((key) => game(key, '13:00')),
      game('F', '16:05'),
      game('G', '16:25'),
      game('H', '20:20'),
    ]
    const menu = nflMenu(games)
    expect(menu.map((slate) => [slate.index, slate.displayName, slate.variant])).toEqual([
      [0, 'Main (7 games)', 'classic'],
      [1, 'Early (5 games)', 'classic'],
      [2, 'Afternoon (2 games)', 'classic'],
      [3, 'Showdown: H', 'showdown'],
    ])
    expect(menu[1]?.contestSuffix).toBe(' (Early Only)')
  })

  it('gives Thanksgiving one main slate of its three games and a showdown of each', () => {
    const thanksgiving = (key: string, time: string): MenuGame => ({
      ...game(key, time),
      day: '2026-11-26',
    })
    const menu = nflMenu([
      thanksgiving('NYG @ DAL', '16:30'),
      thanksgiving('CHI @ DET', '12:30'),
      thanksgiving('KC @ BAL', '20:20'),
    ])
    expect(menu.map((slate) => [slate.displayName, slate.variant])).toEqual([
      ['Main (3 games)', 'classic'],
      ['Showdown: CHI @ DET', 'showdown'],
      ['Showdown: NYG @ DAL', 'showdown'],
      ['Showdown: KC @ BAL', 'showdown'],
    ])
  })

  it('makes Thursday and Monday nights showdowns only', () => {
    expect(nflMenu([game('TNF', '20:15')]).map((slate) => slate.variant)).toEqual(['showdown'])
  })

  it('runs a daily main from 7 PM, an early slate, a turbo of the late games and a showdown', () => {
    const games = [
      game('E1', '13:05'),
      game('E2', '16:10'),
      ...['M1', 'M2', 'M3'].map((key) => game(key, '19:05')),
      game('L1', '22:10'),
      game('L2', '22:10'),
    ]
    expect(
      dailyMenu(games).map((slate) => [slate.displayNameShort, slate.gameKeys.length]),
    ).toEqual([
      ['Main', 5],
      ['Early', 2],
      ['Turbo', 2],
      ['L2', 1],
    ])
  })

  it('falls back to every game when fewer than two start in the evening', () => {
    const menu = dailyMenu([game('A', '13:05'), game('B', '16:05'), game('C', '19:05')])
    expect(menu[0]?.gameKeys).toEqual(['A', 'B', 'C'])
    expect(menu.map((slate) => slate.displayNameShort)).toEqual(['Main', 'C'])
  })

  it('names a single game as each site does: Showdown on DraftKings, Single Game on FanDuel', () => {
    const [main, showdown] = nflMenu([
      game('A', '13:00'),
      game('B', '13:00'),
      game('BUF @ KC', '20:20'),
    ])
    if (main === undefined || showdown === undefined) throw new Error('menu')
    expect(slateOnSite(showdown, 4).displayName).toBe('Showdown: BUF @ KC')
    expect(slateOnSite(showdown, 3)).toEqual({ ...showdown, displayName: 'Single Game: BUF @ KC' })
    expect(slateOnSite(main, 3)).toBe(main)
  })

  it('lists one golf slate for the tournament', () => {
    expect(golfMenu(game('PGA', '07:00')).map((slate) => slate.displayName)).toEqual([
      'Main (1 tournament)',
    ])
  })
})
