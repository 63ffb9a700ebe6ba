import type { Db } from '../db/database'
import { replaceSlate } from '../db/repositories/sports-data'
import { events } from '../db/schema'

type TestSlate = {
  readonly contestGroupId: number
  readonly sportId: number
  readonly sourceId?: number
  /** The slate's (and its one event's) start, an ISO instant. */
  readonly startsAt: string
  readonly displayName?: string
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
      displayNameShort: 'Test',
      variant: 'classic',
    },
    event ? [event.eventId] : [],
    [],
  )
}
