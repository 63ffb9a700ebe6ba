/** The demo world's NBA starting fives of a day as rows of `nba_team_games`. */
import type { WorldEvent } from '@slatelab/world/season/world-types'

export const nbaTeamGameRows = (
  events: readonly WorldEvent[],
  ids: {
    readonly event: (key: string) => number
    readonly team: (key: string) => number
    readonly player: (key: string) => number
  },
) =>
  events.flatMap((event) => {
    const { nbaStarters, homeTeamKey, visitorTeamKey } = event
    if (nbaStarters === undefined || homeTeamKey === null || visitorTeamKey === null) return []
    const sides = [
      { teamKey: homeTeamKey, five: nbaStarters.home },
      { teamKey: visitorTeamKey, five: nbaStarters.visitor },
    ]
    return sides.map(({ teamKey, five }) => ({
      eventId: ids.event(event.key),
      teamId: ids.team(teamKey),
      projectedStarters: five.projected.map((key) => ids.player(key)),
      confirmedStarters: five.confirmed.map((key) => ids.player(key)),
    }))
  })
