import { contestGroupSchema, type ContestGroup } from '@slatelab/domain/entities/contest-group'
import type { Source } from '@slatelab/domain/entities/source'
import { sites } from '@slatelab/domain/sites'
import { slateWindow } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { listSlatesStartingBetween, type SlateRow } from '../../db/repositories/sports-data'
import { easternDaysSpan, toEasternDateTime } from '../../time/eastern-time'

/** A stored slate as SPEC §3's contest group, its start in ET. */
export const toContestGroup = (slate: SlateRow): ContestGroup =>
  contestGroupSchema.parse({
    contestGroupId: slate.contestGroupId,
    sportId: slate.sportId,
    sourceId: slate.sourceId,
    contestStartDate: toEasternDateTime(slate.startsAt),
    contestSuffix: slate.contestSuffix,
    draftGroupId: slate.draftGroupId,
    gameCount: slate.eventIds.length,
    displayName: slate.displayName,
    displayNameShort: slate.displayNameShort,
    events: slate.eventIds,
    isSimLabs: slate.isSimLabs,
    variant: slate.variant,
  })

/**
 * Every site with its slates of the sport for the date, under the sport's slate window
 * (SPEC §4): sites without slates are listed with none, so the navbar can say so.
 */
export const listSources = async (
  db: DbOrTx,
  sportId: SportId,
  date: IsoDate,
): Promise<readonly Source[]> => {
  const window = slateWindow(sportId, date)
  const { from, to } = easternDaysSpan(window.from, window.to)
  const slates = (await listSlatesStartingBetween(db, sportId, from, to)).map(toContestGroup)
  return sites.map((site) => ({
    id: site.sourceId,
    displayName: site.displayName,
    contestGroups: slates.filter((slate) => slate.sourceId === site.sourceId),
  }))
}
