import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCalibrateCommand } from '../../../cli/calibrate'
import { calibrateContest, type CalibrationContest } from './calibrate-contest'
import { actualPrizesCents } from './optimizer-lineups'

// A two-game DraftKings NFL slate in FantasyCruncher's 2017 layout, with actual points.
const teams = [
  ['KC', 'NE'],
  ['NE', 'KC'],
  ['NYJ', 'BUF'],
  ['BUF', 'NYJ'],
] as const
const roles = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'DST'] as const
const players = teams.flatMap(([team, opponent], t) =>
  roles.map((position, r) => {
    const projection = 6 + ((t * 7 + r * 5) % 13)
    return {
      name: position === 'DST' ? `${team} Defense` : `${team} ${position} ${r}`,
      position,
      team,
      opponent,
      salary: 3000 + projection * 300,
      projection,
      actual: Math.max(0, projection + (((t + r) % 5) - 2) * 4),
    }
  }),
)
const projectionsCsv = [
  '"Player","Pos","Team","Opp","Def v Pos","VegasPts","Salary","Floor","Ceiling","2016 Avg","2017 Avg","FC Proj","My Proj","Exposure","Con.","Value","Actual Score","Actual Val"',
  ...players.map((p) =>
    [
      `"${p.name}"`,
      `"${p.position}"`,
      `"${p.team}"`,
      `"@ ${p.opponent}"`,
      '"10th"',
      22,
      p.salary,
      (p.projection * 0.4).toFixed(1),
      (p.projection * 1.9).toFixed(1),
      'NA',
      'NA',
      p.projection,
      p.projection,
      '"%"',
      50,
      2,
      p.actual,
      1,
    ].join(','),
  ),
].join('\n')

const byRole = (team: string, position: string) =>
  players.filter((p) => p.team === team && p.position === position)
// Lineup k of one team pair, with a player the projections lack in entry 7.
const lineupOf = (k: number) => {
  const [a, b] = k % 2 === 0 ? ['KC', 'NYJ'] : ['BUF', 'NE']
  const pick = (team: string, position: string, n = 0) => byRole(team, position)[n]?.name ?? ''
  const slots: [string, string][] = [
    ['QB', pick(a, 'QB')],
    ['RB', pick(a, 'RB', Math.floor(k / 6))],
    ['RB', pick(b, 'RB', k % 2)],
    ['WR', pick(a, 'WR', k % 3)],
    ['WR', pick(b, 'WR', 0)],
    ['WR', k === 7 ? 'Backup Guy' : pick(b, 'WR', 1)],
    ['TE', pick(b, 'TE')],
    ['FLEX', pick(b, 'WR', 2)],
    ['DST', pick(b, 'DST')],
  ]
  return slots
}
const actualOf = (name: string) => players.find((p) => p.name === name)?.actual ?? 3
const users = ['alice', 'bob', 'carol', 'dan']
const entries = Array.from({ length: 12 }, (_, k) => {
  const slots = lineupOf(k)
  return {
    user: users[k % 4] ?? 'alice',
    lineup: slots.map(([slot, name]) => `${slot} ${name}`).join(' '),
    points: Math.round(slots.reduce((sum, [, name]) => sum + actualOf(name), 0) * 100) / 100,
  }
})
const ranked = [...entries].sort((x, y) => y.points - x.points)
const rankOf = (points: number) => ranked.findIndex((entry) => entry.points === points) + 1
const standingsCsv = [
  '"Rank","EntryId","EntryName","TimeRemaining","Points","Lineup","X","Player","X.Drafted","FPTS"',
  ...ranked.map(
    (entry, index) =>
      `${rankOf(entry.points)},${1000 + index},"${entry.user} (${1 + (index % 3)}/3)",0,${entry.points},"${entry.lineup}",NA,"${players[index]?.name ?? ''}","${(10 + index).toFixed(2)}%",${players[index]?.actual ?? 0}`,
  ),
  // An entry that set no lineup.
  `13,2000,"erin",0,0,NA,NA,"Backup Guy","8.33%",3`,
].join('\n')

