/**
 * Real teams of the demo world's other team sports: 40 FBS football programs, 40 Division I
 * basketball programs (one school table, so a school shared by both reads the same) and the
 * Premier League's 20 clubs of 2025–26, with the abbreviations the books print. Names,
 * nicknames, cities, colours and conferences are public fact; the latitude is the home venue's
 * (for the weather of outdoor games). Every season uses these teams.
 */
import { hexColorSchema } from '@slatelab/domain/entities/fields'
import { z } from 'zod'

/** The team sports of this folder, by sport code. */
export const otherTeamSports = ['CFB', 'CBB', 'SOC'] as const

/** A college or soccer sport code. */
export type OtherTeamSport = (typeof otherTeamSports)[number]

/**
 * A team of the other sports. `name` is what a scoreboard shows (`'Alabama'`, `'Arsenal'`),
 * `nickname` the mascot or club nickname, `city` the campus or home city; `roof` is `'dome'`
 * for basketball arenas (no weather).
 * @example otherSportsTeamSchema.parse({ key: 'CFB:ALA', sport: 'CFB', abbreviation: 'ALA', name: 'Alabama', nickname: 'Crimson Tide', city: 'Tuscaloosa', colors: ['#9E1B32', '#828A8F'], conference: 'SEC', roof: 'open', latitude: 33.21 })
 */
export const otherSportsTeamSchema = z
  .object({
    key: z.string().regex(/^(CFB|CBB|SOC):[A-Z]{2,5}$/),
    sport: z.enum(otherTeamSports),
    abbreviation: z.string().regex(/^[A-Z]{2,5}$/),
    name: z.string().min(1),
    nickname: z.string().min(1),
    city: z.string().min(1),
    colors: z.array(hexColorSchema).min(2).max(3).readonly(),
    conference: z.string().min(1),
    roof: z.enum(['open', 'dome']),
    latitude: z.number().min(18).max(60),
  })
  .readonly()
export type OtherSportsTeam = z.infer<typeof otherSportsTeamSchema>

type SchoolRow = readonly [
  abbreviation: string,
  name: string,
  nickname: string,
  city: string,
  latitude: number,
  colors: readonly string[],
  conference: string,
]

