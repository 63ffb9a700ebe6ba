/**
 * Which projections a user's tools read for a slate (docs/projections.md "Where projections
 * go"): his active set of the slate's sport and site for a date whose slate window holds the
 * slate's day. The optimizer's pool, SimLabs and the settings page read the pool through this.
 */
import { projectionSources } from '@slatelab/domain/projection-sources'
import { slateWindow } from '@slatelab/domain/slate-window'
import { isSportId } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { contestGroups } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { toEasternDay } from '../../time/eastern-time'
import {
  listChoicesOfSport,
  listSetsById,
  readSetRows,
  type StoredRow,
} from './projections-repository'

/** The active set of a slate with its rows by player id. */
export type ActiveProjections = {
  readonly key: string
  readonly name: string
  readonly rows: ReadonlyMap<number, StoredRow>
}

/** The slate as the look-up needs it (`sourceId` is its site). */
export type SlateScope = {
  readonly sportId: number
  readonly sourceId: number
  readonly variant: string
  readonly startsAt: Date
}

/** The active set of a slate, named. */
export type ActiveSet = { readonly setId: number; readonly key: string; readonly name: string }

/**
 * The user's active set for the slate, or null (the system projection is in force). Of
 * several (sources of the same site, an NFL week's dates), a source of the slate's variant
 * wins, then the latest date.
 * @example (await findActiveSet(db, 2, slate))?.name // 'My NBA numbers'
 */
export const findActiveSet = async (
  db: DbOrTx,
  userId: number,
  slate: SlateScope,
): Promise<ActiveSet | null> => {
  if (!isSportId(slate.sportId)) return null
  const sportId = slate.sportId
  const sources = projectionSources.filter((source) => source.siteId === slate.sourceId)
  if (sources.length === 0) return null
  const day = toEasternDay(slate.startsAt)
  const choices = (
    await listChoicesOfSport(
      db,
      userId,
      sportId,
      sources.map((source) => source.projectionSourceId),
    )
  ).filter((choice) => {
    const window = slateWindow(sportId, isoDate(choice.date))
    return window.from <= day && day <= window.to
  })
  const variantOf = (sourceId: number) =>
    sources.find((source) => source.projectionSourceId === sourceId)?.variant
  const [choice] = choices.sort(
    (a, b) =>
      Number(variantOf(b.sourceId) === slate.variant) -
        Number(variantOf(a.sourceId) === slate.variant) || b.date.localeCompare(a.date),
  )
  if (choice === undefined) return null
  const [set] = await listSetsById(db, [choice.setId])
  return set === undefined ? null : { setId: set.setId, key: set.key, name: set.name }
}

/**
 * The user's active set for the slate with its rows, or null (the system projection is in force).
 * @example (await findActiveProjections(db, 2, slate))?.rows.size // 148
 */
export const findActiveProjections = async (
  db: DbOrTx,
  userId: number,
  slate: SlateScope,
): Promise<ActiveProjections | null> => {
  const set = await findActiveSet(db, userId, slate)
  return set === null
    ? null
    : { key: set.key, name: set.name, rows: await readSetRows(db, set.setId) }
}

/**
 * The set a slate's tools read for a caller (null signed out or on the system projection);
 * 404 for an unknown slate.
 * @example (await activeSetOfSlate(db, 2, 534301400))?.name // 'My NBA numbers'
 */
export const activeSetOfSlate = async (
  db: DbOrTx,
  userId: number | undefined,
  contestGroupId: number,
): Promise<ActiveSet | null> => {
  const [slate] = await db
    .select()
    .from(contestGroups)
    .where(eq(contestGroups.contestGroupId, contestGroupId))
  if (slate === undefined) throw new HttpError(404, `Unknown slate ${contestGroupId}`)
  return userId === undefined ? null : findActiveSet(db, userId, slate)
}