const contest: CalibrationContest = {
  name: 'Fixture GPP',
  sportId: 1,
  format: 'dk-nfl-classic',
  entryFee: 10,
  standingsCsv,
  projectionsCsv,
  payouts: [{ placeFrom: 1, placeTo: 3, payoutCents: 2500 }],
  accuracyCsvs: [],
}

const exact = calibrateContest(contest, { iterations: 400, seed: 'fixture', errorScale: 0 })

describe('calibrateContest on a fixture in the real layouts', () => {
  it('simulates every entry with a lineup and names the players without a projection', () => {
    expect(exact.entries).toBe(12)
    expect(exact.entriesWithoutLineup).toBe(1)
    expect(exact.unprojectedPlayers).toEqual(['Backup Guy'])
    expect(exact.paidPlaces).toBe(3)
  })

  it('reads what happened from the standings: cash line, cashes, users’ ROI', () => {
    expect(exact.actualCashLine).toBe(ranked[2]?.points)
    const cashed = exact.cash.reduce((sum, bin) => sum + (bin.actualPct / 100) * bin.entries, 0)
    expect(cashed).toBeCloseTo(ranked.filter((entry) => rankOf(entry.points) <= 3).length, 9)
    expect(exact.cash.reduce((sum, bin) => sum + bin.entries, 0)).toBe(12)
    const alice = exact.users.find((user) => user.user === 'alice')
    const aliceWon = entries
      .filter((entry) => entry.user === 'alice' && rankOf(entry.points) <= 3)
      .reduce((sum) => sum + 25, 0)
    expect(alice?.entries).toBe(3)
    expect(alice?.actualRoiPct).toBeCloseTo(((aliceWon - 30) / 30) * 100, 9)
  })

  it('places the actual cash line among the simulated ones and forecasts sane chances', () => {
    expect(exact.cashLinePercentile).toBeGreaterThan(0)
    expect(exact.cashLinePercentile).toBeLessThan(100)
    const forecastCashes = exact.cash.reduce(
      (sum, bin) => sum + (bin.meanForecastPct / 100) * bin.entries,
      0,
    )
    // Three places are paid in every iteration.
    expect(forecastCashes).toBeCloseTo(3, 6)
  })

  it('measures the source in sample when no other table is given, and applying it moves the forecasts', () => {
    expect(exact.accuracyOutOfSample).toBe(false)
    expect(exact.accuracy.pooled.count).toBe(32)
    const withError = calibrateContest(contest, { iterations: 400, seed: 'fixture', errorScale: 1 })
    expect(withError.cash).not.toEqual(exact.cash)
  })
})

describe('lineups entered beside the real entries', () => {
  it('ranks their actual points among the real entries’, ties sharing their places’ prizes', () => {
    // 160 takes 1st; the two 150s tie for 2nd and share places 2–3 (500 + 100); 140 is 4th.
    expect(
      actualPrizesCents(
        [150, 150],
        [160, 140],
        [
          { placeFrom: 1, placeTo: 2, payoutCents: 500 },
          { placeFrom: 3, placeTo: 3, payoutCents: 100 },
        ],
      ),
    ).toEqual([300, 300])
  })

  it('simulates them in the contest without changing the real entries’ tables', () => {
    // The slate's best actual scorers in every slot outscore every real entry: first place.
    const best = (position: string, n: number) =>
      players
        .map((player, index) => ({ player, index }))
        .filter(({ player }) => player.position === position)
        .sort((x, y) => y.player.actual - x.player.actual)
        .slice(0, n)
        .map(({ index }) => index)
    const wideReceivers = best('WR', 4)
    const lineup = [
      ...best('QB', 1),
      ...best('RB', 2),
      ...wideReceivers.slice(0, 3),
      ...best('TE', 1),
      wideReceivers[3] ?? 0,
      ...best('DST', 1),
    ]
    const entered = calibrateContest(
      { ...contest, optimizerLineups: [lineup] },
      { iterations: 400, seed: 'fixture', errorScale: 0 },
    )
    expect(entered.cash).toEqual(exact.cash)
    expect(entered.optimizer).toMatchObject({ lineups: 1, actualRoiPct: 150, actualCashPct: 100 })
    expect(entered.optimizer?.simulatedCashPct).toBeGreaterThan(0)
    expect(exact.optimizer).toBeUndefined()
  })
})

