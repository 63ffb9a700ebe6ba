/**
 * Every real team of the four team leagues (NFL 32, NBA 30, MLB 30, NHL 32, the 2025–26
 * franchises): names, cities, colours, conferences and divisions, and the venue facts the
 * world's weather needs. All of it is public fact.
 *
 * `abbreviation` is the key a team is stored under: the spelling the importers turn every file's
 * spelling into (apps/server importers/team-abbreviations.ts), so a world team and the same team
 * from an uploaded file are one row. `draftKings` is what DraftKings prints in `TeamAbbrev`
 * (NBA `PHO`, `GS`; NHL `TB`, `ANH`, …) for files that must look like theirs, and
 * `otherAbbreviations` holds the spellings other sites and older files use, so a lookup by any
 * of them finds the team.
 */
import { hexColorSchema } from '@slatelab/domain/entities/fields'
import { z } from 'zod'

/** The team leagues, in catalogue order. */
export const leagueCodes = ['NFL', 'NBA', 'MLB', 'NHL'] as const

/** A team league by sport code. */
export type LeagueCode = (typeof leagueCodes)[number]

/** What covers a venue, which decides whether a game has weather. */
export const roofs = {
  /** Open to the sky: weather applies. */
  open: 'open',
  /** A fixed roof, and every NBA and NHL arena: no weather. */
  dome: 'dome',
  /** A roof closed in bad weather: treat as indoor when it rains or is cold. */
  retractable: 'retractable',
} as const

/** A venue's roof. */
export type Roof = (typeof roofs)[keyof typeof roofs]

const abbreviationSchema = z.string().regex(/^[A-Z]{2,4}$/)

/**
 * One real team. `city` is the city or region in the name as usually shown (`'Golden State'`,
 * `'Tampa Bay'`); `colors` are `#RRGGBB`, primary first; `latitude` is the home venue's, in
 * degrees north (two decimals, enough for a climate).
 * @example leagueTeamSchema.parse({ abbreviation: 'GB', draftKings: 'GB', otherAbbreviations: [], city: 'Green Bay', name: 'Packers', colors: ['#203731', '#FFB612'], conference: 'NFC', division: 'NFC North', roof: 'open', latitude: 44.5 })
 */
export const leagueTeamSchema = z
  .object({
    abbreviation: abbreviationSchema,
    draftKings: abbreviationSchema,
    otherAbbreviations: z.array(abbreviationSchema).readonly(),
    city: z.string().min(1),
    name: z.string().min(1),
    colors: z.array(hexColorSchema).min(2).max(3).readonly(),
    conference: z.string().min(1),
    division: z.string().min(1),
    roof: z.enum(roofs),
    latitude: z.number().min(18).max(60),
  })
  .readonly()
export type LeagueTeam = z.infer<typeof leagueTeamSchema>

type Venue = Pick<LeagueTeam, 'roof' | 'latitude'>
const open = (latitude: number): Venue => ({ roof: roofs.open, latitude })
const dome = (latitude: number): Venue => ({ roof: roofs.dome, latitude })
const retractable = (latitude: number): Venue => ({ roof: roofs.retractable, latitude })
const arena = dome

/** Spellings that differ from the stored abbreviation; DraftKings' defaults to it. */
type Spellings = { readonly draftKings?: string; readonly other?: readonly string[] }

type TeamRow = readonly [
  abbreviation: string,
  city: string,
  name: string,
  colors: readonly string[],
  venue: Venue,
  spellings?: Spellings,
]

const division = (conference: string, name: string, rows: readonly TeamRow[]): LeagueTeam[] =>
  rows.map(([abbreviation, city, teamName, colors, venue, spellings]) => ({
    abbreviation,
    draftKings: spellings?.draftKings ?? abbreviation,
    otherAbbreviations: spellings?.other ?? [],
    city,
    name: teamName,
    colors,
    conference,
    division: name,
    ...venue,
  }))

