/**
 * Classic roster slots per site and sport, and how each of our player positions shows on a
 * site: the positions its salary file lists and the slots the player may fill
 * (shared/reference/dfs-rules.md §1 and the salary CSVs in data/real).
 */
// TODO: read the slots from @slatelab/domain once it has roster rules, and keep only the
// position mapping here.
import type { siteIds } from '@slatelab/domain/sites'
import type { sportIds } from '@slatelab/domain/sports'

/** The sites the starter world prices: DraftKings (4) and FanDuel (3). */
export type StarterSiteId = (typeof siteIds)['DraftKings' | 'FanDuel']

/** The main sports: NFL (1), NBA (2), MLB (3), NHL (4), PGA (5). */
export type MainSportId = (typeof sportIds)['NFL' | 'NBA' | 'MLB' | 'NHL' | 'PGA']

/**
 * How a player shows on one site: listed `positions` and the roster slots he may fill.
 * @example { positions: ['RB'], rosterPositions: ['RB', 'FLEX'] }
 */
export type SitePositions = {
  readonly positions: readonly string[]
  readonly rosterPositions: readonly string[]
}

type ClassicRules = {
  /** The lineup's slots in upload-column order. */
  readonly slots: readonly string[]
  /** By our position code; a position without a row has no classic slot (NFL kickers). */
  readonly byPosition: Readonly<Record<string, SitePositions>>
}

const as = (positions: readonly string[], rosterPositions: readonly string[]): SitePositions => ({
  positions,
  rosterPositions,
})

const same = (position: string, ...extraSlots: string[]): SitePositions =>
  as([position], [position, ...extraSlots])

const rules: Readonly<Record<StarterSiteId, Readonly<Record<MainSportId, ClassicRules>>>> = {
  4: {
    1: {
      slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'],
      byPosition: {
        QB: same('QB'),
        RB: same('RB', 'FLEX'),
        WR: same('WR', 'FLEX'),
        TE: same('TE', 'FLEX'),
        DST: same('DST'),
      },
    },
    2: {
      slots: ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL'],
      byPosition: {
        PG: same('PG', 'G', 'UTIL'),
        SG: same('SG', 'G', 'UTIL'),
        SF: same('SF', 'F', 'UTIL'),
        PF: same('PF', 'F', 'UTIL'),
        C: same('C', 'UTIL'),
      },
    },
    3: {
      slots: ['P', 'P', 'C', '1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF'],
      byPosition: {
        SP: as(['SP'], ['P']),
        C: same('C'),
        '1B': same('1B'),
        '2B': same('2B'),
        '3B': same('3B'),
        SS: same('SS'),
        OF: same('OF'),
        // DK classic has no UTIL slot, so DK lists a designated hitter at a fielding position he
        // qualifies at; ours all qualify at first base.
        DH: same('1B'),
      },
    },
    4: {
      slots: ['C', 'C', 'W', 'W', 'W', 'D', 'D', 'G', 'UTIL'],
      byPosition: {
        C: same('C', 'UTIL'),
        W: same('W', 'UTIL'),
        D: same('D', 'UTIL'),
        G: same('G'),
      },
    },
    5: { slots: ['G', 'G', 'G', 'G', 'G', 'G'], byPosition: { G: same('G') } },
  },
  3: {
    1: {
      slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DEF'],
      byPosition: {
        QB: same('QB'),
        RB: same('RB', 'FLEX'),
        WR: same('WR', 'FLEX'),
        TE: same('TE', 'FLEX'),
        // FD lists a defense as position `D`; its upload column is `DEF`.
        DST: as(['D'], ['DEF']),
      },
    },
    2: {
      slots: ['PG', 'PG', 'SG', 'SG', 'SF', 'SF', 'PF', 'PF', 'C'],
      byPosition: { PG: same('PG'), SG: same('SG'), SF: same('SF'), PF: same('PF'), C: same('C') },
    },
    3: {
      slots: ['P', 'C/1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF', 'UTIL'],
      byPosition: {
        SP: as(['P'], ['P']),
        C: as(['C'], ['C/1B', 'UTIL']),
        '1B': as(['1B'], ['C/1B', 'UTIL']),
        '2B': same('2B', 'UTIL'),
        '3B': same('3B', 'UTIL'),
        SS: same('SS', 'UTIL'),
        OF: same('OF', 'UTIL'),
        DH: same('UTIL'),
      },
    },
    4: {
      slots: ['C', 'C', 'W', 'W', 'D', 'D', 'UTIL', 'UTIL', 'G'],
      byPosition: {
        C: same('C', 'UTIL'),
        W: same('W', 'UTIL'),
        D: same('D', 'UTIL'),
        G: same('G'),
      },
    },
    5: { slots: ['G', 'G', 'G', 'G', 'G', 'G'], byPosition: { G: same('G') } },
  },
}

/**
 * The classic lineup slots of a sport on a site, in upload-column order.
 * @example classicRosterSlots(4, 2) // ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL']
 * @example classicRosterSlots(3, 5).length // 6
 */
export const classicRosterSlots = (
  siteId: StarterSiteId,
  sportId: MainSportId,
): readonly string[] => rules[siteId][sportId].slots

/**
 * How a player of one of our positions shows on a site's classic slate, or `undefined` when no
 * slot takes the position (kickers: both sites dropped them from classic NFL).
 * @example findSitePositions(4, 2, 'PG') // { positions: ['PG'], rosterPositions: ['PG', 'G', 'UTIL'] }
 * @example findSitePositions(3, 1, 'DST') // { positions: ['D'], rosterPositions: ['DEF'] }
 * @example findSitePositions(4, 1, 'K') // undefined
 */
export const findSitePositions = (
  siteId: StarterSiteId,
  sportId: MainSportId,
  position: string,
): SitePositions | undefined => rules[siteId][sportId].byPosition[position]
