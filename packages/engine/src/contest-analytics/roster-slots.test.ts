import { describe, expect, it } from 'vitest'
import { isCaptainSlot, slotTypeOf } from './roster-slots'

describe('slotTypeOf', () => {
  it('makes numbered copies of a slot one type, whatever the case and spacing', () => {
    expect(['RB', 'RB1', 'rb2', ' Rb10 '].map(slotTypeOf)).toEqual(['RB', 'RB', 'RB', 'RB'])
  })

  it('keeps digits inside a name and a name that is only digits', () => {
    expect(slotTypeOf('C/1B')).toBe('C/1B')
    expect(slotTypeOf('1B')).toBe('1B')
    expect(slotTypeOf('12')).toBe('12')
  })

  it('keeps different slots apart', () => {
    expect(slotTypeOf('FLEX')).not.toBe(slotTypeOf('RB'))
  })
})

describe('isCaptainSlot', () => {
  it('treats CPT, MVP, STAR and SUPERSTAR as captain slots in any case', () => {
    expect(['CPT', 'mvp', 'Star', 'SUPERSTAR', 'CPT1'].map(isCaptainSlot)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
  })

  it('treats flex and position slots as non-captain', () => {
    expect(['FLEX', 'UTIL', 'QB', 'G'].map(isCaptainSlot)).toEqual([false, false, false, false])
  })
})
