import type { Site } from '@slatelab/domain/sites'
import type { Sport } from '@slatelab/domain/sports'
import type { DbOrTx } from '../database'
import { sources, sports } from '../schema'

/** Writes the sport and site catalogue of packages/domain into the store. */
export const upsertCatalogue = async (
  db: DbOrTx,
  sportRows: readonly Sport[],
  siteRows: readonly Site[],
): Promise<void> => {
  for (const sport of sportRows) {
    await db.insert(sports).values(sport).onConflictDoUpdate({ target: sports.sportId, set: sport })
  }
  for (const site of siteRows) {
    const row = { sourceId: site.sourceId, code: site.code, displayName: site.displayName }
    await db.insert(sources).values(row).onConflictDoUpdate({ target: sources.sourceId, set: row })
  }
}
