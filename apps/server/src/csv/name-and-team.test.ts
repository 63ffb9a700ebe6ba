import { describe, expect, it } from 'vitest'
import { splitNameAndTeam } from './name-and-team'

describe('splitNameAndTeam', () => {
  it('splits a name and team whatever the separator', () => {
    for (const cell of [
      'Matt Ryan ATL',
      'Matt Ryan (ATL)',
      'Matt Ryan [ATL]',
      'Matt Ryan - ATL',
      'Matt Ryan, ATL',
      ' Matt  Ryan (atl) ',
    ]) {
      expect(splitNameAndTeam(cell)).toEqual({ name: 'Matt Ryan', team: 'ATL' })
    }
  })

  it('leaves a name alone when no team follows it, suffixes included', () => {
    expect(splitNameAndTeam('Todd Gurley II')).toEqual({ name: 'Todd Gurley II', team: undefined })
    expect(splitNameAndTeam('Odell Beckham JR')).toEqual({
      name: 'Odell Beckham JR',
      team: undefined,
    })
    expect(splitNameAndTeam('Rams')).toEqual({ name: 'Rams', team: undefined })
    expect(splitNameAndTeam('Mahomes, Patrick')).toEqual({
      name: 'Mahomes, Patrick',
      team: undefined,
    })
  })
})
