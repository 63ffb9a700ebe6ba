import { describe, expect, it } from 'vitest'
import { realismFigures } from './field-realism'
import { inferEntryLimit } from './field-check'
import {
  lineupPlayers,
  paidPlaces,
  parseProjections,
  parseSalaries,
  parseSalaryPlayers,
  parseStandings,
} from './real-contest-files'

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
    expect(parsed.entries.map((entry) => entry.userEntries)).toEqual([2, 2, 1])
    expect(parsed.drafted[1]).toEqual({ name: 'Ravens', percent: 50 })
  })

  it('infers the entry limit as the smallest usual limit at or above the largest user', () => {
    expect(inferEntryLimit([1, 2, 17])).toBe(20)
    expect(inferEntryLimit([1, 150])).toBe(150)
    expect(inferEntryLimit([])).toBe(1)
  })

  it('reads salary players with their slots, game and average, header cells trimmed', () => {
    const text = [
      '\\nPosition,Name + ID,Name,ID,Salary,GameInfo,TeamAbbrev ,AvgPointsPerGame',
      '\\nWR,A B (1),A B,1,6000,MIN@PIT 01:00PM ET,PIT,14.1',
      '\\n1B/3B,C D (2),C D,2,4000,BOS@PHI 07:05PM ET,BOS,',
      '\\nSP,E F (3),E F,3,9000,BOS@PHI 07:05PM ET,PHI,20',
    ].join('\n')
    const players = parseSalaryPlayers(text)
    expect(players[0]).toEqual({
      name: 'A B',
      positions: ['WR'],
      rosterPositions: ['WR', 'FLEX'],
      salary: 6000,
      teamKey: 'PIT',
      eventKey: 'MIN@PIT',
      averagePoints: 14.1,
    })
    expect(players[1]?.rosterPositions).toEqual(['1B', '3B'])
    expect(players[1]?.averagePoints).toBeUndefined()
    expect(players[2]?.rosterPositions).toEqual(['P'])
  })

  it('reads projections from the first known column, skipping blanks', () => {
    const text = '"Player","FC Proj"\n"Tom Brady",21.3\n"Gio González",NA'
    const projections = parseProjections(text)
    expect(projections.get('tom brady')).toBe(21.3)
    expect(projections.has('gio gonzalez')).toBe(false)
    expect(() => parseProjections('"Player","Salary"\n"A",1')).toThrow(/No projection column/)
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
