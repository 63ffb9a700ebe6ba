/** The demo world's NHL lines of a day's games as rows of `nhl_lines`. */
import type { WorldEvent } from '@slatelab/world/season/world-types'

export const nhlLineRows = (
  events: readonly WorldEvent[],
  ids: {
    readonly event: (key: string) => number
    readonly team: (key: string) => number
    readonly player: (key: string) => number
  },
) =>
  events.flatMap((event) => {
    const sides = [
      [event.homeTeamKey, event.nhlLines?.home ?? []],
      [event.visitorTeamKey, event.nhlLines?.visitor ?? []],
    ] as const
    return sides.flatMap(([teamKey, spots]) =>
      teamKey === null
        ? []
        : spots.map((spot) => ({
            eventId: ids.event(event.key),
            teamId: ids.team(teamKey),
            playerId: ids.player(spot.playerKey),
            unit: spot.unit,
            slot: spot.slot,
            powerPlayUnit: spot.powerPlayUnit,
          })),
    )
  })
