/**
 * Seeded synthetic player pools shaped like real DraftKings slates (depth charts, salaries in
 * hundreds, projections rising with salary, backups near zero), for tests and the bench.
 */
import { createRng } from '../rng'
import type { OptimizerPlayerInput } from './optimizer-request'

type Depth = {
  readonly position: string
  readonly salaries: readonly [number, number]
  readonly perTeam: number
  readonly flex: boolean
}

const nflDepth: readonly Depth[] = [
  { position: 'QB', salaries: [4800, 8400], perTeam: 2, flex: false },
  { position: 'RB', salaries: [4000, 9400], perTeam: 4, flex: true },
  { position: 'WR', salaries: [3000, 9200], perTeam: 6, flex: true },
  { position: 'TE', salaries: [2500, 7800], perTeam: 3, flex: true },
  { position: 'DST', salaries: [2000, 4200], perTeam: 1, flex: false },
]

const teamCodes = (count: number) =>
  Array.from({ length: count }, (_, index) => `T${String(index + 1).padStart(2, '0')}`)

// Teams meet in pairs: the first of a pair at the second.
const matchupOf = (teams: readonly string[], teamIndex: number) => {
  const team = teams[teamIndex] ?? ''
  const opponent = teams[teamIndex ^ 1] ?? team
  return { opponent, game: teamIndex % 2 === 0 ? `${team}@${opponent}` : `${opponent}@${team}` }
}

/**
 * A DraftKings NFL classic pool: `games` games, 16 players per team (512 for 16 games).
 * @example buildNflPool('bench', 16).length // 512
 */
export const buildNflPool = (seed: string, games: number): OptimizerPlayerInput[] => {
  const rng = createRng(seed)
  const teams = teamCodes(games * 2)
  return teams.flatMap((team, teamIndex) => {
    const { opponent, game } = matchupOf(teams, teamIndex)
    return nflDepth.flatMap((depth) =>
      Array.from({ length: depth.perTeam }, (_, rank) => {
        const [low, high] = depth.salaries
        const quality = rng.next() ** (1 + rank) // starters are better; backups cluster low
        const salary = Math.round((low + (high - low) * quality) / 100) * 100
        const projection = Math.max(
          0,
          rng.normal((salary / 1000) * 2.6 * (rank === 0 ? 1.05 : 0.8), 2.5),
        )
        return {
          id: `${team}-${depth.position}${rank + 1}`,
          name: `${team} ${depth.position}${rank + 1}`,
          team,
          opponent,
          game,
          positions: [depth.position],
          rosterPositions: depth.flex ? [depth.position, 'FLEX'] : [depth.position],
          salary,
          projection: Math.round(projection * 100) / 100,
          ownership: Math.round(rng.next() ** 2 * 4000) / 100,
        }
      }),
    )
  })
}

const nbaShapes: readonly (readonly string[])[] = [
  ['PG'],
  ['PG', 'SG'],
  ['SG'],
  ['SG', 'SF'],
  ['SF'],
  ['SF', 'PF'],
  ['PF'],
  ['PF', 'C'],
  ['C'],
  ['PG'],
]

const nbaSlots = (positions: readonly string[]): string[] => [
  ...positions,
  ...(positions.some((position) => position === 'PG' || position === 'SG') ? ['G'] : []),
  ...(positions.some((position) => position === 'SF' || position === 'PF') ? ['F'] : []),
  'UTIL',
]

/**
 * A DraftKings NBA classic pool: `games` games, 10 players per team with dual positions.
 * @example buildNbaPool('bench', 8).length // 160
 */
export const buildNbaPool = (seed: string, games: number): OptimizerPlayerInput[] => {
  const rng = createRng(seed)
  const teams = teamCodes(games * 2)
  return teams.flatMap((team, teamIndex) => {
    const { opponent, game } = matchupOf(teams, teamIndex)
    return nbaShapes.map((positions, rank) => {
      const salary = Math.round((3000 + 8000 * rng.next() ** (1 + rank / 4)) / 100) * 100
      return {
        id: `${team}-${rank + 1}`,
        name: `${team} ${positions.join('/')} ${rank + 1}`,
        team,
        opponent,
        game,
        positions: [...positions],
        rosterPositions: nbaSlots(positions),
        salary,
        projection: Math.round(Math.max(0, rng.normal((salary / 1000) * 5, 4)) * 100) / 100,
        ownership: Math.round(rng.next() ** 2 * 4000) / 100,
      }
    })
  })
}

// An NHL team's skaters by position: how many, and their line (or pair) and power-play unit by rank.
const nhlDepth = [
  { position: 'C', perTeam: 4, unit: (rank: number) => `L${rank + 1}`, powerPlay: [1, 1, 2] },
  {
    position: 'W',
    perTeam: 8,
    unit: (rank: number) => `L${Math.floor(rank / 2) + 1}`,
    powerPlay: [1, 1, 2, 2],
  },
  {
    position: 'D',
    perTeam: 6,
    unit: (rank: number) => `D${Math.floor(rank / 2) + 1}`,
    powerPlay: [1, 2, 2],
  },
] as const

/**
 * A DraftKings NHL classic pool: `games` games, per team 18 skaters with their line and
 * power-play unit (`L1`–`L4`, `D1`–`D3`, `PP1`, `PP2`) and one goalie.
 * @example buildNhlPool('bench', 4).length // 152
 */
export const buildNhlPool = (seed: string, games: number): OptimizerPlayerInput[] => {
  const rng = createRng(seed)
  const teams = teamCodes(games * 2)
  return teams.flatMap((team, teamIndex) => {
    const { opponent, game } = matchupOf(teams, teamIndex)
    const base = { team, opponent, game }
    const skaters = nhlDepth.flatMap((depth) =>
      Array.from({ length: depth.perTeam }, (_, rank) => {
        const salary = Math.round((2500 + 6000 * rng.next() ** (1 + rank / 3)) / 100) * 100
        const powerPlay = depth.powerPlay[rank]
        return {
          ...base,
          id: `${team}-${depth.position}${rank + 1}`,
          name: `${team} ${depth.position}${rank + 1}`,
          positions: [depth.position],
          rosterPositions: [depth.position, 'UTIL'],
          salary,
          projection: Math.round(Math.max(0, rng.normal((salary / 1000) * 2, 2.5)) * 100) / 100,
          ownership: Math.round(rng.next() ** 2 * 3000) / 100,
          line: depth.unit(rank),
          ...(powerPlay === undefined ? {} : { powerPlay: `PP${powerPlay}` }),
        }
      }),
    )
    const salary = Math.round((7000 + 2000 * rng.next()) / 100) * 100
    const goalie = {
      ...base,
      id: `${team}-G1`,
      name: `${team} G1`,
      positions: ['G'],
      rosterPositions: ['G'],
      salary,
      projection: Math.round(rng.normal((salary / 1000) * 1.6, 2) * 100) / 100,
      ownership: Math.round(rng.next() ** 2 * 3000) / 100,
    }
    return [...skaters, goalie]
  })
}
