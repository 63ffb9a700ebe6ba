import type { GameFlow } from '@slatelab/contract/gameflow.contract'

/** A five-man lineup over the whole game: its periods' time and points added up. */
export type LineupRow = {
  readonly teamId: number
  readonly playerIds: readonly number[]
  readonly seconds: number
  readonly pointsScored: number
  readonly pointsAllowed: number
  /** Points scored minus allowed per 48 minutes together (0 for a lineup that never played). */
  readonly netRating: number
}

const gameMinutes = 48

/**
 * The game's lineups (the service sends one row per lineup and period) summed over the game,
 * most minutes first.
 * @example lineupRows(flow)[0] // { teamId: 31, playerIds: [101, …], seconds: 1440, netRating: 6, … }
 */
export const lineupRows = (flow: GameFlow): readonly LineupRow[] => {
  const rows = new Map<string, Omit<LineupRow, 'netRating'>>()
  for (const lineup of flow.lineups) {
    const playerIds = lineup.lineup.toSorted((a, b) => a - b)
    const key = `${lineup.teamId}:${playerIds.join(',')}`
    const row = rows.get(key) ?? {
      teamId: lineup.teamId,
      playerIds,
      seconds: 0,
      pointsScored: 0,
      pointsAllowed: 0,
    }
    rows.set(key, {
      ...row,
      seconds: row.seconds + lineup.seconds,
      pointsScored: row.pointsScored + lineup.pointsScored,
      pointsAllowed: row.pointsAllowed + lineup.pointsAllowed,
    })
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      netRating:
        row.seconds === 0
          ? 0
          : ((row.pointsScored - row.pointsAllowed) * gameMinutes * 60) / row.seconds,
    }))
    .toSorted((a, b) => b.seconds - a.seconds)
}
