import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { sportsOfSlots } from './roster-positions'

describe('sportsOfSlots', () => {
  it('tells the sport of lineups by the slots they fill', () => {
    expect(sportsOfSlots(siteIds.DraftKings, ['QB', 'FLEX', 'DST'])).toEqual([sportIds.NFL])
    expect(sportsOfSlots(siteIds.DraftKings, ['P', '1B', 'OF'])).toEqual([sportIds.MLB])
  })

  it('keeps every sport whose formats have all the slots', () => {
    expect(sportsOfSlots(siteIds.DraftKings, ['C', 'UTIL'])).toEqual([sportIds.NBA, sportIds.NHL])
    expect(sportsOfSlots(siteIds.DraftKings, ['CPT', 'FLEX'])).toContain(sportIds.NFL)
    expect(sportsOfSlots(siteIds.DraftKings, ['CPT', 'FLEX'])).not.toContain(sportIds.NBA)
  })

  it('answers no sport for slots no format of the site has together', () => {
    expect(sportsOfSlots(siteIds.DraftKings, ['QB', 'PG'])).toEqual([])
    expect(sportsOfSlots(siteIds.DraftKings, ['MVP'])).toEqual([])
  })
})
