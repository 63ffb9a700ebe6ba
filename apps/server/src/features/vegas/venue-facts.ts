/**
 * What the catalogues know about a team that the store does not keep: its conference and
 * division and its home venue's roof.
 */
import { findSport } from '@slatelab/domain/sports'
import { findLeagueTeam, leagueCodes, type LeagueCode } from '@slatelab/world/league-catalogue'
import {
  otherSportsTeams,
  otherTeamSports,
  type OtherTeamSport,
} from '@slatelab/world/season/other-sports/other-sports-teams'

export type VenueFacts = {
  readonly conference: string | null
  readonly division: string | null
  /** `open`, `dome` or `retractable`; null for a team no catalogue has (imported). */
  readonly roof: 'open' | 'dome' | 'retractable' | null
}

const unknown: VenueFacts = { conference: null, division: null, roof: null }

const isLeague = (code: string): code is LeagueCode => leagueCodes.some((league) => league === code)
const isOtherTeamSport = (code: string): code is OtherTeamSport =>
  otherTeamSports.some((sport) => sport === code)

/**
 * A team's conference, division and roof by sport id and stored abbreviation. College and
 * soccer teams have a conference (or league) and no division.
 * @example venueFactsOf(1, 'GB') // { conference: 'NFC', division: 'NFC North', roof: 'open' }
 */
export const venueFactsOf = (sportId: number, abbreviation: string): VenueFacts => {
  const code = findSport(sportId)?.code ?? ''
  if (isLeague(code)) {
    const team = findLeagueTeam(code, abbreviation)
    return team === undefined
      ? unknown
      : { conference: team.conference, division: team.division, roof: team.roof }
  }
  if (isOtherTeamSport(code)) {
    const team = otherSportsTeams.find(
      (candidate) => candidate.sport === code && candidate.abbreviation === abbreviation,
    )
    return team === undefined
      ? unknown
      : { conference: team.conference, division: null, roof: team.roof }
  }
  return unknown
}

const roofLabels = { open: 'open air', dome: 'dome', retractable: 'retractable roof' } as const

/**
 * The venue as the catalogues know it: the home team's city and its roof (the catalogues keep
 * no stadium names).
 * @example stadiumLabel('Green Bay', 'open') // 'Green Bay, open air'
 */
export const stadiumLabel = (city: string, roof: VenueFacts['roof']): string =>
  roof === null ? city : `${city}, ${roofLabels[roof]}`
