import type { TeamRating, TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, isoDateTime, type IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { listEventsOfSportBetween } from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan } from '../../time/eastern-time'
import { listImportedTeamGames, listTeamGameTotalsBefore, listTeamGar } from './hockey-repository'
import { nhlSeasonOf } from './nhl-season'
import { teamGarFigures } from './team-gar'
import { rateTeams, type Metric, type TeamGame } from './team-ratings'

type Totals = Awaited<ReturnType<typeof listTeamGameTotalsBefore>>[number]
type ImportedGame = Awaited<ReturnType<typeof listImportedTeamGames>>[number]

/** Days of games a rating reads: the year before the day. */
export const ratingWindowDays = 365

/**
 * An imported game log row as a team game: its shot attempts and final goals for and against;
 * the log has no fantasy points. It counts from the start (ET) of the day it was played.
 */
export const importedTeamGame = (row: ImportedGame): TeamGame => {
  const noPoints = { dkPoints: null, fdPoints: null, yahooPoints: null }
  return {
    teamId: row.teamId,
    opponentId: row.opponentId,
    startsAt: easternDaysSpan(isoDate(row.playedOn), isoDate(row.playedOn)).from,
    for: { shotAttempts: row.shotAttemptsFor, goals: row.goalsFor, ...noPoints },
    against: { shotAttempts: row.shotAttemptsAgainst, goals: row.goalsAgainst, ...noPoints },
  }
}

/** Each team's games from the stored totals: its figures and its opponent's. */
export const teamGames = (totals: readonly Totals[]): readonly TeamGame[] => {
  const byEvent = new Map<number, Totals[]>()
  for (const row of totals) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row])
  return [...byEvent.values()].flatMap((rows) =>
    rows.flatMap((row): TeamGame[] => {
      const opponent = rows.find((other) => other.teamId !== row.teamId)
      if (row.teamId === null || opponent?.teamId == null) return []
      const figures = (side: Totals, other: Totals): Record<Metric, number> => ({
        shotAttempts: Number(side.shotsOnGoal) + Number(other.blockedShots),
        goals: (side.teamId === side.homeTeamId ? side.homeScore : side.visitorScore) ?? 0,
        dkPoints: Number(side.dkPoints),
        fdPoints: Number(side.fdPoints),
        yahooPoints: Number(side.yahooPoints),
      })
      return [
        {
          teamId: row.teamId,
          opponentId: opponent.teamId,
          startsAt: row.startsAt,
          for: figures(row, opponent),
          against: figures(opponent, row),
        },
      ]
    }),
  )
}

/**
 * The day's NHL games with both teams' ratings (home team as `team`), in start order; none on a
 * day without NHL games (the page names the next game day); 404 `No properties found in data`
 * for another sport.
 */
export const listTeamRatings = async (
  db: DbOrTx,
  sportId: SportId,
  date: IsoDate,
): Promise<readonly TeamRatingsEvent[]> => {
  if (sportId !== sportIds.NHL) throw new HttpError(404, errors.noPropertiesFound)
  const { from, to } = easternDaysSpan(date, date)
  const games = (await listEventsOfSportBetween(db, sportId, from, to)).flatMap((game) =>
    game.home === null || game.visitor === null
      ? []
      : [{ event: game.event, home: game.home, visitor: game.visitor }],
  )
  if (games.length === 0) return []
  const yearAgo = addDays(date, -ratingWindowDays)
  const season = nhlSeasonOf(date)
  const [totals, imported, garTotals] = await Promise.all([
    listTeamGameTotalsBefore(db, sportId, from),
    listImportedTeamGames(db, yearAgo, date),
    listTeamGar(db, season),
  ])
  const windowStart = easternDaysSpan(yearAgo, yearAgo).from
  const history = [...teamGames(totals), ...imported.map(importedTeamGame)].filter(
    (game) => game.startsAt >= windowStart,
  )
  const ratings = rateTeams(
    history,
    games.flatMap(({ home, visitor }) => [
      { teamId: home.teamId, opponentId: visitor.teamId },
      { teamId: visitor.teamId, opponentId: home.teamId },
    ]),
    from,
  )
  const gar = teamGarFigures(
    garTotals,
    games.flatMap(({ home, visitor }) => [home.teamId, visitor.teamId]),
    season,
  )
  const scoresYahoo = history.some((game) => (game.for.yahooPoints ?? 0) !== 0)
  const ratingOf = (team: (typeof games)[number]['home']): TeamRating => {
    const figures = ratings.get(team.teamId)
    if (figures === undefined) throw new Error(`No rating for team ${team.teamId}`)
    return {
      teamId: team.teamId,
      teamName: team.city === '' ? team.name : `${team.city} ${team.name}`,
      teamShort: team.abbreviation,
      ...figures,
      yahooPoints: scoresYahoo ? figures.yahooPoints : null,
      gar: gar.get(team.teamId) ?? null,
    }
  }
  return games.map(({ event, home, visitor }) => {
    const team = ratingOf(home)
    const opponent = ratingOf(visitor)
    return {
      EventDetails: {
        Properties: {
          eventId: event.eventId,
          eventDateTime: isoDateTime(event.startsAt.toISOString()),
          team,
          opponent,
          matchup: {
            expectedGoals: Math.round((team.goals.expected + opponent.goals.expected) * 100) / 100,
            expectedShotAttempts:
              Math.round((team.shotAttempts.expected + opponent.shotAttempts.expected) * 100) / 100,
          },
        },
      },
    }
  })
}
