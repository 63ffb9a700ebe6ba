/**
 * The team an odds file names, in any of the ways those files write it: an abbreviation
 * (`NYM`, `KC`), the full name (`Kansas City Chiefs`), the city alone where it names one team
 * of the league (`Golden State`, `Utah`), or a former name of a franchise (`Oakland Raiders`,
 * `Seattle` for the SuperSonics, `New Jersey` for the Nets), or a site code of the shared alias
 * table (`KAN`, `SFO` in the SBR MLB sheets).
 */
import { sportIds } from '@slatelab/domain/sports'
import { leagueCatalogue, findLeagueTeam, type LeagueCode } from '@slatelab/world/league-catalogue'
import { canonicalTeam } from '../../csv/team-abbreviations'

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

// Former names and the files' own spellings, by league: name → stored abbreviation.
const formerNames: Readonly<Record<LeagueCode, Readonly<Record<string, string>>>> = {
  NFL: {
    'Oakland Raiders': 'LV',
    'Los Angeles Raiders': 'LV',
    'San Diego Chargers': 'LAC',
    'St. Louis Rams': 'LAR',
    'Washington Redskins': 'WAS',
    'Washington Football Team': 'WAS',
    'Houston Oilers': 'TEN',
    'Tennessee Oilers': 'TEN',
    'Baltimore Colts': 'IND',
    'St. Louis Cardinals': 'ARI',
    'Phoenix Cardinals': 'ARI',
    'Boston Patriots': 'NE',
    // spreadspoke's favourite ids
    LVR: 'LV',
    NJY: 'NYJ',
    // the SBR archive's spellings
    BuffaloBills: 'BUF',
    KCChiefs: 'KC',
    Kansas: 'KC',
    LVRaiders: 'LV',
    Oakland: 'LV',
    SanDiego: 'LAC',
    'St.Louis': 'LAR',
    Tampa: 'TB',
    Washingtom: 'WAS',
    Redskins: 'WAS',
    'Football Team': 'WAS',
    Fortyniners: 'SF',
    // sportsbookreviewsonline's season sheets
    NYGiants: 'NYG',
    NYJets: 'NYJ',
    LARams: 'LAR',
    LAChargers: 'LAC',
  },
  NBA: {
    'LA Clippers': 'LAC',
    'LA Lakers': 'LAL',
    'New Jersey': 'BKN',
    'New Jersey Nets': 'BKN',
    Seattle: 'OKC',
    'Seattle SuperSonics': 'OKC',
    'Charlotte Bobcats': 'CHA',
    'New Orleans Hornets': 'NOP',
  },
  MLB: { 'Oakland Athletics': 'ATH', 'Cleveland Indians': 'CLE' },
  NHL: {
    'St Louis Blues': 'STL',
    'Arizona Coyotes': 'UTA',
    // sportsbookreviewsonline's season sheets
    Arizona: 'UTA',
    Phoenix: 'UTA',
    Atlanta: 'WPG',
    NYRangers: 'NYR',
    NYIslanders: 'NYI',
  },
}

const resolverOf = (league: LeagueCode): ReadonlyMap<string, string> => {
  const teams = leagueCatalogue[league]
  const names = new Map<string, string>()
  const cityCounts = new Map<string, number>()
  for (const team of teams)
    cityCounts.set(key(team.city), (cityCounts.get(key(team.city)) ?? 0) + 1)
  for (const team of teams) {
    names.set(key(`${team.city} ${team.name}`), team.abbreviation)
    names.set(key(team.name), team.abbreviation)
    if (cityCounts.get(key(team.city)) === 1) names.set(key(team.city), team.abbreviation)
  }
  for (const [name, abbreviation] of Object.entries(formerNames[league])) {
    names.set(key(name), abbreviation)
  }
  return names
}

const resolvers = new Map<LeagueCode, ReadonlyMap<string, string>>()

/**
 * The stored abbreviation of the team a file names; `undefined` for a name no team of the
 * league goes by, or one several share (`New York` in the NFL).
 * @example teamOfName('NBA', 'Golden State') // 'GSW'
 * @example teamOfName('NFL', 'San Diego Chargers') // 'LAC'
 * @example teamOfName('MLB', 'CWS') // 'CWS'
 * @example teamOfName('MLB', 'KAN') // 'KC'
 */
export const teamOfName = (league: LeagueCode, name: string): string | undefined => {
  const byAbbreviation = findLeagueTeam(league, name)
  if (byAbbreviation !== undefined) return byAbbreviation.abbreviation
  let resolver = resolvers.get(league)
  if (resolver === undefined) {
    resolver = resolverOf(league)
    resolvers.set(league, resolver)
  }
  return (
    resolver.get(key(name)) ??
    findLeagueTeam(league, canonicalTeam(sportIds[league], name))?.abbreviation
  )
}
