/**
 * The golf events of a date's week with their outright markets (an imported golf outrights
 * file, docs/vegas.md): per golfer the odds to win and to finish top 5, 10 and 20, with the
 * break-even and the no-vig probabilities of each.
 */
import type { GolfOutright, GolfOutrightEvent } from '@slatelab/contract/vegas.contract'
import { sportIds } from '@slatelab/domain/sports'
import { isoDateTime, type IsoDate } from '@slatelab/domain/units'
import { impliedProbability, noVigFieldProbabilities } from '@slatelab/engine/betting/betting-lines'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { eventOdds, players } from '../../db/schema'
import { golfMarkets, type GolfMarket } from './golf-outrights-csv'
import { allGames, gamesOf } from './vegas-service'

/** Selections that win each market. */
const places: Readonly<Record<GolfMarket, number>> = { winner: 1, top5: 5, top10: 10, top20: 20 }

const round4 = (value: number) => Math.round(value * 10_000) / 10_000

/** The market's prices of an event's golfers, with the field's no-vig probabilities. */
const pricesOf = (
  rows: readonly { playerId: number; closePrice: number }[],
  market: GolfMarket,
) => {
  const noVig = noVigFieldProbabilities(
    rows.map((row) => row.closePrice),
    places[market],
  )
  return new Map(
    rows.map((row, index) => [
      row.playerId,
      {
        odds: row.closePrice,
        impliedProbability: round4(impliedProbability(row.closePrice)),
        noVigProbability: round4(Math.min(1, noVig[index] ?? 0)),
      },
    ]),
  )
}

/**
 * The week's golf events that have outright markets, golfers by winner odds.
 * @example (await listGolfOutrights(db, isoDate('2025-04-10')))[0]?.golfers[0]?.winner?.odds // 500
 */
export const listGolfOutrights = async (
  db: DbOrTx,
  date: IsoDate,
): Promise<GolfOutrightEvent[]> => {
  const events = await gamesOf(db, { sportId: sportIds.PGA, date, contestGroupId: allGames })
  if (events.length === 0) return []
  const rows = await db
    .select({
      eventId: eventOdds.eventId,
      market: eventOdds.market,
      playerId: players.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      closePrice: eventOdds.closePrice,
    })
    .from(eventOdds)
    .innerJoin(players, eq(players.playerId, eventOdds.playerId))
    .where(
      and(
        inArray(
          eventOdds.eventId,
          events.map(({ event }) => event.eventId),
        ),
        inArray(eventOdds.market, [...golfMarkets]),
      ),
    )
  return events.flatMap(({ event }): GolfOutrightEvent[] => {
    const own = rows.filter((row) => row.eventId === event.eventId)
    if (own.length === 0) return []
    const byMarket = Object.fromEntries(
      golfMarkets.map((market) => [
        market,
        pricesOf(
          own.filter((row) => row.market === market),
          market,
        ),
      ]),
    ) as Record<GolfMarket, ReturnType<typeof pricesOf>>
    const names = new Map(
      own.map((row) => [row.playerId, `${row.firstName} ${row.lastName}`.trim()]),
    )
    const golfers = [...names].map(([playerId, name]): GolfOutright => ({
      playerId,
      name,
      winner: byMarket.winner.get(playerId) ?? null,
      top5: byMarket.top5.get(playerId) ?? null,
      top10: byMarket.top10.get(playerId) ?? null,
      top20: byMarket.top20.get(playerId) ?? null,
    }))
    const chance = (golfer: GolfOutright) => golfer.winner?.impliedProbability ?? 0
    return [
      {
        eventId: event.eventId,
        title: event.title,
        startsAt: isoDateTime(event.startsAt.toISOString()),
        golfers: golfers.sort((a, b) => chance(b) - chance(a) || a.name.localeCompare(b.name)),
      },
    ]
  })
}
