import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { optimizeLineups } from '@slatelab/engine/optimizer/optimize-lineups'
import { buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runOptimizeCommand } from './optimize'

// Two games: T01@T02 at 1:00 PM ET (18:00 UTC), T03@T04 at 4:25 PM ET (21:25 UTC).
const players = buildNflPool('late-swap-cli', 2).map((player, index) => ({
  ...player,
  id: String(30_000 + index),
  kickoff: player.game === 'T01@T02' ? '01:00PM' : '04:25PM',
}))
const early = new Set(players.filter((p) => p.game === 'T01@T02').map((p) => p.id))

// A DKEntries.csv: 12 entries holding built lineups, the player list appended below.
const entriesFile = async () => {
  const built = await optimizeLineups({
    players,
    format: requireRosterFormat('dk-nfl-classic'),
    count: 12,
  })
  const header =
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions'
  const entries = built.lineups.map((lineup, index) =>
    [
      String(5000 + index),
      'NFL $5',
      String(900 + (index % 3)),
      '$5',
      ...lineup.playerIds,
      '',
      '',
    ].join(','),
  )
  const list = [
    'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame',
    ...players.map((player) =>
      [
        player.positions[0],
        `${player.name} (${player.id})`,
        player.name,
        player.id,
        (player.rosterPositions ?? []).join('/'),
        player.salary,
        `${player.game} 11/20/2022 ${player.kickoff} ET`,
        player.team,
        player.projection,
      ].join(','),
    ),
  ].map((row) => `${','.repeat(15)}${row}`)
  return { text: [header, ...entries, ...list].join('\n'), lineups: built.lineups }
}

const run = async (args: string[], dir: string) => {
  const logs: string[] = []
  const code = await runOptimizeCommand(
    args,
    { log: (line: string) => logs.push(line), error: (line: string) => logs.push(line) },
    dir,
  )
  return { code, logs }
}

describe('npm run optimize -- --late-swap', () => {
  it('keeps started players in their slots, writes the entries file with every entry id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'late-swap-'))
    const { text, lineups } = await entriesFile()
    await writeFile(join(dir, 'DKEntries.csv'), text)
    const outId = lineups[0]?.playerIds.find((id) => !early.has(id)) ?? ''
    const { code, logs } = await run(
      [
        '--late-swap',
        'DKEntries.csv',
        '--now',
        '2022-11-20T19:00:00Z',
        '--mode',
        'quick',
        '--swap-out',
        outId,
        '--out',
        'swapped.csv',
      ],
      dir,
    )
    expect(code).toBe(0)
    expect(logs.at(-1)).toMatch(
      /^DraftKings NFL classic: 12 entries, [1-9]\d* changed \(quick swap\) in \d+\.\d\d s$/,
    )
    const [head, ...rows] = (await readFile(join(dir, 'swapped.csv'), 'utf8')).trim().split('\n')
    expect(head).toBe('Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST')
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 12 }, (_, n) => String(5000 + n)),
    )
    for (const [index, row] of rows.entries()) {
      const ids = row
        .split(',')
        .slice(4)
        .map((cell) => /\((\d+)\)$/.exec(cell)?.[1])
      const before = lineups[index]?.playerIds ?? []
      expect(ids).not.toContain(outId)
      expect(ids.filter((id, slot) => id !== before[slot])).toHaveLength(
        before.filter((id) => id === outId).length,
      )
    }
  })

  it('refuses a now before the first game or after the last', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'late-swap-'))
    await writeFile(join(dir, 'DKEntries.csv'), (await entriesFile()).text)
    for (const now of ['2022-11-20T17:00:00Z', '2022-11-21T02:00:00Z']) {
      const { code, logs } = await run(['--late-swap', 'DKEntries.csv', '--now', now], dir)
      expect(code).toBe(1)
      expect(logs.at(-1)).toMatch(/^Refused: now: .* is (before the first|after the last) game/)
    }
  })
})
