/**
 * The projection store (db/tables/projections.ts): sets with their rows, blend parts and
 * scenario players, and each user's active set. Plain functions, database first; the service
 * opens the transaction so a set is stored whole or not at all.
 */
import type { ProjectionSetStats } from '@slatelab/contract/projections.contract'
import type { ProjectionNumbers } from '@slatelab/engine/projections/blend'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { bulkInsert } from '../../db/bulk-insert'
import {
  projectionBlendParts,
  projectionChoices,
  projectionRows,
  projectionScenarioPlayers,
  projectionSets,
  users,
} from '../../db/schema'

/** A stored set with its owner's name and row count. */
export type StoredSet = typeof projectionSets.$inferSelect & {
  readonly ownerName: string
  readonly recordCount: number
}

/** A stored row: the player's numbers and whether the system projection filled them. */
export type StoredRow = ProjectionNumbers & {
  readonly playerId: number
  readonly isDefault: boolean
}

/** Whose sets: sport, projection source and date. */
export type ProjectionScope = {
  readonly sportId: number
  readonly sourceId: number
  readonly date: string
}

const setColumns = {
  set: projectionSets,
  ownerName: users.displayName,
}

const withCounts = (
  rows: readonly { set: typeof projectionSets.$inferSelect; ownerName: string }[],
): readonly StoredSet[] =>
  rows.map(({ set, ownerName }) => ({
    ...set,
    ownerName,
    recordCount: (set.stats as ProjectionSetStats).count,
  }))

/** Sets with their owners' names, to be narrowed by the caller. */
const setsWithOwners = (db: DbOrTx) =>
  db
    .select(setColumns)
    .from(projectionSets)
    .innerJoin(users, eq(users.userId, projectionSets.userId))

/** The sets of a scope the user may use: his own and the system sets, oldest first. */
export const listUsableSets = async (
  db: DbOrTx,
  userId: number,
  scope: ProjectionScope,
): Promise<readonly StoredSet[]> => {
  const rows = await setsWithOwners(db)
    .where(
      and(
        eq(projectionSets.sportId, scope.sportId),
        eq(projectionSets.sourceId, scope.sourceId),
        eq(projectionSets.date, scope.date),
        or(eq(projectionSets.userId, userId), eq(projectionSets.isSystem, true)),
      ),
    )
    .orderBy(projectionSets.setId)
  return withCounts(rows)
}

/** A set by key if the user may use it (his own or a system set). */
export const findUsableSet = async (
  db: DbOrTx,
  userId: number,
  key: string,
): Promise<StoredSet | undefined> => {
  const rows = await setsWithOwners(db).where(
    and(
      eq(projectionSets.key, key),
      or(eq(projectionSets.userId, userId), eq(projectionSets.isSystem, true)),
    ),
  )
  const [set] = withCounts(rows)
  return set
}

/** The sets of the given ids (any owner). */
export const listSetsById = async (
  db: DbOrTx,
  setIds: readonly number[],
): Promise<readonly StoredSet[]> => {
  if (setIds.length === 0) return []
  const rows = await setsWithOwners(db).where(inArray(projectionSets.setId, [...setIds]))
  return withCounts(rows)
}

/** Every set of a sport and source (any owner); the accuracy board filters them. */
export const listSetsOfSource = async (db: DbOrTx, sportId: number, sourceId: number) => {
  const rows = await setsWithOwners(db)
    .where(and(eq(projectionSets.sportId, sportId), eq(projectionSets.sourceId, sourceId)))
    .orderBy(projectionSets.setId)
  return withCounts(rows)
}

/** A set's rows by player id. */
export const readSetRows = async (
  db: DbOrTx,
  setId: number,
): Promise<ReadonlyMap<number, StoredRow>> => {
  const rows = await db.select().from(projectionRows).where(eq(projectionRows.setId, setId))
  return new Map(
    rows.map((row) => [
      row.playerId,
      {
        playerId: row.playerId,
        points: row.points,
        ceiling: row.ceiling,
        floor: row.floor,
        ownership: row.ownership,
        isDefault: row.isDefault,
      },
    ]),
  )
}

/** A new set to store with its rows. */
export type NewSet = Omit<typeof projectionSets.$inferInsert, 'setId'> & {
  readonly rows: readonly StoredRow[]
}

