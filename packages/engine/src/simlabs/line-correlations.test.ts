import { describe, expect, it } from 'vitest'
import { nhlLineCorrelations, withLineCorrelations, type LinePlayer } from './line-correlations'

const skater = (team: string, line: string | null, powerPlay: string | null): LinePlayer => ({
  team,
  isGoalie: false,
  line,
  powerPlay,
})

describe('withLineCorrelations', () => {
  const players: LinePlayer[] = [
    skater('BOS', 'L1', 'PP1'),
    skater('BOS', 'L1', 'PP1'),
    skater('BOS', 'L2', 'PP1'),
    skater('BOS', 'L3', null),
    { team: 'BOS', isGoalie: true, line: null, powerPlay: null },
    skater('TOR', 'L1', 'PP1'),
    skater('BOS', null, null),
  ]
  const pairs = withLineCorrelations(
    [
      { a: 0, b: 1, correlation: 0.15 },
      { a: 4, b: 5, correlation: -0.3 },
      { a: 0, b: 6, correlation: 0.15 },
    ],
    players,
  )
  const of = (a: number, b: number) => pairs.find((pair) => pair.a === a && pair.b === b)

  it('correlates lined-up teammates by line, then power-play unit, then neither', () => {
    expect(of(0, 1)?.correlation).toBe(nhlLineCorrelations.linemate)
    expect(of(0, 2)?.correlation).toBe(nhlLineCorrelations.powerPlayMate)
    expect(of(0, 3)?.correlation).toBe(nhlLineCorrelations.otherLine)
    expect(pairs.filter((pair) => pair.a === 0 && pair.b === 1)).toHaveLength(1)
  })

  it('leaves goalies, other teams and skaters without a line to the role targets', () => {
    expect(of(4, 5)?.correlation).toBe(-0.3)
    expect(of(0, 6)?.correlation).toBe(0.15)
    expect(of(0, 5)).toBeUndefined()
  })
})
