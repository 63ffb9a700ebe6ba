/**
 * Synthetic slates for tests and the realism script: players with DraftKings-like salaries,
 * projections correlated with salary, projected ownership concentrated on value plays, and a
 * draw of actual points. The demo world's own projections come from elsewhere; these pools
 * only need to look like real slates to the field generator.
 */
import { percent, points, salary, type Points } from '@slatelab/domain/units'
import type { Rng } from '@slatelab/engine/rng'
import { priceSalary, salaryRangeOf } from '../../salaries'
import { findSitePositions, type MainSportId, type StarterSiteId } from '../../site-positions'
import type { FieldPlayer } from '../field-input'

/**
 * A player of a synthetic slate: the field's view plus his projection and the spread of his
 * outcome (fantasy points).
 * @example pool.players[0]?.projection // 21.4
 */
export type SyntheticPlayer = FieldPlayer & {
  readonly position: string
  readonly projection: Points
  /** Log-scale spread of his actual points around the projection. */
  readonly volatility: number
}

type Depth = {
  readonly position: string
  readonly salary: readonly [number, number]
  /** Projected points per 1000 salary, for a player who plays. */
  readonly pointsPerThousand: number
  readonly plays: boolean
}

// DraftKings NFL 2017 main-slate prices by depth-chart role (dk-salaries in shared/data/real).
const nflDepthChart: readonly Depth[] = [
  { position: 'QB', salary: [5000, 8000], pointsPerThousand: 2.75, plays: true },
  { position: 'QB', salary: [4500, 5000], pointsPerThousand: 0.1, plays: false },
  { position: 'RB', salary: [4500, 9800], pointsPerThousand: 2.35, plays: true },
  { position: 'RB', salary: [3500, 5600], pointsPerThousand: 2.0, plays: true },
  { position: 'RB', salary: [3000, 4000], pointsPerThousand: 1.0, plays: true },
  { position: 'RB', salary: [3000, 3300], pointsPerThousand: 0.2, plays: false },
  { position: 'WR', salary: [5200, 9400], pointsPerThousand: 2.3, plays: true },
  { position: 'WR', salary: [4000, 7000], pointsPerThousand: 2.1, plays: true },
  { position: 'WR', salary: [3300, 5000], pointsPerThousand: 1.9, plays: true },
  { position: 'WR', salary: [3000, 3800], pointsPerThousand: 1.0, plays: true },
  { position: 'WR', salary: [3000, 3300], pointsPerThousand: 0.3, plays: false },
  { position: 'WR', salary: [3000, 3200], pointsPerThousand: 0.1, plays: false },
  { position: 'TE', salary: [3000, 7500], pointsPerThousand: 2.1, plays: true },
  { position: 'TE', salary: [2500, 3200], pointsPerThousand: 0.9, plays: true },
  { position: 'TE', salary: [2500, 2800], pointsPerThousand: 0.2, plays: false },
  { position: 'DST', salary: [2000, 4000], pointsPerThousand: 2.3, plays: true },
]

// Ownership per position over the field (percent; QB and DST fill one slot each, RB, WR and TE
// share FLEX: 900 % for nine slots) and the salary the field pays on average for it, as in the
// real 2017 week 2 GPPs (the $20K Safety: QB $6,790, RB $5,879, WR $5,984, TE $4,012,
// DST $3,273), so that the projected lineup spends about $49,500 of the $50,000 cap.
const nflOwnership: Readonly<Record<string, { readonly budget: number; readonly salary: number }>> =
  {
    QB: { budget: 100, salary: 6800 },
    RB: { budget: 240, salary: 5900 },
    WR: { budget: 350, salary: 6000 },
    TE: { budget: 110, salary: 4000 },
    DST: { budget: 100, salary: 3250 },
  }

const nflTeams = [
  'ARI', 'IND', 'BUF', 'CAR', 'CHI', 'TB', 'CLE', 'BAL', 'DAL', 'DEN', 'GB', 'ATL', 'MIA', 'LAC',
  'MIN', 'PIT', 'NE', 'NO', 'NYJ', 'OAK', 'PHI', 'KC', 'SF', 'SEA', 'TEN', 'JAX', 'WAS', 'LAR',
] // prettier-ignore

