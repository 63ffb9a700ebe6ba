/**
 * Whether a pool player starts, where the sport says so before lock: MLB batting orders and
 * starting pitchers (projected, then confirmed four hours before first pitch), NBA starting
 * fives (announced half an hour before tip-off) and NHL goalies (the team's current report). A DFS player filters on this the way he filters on
 * injuries: a hitter out of a posted lineup scores nothing.
 */
import type { PoolStarter } from '@slatelab/contract/optimizer.contract'
import { sportIds } from '@slatelab/domain/sports'
import type { DbOrTx } from '../../db/database'
import { battingSlotsOf, mlbLineupsAt } from '../../db/repositories/batting-orders'
import { nbaStartersAt } from '../../db/repositories/nba-starters'
import { goalieStartsAt, type GoalieStart } from '../hockey'

/** The slate's games as the lookup needs them. */
type SlateGame = { readonly eventId: number; readonly startsAt: Date }

/** A pool player as the lookup reads him. */
type StarterQuery = {
  readonly playerId: number
  readonly teamId: number | null
  readonly positions: readonly string[]
}

const pitcherPositions = new Set(['P', 'SP', 'RP'])

const goalieStarter = (start: GoalieStart | undefined, playerId: number): PoolStarter | null => {
  if (start === undefined) return null
  if (start.goalieId === playerId) {
    return {
      role: 'Starting G',
      status: start.status === 'unconfirmed' ? 'projected' : start.status,
    }
  }
  return start.status === 'confirmed' ? { role: 'Not starting', status: 'confirmed' } : null
}

/**
 * The slate's starters at `now`: a function answering, for a player, his role and how sure it
 * is, or null where the sport or the data says nothing (a goalie before any report, a
 * reserve before the fives are announced, every NFL player).
 * @example (await loadPoolStarters(db, 3, games, now))({ playerId: 4411, teamId: 7, positions: ['OF'] }) // { role: 'Bats 3', status: 'confirmed' }
 */
export const loadPoolStarters = async (
  db: DbOrTx,
  sportId: number,
  games: readonly SlateGame[],
  now: Date,
): Promise<{
  readonly starterOf: (player: StarterQuery) => PoolStarter | null
  readonly battingSlots: ReadonlyMap<number, number>
}> => {
  if (sportId === sportIds.NHL) {
    const starts = await goalieStartsAt(db, games, now)
    return {
      starterOf: ({ playerId, teamId, positions }) =>
        positions.includes('G') && teamId !== null
          ? goalieStarter(starts.get(teamId), playerId)
          : null,
      battingSlots: new Map(),
    }
  }
  if (sportId === sportIds.NBA) {
    const fives = await nbaStartersAt(
      db,
      games.map((game) => game.eventId),
      now,
    )
    const byTeam = new Map(fives.map((five) => [five.teamId, five]))
    return {
      starterOf: ({ playerId, teamId }) => {
        const five = teamId === null ? undefined : byTeam.get(teamId)
        if (five === undefined) return null
        const status = five.confirmed ? 'confirmed' : 'projected'
        if (five.starters.includes(playerId)) return { role: 'Starter', status }
        return five.confirmed ? { role: 'Bench', status } : null
      },
      battingSlots: new Map(),
    }
  }
  if (sportId !== sportIds.MLB) return { starterOf: () => null, battingSlots: new Map() }
  const lineups = await mlbLineupsAt(
    db,
    games.map((game) => game.eventId),
    now,
  )
  const byTeam = new Map(lineups.map((lineup) => [lineup.teamId, lineup]))
  return {
    battingSlots: battingSlotsOf(lineups),
    starterOf: ({ playerId, teamId, positions }) => {
      const lineup = teamId === null ? undefined : byTeam.get(teamId)
      if (lineup === undefined) return null
      const status = lineup.confirmed ? 'confirmed' : 'projected'
      const slot = lineup.order.indexOf(playerId)
      if (slot >= 0) return { role: `Bats ${slot + 1}`, status }
      if (lineup.starterId === playerId) return { role: 'Starting P', status }
      if (!lineup.confirmed) return null
      const pitcher = positions.some((position) => pitcherPositions.has(position))
      return { role: pitcher ? 'Not starting' : 'Not in lineup', status }
    },
  }
}
