/**
 * `node --import tsx make-seed-templates.ts <dir>`: migrates and seeds each common test seed
 * once — as a PGlite image file in <dir>, or, with DATABASE_URL, as a database on that server —
 * and writes their index to <dir>/templates.json. Run by the server tests' global setup in a
 * process of its own: seeding starts worker threads, which vitest's setup runner cannot.
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../db/database'
import { createScratchStore } from './scratch-store'
import {
  commonTestSeeds,
  migrateAndSeed,
  templateIndex,
  type SeededTemplate,
  type TestSeed,
} from './seeded-templates'

const [dir = ''] = process.argv.slice(2)

const storeTemplate = async (seed: TestSeed, i: number): Promise<SeededTemplate> => {
  if (process.env.DATABASE_URL) {
    const store = await createScratchStore()
    const database = await store.open()
    try {
      await migrateAndSeed(database, seed)
    } finally {
      await database.close()
    }
    return { postgresDatabase: new URL(store.env.DATABASE_URL ?? '').pathname.slice(1) }
  }
  const database = await openDatabase({ kind: 'pglite' })
  try {
    await migrateAndSeed(database, seed)
    const snapshot = await database.snapshot?.()
    if (snapshot === undefined) throw new Error('PGlite gave no snapshot')
    const image = path.join(dir, `seed-${i}.tar`)
    writeFileSync(image, Buffer.from(await snapshot.arrayBuffer()))
    return { pgliteImage: image }
  } finally {
    await database.close()
  }
}

// Written again after each template, renamed into place whole: tests wait for their seed's
// entry and read the file as soon as it is there.
const indexPath = path.join(dir, 'templates.json')
const entries: [TestSeed, SeededTemplate][] = []
for (const [i, seed] of commonTestSeeds.entries()) {
  entries.push([seed, await storeTemplate(seed, i)])
  writeFileSync(`${indexPath}.partial`, JSON.stringify(templateIndex(entries)))
  renameSync(`${indexPath}.partial`, indexPath)
}
