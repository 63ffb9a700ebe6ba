import { describe, expect, it } from 'vitest'
import {
  classicRosterSlots,
  findSitePositions,
  type MainSportId,
  type StarterSiteId,
} from './site-positions'
import { worldRosters } from './season/world-players'

const sportCodes = { 1: 'NFL', 2: 'NBA', 3: 'MLB', 4: 'NHL', 5: 'PGA' } as const
const combos = ([4, 3] as const).flatMap((siteId: StarterSiteId) =>
  ([1, 2, 3, 4, 5] as const).map((sportId: MainSportId) => [siteId, sportId] as const),
)
const ourPositions = (sportId: MainSportId): readonly string[] => {
  const code = sportCodes[sportId]
  return code === 'PGA' ? ['G'] : [...new Set(worldRosters[code].map((spot) => spot.position))]
}

describe('classic roster slots (dfs-rules §1)', () => {
  it.each([
    [4, 1, 'QB,RB,RB,WR,WR,WR,TE,FLEX,DST'],
    [3, 1, 'QB,RB,RB,WR,WR,WR,TE,FLEX,DEF'],
    [4, 2, 'PG,SG,SF,PF,C,G,F,UTIL'],
    [3, 2, 'PG,PG,SG,SG,SF,SF,PF,PF,C'],
    [4, 3, 'P,P,C,1B,2B,3B,SS,OF,OF,OF'],
    [3, 3, 'P,C/1B,2B,3B,SS,OF,OF,OF,UTIL'],
    [4, 4, 'C,C,W,W,W,D,D,G,UTIL'],
    [3, 4, 'C,C,W,W,D,D,UTIL,UTIL,G'],
    [4, 5, 'G,G,G,G,G,G'],
    [3, 5, 'G,G,G,G,G,G'],
  ] as const)('site %i sport %i has slots %s', (siteId, sportId, slots) => {
    expect(classicRosterSlots(siteId, sportId).join(',')).toBe(slots)
  })
})

describe('findSitePositions', () => {
  it.each(combos)('site %i sport %i only offers slots of its roster', (siteId, sportId) => {
    const slots = new Set(classicRosterSlots(siteId, sportId))
    for (const position of ourPositions(sportId)) {
      for (const slot of findSitePositions(siteId, sportId, position)?.rosterPositions ?? []) {
        expect(slots.has(slot), `${position} → ${slot}`).toBe(true)
      }
    }
  })

  it.each(combos)('site %i sport %i can fill every slot with some position', (siteId, sportId) => {
    const fillable = new Set(
      ourPositions(sportId).flatMap(
        (position) => findSitePositions(siteId, sportId, position)?.rosterPositions ?? [],
      ),
    )
    for (const slot of classicRosterSlots(siteId, sportId)) expect(fillable.has(slot)).toBe(true)
  })

  it('leaves kickers off both sites’ classic NFL slates and maps every other position', () => {
    for (const siteId of [4, 3] as const) {
      expect(findSitePositions(siteId, 1, 'K')).toBeUndefined()
      for (const sportId of [1, 2, 3, 4, 5] as const) {
        for (const position of ourPositions(sportId).filter((p) => p !== 'K')) {
          expect(
            findSitePositions(siteId, sportId, position),
            `${siteId} ${position}`,
          ).toBeDefined()
        }
      }
    }
  })

  it('makes FanDuel MLB hitters UTIL-eligible and DraftKings NHL skaters UTIL-eligible', () => {
    for (const position of ['C', '1B', '2B', '3B', 'SS', 'OF', 'DH']) {
      expect(findSitePositions(3, 3, position)?.rosterPositions).toContain('UTIL')
    }
    expect(findSitePositions(3, 3, 'SP')?.rosterPositions).toEqual(['P'])
    for (const position of ['C', 'W', 'D']) {
      expect(findSitePositions(4, 4, position)?.rosterPositions).toEqual([position, 'UTIL'])
    }
    expect(findSitePositions(4, 4, 'G')?.rosterPositions).toEqual(['G'])
  })

  it('gives FanDuel NBA players only their own position (no G, F or UTIL)', () => {
    for (const position of ['PG', 'SG', 'SF', 'PF', 'C']) {
      expect(findSitePositions(3, 2, position)).toEqual({
        positions: [position],
        rosterPositions: [position],
      })
    }
  })
})
