/** The demo world's starting-goalie reports of a day's NHL games as rows of `goalie_reports`. */
import { sportIds } from '@slatelab/domain/sports'
import { goalieReports } from '@slatelab/world/season/goalie-reports'
import type { WorldPlayer } from '@slatelab/world/season/world-players'
import type { WorldEvent } from '@slatelab/world/season/world-types'

/** Each NHL team's goalies by depth (starter first). */
const goaliesByTeam = (players: readonly WorldPlayer[]) => {
  const byTeam = new Map<string, WorldPlayer[]>()
  for (const player of players) {
    if (player.sportId !== sportIds.NHL || player.position !== 'G' || player.teamKey === null) {
      continue
    }
    byTeam.set(player.teamKey, [...(byTeam.get(player.teamKey) ?? []), player])
  }
  for (const goalies of byTeam.values()) goalies.sort((a, b) => a.depth - b.depth)
  return byTeam
}

export const goalieReportRows = (
  events: readonly WorldEvent[],
  players: readonly WorldPlayer[],
  ids: {
    readonly event: (key: string) => number
    readonly team: (key: string) => number
    readonly player: (key: string) => number
  },
) => {
  const goalies = goaliesByTeam(players)
  return events.flatMap((event) =>
    event.sportId !== sportIds.NHL
      ? []
      : [event.homeTeamKey, event.visitorTeamKey].flatMap((teamKey) => {
          const [starter, backup] = teamKey === null ? [] : (goalies.get(teamKey) ?? [])
          if (teamKey === null || starter === undefined) return []
          return goalieReports(event.key, teamKey, [starter.key, backup?.key]).map((report) => ({
            eventId: ids.event(event.key),
            teamId: ids.team(teamKey),
            playerId: ids.player(report.playerKey),
            status: report.status,
            minutesBefore: report.minutesBefore,
          }))
        }),
  )
}
