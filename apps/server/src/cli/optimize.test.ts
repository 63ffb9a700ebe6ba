import { buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runOptimizeCommand } from './optimize'

// A DraftKings salary file in the current layout, from a seeded two-game pool.
const salaryFile = () => {
  const header =
    'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame'
  const teams = ['KC', 'BUF', 'MIA', 'NYJ']
  const rows = buildNflPool('cli', 2).map((player, index) => {
    const team = teams[Number((player.team ?? 'T01').slice(1)) - 1] ?? 'KC'
    const game = team === 'KC' || team === 'BUF' ? 'KC@BUF' : 'MIA@NYJ'
    const name = `Player ${index}`
    return [
      player.positions[0],
      `${name} (${1000 + index})`,
      name,
      1000 + index,
      (player.rosterPositions ?? []).join('/'),
      player.salary,
      `${game} 11/20/2022 01:00PM ET`,
      team,
      player.projection,
    ].join(',')
  })
  return [header, ...rows].join('\n')
}

describe('npm run optimize', () => {
  it('builds lineups from a salary file, prints objectives and time, writes the upload CSV', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ general: { uniquePlayers: 2 } }))
    const logs: string[] = []
    const code = await runOptimizeCommand(
      [
        '--salaries',
        'DKSalaries.csv',
        '--settings',
        'settings.json',
        '--count',
        '3',
        '--out',
        'upload.csv',
      ],
      { log: (line: string) => logs.push(line), error: (line: string) => logs.push(line) },
      dir,
    )
    expect(code).toBe(0)
    expect(logs.filter((line) => /^\s+\d+\s+\d+\.\d\d\s+\$\d+/.test(line))).toHaveLength(3)
    expect(logs.at(-1)).toMatch(/^DraftKings NFL classic: 64 players, 3 lineups in \d+\.\d\d s$/)
    const upload = (await readFile(join(dir, 'upload.csv'), 'utf8')).trim().split('\n')
    expect(upload[0]).toBe('QB,RB,RB,WR,WR,WR,TE,FLEX,DST')
    expect(upload.slice(1).map((row) => row.split(',').length)).toEqual([9, 9, 9])
  })

  // The file's players with projections of our own: 10 + (index mod 7) × 1.5 points.
  const projectionOf = (index: number) => 10 + (index % 7) * 1.5
  const poolTeams = () =>
    salaryFile()
      .split('\n')
      .slice(1)
      .map((row) => row.split(',')[7] ?? '')

  it('matches projections written in other name forms, prints the counts, builds on the file’s points', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    const teams = poolTeams()
    // `Player 4 KC` (a team after the name), `4, Player` (last name first), one typo.
    const rows = teams.map((team, index) => {
      const name =
        index === 12 ? 'Playr 12' : index % 2 === 0 ? `Player ${index} ${team}` : `${index}, Player`
      return `"${name}",${projectionOf(index)}`
    })
    await writeFile(join(dir, 'proj.csv'), ['Player,Proj', ...rows].join('\n'))
    const result = await run(
      [
        '--salaries',
        'DKSalaries.csv',
        '--projections',
        'proj.csv',
        '--count',
        '2',
        '--out',
        'upload.csv',
      ],
      dir,
    )
    expect(result.code).toBe(0)
    expect(result.log[0]).toBe(
      'Projections: 63 matched, 1 fuzzy, 0 unmatched; 64 of 64 pool players projected',
    )
    expect(result.log[1]).toBe('  fuzzy: line 14 "Playr 12" → Player 12 ' + teams[12])
    const objectives = result.log
      .filter((line) => /^\s+\d+\s+\d+\.\d\d\s+\$/.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[1]))
    const upload = (await readFile(join(dir, 'upload.csv'), 'utf8')).trim().split('\n').slice(1)
    const filePoints = upload.map((line) =>
      line.split(',').reduce((sum, id) => sum + projectionOf(Number(id) - 1000), 0),
    )
    expect(objectives).toHaveLength(2)
    expect(objectives).toEqual(filePoints.map((points) => Number(points.toFixed(2))))
  })

  it('refuses projections that match under half the pool unless --allow-partial', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    await writeFile(join(dir, 'other.csv'), 'name,projection\nSomeone Else,20\nNobody Here,15\n')
    const none = await run(['--salaries', 'DKSalaries.csv', '--projections', 'other.csv'], dir)
    expect(none.code).toBe(1)
    expect(none.log[0]).toBe(
      'Projections: 0 matched, 0 fuzzy, 2 unmatched; 0 of 64 pool players projected (the other 64 left out of the pool)',
    )
    expect(none.error[0]).toMatch(
      /^Refused: --projections: the projections match 0 of 64 pool players \(under half\)/,
    )
    const half = poolTeams()
      .map((_, index) => `${1000 + index},${projectionOf(index)}`)
      .filter((_, index) => index % 2 === 0 && index < 62)
    await writeFile(join(dir, 'some.csv'), ['id,projection', ...half].join('\n'))
    expect(
      (await run(['--salaries', 'DKSalaries.csv', '--projections', 'some.csv'], dir)).code,
    ).toBe(1)
    const partial = await run(
      ['--salaries', 'DKSalaries.csv', '--projections', 'some.csv', '--allow-partial'],
      dir,
    )
    // Past the refusal: whatever the optimizer then makes of 31 players, it is not "under half".
    expect(partial.error.join('\n')).not.toMatch(/under half/)
    expect(partial.log[0]).toMatch(
      /; 31 of 64 pool players projected \(the other 33 left out of the pool\)$/,
    )
  })

  it('never reads a cell that is not a number as 0: it names every one, and skips NA rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    const rows = poolTeams().map((_, index) => `${1000 + index},${projectionOf(index)}`)
    rows[3] = '1003,twelve'
    rows[9] = '1009,1O.5'
    await writeFile(join(dir, 'bad.csv'), ['id,projection', ...rows].join('\n'))
    const bad = await run(['--salaries', 'DKSalaries.csv', '--projections', 'bad.csv'], dir)
    expect(bad.code).toBe(1)
    expect(bad.error[0]).toBe(
      'Refused: 2 problems, nothing was imported:\nline 5, projection: expected a number, got "twelve"\nline 11, projection: expected a number, got "1O.5"',
    )
    rows[3] = '1003,NA'
    rows[9] = '1009,'
    await writeFile(join(dir, 'na.csv'), ['id,projection', ...rows].join('\n'))
    const na = await run(['--salaries', 'DKSalaries.csv', '--projections', 'na.csv'], dir)
    expect(na.code).toBe(0)
    expect(na.log[0]).toBe(
      'Projections: 62 matched, 0 fuzzy, 0 unmatched, 2 without a number; 62 of 64 pool players projected (the other 2 left out of the pool)',
    )
  })

  const run = async (args: string[], dir?: string) => {
    const lines: { log: string[]; error: string[] } = { log: [], error: [] }
    const code = await runOptimizeCommand(
      args,
      {
        log: (line: string) => lines.log.push(line),
        error: (line: string) => lines.error.push(line),
      },
      dir,
    )
    return { code, ...lines }
  }

  it('explains its usage on --help, and without a salary file or with a bad count', async () => {
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.log[0]).toMatch(/^Usage: npm run optimize -- --salaries <CSV>/)
    expect((await run([])).code).toBe(2)
    const badCount = await run(['--salaries', 'x.csv', '--count', '501'])
    expect(badCount).toMatchObject({ code: 2, error: [expect.stringMatching(/1 … 500/)] })
    const unknown = await run(['--salary', 'x.csv'])
    expect(unknown.code).toBe(2)
    expect(unknown.error[0]).toMatch(/^Unknown option '--salary'/)
  })

  it('refuses a missing or malformed file with the option, line and reason, not a stack', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    expect(await run(['--salaries', 'missing.csv'], dir)).toMatchObject({
      code: 1,
      error: [
        expect.stringMatching(/^Refused: --salaries: cannot read .*missing\.csv \(ENOENT\)$/),
      ],
    })
    await writeFile(join(dir, 'broken.csv'), `${salaryFile()}\nQB,"Broken (1),Broken\n`)
    expect(await run(['--salaries', 'broken.csv'], dir)).toMatchObject({
      code: 1,
      error: [expect.stringMatching(/^Refused: line 66: unterminated quoted cell/)],
    })
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    await writeFile(join(dir, 'settings.json'), '{"general": {"uniquePlayers": "two"}}')
    const settings = await run(['--salaries', 'DKSalaries.csv', '--settings', 'settings.json'], dir)
    expect(settings.code).toBe(1)
    expect(settings.error[0]).toMatch(/^Refused: --settings: .*uniquePlayers/s)
  })
})
