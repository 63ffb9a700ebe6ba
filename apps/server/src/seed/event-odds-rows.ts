import type { OtherSportsOdds } from '@slatelab/world/season/other-sports/other-sports-day'
import type { NewEventOdds } from '../db/repositories/world-days'

/**
 * The stored rows of the other sports' markets: a soccer three-way market as home / draw /
 * visitor and over / under the goals line, a fight's two moneylines (open and close) and a
 * race's win prices, competitors by player id.
 * @example eventOddsRows(day.odds, eventIds, playerIds)[0] // { eventId: 7, market: 'fight', selection: '812', playerId: 812, line: null, openPrice: -180, closePrice: -210 }
 */
export const eventOddsRows = (
  odds: readonly OtherSportsOdds[],
  eventIdOf: (eventKey: string) => number,
  playerIdOf: (playerKey: string) => number,
): NewEventOdds[] =>
  odds.flatMap((market): NewEventOdds[] => {
    const eventId = eventIdOf(market.eventKey)
    const row = (
      selection: string,
      closePrice: number,
      more: Partial<Pick<NewEventOdds, 'playerId' | 'line' | 'openPrice'>> = {},
    ): NewEventOdds => ({
      eventId,
      market: market.market,
      selection,
      playerId: null,
      line: null,
      openPrice: null,
      closePrice,
      ...more,
    })
    const competitor = (playerKey: string, closePrice: number, openPrice: number | null) => {
      const playerId = playerIdOf(playerKey)
      return row(String(playerId), closePrice, { playerId, openPrice })
    }
    switch (market.market) {
      case 'threeWay':
        return [
          row('home', market.homeMoneyline),
          row('draw', market.drawMoneyline),
          row('visitor', market.visitorMoneyline),
          row('over', market.overPrice, { line: market.total }),
          row('under', market.underPrice, { line: market.total }),
        ]
      case 'fight':
        return market.fighterKeys.map((key, side) =>
          competitor(key, market.closeMoneylines[side] ?? 0, market.openMoneylines[side] ?? null),
        )
      case 'race':
        return market.drivers.map((driver) =>
          competitor(driver.playerKey, driver.americanOdds, null),
        )
    }
  })