const nfl: readonly LeagueTeam[] = [
  ...division('AFC', 'AFC East', [
    ['BUF', 'Buffalo', 'Bills', ['#00338D', '#C60C30'], open(42.77)],
    ['MIA', 'Miami', 'Dolphins', ['#008E97', '#FC4C02'], open(25.96)],
    ['NE', 'New England', 'Patriots', ['#002244', '#C60C30', '#B0B7BC'], open(42.09)],
    ['NYJ', 'New York', 'Jets', ['#125740', '#FFFFFF'], open(40.81)],
  ]),
  ...division('AFC', 'AFC North', [
    ['BAL', 'Baltimore', 'Ravens', ['#241773', '#9E7C0C', '#000000'], open(39.28)],
    ['CIN', 'Cincinnati', 'Bengals', ['#FB4F14', '#000000'], open(39.1)],
    ['CLE', 'Cleveland', 'Browns', ['#311D00', '#FF3C00'], open(41.51)],
    ['PIT', 'Pittsburgh', 'Steelers', ['#FFB612', '#101820'], open(40.45)],
  ]),
  ...division('AFC', 'AFC South', [
    ['HOU', 'Houston', 'Texans', ['#03202F', '#A71930'], retractable(29.68)],
    ['IND', 'Indianapolis', 'Colts', ['#002C5F', '#A2AAAD'], retractable(39.76)],
    [
      'JAX',
      'Jacksonville',
      'Jaguars',
      ['#006778', '#D7A22A', '#101820'],
      open(30.32),
      { other: ['JAC'] },
    ],
    ['TEN', 'Tennessee', 'Titans', ['#0C2340', '#4B92DB', '#C8102E'], open(36.17)],
  ]),
  ...division('AFC', 'AFC West', [
    ['DEN', 'Denver', 'Broncos', ['#FB4F14', '#002244'], open(39.74)],
    ['KC', 'Kansas City', 'Chiefs', ['#E31837', '#FFB81C'], open(39.05)],
    // Oakland until 2019: older files print OAK.
    ['LV', 'Las Vegas', 'Raiders', ['#000000', '#A5ACAF'], dome(36.09), { other: ['OAK'] }],
    // SoFi Stadium has a fixed canopy over open sides: no rain on the field.
    ['LAC', 'Los Angeles', 'Chargers', ['#0080C6', '#FFC20E'], dome(33.95), { other: ['SD'] }],
  ]),
  ...division('NFC', 'NFC East', [
    ['DAL', 'Dallas', 'Cowboys', ['#003594', '#869397'], retractable(32.75)],
    ['NYG', 'New York', 'Giants', ['#0B2265', '#A71930'], open(40.81)],
    ['PHI', 'Philadelphia', 'Eagles', ['#004C54', '#A5ACAF'], open(39.9)],
    ['WAS', 'Washington', 'Commanders', ['#5A1414', '#FFB612'], open(38.91), { other: ['WSH'] }],
  ]),
  ...division('NFC', 'NFC North', [
    ['CHI', 'Chicago', 'Bears', ['#0B162A', '#C83803'], open(41.86)],
    ['DET', 'Detroit', 'Lions', ['#0076B6', '#B0B7BC'], dome(42.34)],
    ['GB', 'Green Bay', 'Packers', ['#203731', '#FFB612'], open(44.5)],
    ['MIN', 'Minnesota', 'Vikings', ['#4F2683', '#FFC62F'], dome(44.97)],
  ]),
  ...division('NFC', 'NFC South', [
    ['ATL', 'Atlanta', 'Falcons', ['#A71930', '#000000'], retractable(33.76)],
    ['CAR', 'Carolina', 'Panthers', ['#0085CA', '#101820'], open(35.23)],
    ['NO', 'New Orleans', 'Saints', ['#D3BC8D', '#101820'], dome(29.95)],
    ['TB', 'Tampa Bay', 'Buccaneers', ['#D50A0A', '#34302B', '#FF7900'], open(27.98)],
  ]),
  ...division('NFC', 'NFC West', [
    ['ARI', 'Arizona', 'Cardinals', ['#97233F', '#000000', '#FFB612'], retractable(33.53)],
    ['LAR', 'Los Angeles', 'Rams', ['#003594', '#FFA300'], dome(33.95), { other: ['LA', 'STL'] }],
    ['SF', 'San Francisco', '49ers', ['#AA0000', '#B3995D'], open(37.4)],
    ['SEA', 'Seattle', 'Seahawks', ['#002244', '#69BE28', '#A5ACAF'], open(47.6)],
  ]),
]

