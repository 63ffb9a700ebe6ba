import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureNames, fixturePath, readFixture } from '../testing/import-fixtures/import-fixtures'
import { runImportCommand } from './import-command'

const dataDir = mkdtempSync(path.join(tmpdir(), 'slatelab-statcast-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const run = async (file: string) => {
  const log: string[] = []
  const error: string[] = []
  const code = await runImportCommand(
    ['statcast', file],
    { DATA_DIR: dataDir, INIT_CWD: process.cwd() },
    { log: (line) => log.push(line), error: (line) => error.push(line) },
  )
  return { code, log: log.join('\n'), error: error.join('\n') }
}

describe('npm run import -- statcast', () => {
  it('imports a Savant pitch file and refuses a bad one, naming the line and field', async () => {
    const bad = path.join(dataDir, 'bad.csv')
    writeFileSync(bad, readFixture(fixtureNames.statcastPitches).replace(',Top,', ',Middle,'))
    const refused = await run(bad)
    expect(refused.code).toBe(1)
    expect(refused.error).toBe(
      'Refused: line 2, inning_topbot: expected one of Top, Bot, got "Middle"',
    )
    const stored = await run(fixturePath(fixtureNames.statcastPitches))
    expect(stored).toMatchObject({ code: 0, error: '' })
    expect(JSON.parse(stored.log.slice(stored.log.indexOf('{')))).toMatchObject({
      pitches: 17,
      games: 3,
      newPlayers: 3,
    })
  }, 120_000)
})