const roundSalary = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, Math.round(value / 100) * 100))

/**
 * Spreads an ownership budget (percent) over players in proportion to `appeal`, none above
 * his ceiling (one for all, or one per player) in percent: what a capped player cannot take
 * goes to the others.
 * @example spreadOwnership([3, 1], 100, 90) // [75, 25]
 * @example spreadOwnership([3, 1], 100, [60, 90]) // [60, 40]
 */
export const spreadOwnership = (
  appeal: readonly number[],
  budget: number,
  ceilings: number | readonly number[] = 95,
): readonly number[] => {
  const ceilingOf = (index: number): number =>
    typeof ceilings === 'number' ? ceilings : (ceilings[index] ?? 0)
  const shares = appeal.map(() => 0)
  const open = new Set(appeal.keys())
  let left = budget
  while (open.size > 0 && left > 1e-9) {
    const total = [...open].reduce((sum, index) => sum + (appeal[index] ?? 0), 0)
    if (total <= 0) break
    let capped = false
    for (const index of open) {
      const share = (left * (appeal[index] ?? 0)) / total
      const ceiling = ceilingOf(index)
      if (share + (shares[index] ?? 0) > ceiling) {
        left -= ceiling - (shares[index] ?? 0)
        shares[index] = ceiling
        open.delete(index)
        capped = true
      }
    }
    if (capped) continue
    for (const index of open)
      shares[index] = (shares[index] ?? 0) + (left * (appeal[index] ?? 0)) / total
    left = 0
  }
  return shares
}

// Appeal of a player to the field: his projection per dollar against his position's, sharpened
// by `focus` (higher is chalkier), tilted by `tilt` per 1000 of salary.
const appealOf = (
  projection: number,
  pay: number,
  positionValue: number,
  focus: number,
  tilt = 0,
): number =>
  projection <= 0.5
    ? 0
    : Math.exp(focus * 6 * (projection / (pay / 1000) / positionValue - 1) + (tilt * pay) / 1000)

// Bisection on a salary tilt, as for classic ownership: `spendAt(tilt)` grows with the tilt.
const solveTilt = (spendAt: (tilt: number) => number, goal: number): number => {
  let low = -4
  let high = 4
  for (let step = 0; step < 40; step += 1) {
    const tilt = (low + high) / 2
    if (spendAt(tilt) < goal) low = tilt
    else high = tilt
  }
  return (low + high) / 2
}

// The most one player may be owned: 42 % at a GPP-like focus of 1.35 (real 2017 NFL GPPs
// topped out at 38–45 %), 81 % at a cash-like 2 (the double-up's 79.5 %).
const ownershipCeilingOf = (focus: number): number => 25 * focus ** 1.7

// Ownership of one position: appeal with the salary tilt that makes the field pay
// `averageSalary` on average for the position (bisection; the mean grows with the tilt).
const ownPosition = (
  group: readonly Omit<SyntheticPlayer, 'projectedOwnership'>[],
  positionValue: number,
  focus: number,
  budget: number,
  averageSalary: number,
): readonly number[] => {
  const spreadAt = (tilt: number) =>
    spreadOwnership(
      group.map((player) => appealOf(player.projection, player.salary, positionValue, focus, tilt)),
      budget,
      ownershipCeilingOf(focus),
    )
  const spendAt = (tilt: number) =>
    spreadAt(tilt).reduce((sum, share, index) => sum + share * (group[index]?.salary ?? 0), 0) /
    budget
  return spreadAt(solveTilt(spendAt, averageSalary))
}

/**
 * A DraftKings NFL main slate of `games` games (16 players a team, about 400 in all) whose
 * projected ownership sums to 900 %. `focus` sets how much the field agrees on value plays:
 * 1 looks like a 2017 GPP (top player near 40 %, under ten players above 20 %), 1.8 like a
 * double-up.
 * @example buildNflMainSlate({ games: 13, focus: 1, rng }).length // 416
 */
