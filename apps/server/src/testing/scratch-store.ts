import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../db/database'

/**
 * A store that child processes (the server, the CLI) open by their environment: PGlite in a
 * data directory, or — with DATABASE_URL set, as in CI's second run — a database of its own on
 * that PostgreSQL server. `copy` makes an independent store holding what this one holds.
 */
export type ScratchStore = {
  /** What a child process needs in its environment to open this store. */
  readonly env: Readonly<Record<string, string>>
  /** Opens the store in this process (close it before a child opens it: PGlite is one process). */
  readonly open: (onQuery?: (statement: string) => void) => Promise<Database>
  readonly copy: () => Promise<ScratchStore>
  readonly drop: () => Promise<void>
}

const withServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const postgresStore = (serverUrl: string, name: string): ScratchStore => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    open: (onQuery) => openDatabase({ kind: 'postgres', url: url.toString() }, onQuery),
    copy: () => createScratchStore(name),
    drop: () =>
      withServer(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`)
      }),
  }
}

const pgliteStore = (dataDir: string): ScratchStore => ({
  env: { DATABASE_URL: '', DATA_DIR: dataDir },
  open: (onQuery) => openDatabase({ kind: 'pglite', dataDir }, onQuery),
  copy: async () => {
    const copyDir = mkdtempSync(path.join(tmpdir(), 'slatelab-'))
    cpSync(dataDir, copyDir, { recursive: true })
    return pgliteStore(copyDir)
  },
  drop: async () => rmSync(dataDir, { recursive: true, force: true }),
})

const newDatabaseName = () => `slatelab_test_${randomBytes(6).toString('hex')}`

/**
 * A new store of the kind this test run uses: a database on DATABASE_URL's server (empty, or a
 * copy of the `template` database there), else PGlite in a new data directory.
 */
export const createScratchStore = async (template?: string): Promise<ScratchStore> => {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return pgliteStore(mkdtempSync(path.join(tmpdir(), 'slatelab-')))
  const name = newDatabaseName()
  const copyOf = template === undefined ? '' : ` template ${template}`
  await withServer(serverUrl, (client) => client.query(`create database ${name}${copyOf}`))
  return postgresStore(serverUrl, name)
}
