import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../db/database'
import { seedDatabase } from '../seed/seed'

/** The seed a test store starts from: what `createTestApp` stores before a test runs. */
export type TestSeed = {
  readonly now: Date
  readonly scale: 'small' | 'none'
}

/** Small fields keep a test's seeding to seconds. */
const testFieldCap = 300

export const defaultTestNow = new Date('2026-11-22T17:00:00Z')

/**
 * The seeds several test files start from; the test run stores each once (vitest globalSetup),
 * in this order, so the seeds most files wait for come first.
 */
export const commonTestSeeds: readonly TestSeed[] = [
  // Under two seconds, and most files start from it.
  { now: defaultTestNow, scale: 'none' },
  { now: defaultTestNow, scale: 'small' },
  // A September morning's MLB slates: the consecutive-stack, PlateIQ and batter-games tests.
  { now: new Date('2026-09-20T10:00:00Z'), scale: 'small' },
]

/** Migrates and seeds a store as a test of this seed expects. */
export const migrateAndSeed = async (database: Database, seed: TestSeed): Promise<void> => {
  await database.migrate()
  await seedDatabase(database.db, { ...seed, fieldCap: testFieldCap })
}

/** Where a seeded store waits to be copied: a PGlite image file or a PostgreSQL template database. */
export type SeededTemplate =
  { readonly pgliteImage: string } | { readonly postgresDatabase: string }

/** The templates' names in their index: each common seed's, and the migrated store's. */
export const seedKey = (seed: TestSeed): string => `${seed.scale}@${seed.now.toISOString()}`
export const migratedKey = 'migrated'

// The global setup names its templates' index here; test workers inherit the environment.
export const templatesVariable = 'SLATELAB_TEST_TEMPLATES'

/** Where the global setup says that making the templates failed, and why. */
export const templatesFailure = (indexPath: string): string => `${indexPath}.failed`

// Made in the background while the first tests run (seed-templates.global.ts): 10–20 s.
const templatesWaitMs = 300_000

// The index lists the templates made so far; a test waits until it lists its own.
const waitForTemplate = async (indexPath: string, key: string): Promise<SeededTemplate> => {
  const giveUpAt = Date.now() + templatesWaitMs
  for (;;) {
    if (existsSync(indexPath)) {
      const template = (
        JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, SeededTemplate>
      )[key]
      if (template !== undefined) return template
    }
    if (existsSync(templatesFailure(indexPath))) {
      throw new Error(`No seeded templates: ${readFileSync(templatesFailure(indexPath), 'utf8')}`)
    }
    if (Date.now() > giveUpAt)
      throw new Error(`No seeded template ${key} after ${templatesWaitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * This run's stored copy of `seed`, if the global setup makes one (none outside vitest, none
 * for a seed not in `commonTestSeeds`); waits until the templates are made.
 */
export const findSeededTemplate = async (seed: TestSeed): Promise<SeededTemplate | undefined> => {
  const indexPath = process.env[templatesVariable]
  if (!indexPath) return undefined
  if (!commonTestSeeds.some((common) => seedKey(common) === seedKey(seed))) return undefined
  return waitForTemplate(indexPath, seedKey(seed))
}

/**
 * This run's migrated store with nothing stored (none outside vitest), for a test of its own
 * seed or of none: opening it takes a third of a second, a new store's initdb six.
 */
export const findMigratedTemplate = async (): Promise<SeededTemplate | undefined> => {
  const indexPath = process.env[templatesVariable]
  return indexPath ? waitForTemplate(indexPath, migratedKey) : undefined
}

// Each worker reads a template's image once: its files share their worker's modules
// (vitest's isolate: false), and reading 40–70 MB again cost each file more than half a second.
const images = new Map<string, Uint8Array>()

/**
 * The PGlite image of a template, if it is one (a store opened from it reads a copy, so every
 * store starts from the same state).
 * @example await openDatabase({ kind: 'pglite', image: templateImage(template) })
 */
export const templateImage = (template: SeededTemplate | undefined): Uint8Array | undefined => {
  if (template === undefined || !('pgliteImage' in template)) return undefined
  const known = images.get(template.pgliteImage)
  if (known !== undefined) return known
  const image = readFileSync(template.pgliteImage)
  images.set(template.pgliteImage, image)
  return image
}

/**
 * A new PGlite data directory holding the catalogue-only seed (migrated, the catalogue,
 * products and demo accounts; no teams or slates), for tests of a CLI that opens its store by
 * DATA_DIR: written from this run's template in about a second, where migrating a new directory
 * takes ten. Without a template (outside vitest, or with DATABASE_URL) it is migrated here.
 * @example const dataDir = await catalogueDataDir() // then runImportCommand(args, { DATA_DIR: dataDir })
 */
export const catalogueDataDir = async (): Promise<string> => {
  const seed: TestSeed = { now: defaultTestNow, scale: 'none' }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slatelab-cli-'))
  const image = templateImage(process.env.DATABASE_URL ? undefined : await findSeededTemplate(seed))
  const database = await openDatabase({ kind: 'pglite', dataDir, image })
  try {
    if (image === undefined) await migrateAndSeed(database, seed)
  } finally {
    await database.close()
  }
  return dataDir
}
