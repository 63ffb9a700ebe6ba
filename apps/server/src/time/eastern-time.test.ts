import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { clockStoppedAfter } from './eastern-time'

describe('clockStoppedAfter', () => {
  const sunday = isoDate('2026-11-22')

  it('keeps the time now until the last ET day ends', () => {
    const evening = new Date('2026-11-23T04:59:00Z') // 23:59 ET on Sunday
    expect(clockStoppedAfter(sunday, () => evening)()).toEqual(evening)
  })

  it('stops at the last millisecond of that ET day afterwards, in summer time too', () => {
    const later = () => new Date('2026-12-01T12:00:00Z')
    expect(clockStoppedAfter(sunday, later)()).toEqual(new Date('2026-11-23T04:59:59.999Z'))
    expect(clockStoppedAfter(isoDate('2026-07-12'), later)()).toEqual(
      new Date('2026-07-13T03:59:59.999Z'),
    )
  })
})