// Conferences of 2025–26. Notre Dame plays football as an independent (see `footballSchools`).
const schools: readonly SchoolRow[] = [
  ['ALA', 'Alabama', 'Crimson Tide', 'Tuscaloosa', 33.21, ['#9E1B32', '#828A8F'], 'SEC'],
  ['UGA', 'Georgia', 'Bulldogs', 'Athens', 33.95, ['#BA0C2F', '#000000'], 'SEC'],
  ['LSU', 'LSU', 'Tigers', 'Baton Rouge', 30.41, ['#461D7C', '#FDD023'], 'SEC'],
  ['TEX', 'Texas', 'Longhorns', 'Austin', 30.28, ['#BF5700', '#FFFFFF'], 'SEC'],
  ['OKLA', 'Oklahoma', 'Sooners', 'Norman', 35.21, ['#841617', '#FDF9D8'], 'SEC'],
  ['TENN', 'Tennessee', 'Volunteers', 'Knoxville', 35.95, ['#FF8200', '#58595B'], 'SEC'],
  ['FLA', 'Florida', 'Gators', 'Gainesville', 29.65, ['#0021A5', '#FA4616'], 'SEC'],
  ['AUB', 'Auburn', 'Tigers', 'Auburn', 32.6, ['#0C2340', '#E87722'], 'SEC'],
  ['TAMU', 'Texas A&M', 'Aggies', 'College Station', 30.61, ['#500000', '#FFFFFF'], 'SEC'],
  ['MISS', 'Ole Miss', 'Rebels', 'Oxford', 34.36, ['#CE1126', '#14213D'], 'SEC'],
  ['ARK', 'Arkansas', 'Razorbacks', 'Fayetteville', 36.07, ['#9D2235', '#FFFFFF'], 'SEC'],
  ['MIZ', 'Missouri', 'Tigers', 'Columbia', 38.94, ['#F1B82D', '#000000'], 'SEC'],
  ['UK', 'Kentucky', 'Wildcats', 'Lexington', 38.04, ['#0033A0', '#FFFFFF'], 'SEC'],
  ['OSU', 'Ohio State', 'Buckeyes', 'Columbus', 40.0, ['#BB0000', '#666666'], 'Big Ten'],
  ['MICH', 'Michigan', 'Wolverines', 'Ann Arbor', 42.27, ['#00274C', '#FFCB05'], 'Big Ten'],
  ['PSU', 'Penn State', 'Nittany Lions', 'State College', 40.81, ['#041E42', '#FFFFFF'], 'Big Ten'],
  ['ORE', 'Oregon', 'Ducks', 'Eugene', 44.06, ['#154733', '#FEE123'], 'Big Ten'],
  ['USC', 'USC', 'Trojans', 'Los Angeles', 34.01, ['#990000', '#FFC72C'], 'Big Ten'],
  ['WASH', 'Washington', 'Huskies', 'Seattle', 47.65, ['#4B2E83', '#B7A57A'], 'Big Ten'],
  ['UCLA', 'UCLA', 'Bruins', 'Los Angeles', 34.16, ['#2D68C4', '#F2A900'], 'Big Ten'],
  ['WIS', 'Wisconsin', 'Badgers', 'Madison', 43.07, ['#C5050C', '#FFFFFF'], 'Big Ten'],
  ['IOWA', 'Iowa', 'Hawkeyes', 'Iowa City', 41.66, ['#FFCD00', '#000000'], 'Big Ten'],
  ['NEB', 'Nebraska', 'Cornhuskers', 'Lincoln', 40.82, ['#E41C38', '#FDF2D9'], 'Big Ten'],
  ['MSU', 'Michigan State', 'Spartans', 'East Lansing', 42.73, ['#18453B', '#FFFFFF'], 'Big Ten'],
  ['PUR', 'Purdue', 'Boilermakers', 'West Lafayette', 40.43, ['#CEB888', '#000000'], 'Big Ten'],
  ['ILL', 'Illinois', 'Fighting Illini', 'Champaign', 40.1, ['#E84A27', '#13294B'], 'Big Ten'],
  ['IND', 'Indiana', 'Hoosiers', 'Bloomington', 39.17, ['#990000', '#EEEDEB'], 'Big Ten'],
  ['MD', 'Maryland', 'Terrapins', 'College Park', 38.99, ['#E03A3E', '#FFD520'], 'Big Ten'],
  ['CLEM', 'Clemson', 'Tigers', 'Clemson', 34.68, ['#F56600', '#522D80'], 'ACC'],
  ['FSU', 'Florida State', 'Seminoles', 'Tallahassee', 30.44, ['#782F40', '#CEB888'], 'ACC'],
  ['MIA', 'Miami', 'Hurricanes', 'Miami Gardens', 25.96, ['#F47321', '#005030'], 'ACC'],
  ['UNC', 'North Carolina', 'Tar Heels', 'Chapel Hill', 35.91, ['#7BAFD4', '#13294B'], 'ACC'],
  ['LOU', 'Louisville', 'Cardinals', 'Louisville', 38.21, ['#AD0000', '#000000'], 'ACC'],
  ['SMU', 'SMU', 'Mustangs', 'Dallas', 32.84, ['#0033A0', '#C8102E'], 'ACC'],
  ['VT', 'Virginia Tech', 'Hokies', 'Blacksburg', 37.22, ['#630031', '#CF4420'], 'ACC'],
  ['NCST', 'NC State', 'Wolfpack', 'Raleigh', 35.8, ['#CC0000', '#000000'], 'ACC'],
  ['DUKE', 'Duke', 'Blue Devils', 'Durham', 36.0, ['#003087', '#FFFFFF'], 'ACC'],
  ['UVA', 'Virginia', 'Cavaliers', 'Charlottesville', 38.03, ['#232D4B', '#F84C1E'], 'ACC'],
  ['SYR', 'Syracuse', 'Orange', 'Syracuse', 43.04, ['#F76900', '#000E54'], 'ACC'],
  ['ND', 'Notre Dame', 'Fighting Irish', 'South Bend', 41.7, ['#0C2340', '#C99700'], 'ACC'],
  ['UTAH', 'Utah', 'Utes', 'Salt Lake City', 40.76, ['#CC0000', '#000000'], 'Big 12'],
  ['COLO', 'Colorado', 'Buffaloes', 'Boulder', 40.01, ['#CFB87C', '#000000'], 'Big 12'],
  ['BYU', 'BYU', 'Cougars', 'Provo', 40.26, ['#002E5D', '#FFFFFF'], 'Big 12'],
  ['KSU', 'Kansas State', 'Wildcats', 'Manhattan', 39.2, ['#512888', '#A7A7A7'], 'Big 12'],
  ['OKST', 'Oklahoma State', 'Cowboys', 'Stillwater', 36.13, ['#FF7300', '#000000'], 'Big 12'],
  ['TCU', 'TCU', 'Horned Frogs', 'Fort Worth', 32.71, ['#4D1979', '#A3A9AC'], 'Big 12'],
  ['ASU', 'Arizona State', 'Sun Devils', 'Tempe', 33.43, ['#8C1D40', '#FFC627'], 'Big 12'],
  ['ARIZ', 'Arizona', 'Wildcats', 'Tucson', 32.23, ['#CC0033', '#003366'], 'Big 12'],
  ['KU', 'Kansas', 'Jayhawks', 'Lawrence', 38.95, ['#0051BA', '#E8000D'], 'Big 12'],
  ['HOU', 'Houston', 'Cougars', 'Houston', 29.72, ['#C8102E', '#FFFFFF'], 'Big 12'],
  ['BAY', 'Baylor', 'Bears', 'Waco', 31.55, ['#154734', '#FFB81C'], 'Big 12'],
  ['TTU', 'Texas Tech', 'Red Raiders', 'Lubbock', 33.59, ['#CC0000', '#000000'], 'Big 12'],
  ['ISU', 'Iowa State', 'Cyclones', 'Ames', 42.03, ['#C8102E', '#F1BE48'], 'Big 12'],
  ['UCONN', 'UConn', 'Huskies', 'Storrs', 41.81, ['#000E2F', '#FFFFFF'], 'Big East'],
  ['VILL', 'Villanova', 'Wildcats', 'Villanova', 40.04, ['#00205B', '#13B5EA'], 'Big East'],
  ['MARQ', 'Marquette', 'Golden Eagles', 'Milwaukee', 43.04, ['#003366', '#FFCC00'], 'Big East'],
  ['CREI', 'Creighton', 'Bluejays', 'Omaha', 41.27, ['#005CA9', '#FFFFFF'], 'Big East'],
  ['XAV', 'Xavier', 'Musketeers', 'Cincinnati', 39.15, ['#0C2340', '#9EA2A2'], 'Big East'],
  ['SJU', "St. John's", 'Red Storm', 'Queens', 40.72, ['#BA0C2F', '#FFFFFF'], 'Big East'],
  ['GONZ', 'Gonzaga', 'Bulldogs', 'Spokane', 47.67, ['#041E42', '#C8102E'], 'WCC'],
  ['SMC', "Saint Mary's", 'Gaels', 'Moraga', 37.84, ['#D80024', '#06315B'], 'WCC'],
  [
    'SDSU',
    'San Diego State',
    'Aztecs',
    'San Diego',
    32.78,
    ['#A6192E', '#000000'],
    'Mountain West',
  ],
]