/** Stores a set and its rows; answers its id. */
export const insertSet = async (db: DbOrTx, { rows, ...set }: NewSet): Promise<number> => {
  const [stored] = await db
    .insert(projectionSets)
    .values(set)
    .returning({ setId: projectionSets.setId })
  if (stored === undefined) throw new Error('the set was not stored')
  await bulkInsert(
    db,
    projectionRows,
    rows.map((row) => ({ ...row, setId: stored.setId })),
  )
  return stored.setId
}

/** Drops a set (its rows, parts, scenario players and the choices of it go with it). */
export const deleteSet = (db: DbOrTx, setId: number) =>
  db.delete(projectionSets).where(eq(projectionSets.setId, setId))

/** Stores a blend's parts. */
export const insertBlendParts = (
  db: DbOrTx,
  parts: readonly (typeof projectionBlendParts.$inferInsert)[],
) => (parts.length === 0 ? Promise.resolve() : db.insert(projectionBlendParts).values([...parts]))

/** The parts of the given blends, by blend set id. */
export const readBlendParts = async (db: DbOrTx, setIds: readonly number[]) => {
  if (setIds.length === 0) return new Map<number, (typeof projectionBlendParts.$inferSelect)[]>()
  const rows = await db
    .select()
    .from(projectionBlendParts)
    .where(inArray(projectionBlendParts.setId, [...setIds]))
  const bySet = new Map<number, (typeof projectionBlendParts.$inferSelect)[]>()
  for (const row of rows) bySet.set(row.setId, [...(bySet.get(row.setId) ?? []), row])
  return bySet
}

/** Stores the players a scenario overrides. */
export const insertScenarioPlayers = (
  db: DbOrTx,
  rows: readonly (typeof projectionScenarioPlayers.$inferInsert)[],
) => db.insert(projectionScenarioPlayers).values([...rows])

/** The overridden players of the given scenarios. */
export const readScenarioPlayers = async (db: DbOrTx, setIds: readonly number[]) =>
  setIds.length === 0
    ? []
    : db
        .select()
        .from(projectionScenarioPlayers)
        .where(inArray(projectionScenarioPlayers.setId, [...setIds]))

/** The user's active set id of a scope; undefined: the system projection. */
export const findChoice = async (
  db: DbOrTx,
  userId: number,
  scope: ProjectionScope,
): Promise<number | undefined> => {
  const [choice] = await db
    .select({ setId: projectionChoices.setId })
    .from(projectionChoices)
    .where(
      and(
        eq(projectionChoices.userId, userId),
        eq(projectionChoices.sportId, scope.sportId),
        eq(projectionChoices.sourceId, scope.sourceId),
        eq(projectionChoices.date, scope.date),
      ),
    )
  return choice?.setId
}

/** The user's active sets of a sport over several sources (the slate pool's look-up). */
export const listChoicesOfSport = (
  db: DbOrTx,
  userId: number,
  sportId: number,
  sourceIds: readonly number[],
) =>
  db
    .select()
    .from(projectionChoices)
    .where(
      and(
        eq(projectionChoices.userId, userId),
        eq(projectionChoices.sportId, sportId),
        inArray(projectionChoices.sourceId, [...sourceIds]),
      ),
    )

/** Makes a set the user's active one of a scope; `null` goes back to the system projection. */
export const saveChoice = async (
  db: DbOrTx,
  userId: number,
  scope: ProjectionScope,
  setId: number | null,
) => {
  const where = and(
    eq(projectionChoices.userId, userId),
    eq(projectionChoices.sportId, scope.sportId),
    eq(projectionChoices.sourceId, scope.sourceId),
    eq(projectionChoices.date, scope.date),
  )
  await db.delete(projectionChoices).where(where)
  if (setId !== null) await db.insert(projectionChoices).values({ userId, ...scope, setId })
}

/** The caller's scenarios of a sport and date, every source. */
export const listScenarioSets = async (
  db: DbOrTx,
  userId: number,
  sportId: number,
  date: string,
): Promise<readonly StoredSet[]> => {
  const rows = await setsWithOwners(db)
    .where(
      and(
        eq(projectionSets.userId, userId),
        eq(projectionSets.sportId, sportId),
        eq(projectionSets.date, date),
        eq(projectionSets.kind, 'scenario'),
      ),
    )
    .orderBy(projectionSets.setId)
  return withCounts(rows)
}

/** A set's stats file by key; undefined for an unknown key. */
export const findSetStats = async (db: DbOrTx, key: string): Promise<unknown> => {
  const [set] = await db
    .select({ stats: projectionSets.stats })
    .from(projectionSets)
    .where(eq(projectionSets.key, key))
  return set?.stats
}