const nba: readonly LeagueTeam[] = [
  ...division('Eastern', 'Atlantic', [
    ['BOS', 'Boston', 'Celtics', ['#007A33', '#BA9653'], arena(42.37)],
    ['BKN', 'Brooklyn', 'Nets', ['#000000', '#FFFFFF'], arena(40.68), { other: ['BRK'] }],
    ['NYK', 'New York', 'Knicks', ['#006BB6', '#F58426'], arena(40.75), { draftKings: 'NY' }],
    ['PHI', 'Philadelphia', '76ers', ['#006BB6', '#ED174C'], arena(39.9)],
    ['TOR', 'Toronto', 'Raptors', ['#CE1141', '#000000'], arena(43.64)],
  ]),
  ...division('Eastern', 'Central', [
    ['CHI', 'Chicago', 'Bulls', ['#CE1141', '#000000'], arena(41.88)],
    ['CLE', 'Cleveland', 'Cavaliers', ['#860038', '#FDBB30'], arena(41.5)],
    ['DET', 'Detroit', 'Pistons', ['#C8102E', '#1D42BA'], arena(42.34)],
    ['IND', 'Indiana', 'Pacers', ['#002D62', '#FDBB30'], arena(39.76)],
    ['MIL', 'Milwaukee', 'Bucks', ['#00471B', '#EEE1C6'], arena(43.04)],
  ]),
  ...division('Eastern', 'Southeast', [
    ['ATL', 'Atlanta', 'Hawks', ['#E03A3E', '#C1D32F'], arena(33.76)],
    ['CHA', 'Charlotte', 'Hornets', ['#1D1160', '#00788C'], arena(35.23)],
    ['MIA', 'Miami', 'Heat', ['#98002E', '#F9A01B'], arena(25.78)],
    ['ORL', 'Orlando', 'Magic', ['#0077C0', '#C4CED4'], arena(28.54)],
    ['WAS', 'Washington', 'Wizards', ['#002B5C', '#E31837'], arena(38.9), { other: ['WSH'] }],
  ]),
  ...division('Western', 'Northwest', [
    ['DEN', 'Denver', 'Nuggets', ['#0E2240', '#FEC524'], arena(39.75)],
    ['MIN', 'Minnesota', 'Timberwolves', ['#0C2340', '#236192'], arena(44.98)],
    ['OKC', 'Oklahoma City', 'Thunder', ['#007AC1', '#EF3B24'], arena(35.46)],
    ['POR', 'Portland', 'Trail Blazers', ['#E03A3E', '#000000'], arena(45.53)],
    ['UTA', 'Utah', 'Jazz', ['#002B5C', '#F9A01B'], arena(40.77), { other: ['UTAH'] }],
  ]),
  ...division('Western', 'Pacific', [
    ['GSW', 'Golden State', 'Warriors', ['#1D428A', '#FFC72C'], arena(37.77), { draftKings: 'GS' }],
    ['LAC', 'Los Angeles', 'Clippers', ['#C8102E', '#1D428A'], arena(33.94)],
    ['LAL', 'Los Angeles', 'Lakers', ['#552583', '#FDB927'], arena(34.04)],
    ['PHX', 'Phoenix', 'Suns', ['#1D1160', '#E56020'], arena(33.45), { draftKings: 'PHO' }],
    ['SAC', 'Sacramento', 'Kings', ['#5A2D81', '#63727A'], arena(38.58)],
  ]),
  ...division('Western', 'Southwest', [
    ['DAL', 'Dallas', 'Mavericks', ['#00538C', '#002B5E'], arena(32.79)],
    ['HOU', 'Houston', 'Rockets', ['#CE1141', '#000000'], arena(29.75)],
    ['MEM', 'Memphis', 'Grizzlies', ['#5D76A9', '#12173F'], arena(35.14)],
    ['NOP', 'New Orleans', 'Pelicans', ['#0C2340', '#C8102E'], arena(29.95), { draftKings: 'NO' }],
    ['SAS', 'San Antonio', 'Spurs', ['#C4CED4', '#000000'], arena(29.43), { draftKings: 'SA' }],
  ]),
]

