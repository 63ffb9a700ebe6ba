/**
 * Players' lines of the demo world's finished games of one sport, built without a store: the
 * correlation test of the world's NFL and the correlations bench read a season of them.
 */
import type { GameLine } from '@slatelab/engine/correlations/game-lines'
import type { IsoDate } from '@slatelab/domain/units'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { worldSeed } from '../seed/demo-world-seed'

/** A world line with the keys it came from. */
export type WorldGameLine = GameLine & {
  readonly eventKey: string
  readonly playerKey: string
  readonly teamKey: string
  readonly opponentKey: string
  readonly isHome: boolean
}

/**
 * The lines of `sport`'s games on `days` (all finished before `resultsThrough`), points on
 * `siteId`; ids are positions in the world's lists (teams and events from 1 in order met).
 * @example worldGameLines('NFL', [isoDate('2025-09-07')], isoDate('2026-11-21'), 4).length // 370
 */
export const worldGameLines = (
  sport: string,
  days: readonly IsoDate[],
  resultsThrough: IsoDate,
  siteId: number,
): WorldGameLine[] => {
  const world = createDemoWorld(worldSeed, demoGameModels)
  const playerOf = new Map(world.players.map((player) => [player.key, player]))
  const teamIds = new Map<string, number>()
  const teamIdOf = (key: string) => {
    const id = teamIds.get(key) ?? teamIds.size + 1
    teamIds.set(key, id)
    return id
  }
  let eventId = 0
  return days.flatMap((day) =>
    world
      .buildDay(day, { resultsThrough })
      .results.filter((result) => result.eventKey.startsWith(`${sport}:`))
      .flatMap((result) => {
        eventId += 1
        const [visitor = '', home = ''] = (result.eventKey.split(':')[2] ?? '').split('@')
        return result.players.flatMap((line): WorldGameLine[] => {
          const player = playerOf.get(line.playerKey)
          const points = line.fantasyPoints[String(siteId)]
          // The team he played for that game (a traded player's changes mid-season).
          const teamKey = line.teamKey ?? player?.teamKey
          if (player === undefined || teamKey == null || points === undefined) return []
          const isHome = teamKey === `${sport}:${home}`
          const opponentKey = `${sport}:${isHome ? visitor : home}`
          return [
            {
              eventId,
              eventKey: result.eventKey,
              playerId: player.playerNumber,
              playerKey: player.key,
              teamId: teamIdOf(teamKey),
              teamKey,
              opponentId: teamIdOf(opponentKey),
              opponentKey,
              isHome,
              position: player.position,
              points,
            },
          ]
        })
      }),
  )
}
