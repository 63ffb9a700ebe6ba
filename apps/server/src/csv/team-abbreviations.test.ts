import { sportIds } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { canonicalTeam } from './team-abbreviations'

describe('canonicalTeam', () => {
  it('stores relocated and renamed franchises as one team', () => {
    expect(canonicalTeam(sportIds.NFL, 'OAK')).toBe('LV')
    expect(canonicalTeam(sportIds.NFL, 'SD')).toBe('LAC')
    expect(canonicalTeam(sportIds.NFL, 'STL')).toBe('LAR')
    expect(canonicalTeam(sportIds.NBA, 'SEA')).toBe('OKC')
    expect(canonicalTeam(sportIds.NBA, 'NJN')).toBe('BKN')
    expect(canonicalTeam(sportIds.NHL, 'ATL')).toBe('WPG')
  })

  it('reads every site and historical spelling of a code, dots and case ignored', () => {
    expect(canonicalTeam(sportIds.NFL, 'NOR')).toBe('NO')
    expect(canonicalTeam(sportIds.NFL, 'NO')).toBe('NO')
    expect(canonicalTeam(sportIds.NBA, 'NO')).toBe('NOP')
    expect(canonicalTeam(sportIds.NBA, 'pho')).toBe('PHX')
    expect(canonicalTeam(sportIds.NBA, 'GS')).toBe('GSW')
    expect(canonicalTeam(sportIds.NHL, 'NJ')).toBe('NJD')
    expect(canonicalTeam(sportIds.NHL, 'N.J')).toBe('NJD')
    expect(canonicalTeam(sportIds.NFL, 'JAC')).toBe('JAX')
    expect(canonicalTeam(sportIds.MLB, 'CHW')).toBe('CWS')
  })

  it('keeps a code it does not know, in upper case', () => {
    expect(canonicalTeam(sportIds.NFL, ' kc ')).toBe('KC')
    expect(canonicalTeam(sportIds.PGA, 'Golf')).toBe('GOLF')
  })
})
