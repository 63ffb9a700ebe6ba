import { readFileSync } from 'node:fs'
import type { Database } from '../db/database'
import { seedDatabase } from '../seed/seed'

/** The seed a test store starts from: what `createTestApp` stores before a test runs. */
export type TestSeed = {
  readonly now: Date
  readonly scale: 'small' | 'none'
}

/** Small fields keep a test's seeding to seconds. */
const testFieldCap = 300

export const defaultTestNow = new Date('2026-11-22T17:00:00Z')

/** The seeds most test files start from; the test run stores each once (vitest globalSetup). */
export const commonTestSeeds: readonly TestSeed[] = [
  { now: defaultTestNow, scale: 'small' },
  { now: defaultTestNow, scale: 'none' },
]

/** Migrates and seeds a store as a test of this seed expects. */
export const migrateAndSeed = async (database: Database, seed: TestSeed): Promise<void> => {
  await database.migrate()
  await seedDatabase(database.db, { ...seed, fieldCap: testFieldCap })
}

/** Where a seeded store waits to be copied: a PGlite image file or a PostgreSQL template database. */
export type SeededTemplate =
  { readonly pgliteImage: string } | { readonly postgresDatabase: string }

const seedKey = (seed: TestSeed) => `${seed.scale}@${seed.now.toISOString()}`

// The global setup names its templates' index here; test workers inherit the environment.
export const templatesVariable = 'SLATELAB_TEST_TEMPLATES'

export const templateIndex = (
  entries: readonly (readonly [TestSeed, SeededTemplate])[],
): Record<string, SeededTemplate> =>
  Object.fromEntries(entries.map(([seed, template]) => [seedKey(seed), template]))

/** This run's stored copy of `seed`, if the global setup made one (none outside vitest). */
export const findSeededTemplate = (seed: TestSeed): SeededTemplate | undefined => {
  const indexPath = process.env[templatesVariable]
  if (!indexPath) return undefined
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, SeededTemplate>
  return index[seedKey(seed)]
}
