import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { storeLockPath } from '../db/store-lock'
import { fixtureNames, fixturePath } from '../testing/import-fixtures/import-fixtures'
import { startServerProcess } from '../testing/server-process'
import { runImportCommand } from './import-command'

const dataDir = mkdtempSync(path.join(tmpdir(), 'slatelab-import-lock-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('npm run import beside a running server', () => {
  it('refuses plainly while a server holds the embedded store', async () => {
    const server = startServerProcess({ DATA_DIR: dataDir })
    try {
      await server.listening
      expect(readFileSync(storeLockPath(dataDir), 'utf8').trim()).toBe(String(server.child.pid))
      const error: string[] = []
      const code = await runImportCommand(
        ['dk-salaries', fixturePath(fixtureNames.dkSalariesCurrent)],
        { DATA_DIR: dataDir, INIT_CWD: process.cwd() },
        { log: () => {}, error: (line) => error.push(line) },
      )
      expect(code).toBe(1)
      expect(error.join('\n')).toContain(
        `The embedded store in ${dataDir} is in use by a running server (pid ${server.child.pid}). Stop it, or upload through the server: POST /api/imports/dk-salaries`,
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    expect(existsSync(storeLockPath(dataDir))).toBe(false)
  })
})
