import { sql } from 'drizzle-orm'
import { date, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import { bulkInsert } from './bulk-insert'

const probes = pgTable('bulk_probes', {
  probeId: serial('probe_id').primaryKey(),
  label: text('label').notNull(),
  score: real('score'),
  tags: text('tags').array().notNull(),
  stats: jsonb('stats').$type<Record<string, number>>().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  weight: integer('weight').notNull().default(7),
})

describe('bulkInsert', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    await t.database.db.execute(sql`create table bulk_probes (
      probe_id serial primary key, label text not null, score real, tags text[] not null,
      stats jsonb not null, day date not null, at timestamptz not null,
      weight integer not null default 7)`)
  })
  afterAll(() => t.close())

  it('stores every column type as given, defaults for the columns left out, in several statements', async () => {
    const at = new Date('2026-11-22T18:00:00.000Z')
    const rows = Array.from({ length: 12_345 }, (_, index) => ({
      label: `row "${index}" it's`,
      score: index % 3 === 0 ? null : index / 4,
      tags: ['QB', 'FLEX'],
      stats: { passingYards: index, touchdowns: 2 },
      day: '2026-11-22',
      at,
    }))
    await bulkInsert(t.database.db, probes, rows)
    const stored = await t.database.db.select().from(probes).orderBy(probes.probeId)
    expect(stored).toHaveLength(rows.length)
    expect(stored[0]).toEqual({ probeId: 1, ...rows[0], weight: 7 })
    expect(stored.at(-1)).toEqual({ probeId: rows.length, ...rows.at(-1), weight: 7 })
  })

  it('does nothing for no rows', async () => {
    await expect(bulkInsert(t.database.db, probes, [])).resolves.toBeUndefined()
  })
})
