/**
 * The real odds files (../shared/data/real/odds, never committed): each layout's game count
 * and three games spot-checked against the file; the golf outrights file's golfers. Skipped
 * where the files are not present.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { parseGolfOutrights } from './golf-outrights-csv'
import { parseOddsFile, type OddsFile } from './odds-files'

/** `shared/data/real/odds` beside the checkout, or beside a folder above it (worktrees). */
const findRealOdds = (from: string): string => {
  const candidate = path.join(from, 'shared/data/real/odds')
  const parent = path.dirname(from)
  return existsSync(candidate) || parent === from ? candidate : findRealOdds(parent)
}
const realOdds = findRealOdds(path.resolve(import.meta.dirname, '../../../../..'))
const read = (name: string, date?: string) =>
  parseOddsFile(
    readFileSync(path.join(realOdds, name), 'utf8'),
    date === undefined ? {} : { date: isoDate(date) },
  )

const closeOf = (file: OddsFile, date: string, home: string) => {
  const game = file.games.find((candidate) => candidate.date === date && candidate.home === home)
  return { visitor: game?.visitor, ...game?.snapshots.at(-1) }
}

describe.skipIf(!existsSync(realOdds))('the real odds files', () => {
  it('spreadspoke NFL: 11 671 games with a line, spreads and totals as in the file', () => {
    const file = read('nfl_1966-2025_scores_spreads_totals_spreadspoke.csv')
    expect([file.games.length, file.skippedRows]).toEqual([11_671, 2_493])
    expect(closeOf(file, '2024-12-08', 'KC')).toMatchObject({
      visitor: 'LAC',
      homeSpread: -4.5,
      total: 43,
    })
    expect(closeOf(file, '2024-12-08', 'LAR')).toMatchObject({
      visitor: 'BUF',
      homeSpread: 3.5,
      total: 50.5,
    })
    expect(closeOf(file, '2024-12-08', 'MIA')).toMatchObject({
      visitor: 'NYJ',
      homeSpread: -6.5,
      total: 45,
    })
  })

  it('SBR NBA: 18 649 games, moneylines as in the file', () => {
    const file = read('nba_2007-2023_moneyline_spread_total.csv')
    expect(file.games.length).toBe(18_649)
    expect(closeOf(file, '2007-10-30', 'GSW')).toMatchObject({
      visitor: 'UTA',
      homeMoneyline: -120,
      visitorMoneyline: 100,
    })
    expect(closeOf(file, '2007-10-30', 'SAS')).toMatchObject({
      visitor: 'POR',
      homeMoneyline: -1400,
      visitorMoneyline: 900,
    })
    expect(closeOf(file, '2007-10-30', 'LAL')).toMatchObject({
      visitor: 'HOU',
      homeMoneyline: 190,
      visitorMoneyline: -230,
    })
  })

  it('SBR MLB: 22 761 paired games, moneylines as in the file', () => {
    const file = read('mlb_2012-2021_moneyline_runline_total.csv')
    expect([file.games.length, file.skippedRows]).toEqual([22_761, 8])
    expect(closeOf(file, '2021-05-27', 'NYM')).toMatchObject({
      visitor: 'COL',
      homeMoneyline: -125,
      visitorMoneyline: 115,
    })
    expect(closeOf(file, '2021-05-29', 'PIT')).toMatchObject({
      visitor: 'COL',
      homeMoneyline: -134,
      visitorMoneyline: 124,
    })
    expect(closeOf(file, '2021-06-18', 'SEA')).toMatchObject({
      visitor: 'TB',
      homeMoneyline: -109,
      visitorMoneyline: -101,
    })
  })

  it('SBR NFL: 2 945 games with open and close, moneylines as in the file', () => {
    const file = read('nfl_2011-2021_lines_moneyline_spread_total_sbr.json')
    expect([file.games.length, file.skippedRows]).toEqual([2_945, 11])
    expect(closeOf(file, '2011-09-08', 'GB')).toMatchObject({
      visitor: 'NO',
      homeMoneyline: -250,
      visitorMoneyline: 210,
      homeSpread: -5,
    })
    expect(closeOf(file, '2012-12-23', 'TB')).toMatchObject({
      visitor: 'LAR',
      homeMoneyline: -155,
      visitorMoneyline: 135,
    })
    expect(closeOf(file, '2018-11-04', 'NO')).toMatchObject({
      visitor: 'LAR',
      homeMoneyline: 115,
      visitorMoneyline: -135,
      homeSpread: 2,
    })
  })

  it('odds-API NHL: 12 games, the median of the books’ moneylines', () => {
    const file = read('nhl_2025-03-02_multibook_h2h_odds-api-snapshot.csv', '2025-03-02')
    expect(file.games.length).toBe(12)
    expect(closeOf(file, '2025-03-02', 'CAR')).toMatchObject({
      visitor: 'CGY',
      homeMoneyline: -312,
      visitorMoneyline: 260,
    })
    expect(closeOf(file, '2025-03-02', 'DAL')).toMatchObject({
      visitor: 'STL',
      homeMoneyline: -215,
      visitorMoneyline: 180,
    })
    expect(closeOf(file, '2025-03-02', 'PIT')).toMatchObject({
      visitor: 'TOR',
      homeMoneyline: 145,
      visitorMoneyline: -185,
    })
  })
})

describe.skipIf(!existsSync(realOdds))('the real golf outrights file', () => {
  it('reads the 2025 Masters: 96 golfers, odds as in the file', () => {
    const file = parseGolfOutrights(
      readFileSync(path.join(realOdds, 'pga_2025_masters_outright-and-topN-odds.csv'), 'utf8'),
      isoDate('2025-04-10'),
    )
    expect(file.golfers).toHaveLength(96)
    const golfer = (name: string) => file.golfers.find((row) => row.name === name)?.prices
    expect(golfer('Scottie Scheffler')).toEqual({
      winner: 500,
      top5: 110,
      top10: -186,
      top20: -500,
    })
    expect(golfer('Rory McIlroy')).toEqual({ winner: 650, top5: 150, top10: -140, top20: -335 })
    expect(golfer('Jose Maria')).toEqual({
      winner: 500_000,
      top5: 50_000,
      top10: 40_000,
      top20: 27_500,
    })
  })
})
