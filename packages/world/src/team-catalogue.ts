/**
 * Real teams (names, cities, abbreviations and colours are facts) for the team sports of the
 * starter world: twelve per league, enough for six games a day.
 */

/** The team sports of the starter world, by sport code. */
export type TeamSportCode = 'NFL' | 'NBA' | 'MLB' | 'NHL'

/**
 * One real team: the abbreviation the sites print, the nickname, the city (or region) and its
 * colours as `#RRGGBB`, primary first.
 * @example { abbreviation: 'BOS', name: 'Celtics', city: 'Boston', colors: ['#007A33', '#BA9653'] }
 */
export type TeamFact = {
  readonly abbreviation: string
  readonly name: string
  readonly city: string
  readonly colors: readonly string[]
}

/**
 * The key of a team in the starter world: sport code and abbreviation.
 * @example teamKeyOf('NBA', 'BOS') // 'NBA:BOS'
 */
export const teamKeyOf = (sport: string, abbreviation: string): string => `${sport}:${abbreviation}`

const team = (abbreviation: string, city: string, name: string, ...colors: string[]): TeamFact => ({
  abbreviation,
  name,
  city,
  colors,
})

/**
 * Twelve real teams per team sport, in a fixed order (the generator's draws depend on it).
 * @example teamCatalogue.NBA[0] // { abbreviation: 'BOS', name: 'Celtics', city: 'Boston', colors: ['#007A33', '#BA9653'] }
 */
export const teamCatalogue: Readonly<Record<TeamSportCode, readonly TeamFact[]>> = {
  NFL: [
    team('KC', 'Kansas City', 'Chiefs', '#E31837', '#FFB81C'),
    team('BUF', 'Buffalo', 'Bills', '#00338D', '#C60C30'),
    team('PHI', 'Philadelphia', 'Eagles', '#004C54', '#A5ACAF'),
    team('DAL', 'Dallas', 'Cowboys', '#003594', '#869397'),
    team('SF', 'San Francisco', '49ers', '#AA0000', '#B3995D'),
    team('GB', 'Green Bay', 'Packers', '#203731', '#FFB612'),
    team('BAL', 'Baltimore', 'Ravens', '#241773', '#9E7C0C'),
    team('CIN', 'Cincinnati', 'Bengals', '#FB4F14', '#000000'),
    team('DET', 'Detroit', 'Lions', '#0076B6', '#B0B7BC'),
    team('MIA', 'Miami', 'Dolphins', '#008E97', '#FC4C02'),
    team('PIT', 'Pittsburgh', 'Steelers', '#FFB612', '#101820'),
    team('NYG', 'New York', 'Giants', '#0B2265', '#A71930'),
  ],
  NBA: [
    team('BOS', 'Boston', 'Celtics', '#007A33', '#BA9653'),
    team('NYK', 'New York', 'Knicks', '#006BB6', '#F58426'),
    team('PHI', 'Philadelphia', '76ers', '#006BB6', '#ED174C'),
    team('MIA', 'Miami', 'Heat', '#98002E', '#F9A01B'),
    team('MIL', 'Milwaukee', 'Bucks', '#00471B', '#EEE1C6'),
    team('CHI', 'Chicago', 'Bulls', '#CE1141', '#000000'),
    team('CLE', 'Cleveland', 'Cavaliers', '#860038', '#FDBB30'),
    team('DEN', 'Denver', 'Nuggets', '#0E2240', '#FEC524'),
    team('LAL', 'Los Angeles', 'Lakers', '#552583', '#FDB927'),
    team('GSW', 'Golden State', 'Warriors', '#1D428A', '#FFC72C'),
    team('PHX', 'Phoenix', 'Suns', '#1D1160', '#E56020'),
    team('DAL', 'Dallas', 'Mavericks', '#00538C', '#002B5E'),
  ],
  MLB: [
    team('NYY', 'New York', 'Yankees', '#0C2340', '#C4CED3'),
    team('BOS', 'Boston', 'Red Sox', '#BD3039', '#0C2340'),
    team('LAD', 'Los Angeles', 'Dodgers', '#005A9C', '#EF3E42'),
    team('HOU', 'Houston', 'Astros', '#002D62', '#EB6E1F'),
    team('ATL', 'Atlanta', 'Braves', '#CE1141', '#13274F'),
    team('CHC', 'Chicago', 'Cubs', '#0E3386', '#CC3433'),
    team('SF', 'San Francisco', 'Giants', '#FD5A1E', '#27251F'),
    team('STL', 'St. Louis', 'Cardinals', '#C41E3A', '#0C2340'),
    team('PHI', 'Philadelphia', 'Phillies', '#E81828', '#002D72'),
    team('SD', 'San Diego', 'Padres', '#2F241D', '#FFC425'),
    team('SEA', 'Seattle', 'Mariners', '#0C2C56', '#005C5C'),
    team('TOR', 'Toronto', 'Blue Jays', '#134A8E', '#1D2D5C'),
  ],
  NHL: [
    team('BOS', 'Boston', 'Bruins', '#FFB81C', '#000000'),
    team('TOR', 'Toronto', 'Maple Leafs', '#00205B', '#FFFFFF'),
    team('MTL', 'Montreal', 'Canadiens', '#AF1E2D', '#192168'),
    team('NYR', 'New York', 'Rangers', '#0038A8', '#CE1126'),
    team('PIT', 'Pittsburgh', 'Penguins', '#000000', '#FCB514'),
    team('TBL', 'Tampa Bay', 'Lightning', '#002868', '#FFFFFF'),
    team('FLA', 'Florida', 'Panthers', '#041E42', '#C8102E'),
    team('CHI', 'Chicago', 'Blackhawks', '#CF0A2C', '#000000'),
    team('COL', 'Colorado', 'Avalanche', '#6F263D', '#236192'),
    team('EDM', 'Edmonton', 'Oilers', '#041E42', '#FF4C00'),
    team('VGK', 'Vegas', 'Golden Knights', '#B4975A', '#333F42'),
    team('DAL', 'Dallas', 'Stars', '#006847', '#8F8F8C'),
  ],
}
