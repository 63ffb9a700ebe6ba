import { describe, expect, it } from 'vitest'
import { lineupStatusOf, swapsOut } from './lineup-status'

describe('lineupStatusOf', () => {
  it('flags out, inactive, doubtful and questionable players, whatever the spelling', () => {
    expect(['Out', 'inactive', ' DOUBTFUL ', 'Questionable'].map(lineupStatusOf)).toEqual([
      'out',
      'out',
      'doubtful',
      'questionable',
    ])
    expect(['Probable', 'day to day', null, 'IR'].map(lineupStatusOf)).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it('swaps out OUT and doubtful players only', () => {
    expect(['Out', 'Doubtful', 'Questionable', null].map(swapsOut)).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
