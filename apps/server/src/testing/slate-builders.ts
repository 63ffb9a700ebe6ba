import type { Db } from '../db/database'
import { replaceSlate } from '../db/repositories/sports-data'
import { and, eq, sql } from 'drizzle-orm'
import { contestGroupEvents, contestGroups, events, slatePlayers } from '../db/schema'

type TestSlate = {
  readonly contestGroupId: number
  readonly sportId: number
  readonly sourceId?: number
  /** The slate's (and its one event's) start, an ISO instant. */
  readonly startsAt: string
  readonly displayName?: string
  /** `Main` marks the day's main slate (the navbar's first). */
  readonly displayNameShort?: string
}

/** Stores a one-event slate starting at `startsAt` (deterministic ids from the test). */
export const insertTestSlate = async (db: Db, slate: TestSlate): Promise<void> => {
  const startsAt = new Date(slate.startsAt)
  const [event] = await db
    .insert(events)
    .values({ sportId: slate.sportId, title: `Event of ${slate.contestGroupId}`, startsAt })
    .returning({ eventId: events.eventId })
  await replaceSlate(
    db,
    {
      contestGroupId: slate.contestGroupId,
      draftGroupId: slate.contestGroupId + 1,
      sportId: slate.sportId,
      sourceId: slate.sourceId ?? 4,
      startsAt,
      displayName: slate.displayName ?? `Slate ${slate.contestGroupId}`,
      displayNameShort: slate.displayNameShort ?? 'Test',
      variant: 'classic',
    },
    event ? [event.eventId] : [],
    [],
  )
}

/**
 * The demo world's DraftKings NFL classic slate with the most players (its main slate), the
 * one the optimizer's tests build on.
 */
export const biggestDkNflClassicSlate = async (db: Db) => {
  const [slate] = await db
    .select({ id: contestGroups.contestGroupId, startsAt: contestGroups.startsAt })
    .from(contestGroups)
    .innerJoin(slatePlayers, eq(slatePlayers.contestGroupId, contestGroups.contestGroupId))
    .where(
      and(
        eq(contestGroups.sportId, 1),
        eq(contestGroups.sourceId, 4),
        eq(contestGroups.variant, 'classic'),
      ),
    )
    .groupBy(contestGroups.contestGroupId)
    .orderBy(sql`count(*) desc`)
    .limit(1)
  if (slate === undefined) throw new Error('the demo world has no DK NFL classic slate')
  return slate
}

/** A stored DraftKings slate of the sport and variant (the first found), for tests that need any. */
export const anyDkSlate = async (db: Db, sportId: number, variant: 'classic' | 'showdown') => {
  const [slate] = await db
    .select({ id: contestGroups.contestGroupId })
    .from(contestGroups)
    .where(
      and(
        eq(contestGroups.sportId, sportId),
        eq(contestGroups.sourceId, 4),
        eq(contestGroups.variant, variant),
      ),
    )
    .limit(1)
  if (slate === undefined) throw new Error(`no DK ${variant} slate of sport ${sportId} is stored`)
  return slate
}

/** A slate's games with their starts. */
export const slateGames = (db: Db, contestGroupId: number) =>
  db
    .select({ eventId: events.eventId, startsAt: events.startsAt })
    .from(contestGroupEvents)
    .innerJoin(events, eq(events.eventId, contestGroupEvents.eventId))
    .where(eq(contestGroupEvents.contestGroupId, contestGroupId))
