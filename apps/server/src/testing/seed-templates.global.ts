/**
 * Vitest global setup of the server project: stores each common test seed once per run
 * (make-seed-templates.ts), so a test file copies a seeded store — a PGlite image, a
 * PostgreSQL template database — in about a second instead of migrating and seeding its own.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { templatesVariable, type SeededTemplate } from './seeded-templates'

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'slatelab-templates-'))
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'make-seed-templates.ts'), dir],
    { stdio: 'inherit' },
  )
  const indexPath = path.join(dir, 'templates.json')
  // Test workers start after this and inherit the environment.
  process.env[templatesVariable] = indexPath

  return async () => {
    const templates = Object.values(
      JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, SeededTemplate>,
    )
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
