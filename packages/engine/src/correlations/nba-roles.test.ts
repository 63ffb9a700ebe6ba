import { sportIds } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { correlationMatrix } from './correlation-matrix'
import { gameRoles, type GameLine } from './game-lines'
import { sportRoles } from './game-roles'

// Five games of teams 1 (home) and 2. Each team's starting PG plays 34 minutes and scores pg[g];
// its backup PG plays 14 minutes but scores more (so points alone would make him the starter);
// the starting C scores c[g]; the opposing PG mirrors this team's PG. PG–C: Pearson 0.8 exactly.
const pg = [20, 21, 22, 23, 24]
const c = [19, 18, 21, 20, 22]
const games: GameLine[] = Array.from({ length: 5 }, (_, g) =>
  [1, 2].flatMap((teamId) => {
    const line = (slot: number, position: string, points: number, minutes: number): GameLine => ({
      eventId: g,
      playerId: teamId * 10 + slot,
      teamId,
      opponentId: 3 - teamId,
      position,
      points,
      minutes,
    })
    return [line(0, 'PG', pg[g] ?? 0, 34), line(1, 'PG', 40 - g, 14), line(2, 'C', c[g] ?? 0, 30)]
  }),
).flat()

describe('NBA roles', () => {
  it('lists a starter per position', () => {
    expect(sportRoles(sportIds.NBA)).toEqual(['PG', 'SG', 'SF', 'PF', 'C'])
  })

  it('ranks starters by minutes, not points: the high-scoring backup is no PG', () => {
    const roles = gameRoles(sportIds.NBA, games)
    expect(roles.slice(0, 3)).toEqual(['PG', 'depth', 'C'])
  })

  it('gives the exact PG–C teammate value and a perfect PG–opposing PG value', () => {
    const matrix = correlationMatrix({
      sportId: sportIds.NBA,
      lines: games,
      rows: ['PG'],
      columns: [
        { role: 'C', relation: 'teammate' },
        { role: 'PG', relation: 'opponent' },
      ],
      minGames: 5,
      keepAnchor: () => true,
    })
    expect(matrix.values[0]).toEqual([0.8, 1])
    // Both teams anchor each game for teammates; two PGs facing each other are one pair a game.
    expect(matrix.samples[0]).toEqual([10, 5])
  })
})
