import { describe, expect, it } from 'vitest'
import { realismFigures } from './field-realism'
import { lineupPlayers, paidPlaces, parseSalaries, parseStandings } from './real-contest-files'

// The R-resaved 2017 layout: quoted cells, NA blanks, an `X` separator, blocks of unequal length.
const standings = [
  '"Rank","EntryId","EntryName","TimeRemaining","Points","Lineup","X","Player","X.Drafted","FPTS"',
  '1,11,"amy (1/2)",0,150.5,"DST Ravens  QB Tom Brady",NA,"Tom Brady","75.00%",30',
  '2,12,"amy (2/2)",0,150.5,"QB Tom Brady DST Ravens ",NA,"Ravens ","50.00%",12',
  '3,13,"bob",0,99,"QB Gio González DST Ravens ",NA,"Gio González","25.00%",2',
  'NA,NA,NA,NA,NA,NA,NA,"Backup","0.00%",0',
].join('\r\n')

describe('real contest files', () => {
  it('reads entries, users without the entry suffix, and the ownership block', () => {
    const parsed = parseStandings(standings)
    expect(parsed.entries.map((entry) => entry.userName)).toEqual(['amy', 'amy', 'bob'])
    expect(parsed.entries[0]?.players).toEqual(['Ravens', 'Tom Brady'])
    expect(parsed.ownership).toEqual([75, 50, 25, 0])
  })

  it('splits a lineup string on its slot names', () => {
    expect(lineupPlayers('P Chris Sale 1B Miguel Cabrera OF Ian Desmond')).toEqual([
      'Chris Sale',
      'Miguel Cabrera',
      'Ian Desmond',
    ])
  })

  it('matches salaries by name without accents or trailing spaces', () => {
    const salaries = parseSalaries('\uFEFF"Position","Name","Salary"\n"SP","Gio Gonzalez",9000')
    expect(salaries.get('gio gonzalez')).toBe(9000)
  })

  it('reads the last paid place of a CR-only payout file', () => {
    expect(paidPlaces('Place_lo,Place_hi,Payout\r1,1,100\r2,40,5')).toBe(40)
  })
})

describe('realismFigures', () => {
  it('computes concentration, cap use, duplicates and the cash line over the median', () => {
    const figures = realismFigures({
      lineupKeys: ['a', 'a', 'b', 'c'],
      salaries: [50_000, 49_500, 49_000, 48_000],
      ownership: [60, 21, 20, 5],
      points: [150, 140, 130, 100],
      paidPlaces: 1,
      salaryCap: 50_000,
    })
    expect(figures).toEqual({
      entries: 4,
      topOwnership: 60,
      playersAbove20: 2,
      fullCapPercent: 50,
      duplicatePercent: 50,
      cashLineOverMedian: 15,
    })
  })
})
