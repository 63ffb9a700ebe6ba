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

  it('reads projections from a CSV by player id instead of the file’s averages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'optimize-'))
    await writeFile(join(dir, 'DKSalaries.csv'), salaryFile())
    await writeFile(join(dir, 'proj.csv'), 'id,projection\n1000,99\n')
    const logs: string[] = []
    await runOptimizeCommand(
      ['--salaries', 'DKSalaries.csv', '--projections', 'proj.csv'],
      { log: (line: string) => logs.push(line), error: (line: string) => logs.push(line) },
      dir,
    )
    expect(logs[0]).toMatch(/^\s+1\s+99\.00/)
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