const footballSchools: readonly string[] = [
  ...['ALA', 'UGA', 'LSU', 'TEX', 'OKLA', 'TENN', 'FLA', 'AUB', 'TAMU', 'MISS', 'ARK', 'MIZ'],
  ...['OSU', 'MICH', 'PSU', 'ORE', 'USC', 'WASH', 'UCLA', 'WIS', 'IOWA', 'NEB', 'MSU'],
  ...['CLEM', 'FSU', 'MIA', 'UNC', 'LOU', 'SMU', 'VT', 'NCST', 'ND'],
  ...['UTAH', 'COLO', 'BYU', 'KSU', 'OKST', 'TCU', 'ASU', 'ARIZ'],
]
const footballConferenceOverrides: Readonly<Record<string, string>> = { ND: 'Independent' }

const basketballSchools: readonly string[] = [
  ...['DUKE', 'UNC', 'UVA', 'LOU', 'SYR', 'NCST', 'UK', 'TENN', 'AUB', 'ALA', 'ARK', 'FLA'],
  ...['TEX', 'TAMU', 'MSU', 'MICH', 'PUR', 'ILL', 'IND', 'WIS', 'MD', 'UCLA', 'OSU'],
  ...['KU', 'HOU', 'BAY', 'ARIZ', 'TTU', 'ISU', 'BYU', 'KSU'],
  ...['UCONN', 'VILL', 'MARQ', 'CREI', 'XAV', 'SJU', 'GONZ', 'SMC', 'SDSU'],
]

type ClubRow = readonly [
  abbreviation: string,
  name: string,
  nickname: string,
  city: string,
  latitude: number,
  colors: readonly string[],
]