export const buildNflMainSlate = ({
  games,
  focus,
  rng,
}: {
  readonly games: number
  readonly focus: number
  readonly rng: Rng
}): readonly SyntheticPlayer[] => {
  if (games > nflTeams.length / 2) throw new RangeError(`At most ${nflTeams.length / 2} games`)
  const drafted: Omit<SyntheticPlayer, 'projectedOwnership'>[] = []
  for (let game = 0; game < games; game += 1) {
    const away = nflTeams[2 * game] ?? 'AWY'
    const home = nflTeams[2 * game + 1] ?? 'HOM'
    const eventKey = `${away}@${home}`
    for (const teamKey of [away, home]) {
      const strength = rng.normal(0, 1)
      for (const depth of nflDepthChart) {
        const [low, high] = depth.salary
        const quantile = Math.min(1, Math.max(0, 0.45 + 0.22 * strength + rng.normal(0, 0.22)))
        const pay = roundSalary(low + (high - low) * quantile ** 1.3, low, high)
        const pace = depth.pointsPerThousand * (1 + rng.normal(0, 0.14))
        const projection = Math.max(0, (pay / 1000) * pace)
        drafted.push({
          playerId: drafted.length + 1,
          salary: salary(pay),
          rosterPositions:
            depth.position === 'DST' || depth.position === 'QB'
              ? [depth.position]
              : [depth.position, 'FLEX'],
          teamKey,
          eventKey,
          position: depth.position,
          projection: points(depth.plays ? projection : Math.min(projection, 0.4)),
          volatility: depth.position === 'QB' ? 0.35 : depth.position === 'DST' ? 0.6 : 0.45,
        })
      }
    }
  }
  const ownership = new Map<number, number>()
  for (const [position, { budget, salary: averageSalary }] of Object.entries(nflOwnership)) {
    const group = drafted.filter((player) => player.position === position)
    const value = nflDepthChart.find((depth) => depth.position === position)?.pointsPerThousand ?? 2
    const shares = ownPosition(group, value, focus, budget, averageSalary)
    group.forEach((player, index) => ownership.set(player.playerId, shares[index] ?? 0))
  }
  return drafted.map((player) => ({
    ...player,
    projectedOwnership: percent(ownership.get(player.playerId) ?? 0),
  }))
}

/** Showdown salaries per projected point: DraftKings prices a 20-point QB near $10,400. */
const showdownDollarsPerPoint = 520

/**
 * A DraftKings NFL showdown slate from the two teams of the first game of an NFL pool:
 * repriced the way showdown salaries run ($520 a projected point, $1,000 to $15,000; $200 to
 * $800 for players who do not play), every player eligible as captain (1.5× salary) or FLEX.
 * Captain ownership sums to 100 % (none above 30 %) and FLEX to 500 %, no player above 85 % in
 * all, and the projected lineup spends about $49,500 of the $50,000 cap.
 * @example buildShowdownSlate(buildNflMainSlate({ games: 1, focus: 1, rng }), 1).length // 32
 */
export const buildShowdownSlate = (
  pool: readonly SyntheticPlayer[],
  focus: number,
): readonly SyntheticPlayer[] => {
  const eventKey = pool[0]?.eventKey
  const game = pool
    .filter((player) => player.eventKey === eventKey)
    .map((player) => {
      const plays = player.projection >= 1
      const price = plays
        ? roundSalary(player.projection * showdownDollarsPerPoint, 1000, 15_000)
        : roundSalary(200 + player.salary / 10, 200, 800)
      return { ...player, salary: salary(price), rosterPositions: ['CPT', 'FLEX'] }
    })
  const value = 1000 / showdownDollarsPerPoint
  const ownAt = (tilt: number) => {
    const appeal = game.map((player) =>
      appealOf(player.projection, player.salary, value, focus, tilt),
    )
    const captain = spreadOwnership(
      game.map((player, index) => (appeal[index] ?? 0) * Math.exp(player.projection / 8)),
      100,
      30,
    )
    const flex = spreadOwnership(
      appeal,
      500,
      captain.map((share) => 85 - share),
    )
    return { captain, flex }
  }
  const spendAt = (tilt: number) => {
    const { captain, flex } = ownAt(tilt)
    return game.reduce(
      (sum, player, index) =>
        sum + (player.salary * ((flex[index] ?? 0) + 1.5 * (captain[index] ?? 0))) / 100,
      0,
    )
  }
  const { captain, flex } = ownAt(solveTilt(spendAt, 49_500))
  return game.map((player, index) => ({
    ...player,
    projectedOwnership: percent(flex[index] ?? 0),
    projectedCaptainOwnership: percent(captain[index] ?? 0),
  }))
}

