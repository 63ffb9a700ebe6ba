/**
 * One abbreviation per real team. The sites disagree (FanDuel `JAC`, DraftKings `JAX`; DK's
 * NHL `TB`, the league's `TBL`) and change them over the years (the Rams were `LA` in 2016–17);
 * teams are stored once per sport under the abbreviation the demo world and most files use.
 */
import { sportIds, type SportId } from '@slatelab/domain/sports'
import { findLeagueTeam, type LeagueCode } from '@slatelab/world/league-catalogue'

// The files' own spellings and historical codes the league catalogue does not list, by sport:
// site codes (`NOR`, `GBP`), former franchises (New Orleans Hornets, Seattle SuperSonics,
// Atlanta Thrashers) and league codes some exports use (`TB` is the NHL's Lightning).
const aliases: Readonly<Partial<Record<SportId, Readonly<Record<string, string>>>>> = {
  [sportIds.NFL]: {
    NOR: 'NO',
    NOS: 'NO',
    GBP: 'GB',
    KCC: 'KC',
    NWE: 'NE',
    SFO: 'SF',
    TAM: 'TB',
    TBB: 'TB',
    LVR: 'LV',
    RAI: 'LV',
    SDG: 'LAC',
    RAM: 'LAR',
    HST: 'HOU',
    CLV: 'CLE',
    BLT: 'BAL',
    ARZ: 'ARI',
  },
  [sportIds.NBA]: {
    GS: 'GSW',
    NY: 'NYK',
    NO: 'NOP',
    NOR: 'NOP',
    NOH: 'NOP',
    NOK: 'NOP',
    SA: 'SAS',
    NJ: 'BKN',
    NJN: 'BKN',
    SEA: 'OKC',
    CHO: 'CHA',
    CHH: 'CHA',
    PHO: 'PHX',
    VAN: 'MEM',
  },
  [sportIds.MLB]: {
    WAS: 'WSH',
    WSN: 'WSH',
    TBD: 'TB',
    SDP: 'SD',
    SFG: 'SF',
    KCR: 'KC',
    CHW: 'CWS',
    AZ: 'ARI',
    ANA: 'LAA',
    FLA: 'MIA',
    MON: 'WSH',
    SDG: 'SD',
    // sportsbookreviewsonline's season sheets
    CUB: 'CHC',
    KAN: 'KC',
    LOS: 'LAD',
    SFO: 'SF',
    TAM: 'TB',
  },
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
    ATL: 'WPG',
    PHX: 'ARI',
    // The Coyotes' players and staff became Utah's in 2024: a 2023-24 table's ARI rows are Utah's.
    ARI: 'UTA',
  },
}

const leagueOf: Readonly<Partial<Record<SportId, LeagueCode>>> = {
  [sportIds.NFL]: 'NFL',
  [sportIds.NBA]: 'NBA',
  [sportIds.MLB]: 'MLB',
  [sportIds.NHL]: 'NHL',
}

/**
 * The stored abbreviation of a team as a file writes it: the sport's aliases first, then every
 * spelling the league catalogue knows (relocations such as OAK→LV, SD→LAC, STL→LAR), dots and
 * case ignored (Evolving-Hockey's `N.J`, `T.B`).
 * @example canonicalTeam(1, 'JAC') // 'JAX'
 * @example canonicalTeam(1, 'OAK') // 'LV'
 * @example canonicalTeam(4, 't.b') // 'TBL'
 * @example canonicalTeam(2, 'BOS') // 'BOS'
 */
export const canonicalTeam = (sportId: SportId, abbreviation: string): string => {
  const upper = abbreviation.trim().toUpperCase().replace(/\./g, '')
  const alias = aliases[sportId]?.[upper]
  if (alias !== undefined) return alias
  const league = leagueOf[sportId]
  return (league === undefined ? undefined : findLeagueTeam(league, upper)?.abbreviation) ?? upper
}

/** Sports whose players have no team (a golfer's `TeamAbbrev` is `Golf`). */
const teamlessSports: ReadonlySet<SportId> = new Set([sportIds.PGA, sportIds.MMA, sportIds.NAS])

/**
 * Whether players of a sport belong to teams.
 * @example hasTeams(5) // false (PGA)
 */
export const hasTeams = (sportId: SportId): boolean => !teamlessSports.has(sportId)