const premierLeague: readonly ClubRow[] = [
  ['ARS', 'Arsenal', 'Gunners', 'London', 51.55, ['#EF0107', '#063672']],
  ['AVL', 'Aston Villa', 'Villans', 'Birmingham', 52.51, ['#670E36', '#95BFE5']],
  ['BOU', 'Bournemouth', 'Cherries', 'Bournemouth', 50.74, ['#DA291C', '#000000']],
  ['BRE', 'Brentford', 'Bees', 'London', 51.49, ['#E30613', '#FFFFFF']],
  ['BHA', 'Brighton & Hove Albion', 'Seagulls', 'Brighton', 50.86, ['#0057B8', '#FFFFFF']],
  ['BUR', 'Burnley', 'Clarets', 'Burnley', 53.79, ['#6C1D45', '#99D6EA']],
  ['CHE', 'Chelsea', 'Blues', 'London', 51.48, ['#034694', '#DBA111']],
  ['CRY', 'Crystal Palace', 'Eagles', 'London', 51.4, ['#1B458F', '#C4122E']],
  ['EVE', 'Everton', 'Toffees', 'Liverpool', 53.44, ['#003399', '#FFFFFF']],
  ['FUL', 'Fulham', 'Cottagers', 'London', 51.47, ['#FFFFFF', '#000000']],
  ['LEE', 'Leeds United', 'Whites', 'Leeds', 53.78, ['#FFFFFF', '#1D428A']],
  ['LIV', 'Liverpool', 'Reds', 'Liverpool', 53.43, ['#C8102E', '#00B2A9']],
  ['MCI', 'Manchester City', 'Cityzens', 'Manchester', 53.48, ['#6CABDD', '#1C2C5B']],
  ['MUN', 'Manchester United', 'Red Devils', 'Manchester', 53.46, ['#DA291C', '#FBE122']],
  ['NEW', 'Newcastle United', 'Magpies', 'Newcastle', 54.98, ['#241F20', '#FFFFFF']],
  ['NFO', 'Nottingham Forest', 'Tricky Trees', 'Nottingham', 52.94, ['#DD0000', '#FFFFFF']],
  ['SUN', 'Sunderland', 'Black Cats', 'Sunderland', 54.91, ['#EB172B', '#211E1E']],
  ['TOT', 'Tottenham Hotspur', 'Spurs', 'London', 51.6, ['#132257', '#FFFFFF']],
  ['WHU', 'West Ham United', 'Hammers', 'London', 51.54, ['#7A263A', '#1BB1E7']],
  ['WOL', 'Wolverhampton Wanderers', 'Wolves', 'Wolverhampton', 52.59, ['#FDB913', '#231F20']],
]

const schoolTeams = (
  sport: 'CFB' | 'CBB',
  abbreviations: readonly string[],
  conferenceOverrides: Readonly<Record<string, string>>,
): readonly OtherSportsTeam[] =>
  abbreviations.map((abbreviation) => {
    const row = schools.find(([candidate]) => candidate === abbreviation)
    if (row === undefined) throw new Error(`No school ${abbreviation}`)
    const [, name, nickname, city, latitude, colors, conference] = row
    return {
      key: `${sport}:${abbreviation}`,
      sport,
      abbreviation,
      name,
      nickname,
      city,
      colors,
      conference: conferenceOverrides[abbreviation] ?? conference,
      roof: sport === 'CFB' ? 'open' : 'dome',
      latitude,
    }
  })

/**
 * Every team of the other team sports, in a fixed order (the schedules' draws depend on it):
 * 40 CFB, 40 CBB, then the 20 Premier League clubs.
 * @example otherSportsTeams.find((team) => team.key === 'SOC:ARS')?.nickname // 'Gunners'
 */
export const otherSportsTeams: readonly OtherSportsTeam[] = [
  ...schoolTeams('CFB', footballSchools, footballConferenceOverrides),
  ...schoolTeams('CBB', basketballSchools, {}),
  ...premierLeague.map(([abbreviation, name, nickname, city, latitude, colors]) => ({
    key: `SOC:${abbreviation}`,
    sport: 'SOC' as const,
    abbreviation,
    name,
    nickname,
    city,
    colors,
    conference: 'Premier League',
    roof: 'open' as const,
    latitude,
  })),
]

/**
 * The teams of one sport, in catalogue order.
 * @example teamsOf('SOC').length // 20
 */
export const teamsOf = (sport: OtherTeamSport): readonly OtherSportsTeam[] =>
  otherSportsTeams.filter((team) => team.sport === sport)
