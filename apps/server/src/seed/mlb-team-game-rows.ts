/** The demo world's MLB lineups and plate logs of a day as rows of `mlb_team_games`. */
import type { WorldEvent, WorldResult } from '@slatelab/world/season/world-types'

export const mlbTeamGameRows = (
  events: readonly WorldEvent[],
  results: readonly WorldResult[],
  ids: {
    readonly event: (key: string) => number
    readonly team: (key: string) => number
    readonly player: (key: string) => number
  },
) => {
  const plays = new Map(results.map((result) => [result.eventKey, result.plays]))
  const playerOrNull = (key: string | null) => (key === null ? null : ids.player(key))
  return events.flatMap((event) => {
    const { lineups, homeTeamKey, visitorTeamKey } = event
    if (lineups === undefined || homeTeamKey === null || visitorTeamKey === null) return []
    const sides = [
      { teamKey: homeTeamKey, lineup: lineups.home, plays: plays.get(event.key)?.home },
      { teamKey: visitorTeamKey, lineup: lineups.visitor, plays: plays.get(event.key)?.visitor },
    ]
    return sides.map(({ teamKey, lineup, plays }) => ({
      eventId: ids.event(event.key),
      teamId: ids.team(teamKey),
      projectedOrder: lineup.projected.map(playerOrNull),
      confirmedOrder: lineup.confirmed.map(playerOrNull),
      projectedStarterId: playerOrNull(lineup.projectedStarter),
      starterId: playerOrNull(lineup.starter),
      plays: plays ?? null,
    }))
  })
}
