/**
 * The players of a sport's slates on one site for a navbar date (the sport's slate window,
 * SPEC §4), with their salaries and the system projection: the demo world's or an import's
 * numbers on `slate_players`. Uploads match against these players; sets fill from them.
 */
import { findProjectionSource } from '@slatelab/domain/projection-sources'
import { slateWindow } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { ProjectionNumbers } from '@slatelab/engine/projections/blend'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { listSlatesStartingBetween, type SlateRow } from '../../db/repositories/sports-data'
import { players, slatePlayers, teams } from '../../db/schema'
import { easternDaysSpan, toEasternDay } from '../../time/eastern-time'
import type { MatchablePlayer } from './projection-match'

/** A player of the date's slates on the site. */
export type SystemPlayer = MatchablePlayer & {
  readonly teamId: number | null
  readonly salaries: readonly {
    readonly contestGroupId: number
    readonly sitePlayerId: string
    readonly salary: number
  }[]
  /** The system projection; null when the slate carries none (an imported slate). */
  readonly projection: ProjectionNumbers | null
  /** Fantasy points scored, once known. */
  readonly actual: number | null
  /** The ET day of his first slate of the window. */
  readonly day: IsoDate
}

const captainSlots = new Set(['CPT', 'MVP', 'CAPT', 'STAR', 'SUPERSTAR'])

/**
 * The site whose slates a projection source's numbers fit (SPEC §9 mapping); null for a
 * source of a site we do not host.
 * @example siteOfSource(9) // 3
 */
export const siteOfSource = (sourceId: number): number | null =>
  findProjectionSource(sourceId)?.siteId ?? null

/**
 * The players of `sportId`'s slates on the source's site within the date's slate window, each
 * once (classic rows before captain rows, which only add their site ids), by name.
 * @example (await loadSystemPlayers(db, 2, 4, isoDate('2026-11-22'))).length // 148
 */
export const loadSystemPlayers = async (
  db: DbOrTx,
  sportId: SportId,
  sourceId: number,
  date: IsoDate,
): Promise<readonly SystemPlayer[]> => {
  const siteId = siteOfSource(sourceId)
  if (siteId === null) return []
  const window = slateWindow(sportId, date)
  const slates = await listSiteSlates(db, sportId, siteId, window.from, window.to)
  return playersOfSlates(db, sportId, slates, date)
}

/**
 * A site's slates of a sport starting on ET days `first` through `last`.
 * @example (await listSiteSlates(db, 2, 4, '2026-11-20', '2026-11-22')).length // 3
 */
export const listSiteSlates = async (
  db: DbOrTx,
  sportId: number,
  siteId: number,
  first: IsoDate,
  last: IsoDate,
): Promise<readonly SlateRow[]> => {
  const { from, to } = easternDaysSpan(first, last)
  return (await listSlatesStartingBetween(db, sportId, from, to)).filter(
    (slate) => slate.sourceId === siteId,
  )
}

/** The players of `slates`, each once, with `date` as the day of players of no known slate. */
export const playersOfSlates = async (
  db: DbOrTx,
  sportId: number,
  slates: readonly SlateRow[],
  date: IsoDate,
): Promise<readonly SystemPlayer[]> => {
  if (slates.length === 0) return []
  const dayOf = new Map(slates.map((slate) => [slate.contestGroupId, toEasternDay(slate.startsAt)]))
  const rows = await db
    .select({
      row: slatePlayers,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      team: teams.abbreviation,
    })
    .from(slatePlayers)
    .innerJoin(players, eq(players.playerId, slatePlayers.playerId))
    .leftJoin(teams, eq(teams.teamId, slatePlayers.teamId))
    .where(
      and(
        inArray(
          slatePlayers.contestGroupId,
          slates.map((slate) => slate.contestGroupId),
        ),
        eq(players.sportId, sportId),
      ),
    )
  const isCaptain = (slots: readonly string[]) =>
    slots.length > 0 && slots.every((slot) => captainSlots.has(slot))
  const ordered = [...rows].sort(
    (a, b) =>
      Number(isCaptain(a.row.rosterPositions)) - Number(isCaptain(b.row.rosterPositions)) ||
      a.row.contestGroupId - b.row.contestGroupId,
  )
  const byPlayer = new Map<number, SystemPlayer>()
  for (const { row, firstName, lastName, position, team } of ordered) {
    const salary = {
      contestGroupId: row.contestGroupId,
      sitePlayerId: row.sitePlayerId,
      salary: row.salary,
    }
    const known = byPlayer.get(row.playerId)
    if (known !== undefined) {
      byPlayer.set(row.playerId, {
        ...known,
        sitePlayerIds: [...known.sitePlayerIds, row.sitePlayerId],
        salaries: isCaptain(row.rosterPositions) ? known.salaries : [...known.salaries, salary],
        actual: known.actual ?? row.actualPoints,
      })
      continue
    }
    byPlayer.set(row.playerId, {
      playerId: row.playerId,
      name: `${firstName} ${lastName}`.trim(),
      team: team ?? '',
      teamId: row.teamId,
      position: row.positions.join('/') || position,
      sitePlayerIds: [row.sitePlayerId],
      salaries: [salary],
      projection:
        row.projectedPoints === null
          ? null
          : {
              points: row.projectedPoints,
              ceiling: row.projectedCeiling,
              floor: row.projectedFloor,
              ownership: row.projectedOwnership,
            },
      actual: row.actualPoints,
      day: dayOf.get(row.contestGroupId) ?? date,
    })
  }
  return [...byPlayer.values()].sort((a, b) => a.name.localeCompare(b.name))
}
