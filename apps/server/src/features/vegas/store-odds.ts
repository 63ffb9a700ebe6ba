/**
 * Stores an odds file: each game on the stored event of the same sport, ET day and teams (a
 * demo-world game or an earlier import), or on a new imported event; its line history is
 * replaced by the file's, so importing a file again changes nothing.
 */
import type { OddsImportSummary } from '@slatelab/contract/imports.contract'
import { slateTimeZone } from '@slatelab/domain/constants'
import { formatInTimeZone } from 'date-fns-tz'
import type { DbOrTx } from '../../db/database'
import { listEventsOfSportBetween } from '../../db/repositories/sports-data'
import { replaceLineSnapshots } from './vegas-repository'
import { ensureTeams, insertEvents } from '../../db/repositories/imported-entities'
import type { OddsFile } from './odds-files'
import { easternInstant } from '../slates'

const dayMs = 86_400_000
const eventsPerInsert = 2_000
const easternDay = (instant: Date) => formatInTimeZone(instant, slateTimeZone, 'yyyy-MM-dd')

export const storeOdds = async (db: DbOrTx, file: OddsFile): Promise<OddsImportSummary> => {
  const { ids: teamIds } = await ensureTeams(
    db,
    file.sportId,
    file.games.flatMap((game) => [game.home, game.visitor]),
  )
  const teamId = (abbreviation: string) => teamIds.get(abbreviation) ?? null
  const starts = file.games.map((game) => easternInstant(game.date, game.time))
  const times = starts.map((start) => start.getTime())
  const existing =
    file.games.length === 0
      ? []
      : await listEventsOfSportBetween(
          db,
          file.sportId,
          new Date(Math.min(...times) - dayMs),
          new Date(Math.max(...times) + dayMs),
        )
  const byGameKey = new Map<string, number[]>()
  for (const { event } of existing) {
    const key = `${easternDay(event.startsAt)}|${event.homeTeamId}|${event.visitorTeamId}`
    byGameKey.set(key, [...(byGameKey.get(key) ?? []), event.eventId])
  }
  const eventIds: (number | undefined)[] = file.games.map((game) =>
    byGameKey.get(`${game.date}|${teamId(game.home)}|${teamId(game.visitor)}`)?.shift(),
  )
  const fresh = file.games.flatMap((game, index) => (eventIds[index] === undefined ? [index] : []))
  for (let start = 0; start < fresh.length; start += eventsPerInsert) {
    const chunk = fresh.slice(start, start + eventsPerInsert)
    const created = await insertEvents(
      db,
      chunk.map((index) => {
        const game = file.games[index] as OddsFile['games'][number]
        return {
          sportId: file.sportId,
          homeTeamId: teamId(game.home),
          visitorTeamId: teamId(game.visitor),
          title: `${game.visitor} @ ${game.home}`,
          startsAt: starts[index] as Date,
          homeScore: game.homeScore,
          visitorScore: game.visitorScore,
        }
      }),
    )
    chunk.forEach((index, position) => {
      eventIds[index] = created[position]
    })
  }
  const lines = file.games.flatMap((game, index) => {
    const eventId = eventIds[index]
    return eventId === undefined ? [] : game.snapshots.map((snapshot) => ({ eventId, ...snapshot }))
  })
  await replaceLineSnapshots(
    db,
    eventIds.filter((id): id is number => id !== undefined),
    lines,
  )
  return {
    layout: file.layout,
    sportId: file.sportId,
    games: file.games.length,
    eventsMatched: file.games.length - fresh.length,
    eventsCreated: fresh.length,
    snapshots: lines.length,
    skippedRows: file.skippedRows,
    droppedPrices: file.droppedPrices,
    firstDroppedLine: file.firstDroppedLine,
  }
}
