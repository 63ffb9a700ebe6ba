import { describe, expect, it } from 'vitest'
import { parseLineup } from './lineup-string'
import { normalizeName } from './player-names'

const nfl = new Set(['QB', 'RB', 'WR', 'TE', 'FLEX', 'DST'])
const anyName = () => true

describe('parseLineup', () => {
  it('splits slots in any order, a defense’s trailing space included', () => {
    expect(
      parseLineup('DST Rams  QB Carson Wentz FLEX Zay Jones WR Odell Beckham Jr.', nfl, anyName),
    ).toEqual([
      { slot: 'DST', name: 'Rams' },
      { slot: 'QB', name: 'Carson Wentz' },
      { slot: 'FLEX', name: 'Zay Jones' },
      { slot: 'WR', name: 'Odell Beckham Jr.' },
    ])
  })

  it('keeps a slot code inside a name when only that split names known players', () => {
    const mlb = new Set(['P', 'C', 'OF'])
    const known = new Set(['yan gomes', 'c j cron', 'chris sale'].map(normalizeName))
    const isKnown = (name: string) => known.has(normalizeName(name))
    expect(parseLineup('C Yan Gomes OF C J Cron P Chris Sale', mlb, isKnown)).toEqual([
      { slot: 'C', name: 'Yan Gomes' },
      { slot: 'OF', name: 'C J Cron' },
      { slot: 'P', name: 'Chris Sale' },
    ])
  })

  it('splits at every code when a name is unknown, so the caller can name it', () => {
    expect(parseLineup('QB Nobody Here RB Le’Veon Bell', nfl, () => false)).toEqual([
      { slot: 'QB', name: 'Nobody Here' },
      { slot: 'RB', name: 'Le’Veon Bell' },
    ])
  })

  it('reads an entry without a lineup as no slots, and text without codes as unreadable', () => {
    expect(parseLineup('  ', nfl, anyName)).toEqual([])
    expect(parseLineup('Tom Brady', nfl, anyName)).toBeUndefined()
  })
})
