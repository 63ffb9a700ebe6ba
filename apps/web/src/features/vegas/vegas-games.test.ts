import { describe, expect, it } from 'vitest'
import { toCsv } from '../../shared/table/csv-export'
import { gameRows } from './vegas-fixtures'
import {
  formatOdds,
  formatSpread,
  isSharpMove,
  moveDirection,
  sortByGame,
  vegasCsvColumns,
  weatherText,
} from './vegas-games'

const kc = { id: 12, short: 'KC', name: 'Kansas City Chiefs' }
const buf = { id: 3, short: 'BUF', name: 'Buffalo Bills' }
const dal = { id: 8, short: 'DAL', name: 'Dallas Cowboys' }
const phi = { id: 24, short: 'PHI', name: 'Philadelphia Eagles' }
const rows = [
  ...gameRows(1, kc, buf, { total: 47.5, homeSpread: -3, kickoff: '2025-09-07T17:00:00Z' }),
  ...gameRows(2, dal, phi, { total: 51, homeSpread: 7, kickoff: '2025-09-07T20:25:00Z' }),
]

describe('sortByGame', () => {
  it('keeps each game’s rows together and ranks games by their better row', () => {
    const byTotal = sortByGame(rows, { key: 'total', desc: true })
    expect(byTotal.map((row) => row.teamShort)).toEqual(['DAL', 'PHI', 'KC', 'BUF'])
    const byImplied = sortByGame(rows, { key: 'implied', desc: true })
    // PHI 29 (favoured by 7 in a 51 game) leads, then its opponent; KC 25.25 then BUF.
    expect(byImplied.map((row) => row.teamShort)).toEqual(['PHI', 'DAL', 'KC', 'BUF'])
    const bySpread = sortByGame(rows, { key: 'spread', desc: false })
    expect(bySpread.map((row) => row.teamShort)).toEqual(['PHI', 'DAL', 'KC', 'BUF'])
    expect(sortByGame(rows, { key: 'kickoff', desc: false }).map((row) => row.eventId)).toEqual([
      1, 1, 2, 2,
    ])
  })
})

describe('formats and directions', () => {
  it('writes lines as books print them', () => {
    expect([formatSpread(-3), formatSpread(3.5), formatSpread(0)]).toEqual(['-3', '+3.5', 'PK'])
    expect([formatOdds(150), formatOdds(-175)]).toEqual(['+150', '-175'])
  })

  it('colours a falling spread or moneyline and a rising total as a move toward the team', () => {
    expect(moveDirection(-0.5, false)).toBe('for')
    expect(moveDirection(20, false)).toBe('against')
    expect(moveDirection(1, true)).toBe('for')
    expect(moveDirection(0, true)).toBe('none')
  })

  it('says a dome is indoors and reads a forecast', () => {
    const [home] = rows
    expect(weatherText(home!)).toBe('71°F, wind 9 mph SW, 10% rain')
    expect(
      weatherText({
        ...home!,
        weather: {
          isDome: true,
          temperatureF: null,
          windMph: null,
          windDirection: null,
          precipitationPct: null,
        },
      }),
    ).toBe('Indoors (dome or closed roof)')
  })
})

describe('the CSV', () => {
  it('has a line per team with the open, current and change of each line', () => {
    const csv = toCsv(rows.slice(0, 2), vegasCsvColumns).split('\r\n')
    expect(csv[0]).toMatch(/^Game,Kickoff \(ET\),Team,Opponent,Home,Spread Open,Spread,/)
    expect(csv[1]).toMatch(/^BUF @ KC,2025-09-07T13:00:00,KC,BUF,Y,-3,-3,0,-110,-140,-160,-20,/)
    expect(csv[2]).toMatch(/^BUF @ KC,2025-09-07T13:00:00,BUF,KC,N,3,3,0,/)
    expect(csv).toHaveLength(4)
  })
})

describe('isSharpMove', () => {
  const [home] = gameRows(3, kc, buf, { total: 47.5, homeSpread: -4 })
  const moved = (change: number, pct: number, moneylineChange = 0) => {
    if (home?.gameSpread == null || home.moneyline === null) throw new Error('no lines')
    return {
      ...home,
      gameSpread: { ...home.gameSpread, change, pct },
      moneyline: { ...home.moneyline, change: moneylineChange, pct },
    }
  }

  it('flags a line that moved toward the team while most bets were on the other side', () => {
    expect(isSharpMove(moved(-1, 38))).toBe(true)
    // With the public, or away from the team: not sharp.
    expect(isSharpMove(moved(-1, 62))).toBe(false)
    expect(isSharpMove(moved(1, 38))).toBe(false)
    expect(isSharpMove(moved(0, 38))).toBe(false)
  })

  it('reads the moneyline where a run or puck line did not move', () => {
    expect(isSharpMove(moved(0, 40, -15))).toBe(true)
    expect(isSharpMove(moved(0, 40, 15))).toBe(false)
  })
})
