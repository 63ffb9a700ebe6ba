import { contestGroupSchema, type ContestGroup } from '@slatelab/domain/entities/contest-group'
import type { Source } from '@slatelab/domain/entities/source'
import { sites } from '@slatelab/domain/sites'
import { slateWindow } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { listSlatesStartingBetween, type SlateRow } from '../../db/repositories/sports-data'
import { easternDaysSpan, toEasternDateTime, toEasternDay } from '../../time/eastern-time'

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

const isMain = (slate: SlateRow) => slate.variant === 'classic' && slate.displayNameShort === 'Main'

/**
 * Slates earliest first, except that each ET day's main slate leads its day: an MLB Sunday's
 * 1:05 PM Early slate of two games must not be what the navbar picks first (SPEC §4 picks the
 * first slate), since the main slate is the one a player means by "today's slate".
 * @example mainFirstEachDay([early1pm, main7pm]) // [main7pm, early1pm]
 */
export const mainFirstEachDay = (slates: readonly SlateRow[]): readonly SlateRow[] =>
  slates
    // The ET day once per slate, not per comparison.
    .map((slate, index) => ({
      slate,
      index,
      day: toEasternDay(slate.startsAt),
      main: isMain(slate),
    }))
    .toSorted(
      (a, b) => a.day.localeCompare(b.day) || Number(b.main) - Number(a.main) || a.index - b.index,
    )
    .map(({ slate }) => slate)

/**
 * Every site with its slates of the sport for the date, under the sport's slate window
 * (SPEC §4), each day's main slate first: sites without slates are listed with none, so the
 * navbar can say so.
 */
export const listSources = async (
  db: DbOrTx,
  sportId: SportId,
  date: IsoDate,
): Promise<readonly Source[]> => {
  const window = slateWindow(sportId, date)
  const { from, to } = easternDaysSpan(window.from, window.to)
  const slates = mainFirstEachDay(await listSlatesStartingBetween(db, sportId, from, to)).map(
    toContestGroup,
  )
  return sites.map((site) => ({
    id: site.sourceId,
    displayName: site.displayName,
    contestGroups: slates.filter((slate) => slate.sourceId === site.sourceId),
  }))
}
