import { contestStatusAt, contestStatusChangesAtMs } from '@slatelab/domain/contest-status'
import { contestSchema, type Contest } from '@slatelab/domain/entities/contest'
import { isSportId } from '@slatelab/domain/sports'
import type { FinishedSlate } from '@slatelab/contract/contests.contract'
import { siteIdSchema } from '@slatelab/domain/sites'
import { listOwnershipOfContests, listSlatesWithEntries } from './contest-analytics-repository'
import type { DbOrTx } from '../../db/database'
import {
  findSlate,
  listContestsOfSlate,
  listSlatesStartingBetween,
} from '../../db/repositories/sports-data'
import { toEasternDateTime, toEasternDay } from '../../time/eastern-time'

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

/** How far back the last finished slate is looked for: a season's gap, not the whole store. */
const finishedSlateLookBackDays = 60
const dayMs = 86_400_000

/**
 * The slate a pre-lock page offers instead of an empty field: of the sport's slates on the
 * site whose games are all final at `now` and which hold a contest with stored entries, the
 * latest ET day's, and on that day the one with the most games (the main slate, not the
 * late showdown); `null` when there is none in the last 60 days.
 */
export const findLastFinishedSlate = async (
  db: DbOrTx,
  query: { readonly sportId: number; readonly sourceId: number },
  now: Date,
): Promise<FinishedSlate | null> => {
  const { sportId } = query
  const site = siteIdSchema.safeParse(query.sourceId)
  if (!isSportId(sportId) || !site.success) return null
  const sourceId = site.data
  const from = new Date(now.getTime() - finishedSlateLookBackDays * dayMs)
  const finished = (await listSlatesStartingBetween(db, sportId, from, now)).filter(
    (slate) =>
      slate.sourceId === sourceId &&
      contestStatusAt(
        sportId,
        slate.startsAt.getTime(),
        slate.lastEventStartsAt.getTime(),
        now.getTime(),
      ) === 'completed',
  )
  const withEntries = await listSlatesWithEntries(
    db,
    finished.map((slate) => slate.contestGroupId),
  )
  const best = finished
    .filter((slate) => withEntries.has(slate.contestGroupId))
    .map((slate) => ({ slate, day: toEasternDay(slate.startsAt) }))
    .reduce<{ slate: (typeof finished)[number]; day: string } | undefined>(
      (kept, next) =>
        kept === undefined ||
        next.day > kept.day ||
        (next.day === kept.day && next.slate.eventIds.length > kept.slate.eventIds.length)
          ? next
          : kept,
      undefined,
    )
  if (best === undefined) return null
  return {
    contestGroupId: best.slate.contestGroupId,
    sportId,
    sourceId,
    date: toEasternDay(best.slate.startsAt),
    contestStartDate: toEasternDateTime(best.slate.startsAt),
    displayName: best.slate.displayName,
    gameCount: best.slate.eventIds.length,
  }
}
