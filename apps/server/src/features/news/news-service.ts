/** Player news, the injury report, and a sport's players and teams (SPEC §7 "News and players"). */
import { newsFeedLimits } from '@slatelab/contract/news.contract'
import { injuryStatusSort } from '@slatelab/domain/injury-status'
import type { InjuryReportRow, NewsStory } from '@slatelab/domain/entities/news-story'
import type { Player } from '@slatelab/domain/entities/player'
import type { Team } from '@slatelab/domain/entities/team'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import {
  displayName,
  findPlayerWithTeam,
  listPlayersOfSport,
  listTeamsOfSport,
} from '../../db/repositories/players'
import type { players, teams } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { toEasternDateTime, toEasternDay } from '../../time/eastern-time'
import {
  findInjuryReportDay,
  listInjuryReport,
  listPlayerNews,
  listSportNews,
  type StoryRow,
} from './news-repository'

type PlayerRow = typeof players.$inferSelect
type TeamRow = typeof teams.$inferSelect

// A player's card shows his stories of about a season.
const playerNewsLimit = 100

/** A player as the API sends it (SPEC §3 "Player"). */
export const toPlayer = (row: PlayerRow): Player => ({
  playerId: row.playerId,
  name: displayName(row),
  firstName: row.firstName,
  lastName: row.lastName,
  position: row.position,
  headshot: row.headshot,
  sportId: row.sportId as SportId,
  teamId: row.teamId,
})

/** A team as the API sends it: `name` is the full name (`Kansas City Chiefs`). */
export const toTeam = (row: TeamRow): Team => ({
  teamId: row.teamId,
  sportId: row.sportId as SportId,
  name: `${row.city} ${row.name}`,
  shortName: row.abbreviation,
  city: row.city,
  colors: row.colors,
})

const toStory = ({ story, player, team }: StoryRow): NewsStory => ({
  newsId: story.newsId,
  playerId: player.playerId,
  playerName: displayName(player),
  title: story.title,
  summary: story.summary,
  team: team?.abbreviation ?? null,
  teamId: team?.teamId ?? null,
  playerStatus: story.playerStatus,
  position: player.position,
  shortURL: `/news#story-${story.newsId}`,
  link: `/news?player=${player.playerId}`,
  createdDate: toEasternDateTime(story.createdAt),
  sportId: story.sportId as SportId,
  kind: story.kind as NewsStory['kind'],
})

/**
 * A sport's stories already out at `now`, newest first: the 50 newest, or with `showAll`
 * every story of the last 7 days.
 */
export const listNews = async (
  db: DbOrTx,
  sportId: number,
  now: Date,
  showAll: boolean,
): Promise<readonly NewsStory[]> => {
  const rows = await listSportNews(db, sportId, {
    after: showAll
      ? new Date(now.getTime() - newsFeedLimits.showAllDays * 86_400_000)
      : new Date(0),
    through: now,
    limit: showAll ? 10_000 : newsFeedLimits.latest,
  })
  return rows.map(toStory)
}

/** A player's stories already out at `now`, newest first; 404 for an unknown player. */
export const listNewsOfPlayer = async (
  db: DbOrTx,
  playerId: number,
  now: Date,
): Promise<readonly NewsStory[]> => {
  if ((await findPlayerWithTeam(db, playerId)) === undefined) {
    throw new HttpError(404, `Unknown player ${playerId}`)
  }
  return (await listPlayerNews(db, playerId, now, playerNewsLimit)).map(toStory)
}

/**
 * The sport's injury report of today (ET), or the latest before it: by status (SPEC §5
 * order), then last name and name.
 */
export const listInjuries = async (
  db: DbOrTx,
  sportId: number,
  now: Date,
): Promise<readonly InjuryReportRow[]> => {
  const day = await findInjuryReportDay(db, sportId, toEasternDay(now))
  if (day === undefined) return []
  const rows = await listInjuryReport(db, sportId, day)
  return rows
    .map(({ report, player, team }) => ({
      playerId: player.playerId,
      name: displayName(player),
      lastName: player.lastName,
      position: player.position,
      headshot: player.headshot,
      status: report.status,
      statusSort: injuryStatusSort(report.status),
      injury: report.injury,
      team: team?.abbreviation ?? null,
      teamId: team?.teamId ?? null,
      reportDate: report.day as IsoDate,
    }))
    .sort(
      (a, b) =>
        a.statusSort - b.statusSort ||
        a.lastName.localeCompare(b.lastName) ||
        a.name.localeCompare(b.name) ||
        a.playerId - b.playerId,
    )
}

/** A sport's players by last name. */
export const listSportPlayers = async (db: DbOrTx, sportId: number): Promise<readonly Player[]> =>
  (await listPlayersOfSport(db, sportId)).map(toPlayer)

/** A sport's teams by abbreviation. */
export const listSportTeams = async (db: DbOrTx, sportId: number): Promise<readonly Team[]> =>
  (await listTeamsOfSport(db, sportId)).map(toTeam)
