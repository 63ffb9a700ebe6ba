/**
 * A made-up DraftKings salary file of any size, in the current layout (`Position,Name + ID,
 * Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame`): one NFL Sunday of
 * 16 games, every row a player of his own (a distinct id and name) on one of the 32 teams.
 * Real files stay out of the repository; this one is what the size benchmark imports.
 */
const teams = [
  'ARI', 'ATL', 'BAL', 'BUF', 'CAR', 'CHI', 'CIN', 'CLE', 'DAL', 'DEN', 'DET', 'GB', 'HOU',
  'IND', 'JAX', 'KC', 'LAC', 'LAR', 'LV', 'MIA', 'MIN', 'NE', 'NO', 'NYG', 'NYJ', 'PHI', 'PIT',
  'SEA', 'SF', 'TB', 'TEN', 'WAS',
] // prettier-ignore
const positions = ['QB', 'RB', 'WR', 'TE', 'DST'] as const
const kickoffs = ['01:00PM', '04:05PM', '04:25PM', '08:20PM'] as const
const firstNames = ['Alex', 'Brock', 'Cody', 'Dante', 'Eli', 'Flynn', 'Gus', 'Hank', 'Ivan', 'Jude']

// A distinct last name per row: the row number spelt in letters (0 → "Aa", 1 → "Ab"…).
const lastNameOf = (row: number) => {
  let name = ''
  for (let rest = row; name === '' || rest > 0; rest = Math.floor(rest / 26)) {
    name = String.fromCharCode(97 + (rest % 26)) + name
  }
  return `Q${name}`
}

/**
 * The text of a salary file of `rows` players, dated `2026-11-22` (a Sunday).
 * @example salaryFileText(2).split('\n')[1] // 'QB,Alex Qa (30000000),Alex Qa,30000000,QB/FLEX,…'
 */
export const salaryFileText = (rows: number): string => {
  const lines = [
    'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame',
  ]
  for (let row = 0; row < rows; row += 1) {
    const game = row % 16
    const visitor = teams[game * 2] ?? 'ARI'
    const home = teams[game * 2 + 1] ?? 'ATL'
    const position = positions[row % positions.length] ?? 'WR'
    const name = `${firstNames[row % firstNames.length] ?? 'Alex'} ${lastNameOf(row)}`
    const id = 30_000_000 + row
    const slots = position === 'QB' || position === 'DST' ? position : `${position}/FLEX`
    const salary = 3000 + ((row * 37) % 60) * 100
    const kickoff = kickoffs[game % kickoffs.length] ?? '01:00PM'
    const team = row % 2 === 0 ? visitor : home
    lines.push(
      `${position},${name} (${id}),${name},${id},${slots},${salary},${visitor}@${home} 11/22/2026 ${kickoff} ET,${team},${(salary / 400).toFixed(2)}`,
    )
  }
  return `${lines.join('\n')}\n`
}
