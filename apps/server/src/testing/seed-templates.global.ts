/**
 * Vitest global setup of the server project: stores each common test seed once per run
 * (make-seed-templates.ts), so a test file copies a seeded store — a PGlite image, a
 * PostgreSQL template database — in about a second instead of migrating and seeding its own.
 *
 * The templates are made in the background: vitest starts no test before every project's global
 * setup has returned, and making them takes 10–20 s, in which the other projects' tests (and
 * server files of their own seed) now run. A test that needs one waits for its index
 * (`findSeededTemplate`).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { templatesVariable, templatesFailure, type SeededTemplate } from './seeded-templates'

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'slatelab-templates-'))
  const indexPath = path.join(dir, 'templates.json')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'make-seed-templates.ts'), dir],
    { stdio: 'inherit' },
  )
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      // Tests waiting for the index read this instead, and fail with it.
      if (code !== 0) {
        writeFileSync(
          templatesFailure(indexPath),
          `make-seed-templates.ts ended with ${signal ?? `exit code ${code}`}`,
        )
      }
      resolve()
    })
    child.on('error', (error) => {
      writeFileSync(templatesFailure(indexPath), `make-seed-templates.ts: ${error.message}`)
      resolve()
    })
  })
  // Test workers start after this and inherit the environment.
  process.env[templatesVariable] = indexPath

  return async () => {
    // Not stopped early: with DATABASE_URL, only its finished index names every database to drop.
    await exited
    const templates = existsSync(indexPath)
      ? Object.values(JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, SeededTemplate>)
      : []
    const serverUrl = process.env.DATABASE_URL
    if (serverUrl) {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      for (const template of templates) {
        if ('postgresDatabase' in template) {
          await client.query(`drop database if exists ${template.postgresDatabase} with (force)`)
        }
      }
      await client.end()
    }
    rmSync(dir, { recursive: true, force: true })
  }
}