const mlb: readonly LeagueTeam[] = [
  ...division('AL', 'AL East', [
    ['BAL', 'Baltimore', 'Orioles', ['#DF4601', '#000000'], open(39.28)],
    ['BOS', 'Boston', 'Red Sox', ['#BD3039', '#0C2340'], open(42.35)],
    ['NYY', 'New York', 'Yankees', ['#0C2340', '#C4CED3'], open(40.83)],
    // Tropicana Field again from 2026, after a season at an open ballpark while it was repaired.
    ['TB', 'Tampa Bay', 'Rays', ['#092C5C', '#8FBCE6'], dome(27.77), { other: ['TBR'] }],
    ['TOR', 'Toronto', 'Blue Jays', ['#134A8E', '#1D2D5C'], retractable(43.64)],
  ]),
  ...division('AL', 'AL Central', [
    ['CWS', 'Chicago', 'White Sox', ['#27251F', '#C4CED4'], open(41.83), { other: ['CHW'] }],
    ['CLE', 'Cleveland', 'Guardians', ['#00385D', '#E50022'], open(41.5)],
    ['DET', 'Detroit', 'Tigers', ['#0C2340', '#FA4616'], open(42.34)],
    ['KC', 'Kansas City', 'Royals', ['#004687', '#BD9B60'], open(39.05), { other: ['KCR'] }],
    ['MIN', 'Minnesota', 'Twins', ['#002B5C', '#D31145'], open(44.98)],
  ]),
  ...division('AL', 'AL West', [
    // The club is just "Athletics" while it plays in West Sacramento; Oakland (OAK) until 2024.
    ['ATH', 'Sacramento', 'Athletics', ['#003831', '#EFB21E'], open(38.58), { other: ['OAK'] }],
    ['HOU', 'Houston', 'Astros', ['#002D62', '#EB6E1F'], retractable(29.76)],
    ['LAA', 'Los Angeles', 'Angels', ['#BA0021', '#003263'], open(33.8)],
    ['SEA', 'Seattle', 'Mariners', ['#0C2C56', '#005C5C'], retractable(47.59)],
    ['TEX', 'Texas', 'Rangers', ['#003278', '#C0111F'], retractable(32.75)],
  ]),
  ...division('NL', 'NL East', [
    ['ATL', 'Atlanta', 'Braves', ['#CE1141', '#13274F'], open(33.89)],
    ['MIA', 'Miami', 'Marlins', ['#00A3E0', '#EF3340'], retractable(25.78)],
    ['NYM', 'New York', 'Mets', ['#002D72', '#FF5910'], open(40.76)],
    ['PHI', 'Philadelphia', 'Phillies', ['#E81828', '#002D72'], open(39.91)],
    ['WSH', 'Washington', 'Nationals', ['#AB0003', '#14225A'], open(38.87), { other: ['WAS'] }],
  ]),
  ...division('NL', 'NL Central', [
    ['CHC', 'Chicago', 'Cubs', ['#0E3386', '#CC3433'], open(41.95)],
    ['CIN', 'Cincinnati', 'Reds', ['#C6011F', '#000000'], open(39.1)],
    ['MIL', 'Milwaukee', 'Brewers', ['#12284B', '#FFC52F'], retractable(43.03)],
    ['PIT', 'Pittsburgh', 'Pirates', ['#27251F', '#FDB827'], open(40.45)],
    ['STL', 'St. Louis', 'Cardinals', ['#C41E3A', '#0C2340'], open(38.62)],
  ]),
  ...division('NL', 'NL West', [
    [
      'ARI',
      'Arizona',
      'Diamondbacks',
      ['#A71930', '#E3D4AD'],
      retractable(33.45),
      { other: ['AZ'] },
    ],
    ['COL', 'Colorado', 'Rockies', ['#33006F', '#C4CED4'], open(39.76)],
    ['LAD', 'Los Angeles', 'Dodgers', ['#005A9C', '#EF3E42'], open(34.07)],
    ['SD', 'San Diego', 'Padres', ['#2F241D', '#FFC425'], open(32.71), { other: ['SDP'] }],
    ['SF', 'San Francisco', 'Giants', ['#FD5A1E', '#27251F'], open(37.78), { other: ['SFG'] }],
  ]),
]

