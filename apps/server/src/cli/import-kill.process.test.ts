import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Papa from 'papaparse'
import { afterAll, describe, expect, it } from 'vitest'
import { createScratchStore, type ScratchStore } from '../testing/scratch-store'
import {
  countStoredRows,
  fixtureNames,
  fixturePath,
  readFixture,
} from '../testing/import-fixtures/import-fixtures'
import { runImportCommand } from './import-command'

const importCli = path.join(import.meta.dirname, 'import.ts')
const workDir = mkdtempSync(path.join(tmpdir(), 'slatelab-kill-'))
const stores: ScratchStore[] = []
afterAll(async () => {
  for (const store of stores.splice(0)) await store.drop()
  rmSync(workDir, { recursive: true, force: true })
})

/**
 * A DraftKings standings export of `entries` entries in the fixture's layout: its four lineups
 * over and over (so each player's %Drafted stays true), ranked by points, the players' list
 * beside the first rows as DraftKings writes it.
 */
const largeStandings = (entries: number): string => {
  const text = readFixture(fixtureNames.dkStandingsCurrent)
  const [header = [], ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data
  const lineups = rows.filter((row) => row[0] !== '').map((row) => row.slice(3, 6))
  const playerColumns = rows.map((row) => row.slice(7, 11))
  const ordered = Array.from({ length: entries }, (_, i) => lineups[i % lineups.length] ?? [])
    .map(([time = '0', points = '0', lineup = ''], i) => ({ time, points, lineup, i }))
    .sort((a, b) => Number(b.points) - Number(a.points))
  const lines = ordered.map((entry, index) => {
    const rank = ordered.findIndex((other) => other.points === entry.points) + 1
    const player = playerColumns[index] ?? ['', '', '', '']
    return [rank, 1_900_000_000 + index, `player${entry.i}`, entry.time, entry.points]
      .concat([entry.lineup, '', ...player])
      .join(',')
  })
  return `\uFEFF${header.join(',')}\r\n${lines.join('\r\n')}\r\n`
}

type Run = { readonly code: number | null; readonly output: string }

/** Runs the import CLI on `store`; `killAfterStartMs` kills it with SIGKILL that long after it says "Importing". */
const runImport = (store: ScratchStore, args: readonly string[], killAfterStartMs?: number) =>
  new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', importCli, ...args], {
      env: { ...process.env, ...store.env, REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (killAfterStartMs !== undefined && output.includes('Importing ')) {
        setTimeout(() => child.kill('SIGKILL'), killAfterStartMs)
        killAfterStartMs = undefined
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => resolve({ code, output }))
  })

const storedCounts = async (store: ScratchStore) => {
  const database = await store.open()
  try {
    return await countStoredRows(database.db)
  } finally {
    await database.close()
  }
}

describe('an import killed with SIGKILL', () => {
  it('leaves the store as it was or with the whole file, never part of it, and the store opens and imports again', async () => {
    const entries = 12_000
    const standingsFile = path.join(workDir, 'standings.csv')
    writeFileSync(standingsFile, largeStandings(entries))

    const prepared = await createScratchStore()
    stores.push(prepared)
    const salaries: string[] = []
    const code = await runImportCommand(
      ['dk-salaries', fixturePath(fixtureNames.dkSalariesCurrent)],
      prepared.env,
      { log: (line) => salaries.push(line), error: (line) => salaries.push(line) },
    )
    expect(code, salaries.join('\n')).toBe(0)
    const slate = /"contestGroupId": (\d+)/.exec(salaries.join('\n'))?.[1] ?? ''
    const standingsArgs = ['dk-standings', standingsFile, '--slate', slate]
    const before = await storedCounts(prepared)

    const whole = await prepared.copy()
    stores.push(whole)
    const full = await runImport(whole, standingsArgs)
    expect(full.code, full.output).toBe(0)
    const importMs = Number(/in (\d+) ms:/.exec(full.output)?.[1])
    const after = await storedCounts(whole)
    expect(after.contestEntries).toBe((before.contestEntries ?? 0) + entries)

    // Killed a third and two thirds of the way through the import's own time.
    const outcomes: string[] = []
    for (const share of [0.3, 0.65]) {
      const store = await prepared.copy()
      stores.push(store)
      const killed = await runImport(store, standingsArgs, Math.round(importMs * share))
      const counts = await storedCounts(store)
      const outcome =
        JSON.stringify(counts) === JSON.stringify(before)
          ? 'untouched'
          : JSON.stringify(counts) === JSON.stringify(after)
            ? 'whole'
            : `partial: ${JSON.stringify(counts)}`
      outcomes.push(killed.code === 0 ? `finished, ${outcome}` : outcome)
      if (share === 0.65) {
        const again = await runImport(store, standingsArgs)
        expect(again.code, again.output).toBe(0)
        expect((await storedCounts(store)).contestEntries).toBe(after.contestEntries)
      }
    }
    expect(
      outcomes.filter((outcome) => !/^(untouched|whole|finished, whole)$/.test(outcome)),
    ).toEqual([])
    // At least one kill landed inside the import, before its commit.
    expect(outcomes).toContain('untouched')
  }, 180_000)
})
