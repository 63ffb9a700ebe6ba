import { describe, expect, it } from 'vitest'
import { normalizeName, splitName } from './player-names'

describe('normalizeName', () => {
  it('makes the spellings of one player in different files equal', () => {
    const pairs = [
      ['Gary Sánchez', 'Gary Sanchez'],
      ['José Altuve', 'Jose Altuve'],
      ['A.J. Green', 'AJ Green'],
      ['Odell Beckham Jr.', 'Odell Beckham'],
      ['Todd Gurley II', 'Todd Gurley'],
      ['JuJu Smith-Schuster', 'JuJu Smith Schuster'],
      ['Rams ', 'Rams'],
      ["Le'Veon Bell", 'LeVeon Bell'],
    ]
    for (const [a = '', b = ''] of pairs) expect(normalizeName(a)).toBe(normalizeName(b))
  })

  it('keeps a suffix-like last name when dropping it would leave one word', () => {
    expect(normalizeName('Jr. Smith')).toBe('jr smith')
    expect(normalizeName('Malcolm II')).toBe('malcolm ii')
  })

  it('keeps different players apart', () => {
    expect(normalizeName('Chris Young')).not.toBe(normalizeName('Chris Yung'))
  })
})

describe('splitName', () => {
  it('splits at the first space and keeps a one-word name as the last name', () => {
    expect(splitName('Odell Beckham Jr.')).toEqual({ firstName: 'Odell', lastName: 'Beckham Jr.' })
    expect(splitName('Patriots ')).toEqual({ firstName: '', lastName: 'Patriots' })
  })
})
