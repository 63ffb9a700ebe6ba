import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { decimalParam, nameText } from './fields'

describe('decimalParam', () => {
  const whole = decimalParam(z.number().int())

  it('reads decimal text and numbers', () => {
    expect(whole.parse('16')).toBe(16)
    expect(whole.parse('-3')).toBe(-3)
    expect(whole.parse(16)).toBe(16)
    expect(decimalParam(z.number()).parse('2.5')).toBe(2.5)
  })

  it('refuses hexadecimal, binary, octal, exponents, blanks and padding', () => {
    for (const value of [
      '0x10',
      '0b1',
      '0o7',
      '1e3',
      '',
      ' 12',
      '12 ',
      '+1',
      'Infinity',
      '1_000',
    ]) {
      expect(whole.safeParse(value).success, value).toBe(false)
    }
  })
})

describe('nameText', () => {
  const name = nameText(20)

  it('takes names with any printable text, emoji and accents included', () => {
    for (const value of ['Main GPP', 'Café <b> & "x"', 'Stack 🏈', '']) {
      expect(name.parse(value)).toBe(value)
    }
  })

  it('refuses control characters and unpaired surrogates', () => {
    for (const value of [
      'a\u0000b',
      'a\u0007b',
      'tab\there',
      'line\nbreak',
      'del\u007f',
      'c1\u0085',
      'lone\ud800',
      '\udc00x',
    ]) {
      const result = name.safeParse(value)
      expect(result.success, JSON.stringify(value)).toBe(false)
    }
  })
})
