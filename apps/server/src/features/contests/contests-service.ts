import { contestStatusAt, contestStatusChangesAtMs } from '@slatelab/domain/contest-status'
import { contestSchema, type Contest } from '@slatelab/domain/entities/contest'
import { isSportId } from '@slatelab/domain/sports'
import { listOwnershipOfContests } from './contest-analytics-repository'
import type { DbOrTx } from '../../db/database'
import { findSlate, listContestsOfSlate } from '../../db/repositories/sports-data'
import { toEasternDateTime } from '../../time/eastern-time'

type OwnershipRow = Awaited<ReturnType<typeof listOwnershipOfContests>>[number]

export type SlateContests = {
  readonly contests: readonly Contest[]
  /** When their status next changes; `undefined` when it never will. */
  readonly statusChangesAt: Date | undefined
}

/**
 * A slate's contests (SPEC §3 "Contest (ownership list)"), with their status at `now`;
 * an unknown slate has none. `players` holds each contest's ownership rows (captain rows apart)
 * once its entries are stored and analysed, highest first.
 */
export const listSlateContests = async (
  db: DbOrTx,
  contestGroupId: number,
  now: Date,
): Promise<SlateContests> => {
  const slate = await findSlate(db, contestGroupId)
  if (!slate || !isSportId(slate.sportId)) return { contests: [], statusChangesAt: undefined }
  const times = [
    slate.sportId,
    slate.startsAt.getTime(),
    slate.lastEventStartsAt.getTime(),
  ] as const
  const status = contestStatusAt(...times, now.getTime())
  const changesAtMs = contestStatusChangesAtMs(...times, now.getTime())
  const rows = await listContestsOfSlate(db, contestGroupId)
  const ownership = new Map<number, OwnershipRow[]>()
  for (const player of await listOwnershipOfContests(
    db,
    rows.map((row) => row.contestId),
  )) {
    ownership.set(player.contestId, [...(ownership.get(player.contestId) ?? []), player])
  }
  const contests = rows.map((row) =>
    contestSchema.parse({
      contestId: row.contestId,
      contestSize: row.contestSize,
      date: toEasternDateTime(slate.startsAt),
      draftGroupId: slate.draftGroupId,
      entryCost: row.entryCostCents / 100,
      multiEntryMax: row.multiEntryMax,
      players: ownership.get(row.contestId) ?? [],
      sportId: slate.sportId,
      status,
      title: row.title,
      totalPrizes: row.totalPrizesCents / 100,
      uploadedDate: row.uploadedAt ? toEasternDateTime(row.uploadedAt) : null,
      isDoubleUp: row.isDoubleUp,
      isGuaranteed: row.isGuaranteed,
      isFiftyFifty: row.isFiftyFifty,
    }),
  )
  return {
    contests,
    statusChangesAt: changesAtMs === undefined ? undefined : new Date(changesAtMs),
  }
}