describe('npm run calibrate', () => {
  it('fits the error scale over the manifest’s contests and writes the report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calibrate-'))
    await writeFile(join(dir, 'standings.csv'), standingsCsv)
    await writeFile(join(dir, 'projections.csv'), projectionsCsv)
    await writeFile(join(dir, 'payouts.csv'), 'Place_lo,Place_hi,Payout\n1,3,25\n')
    await writeFile(
      join(dir, 'contests.json'),
      JSON.stringify({
        iterations: 200,
        errorScales: [0.5, 1],
        optimizerLineups: 3,
        contests: [
          {
            name: 'Fixture GPP',
            sportId: 1,
            format: 'dk-nfl-classic',
            entryFee: 10,
            standings: 'standings.csv',
            projections: 'projections.csv',
            payouts: 'payouts.csv',
          },
          {
            name: 'Fixture top 3',
            sportId: 1,
            format: 'dk-nfl-classic',
            entryFee: 10,
            standings: 'standings.csv',
            projections: 'projections.csv',
            payouts: { paidPlaces: 3, prize: 25 },
            accuracyFrom: ['projections.csv'],
          },
        ],
      }),
    )
    const logs: string[] = []
    const log = (line: string) => logs.push(line)
    const code = await runCalibrateCommand(
      ['--manifest', 'contests.json', '--out', 'report.md'],
      { log, error: log },
      dir,
    )
    expect(code).toBe(0)
    // Scale 0 is always tried, so the report can show projections taken as exact.
    expect(logs.filter((line) => line.startsWith('error scale '))).toHaveLength(3)
    const report = await readFile(join(dir, 'report.md'), 'utf8')
    expect(report).toMatch(/^# SimLabs calibration against real contests/)
    expect(report).toContain('## Fixture GPP')
    expect(report).toContain('## Fixture top 3')
    expect(report).toMatch(/Fitted scale: \*\*(0|0\.5|1)\*\*/)
    expect(report).toContain('on other slates (out of sample)')
    // Three lineups built from the fixture's projections, simulated at each scale and scored.
    expect(report).toMatch(/## The optimizer's lineups\n\n3 lineups built/)
    expect(report).toMatch(/^\| actual \| -?\d+\.\d \| \d+\.\d \| -?\d+\.\d \| \d+\.\d \|$/m)
  })

  it('refuses a manifest without contests, naming the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'calibrate-'))
    await writeFile(join(dir, 'contests.json'), JSON.stringify({ contests: [] }))
    const errors: string[] = []
    const code = await runCalibrateCommand(
      ['--manifest', 'contests.json'],
      { log: () => undefined, error: (line: string) => errors.push(line) },
      dir,
    )
    expect(code).toBe(1)
    expect(errors.join('\n')).toMatch(/Refused: --manifest: .*contests/s)
  })

  it('refuses a backtest of no days or a day that is not a date, naming the options', async () => {
    const errors: string[] = []
    const code = await runCalibrateCommand(
      ['--manifest', 'contests.json', '--backtest', '0', '--until', '2026-13-40'],
      { log: () => undefined, error: (line: string) => errors.push(line) },
    )
    expect(code).toBe(1)
    expect(errors.join('\n')).toMatch(/--backtest/)
    expect(errors.join('\n')).toMatch(/--until/)
  })
})