const nhl: readonly LeagueTeam[] = [
  ...division('Eastern', 'Atlantic', [
    ['BOS', 'Boston', 'Bruins', ['#FFB81C', '#000000'], arena(42.37)],
    ['BUF', 'Buffalo', 'Sabres', ['#003087', '#FFB81C'], arena(42.88)],
    ['DET', 'Detroit', 'Red Wings', ['#CE1126', '#FFFFFF'], arena(42.34)],
    ['FLA', 'Florida', 'Panthers', ['#041E42', '#C8102E'], arena(26.16)],
    ['MTL', 'Montreal', 'Canadiens', ['#AF1E2D', '#192168'], arena(45.5), { draftKings: 'MON' }],
    ['OTT', 'Ottawa', 'Senators', ['#DA1A32', '#000000', '#B79257'], arena(45.3)],
    ['TBL', 'Tampa Bay', 'Lightning', ['#002868', '#FFFFFF'], arena(27.94), { draftKings: 'TB' }],
    ['TOR', 'Toronto', 'Maple Leafs', ['#00205B', '#FFFFFF'], arena(43.64)],
  ]),
  ...division('Eastern', 'Metropolitan', [
    ['CAR', 'Carolina', 'Hurricanes', ['#CE1126', '#000000'], arena(35.8)],
    [
      'CBJ',
      'Columbus',
      'Blue Jackets',
      ['#002654', '#CE1126'],
      arena(39.97),
      { draftKings: 'CLS' },
    ],
    ['NJD', 'New Jersey', 'Devils', ['#CE1126', '#000000'], arena(40.73), { draftKings: 'NJ' }],
    ['NYI', 'New York', 'Islanders', ['#00539B', '#F47D30'], arena(40.71)],
    ['NYR', 'New York', 'Rangers', ['#0038A8', '#CE1126'], arena(40.75)],
    ['PHI', 'Philadelphia', 'Flyers', ['#F74902', '#000000'], arena(39.9)],
    ['PIT', 'Pittsburgh', 'Penguins', ['#000000', '#FCB514'], arena(40.44)],
    ['WSH', 'Washington', 'Capitals', ['#041E42', '#C8102E'], arena(38.9), { draftKings: 'WAS' }],
  ]),
  ...division('Western', 'Central', [
    ['CHI', 'Chicago', 'Blackhawks', ['#CF0A2C', '#000000'], arena(41.88)],
    ['COL', 'Colorado', 'Avalanche', ['#6F263D', '#236192'], arena(39.75)],
    ['DAL', 'Dallas', 'Stars', ['#006847', '#8F8F8C'], arena(32.79)],
    ['MIN', 'Minnesota', 'Wild', ['#154734', '#A6192E'], arena(44.94)],
    ['NSH', 'Nashville', 'Predators', ['#FFB81C', '#041E42'], arena(36.16), { draftKings: 'NAS' }],
    ['STL', 'St. Louis', 'Blues', ['#002F87', '#FCB514'], arena(38.63)],
    ['UTA', 'Utah', 'Mammoth', ['#000000', '#6CACE4', '#FFFFFF'], arena(40.77)],
    ['WPG', 'Winnipeg', 'Jets', ['#041E42', '#004C97', '#AC162C'], arena(49.89)],
  ]),
  ...division('Western', 'Pacific', [
    [
      'ANA',
      'Anaheim',
      'Ducks',
      ['#F47A38', '#B9975B', '#000000'],
      arena(33.81),
      { draftKings: 'ANH' },
    ],
    ['CGY', 'Calgary', 'Flames', ['#C8102E', '#F1BE48'], arena(51.04)],
    ['EDM', 'Edmonton', 'Oilers', ['#041E42', '#FF4C00'], arena(53.55)],
    ['LAK', 'Los Angeles', 'Kings', ['#111111', '#A2AAAD'], arena(34.04), { draftKings: 'LA' }],
    [
      'SJS',
      'San Jose',
      'Sharks',
      ['#006D75', '#EA7200', '#000000'],
      arena(37.33),
      { draftKings: 'SJ' },
    ],
    ['SEA', 'Seattle', 'Kraken', ['#001628', '#99D9D9'], arena(47.62)],
    ['VAN', 'Vancouver', 'Canucks', ['#00205B', '#00843D'], arena(49.28)],
    ['VGK', 'Vegas', 'Golden Knights', ['#B4975A', '#333F42'], arena(36.1), { other: ['LV'] }],
  ]),
]

/**
 * Every team of each league, grouped by division in a fixed order (the generator's draws depend
 * on it).
 * @example leagueCatalogue.NHL.length // 32
 * @example leagueCatalogue.NFL[0] // { abbreviation: 'BUF', draftKings: 'BUF', city: 'Buffalo', name: 'Bills', division: 'AFC East', roof: 'open', latitude: 42.77, … }
 */
export const leagueCatalogue: Readonly<Record<LeagueCode, readonly LeagueTeam[]>> = {
  NFL: nfl,
  NBA: nba,
  MLB: mlb,
  NHL: nhl,
}

const spellingsOf = (team: LeagueTeam): readonly string[] => [
  team.abbreviation,
  team.draftKings,
  ...team.otherAbbreviations,
]

const byLeagueAndSpelling: ReadonlyMap<string, LeagueTeam> = new Map(
  leagueCodes.flatMap((league) =>
    leagueCatalogue[league].flatMap((team) =>
      spellingsOf(team).map((spelling) => [`${league}:${spelling}`, team] as const),
    ),
  ),
)

/**
 * The team a file's abbreviation names in a league, by any spelling the sites use (case and
 * surrounding spaces ignored); `undefined` for an unknown or defunct team.
 * @example findLeagueTeam('NHL', 'tb')?.abbreviation // 'TBL'
 * @example findLeagueTeam('NFL', 'JAC')?.name // 'Jaguars'
 * @example findLeagueTeam('NHL', 'ARI') // undefined (the Coyotes stopped playing in 2024)
 */
export const findLeagueTeam = (league: LeagueCode, abbreviation: string): LeagueTeam | undefined =>
  byLeagueAndSpelling.get(`${league}:${abbreviation.trim().toUpperCase()}`)
