/**
 * One abbreviation per real team. The sites disagree (FanDuel `JAC`, DraftKings `JAX`; DK's
 * NHL `TB`, the league's `TBL`) and change them over the years (the Rams were `LA` in 2016–17);
 * teams are stored once per sport under the abbreviation the demo world and most files use.
 */
import { sportIds, type SportId } from '@slatelab/domain/sports'

const aliases: Readonly<Partial<Record<SportId, Readonly<Record<string, string>>>>> = {
  [sportIds.NFL]: { JAC: 'JAX', LA: 'LAR', WSH: 'WAS', SD: 'LAC', STL: 'LAR' },
  [sportIds.NBA]: {
    PHO: 'PHX',
    GS: 'GSW',
    NY: 'NYK',
    NO: 'NOP',
    SA: 'SAS',
    UTAH: 'UTA',
    WSH: 'WAS',
    BRK: 'BKN',
  },
  [sportIds.MLB]: { WAS: 'WSH', CHW: 'CWS', TBR: 'TB', KCR: 'KC', SDP: 'SD', SFG: 'SF', AZ: 'ARI' },
  [sportIds.NHL]: {
    TB: 'TBL',
    LA: 'LAK',
    NJ: 'NJD',
    SJ: 'SJS',
    WAS: 'WSH',
    ANH: 'ANA',
    MON: 'MTL',
    CLS: 'CBJ',
    NAS: 'NSH',
    LV: 'VGK',
    UHC: 'UTA',
  },
}

/**
 * The stored abbreviation of a team as a file writes it.
 * @example canonicalTeam(1, 'JAC') // 'JAX'
 * @example canonicalTeam(4, 'tb') // 'TBL'
 * @example canonicalTeam(2, 'BOS') // 'BOS'
 */
export const canonicalTeam = (sportId: SportId, abbreviation: string): string => {
  const upper = abbreviation.trim().toUpperCase()
  return aliases[sportId]?.[upper] ?? upper
}

/** Sports whose players have no team (a golfer's `TeamAbbrev` is `Golf`). */
const teamlessSports: ReadonlySet<SportId> = new Set([sportIds.PGA, sportIds.MMA, sportIds.NAS])

/**
 * Whether players of a sport belong to teams.
 * @example hasTeams(5) // false (PGA)
 */
export const hasTeams = (sportId: SportId): boolean => !teamlessSports.has(sportId)
