import type { DbOrTx } from '../db/database'

/** Placeholder until packages/world lands: today's starter slates. */
export const seedStarterWorld = async (_db: DbOrTx, _now: Date): Promise<void> => {}
