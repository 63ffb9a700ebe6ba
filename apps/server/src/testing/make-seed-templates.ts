/**
 * `node --import tsx make-seed-templates.ts <dir>`: migrates a store, then seeds each common
 * test seed once from it — as PGlite image files in <dir>, or, with DATABASE_URL, as databases
 * on that server — and writes their index to <dir>/templates.json. Run by the server tests'
 * global setup in a process of its own: seeding starts worker threads, which vitest's setup
 * runner cannot.
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase, type Database } from '../db/database'
import { createScratchStore } from './scratch-store'
import {
  commonTestSeeds,
  migrateAndSeed,
  migratedKey,
  seedKey,
  type SeededTemplate,
} from './seeded-templates'

const [dir = ''] = process.argv.slice(2)

// The images made so far, which the next templates start from.
const images = new Map<string, Uint8Array>()

/** Stores what `prepare` writes on a copy of `base` (a new store without one) as a template. */
const storeTemplate = async (
  name: string,
  base: SeededTemplate | undefined,
  prepare: (database: Database) => Promise<void>,
): Promise<SeededTemplate> => {
  if (process.env.DATABASE_URL) {
    const store = await createScratchStore(
      base !== undefined && 'postgresDatabase' in base ? base.postgresDatabase : undefined,
    )
    const database = await store.open()
    try {
      await prepare(database)
    } finally {
      await database.close()
    }
    return { postgresDatabase: new URL(store.env.DATABASE_URL ?? '').pathname.slice(1) }
  }
  const image = base !== undefined && 'pgliteImage' in base ? base.pgliteImage : undefined
  const database = await openDatabase({
    kind: 'pglite',
    image: image === undefined ? undefined : images.get(image),
  })
  try {
    await prepare(database)
    const snapshot = await database.snapshot?.()
    if (snapshot === undefined) throw new Error('PGlite gave no snapshot')
    const file = path.join(dir, `${name}.tar`)
    writeFileSync(file, snapshot)
    images.set(file, snapshot)
    return { pgliteImage: file }
  } finally {
    await database.close()
  }
}
// Written again after each template, renamed into place whole: tests wait for their template's
// entry and read the file as soon as it is there.
const indexPath = path.join(dir, 'templates.json')
const index: Record<string, SeededTemplate> = {}
const publish = (key: string, template: SeededTemplate) => {
  index[key] = template
  writeFileSync(`${indexPath}.partial`, JSON.stringify(index))
  renameSync(`${indexPath}.partial`, indexPath)
}

// One initdb and one migration for every template: a new PGlite store's initdb takes 6 s.
const migrated = await storeTemplate(migratedKey, undefined, (database) => database.migrate())
publish(migratedKey, migrated)
for (const [i, seed] of commonTestSeeds.entries()) {
  publish(
    seedKey(seed),
    await storeTemplate(`seed-${i}`, migrated, (database) => migrateAndSeed(database, seed)),
  )
}