// Per team and position, the players a synthetic classic slate carries.
const depthBySport: Readonly<Record<MainSportId, readonly (readonly [string, number])[]>> = {
  1: [['QB', 2], ['RB', 3], ['WR', 5], ['TE', 2], ['DST', 1]],
  2: [['PG', 2], ['SG', 2], ['SF', 2], ['PF', 2], ['C', 2]],
  3: [['SP', 2], ['C', 1], ['1B', 1], ['2B', 1], ['3B', 1], ['SS', 1], ['OF', 3], ['DH', 1]],
  4: [['C', 3], ['W', 6], ['D', 6], ['G', 2]],
  5: [['G', 1]],
} // prettier-ignore

/**
 * A rough classic slate of any main sport on DraftKings or FanDuel, priced with the world's
 * salary bands, for validity tests across formats (its ownership sums to roster size × 100 %
 * but is not consistent position by position). Golfers are their own team in one event.
 * @example buildClassicSlate({ siteId: 4, sportId: 2, games: 4, rosterSize: 8, rng }).length // 80
 */
export const buildClassicSlate = ({
  siteId,
  sportId,
  games,
  rosterSize,
  rng,
}: {
  readonly siteId: StarterSiteId
  readonly sportId: MainSportId
  readonly games: number
  readonly rosterSize: number
  readonly rng: Rng
}): readonly SyntheticPlayer[] => {
  const players: Omit<SyntheticPlayer, 'projectedOwnership'>[] = []
  const teamsPerGame = sportId === 5 ? 30 : 2
  for (let game = 0; game < games; game += 1) {
    for (let side = 0; side < teamsPerGame; side += 1) {
      const teamKey = `T${game}-${side}`
      for (const [position, count] of depthBySport[sportId]) {
        const shown = findSitePositions(siteId, sportId, position)
        const range = salaryRangeOf(siteId, sportId, position)
        if (shown === undefined || range === undefined) continue
        for (let n = 0; n < count; n += 1) {
          const pay = priceSalary(rng.normal(0, 1), range, rng)
          players.push({
            playerId: players.length + 1,
            salary: pay,
            rosterPositions: shown.rosterPositions,
            teamKey,
            eventKey: `G${game}`,
            position,
            projection: points((pay / 1000) * (2 + rng.normal(0, 0.4))),
            volatility: 0.6,
          })
        }
      }
    }
  }
  const shares = spreadOwnership(
    players.map((player) => appealOf(player.projection, player.salary, 2, 1)),
    rosterSize * 100,
  )
  return players.map((player, index) => ({
    ...player,
    projectedOwnership: percent(shares[index] ?? 0),
  }))
}

/**
 * Actual fantasy points for a slate: each player's projection scaled by a log-normal draw
 * (mean 1) that shares a team factor with his teammates (correlation about 0.1 on the log
 * scale), rounded to 0.01. Players who do not play score 0.
 * @example drawActualPoints(players, rng)[0] // 17.3 (Points)
 */
// Weight of the team factor in a player's log-scale draw: teammates correlate at its square.
const teamShare = 0.35

export const drawActualPoints = (players: readonly SyntheticPlayer[], rng: Rng): Float64Array => {
  const teamFactor = new Map<string, number>()
  return Float64Array.from(players, (player) => {
    let shared = teamFactor.get(player.teamKey)
    if (shared === undefined) {
      shared = rng.normal(0, 1)
      teamFactor.set(player.teamKey, shared)
    }
    const own = rng.normal(0, 1)
    const sigma = player.volatility
    const z = teamShare * shared + Math.sqrt(1 - teamShare ** 2) * own
    const value = player.projection * Math.exp(sigma * z - (sigma * sigma) / 2)
    return Math.round(value * 100) / 100
  })
}
