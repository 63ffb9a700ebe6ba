/**
 * Stores a golf outrights file: on the stored PGA event of the date's week (the one starting
 * nearest the date, within four days either way), or a new imported event that tees off at
 * 7:00 AM ET on the date; each golfer by name on a stored PGA player, or a new one. The
 * event's outright markets are replaced, so importing the file again changes nothing.
 */
import type { OddsImportSummary } from '@slatelab/contract/imports.contract'
import { sportIds } from '@slatelab/domain/sports'
import type { DbOrTx } from '../../db/database'
import { listEventsOfSportBetween } from '../../db/repositories/sports-data'
import { replaceEventOdds } from './vegas-repository'
import { golfMarkets, type GolfOutrightsFile } from './golf-outrights-csv'
import {
  insertEvents,
  insertPlayers,
  listPlayersOfSport,
} from '../../db/repositories/imported-entities'
import { normalizeName, splitName } from '../../csv/player-names'
import { easternInstant } from '../slates'

const dayMs = 86_400_000
const weekReachDays = 4
// The demo world's events tee off at 7:00 AM ET.
const teeOffTime = '07:00'

const eventOfWeek = async (db: DbOrTx, file: GolfOutrightsFile) => {
  const day = easternInstant(file.date, teeOffTime)
  const nearby = await listEventsOfSportBetween(
    db,
    sportIds.PGA,
    new Date(day.getTime() - weekReachDays * dayMs),
    new Date(day.getTime() + weekReachDays * dayMs),
  )
  const nearest = nearby
    .map(({ event }) => event)
    .sort(
      (a, b) =>
        Math.abs(a.startsAt.getTime() - day.getTime()) -
        Math.abs(b.startsAt.getTime() - day.getTime()),
    )[0]
  if (nearest !== undefined) return { eventId: nearest.eventId, created: false }
  const [eventId] = await insertEvents(db, [
    {
      sportId: sportIds.PGA,
      homeTeamId: null,
      visitorTeamId: null,
      title: `Golf event of ${file.date}`,
      startsAt: day,
      homeScore: null,
      visitorScore: null,
    },
  ])
  if (eventId === undefined) throw new Error('The golf event was not stored')
  return { eventId, created: true }
}

/** Writes the file's prices; run it inside the import's transaction. */
export const storeGolfOutrights = async (
  db: DbOrTx,
  file: GolfOutrightsFile,
): Promise<OddsImportSummary> => {
  const event = await eventOfWeek(db, file)
  const byName = new Map<string, number>()
  for (const player of await listPlayersOfSport(db, sportIds.PGA)) {
    const key = normalizeName(`${player.firstName} ${player.lastName}`)
    if (!byName.has(key)) byName.set(key, player.playerId)
  }
  const unknown = file.golfers.filter((golfer) => !byName.has(normalizeName(golfer.name)))
  const created = await insertPlayers(
    db,
    unknown.map((golfer) => ({
      sportId: sportIds.PGA,
      teamId: null,
      ...splitName(golfer.name),
      position: 'G',
    })),
  )
  unknown.forEach((golfer, index) => {
    const playerId = created[index]
    if (playerId !== undefined) byName.set(normalizeName(golfer.name), playerId)
  })
  const rows = file.golfers.flatMap((golfer) => {
    const playerId = byName.get(normalizeName(golfer.name))
    if (playerId === undefined) return []
    return golfMarkets.flatMap((market) => {
      const price = golfer.prices[market]
      return price === undefined
        ? []
        : [
            {
              eventId: event.eventId,
              market,
              selection: String(playerId),
              playerId,
              line: null,
              openPrice: null,
              closePrice: price,
            },
          ]
    })
  })
  await replaceEventOdds(db, event.eventId, golfMarkets, rows)
  return {
    layout: file.layout,
    sportId: sportIds.PGA,
    games: 1,
    eventsMatched: event.created ? 0 : 1,
    eventsCreated: event.created ? 1 : 0,
    snapshots: rows.length,
    skippedRows: 0,
    droppedPrices: 0,
    firstDroppedLine: null,
    golfers: { matched: file.golfers.length - unknown.length, created: unknown.length },
  }
}
