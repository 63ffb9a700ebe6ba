/**
 * Stores the demo world's draft season (packages/world `buildDraftSeason`) as of the anchor
 * day: its players, the experts' lines and the results so far, the sites' ADP, the weeks and
 * the schedule. The world's rows of the season are replaced whole, in the caller's transaction;
 * imported seasons (FantasyPros files) are not touched.
 */
import { and, eq } from 'drizzle-orm'
import type { IsoDate } from '@slatelab/domain/units'
import { buildDraftSeason } from '@slatelab/world/season/draft-season'
import type { DemoWorld } from '@slatelab/world/season/demo-world'
import type { DbOrTx } from '../db/database'
import { seasonPlayers } from '../db/schema'
import {
  replaceAdp,
  replaceSeasonSchedule,
  insertStatLines,
  upsertSeasonPlayers,
} from '../features/season-long'

/** The id source of the world's season players. */
export const worldIdSource = 'world'

/** Rows stored, by table, for the seed's timing line. */
export type DraftSeasonCounts = { players: number; lines: number; adp: number; games: number }

export const storeDraftSeason = async (
  db: DbOrTx,
  world: Pick<DemoWorld, 'teams' | 'players'>,
  seed: string,
  anchorDate: IsoDate,
): Promise<DraftSeasonCounts> => {
  const season = buildDraftSeason(seed, world.teams, world.players, anchorDate)
  await db
    .delete(seasonPlayers)
    .where(and(eq(seasonPlayers.year, season.year), eq(seasonPlayers.idSource, worldIdSource)))
  const ids = await upsertSeasonPlayers(
    db,
    season.players.map((player) => ({
      year: season.year,
      name: player.name,
      position: player.position,
      teamShort: player.teamShort,
      byeWeek: player.byeWeek,
      idSource: worldIdSource,
    })),
  )
  const idOf = new Map(
    season.players.map((player) => [player.key, ids.get(`${player.name}|${player.position}`)]),
  )
  const lines = season.lines.flatMap((line) => {
    const seasonPlayerId = idOf.get(line.playerKey)
    return seasonPlayerId === undefined
      ? []
      : [{ seasonPlayerId, expert: line.expert, week: line.week, stats: line.stats }]
  })
  // The season's players were just stored afresh, so none of their lines is stored.
  await insertStatLines(db, lines)
  await replaceAdp(
    db,
    season.year,
    season.adp.flatMap((row) => {
      const seasonPlayerId = idOf.get(row.playerKey)
      return seasonPlayerId === undefined
        ? []
        : [{ seasonPlayerId, site: row.site, asOf: row.asOf, adp: row.adp }]
    }),
  )
  await replaceSeasonSchedule(
    db,
    season.year,
    season.weeks.map((week) => ({ year: season.year, ...week })),
    season.games.map((game) => ({ year: season.year, ...game })),
  )
  return {
    players: season.players.length,
    lines: lines.length,
    adp: season.adp.length,
    games: season.games.length,
  }
}
