/**
 * The NHL game model, shot by shot. A game-wide pace and scoring factor and each team's form set
 * a team's shots on goal and its shooting level (expected goals meet the implied total against
 * an average goalie). Skaters play in their units (`nhl-lines.ts`): forward lines and defence
 * pairs get ice time by depth, and most shots go to the skaters by ice time, position, skill and
 * usage, assisted mostly by their linemates (a pair plays with two lines). Some shots come on
 * the power play: one of the two units (the first more often) is on the ice, one of its five
 * shoots at a better rate, and only its own members assist, so a unit's points rise together.
 * A few even-strength goals are short-handed. Goalies save every other shot, so saves = opponent
 * shots − goals. A tie after regulation goes to a five-minute overtime, then a shootout whose
 * winner gets one goal on the score only.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer, TeamBox } from './game-schema'
import { nhlLineup } from './nhl-lines'
import { add, playerBox, playersAt, statOf, usageOf, varianceOf, type Tally } from './player-lines'
import { meanOneFactor, poisson, sumOf, weightedIndex } from './sampling'

const model = {
  shotsPerGame: 30,
  leagueGoals: 3.05,
  overtimeShots: 3.2,
  overtimeFinish: 1.3,
  paceSd: 0.07,
  gameSd: 0.1,
  formSd: 0.1,
  shareSd: 0.2,
  goalieSlope: 0.12,
  shooterSlope: 0.2,
  /** Share of shots taken on the power play, how much better they go in, PP1's share of them. */
  powerPlayShots: 0.15,
  powerPlayFinish: 1.5,
  firstUnitShare: 0.65,
  shortHanded: 0.04,
  primaryAssist: 0.9,
  secondaryAssist: 0.72,
  sameUnitWeight: 8,
  shootoutRounds: 3,
  shootoutGoal: 0.32,
} as const

/** Minutes a night by forward line (1–4) and defence pair (1–3). */
const lineMinutes = [19, 16, 13, 10] as const
const pairMinutes = [23, 19, 15] as const
const shotRate: Readonly<Record<string, number>> = { C: 1, W: 1.1, D: 0.55 }
const assistRate: Readonly<Record<string, number>> = { C: 1.25, W: 1, D: 0.9 }
const blocksPerMinute: Readonly<Record<string, number>> = { C: 0.035, W: 0.03, D: 0.075 }

/** A skater with his units and this game's tally. */
type Skater = {
  readonly player: GamePlayer
  readonly line: Tally
  readonly minutes: number
  /** Forward line, or for a defenceman the two lines his pair plays with. */
  readonly units: readonly number[]
}

type Side = {
  readonly players: readonly GamePlayer[]
  readonly skaters: readonly Skater[]
  readonly shotWeights: readonly number[]
  readonly assistWeights: readonly number[]
  /** Skater indices of power-play units 1 and 2. */
  readonly powerPlay: readonly (readonly number[])[]
  readonly goalie: GamePlayer | undefined
  readonly goalieLine: Tally
  readonly team: Tally
}

const unitsOf = (players: readonly GamePlayer[]) => {
  const byKey = new Map(players.map((player) => [player.key, player]))
  const skaters: Skater[] = []
  const powerPlay: number[][] = [[], []]
  for (const spot of nhlLineup(players)) {
    const player = byKey.get(spot.playerKey)
    if (player === undefined) continue
    const number = Number(spot.unit.slice(1))
    const defence = spot.slot === 'D'
    if (spot.powerPlayUnit !== null) powerPlay[spot.powerPlayUnit - 1]?.push(skaters.length)
    skaters.push({
      player,
      line: {},
      minutes: (defence ? pairMinutes : lineMinutes)[number - 1] ?? 10,
      units: defence ? [number, number + 1] : [number],
    })
  }
  return { skaters, powerPlay }
}

const newSide = (players: readonly GamePlayer[], rng: Rng): Side => {
  const { skaters, powerPlay } = unitsOf(players)
  const goalie = playersAt(players, 'G')[0]
  const weigh = (rates: Readonly<Record<string, number>>, slope: number) =>
    skaters.map(
      ({ player, minutes }) =>
        minutes *
        (rates[player.position] ?? 0) *
        Math.exp(slope * player.skill) *
        usageOf(player) *
        meanOneFactor(rng, model.shareSd * varianceOf(player)),
    )
  return {
    players,
    skaters,
    shotWeights: weigh(shotRate, 0.3),
    assistWeights: weigh(assistRate, 0.35),
    powerPlay,
    goalie,
    goalieLine: {},
    team: { goals: 0, shotsOnGoal: 0, powerPlayGoals: 0 },
  }
}

const allOf = (side: Side): readonly number[] => side.skaters.map((_, index) => index)

// A power-play unit with nobody in it (a team short of skaters) is the whole team.
const unitOrAll = (side: Side, unit: number): readonly number[] => {
  const members = side.powerPlay[unit] ?? []
  return members.length > 0 ? members : allOf(side)
}

// The shot-weighted mean of the shooters' skill factor among `indices`.
const shooterQuality = (side: Side, indices: readonly number[]): number => {
  let weighted = 0
  let total = 0
  for (const index of indices) {
    const weight = side.shotWeights[index] ?? 0
    weighted += weight * Math.exp(model.shooterSlope * (side.skaters[index]?.player.skill ?? 0))
    total += weight
  }
  return total > 0 ? weighted / total : 1
}

// The mean chance factor of a shot: even-strength and power-play shots with their shooters.
const shotQuality = (side: Side): number =>
  (1 - model.powerPlayShots) * shooterQuality(side, allOf(side)) +
  model.powerPlayShots *
    model.powerPlayFinish *
    (model.firstUnitShare * shooterQuality(side, unitOrAll(side, 0)) +
      (1 - model.firstUnitShare) * shooterQuality(side, unitOrAll(side, 1)))

const shareUnit = (a: Skater, b: Skater): boolean => a.units.some((unit) => b.units.includes(unit))

/** Who assists: on the power play one of its unit, else mostly the scorer's linemates. */
const assist = (
  side: Side,
  scorer: number,
  excluded: number,
  unit: readonly number[] | undefined,
  rng: Rng,
): number => {
  const shooter = side.skaters[scorer]
  if (!shooter) return -1
  const weights = side.skaters.map((skater, index) => {
    if (index === scorer || index === excluded) return 0
    const weight = side.assistWeights[index] ?? 0
    if (unit !== undefined) return unit.includes(index) ? weight : 0
    return weight * (shareUnit(skater, shooter) ? model.sameUnitWeight : 1)
  })
  const total = sumOf(weights)
  return total > 0 ? weightedIndex(rng, weights, total) : -1
}

const creditGoal = (
  side: Side,
  scorer: number,
  unit: readonly number[] | undefined,
  rng: Rng,
): void => {
  const special =
    unit !== undefined
      ? 'powerPlayPoints'
      : rng.next() < model.shortHanded
        ? 'shortHandedPoints'
        : undefined
  const credit = (index: number, stat: string): void => {
    const line = side.skaters[index]?.line
    if (!line) return
    add(line, stat)
    if (special) add(line, special)
  }
  credit(scorer, 'goals')
  add(side.team, 'goals')
  if (special === 'powerPlayPoints') add(side.team, 'powerPlayGoals')
  if (rng.next() >= model.primaryAssist) return
  const primary = assist(side, scorer, -1, unit, rng)
  credit(primary, 'assists')
  if (rng.next() >= model.secondaryAssist) return
  credit(assist(side, scorer, primary, unit, rng), 'assists')
}

const pickFrom = (side: Side, indices: readonly number[], rng: Rng): number => {
  const weights = indices.map((index) => side.shotWeights[index] ?? 0)
  return indices[weightedIndex(rng, weights, sumOf(weights))] ?? -1
}

/** Shoots once (on the power play when `powerPlay` allows and the draw says so); true if a goal. */
const shoot = (
  offense: Side,
  defense: Side,
  finishing: number,
  rng: Rng,
  powerPlay = true,
): boolean => {
  const unit =
    powerPlay && rng.next() < model.powerPlayShots
      ? unitOrAll(offense, rng.next() < model.firstUnitShare ? 0 : 1)
      : undefined
  const shooter = pickFrom(offense, unit ?? allOf(offense), rng)
  const skater = offense.skaters[shooter]
  if (!skater) return false
  add(skater.line, 'shotsOnGoal')
  add(offense.team, 'shotsOnGoal')
  add(defense.goalieLine, 'shotsAgainst')
  const chance =
    finishing *
    (unit === undefined ? 1 : model.powerPlayFinish) *
    Math.exp(
      model.shooterSlope * skater.player.skill - model.goalieSlope * (defense.goalie?.skill ?? 0),
    )
  if (rng.next() < chance) {
    add(defense.goalieLine, 'goalsAgainst')
    creditGoal(offense, shooter, unit, rng)
    return true
  }
  add(defense.goalieLine, 'saves')
  return false
}

const blockShots = (side: Side, rng: Rng): void => {
  for (const skater of side.skaters) {
    const blocks = poisson(rng, skater.minutes * (blocksPerMinute[skater.player.position] ?? 0))
    if (blocks > 0) add(skater.line, 'blockedShots', blocks)
  }
}

const goalsOf = (side: Side): number => statOf(side.team, 'goals')

// Sudden death: shots of both teams in a random order until one goes in. True if decided.
const playOvertime = (
  sides: readonly [Side, Side],
  finishing: readonly number[],
  rng: Rng,
): boolean => {
  const shots = sides.map(() => poisson(rng, model.overtimeShots))
  while ((shots[0] ?? 0) + (shots[1] ?? 0) > 0) {
    const index = weightedIndex(rng, shots, (shots[0] ?? 0) + (shots[1] ?? 0))
    shots[index] = (shots[index] ?? 0) - 1
    const [offense, defense] = index === 0 ? sides : [sides[1], sides[0]]
    if (shoot(offense, defense, (finishing[index] ?? 0) * model.overtimeFinish, rng, false)) {
      return true
    }
  }
  return false
}

const shootoutShooters = (side: Side): readonly Skater[] =>
  side.skaters
    .filter((skater) => skater.player.position !== 'D')
    .sort((a, b) => b.player.skill - a.player.skill)

// Rounds of one shooter each until one side leads after a full round (at least three).
const playShootout = (sides: readonly [Side, Side], rng: Rng): 0 | 1 => {
  const shooters = sides.map(shootoutShooters)
  const made = [0, 0]
  for (let round = 0; ; round += 1) {
    sides.forEach((side, index) => {
      const list = shooters[index] ?? []
      const skater = list[round % Math.max(1, list.length)]
      const goalie = sides[1 - index]?.goalie
      const chance =
        model.shootoutGoal *
        Math.exp(0.2 * (skater?.player.skill ?? 0) - 0.15 * (goalie?.skill ?? 0))
      if (rng.next() < chance) {
        made[index] = (made[index] ?? 0) + 1
        if (skater) add(skater.line, 'shootoutGoals')
      }
    })
    if (round + 1 >= model.shootoutRounds && made[0] !== made[1])
      return (made[0] ?? 0) > (made[1] ?? 0) ? 0 : 1
  }
}

const boxOf = (side: Side, score: number): TeamBox => {
  const lines = new Map(side.skaters.map((skater) => [skater.player.key, skater.line]))
  const players = side.players.map((player) =>
    player === side.goalie
      ? playerBox(sportIds.NHL, 'goalie', player, side.goalieLine)
      : playerBox(
          sportIds.NHL,
          player.position === 'G' ? 'goalie' : 'player',
          player,
          lines.get(player.key) ?? {},
        ),
  )
  return { score, stats: side.team, players, bullpen: null }
}

/**
 * Simulates one NHL game into a full box score (see the module comment for the model). The
 * goalie with depth 1 plays the whole game; other goalies get empty lines.
 * @example simulateNhlGame({ home, visitor, impliedTotals: { home: 3.2, visitor: 2.8 }, rng }).home.score // 4
 */
export const simulateNhlGame = ({ home, visitor, impliedTotals, rng }: GameInput): BoxScore => {
  const pace = meanOneFactor(rng, model.paceSd)
  const gameFactor = meanOneFactor(rng, model.gameSd)
  const sides = [newSide(home, rng), newSide(visitor, rng)] as const
  const finishing = [impliedTotals.home, impliedTotals.visitor].map((implied, index) => {
    const level = implied * gameFactor * meanOneFactor(rng, model.formSd)
    const shotsMean = model.shotsPerGame * pace * Math.sqrt(level / model.leagueGoals)
    const [offense, defense] = index === 0 ? sides : [sides[1], sides[0]]
    const shots = poisson(rng, shotsMean)
    // Per shot, so that the team's shot mix (more shots to better shooters) meets `level`.
    const finish = level / shotsMean / shotQuality(offense)
    for (let shot = 0; shot < shots; shot += 1) shoot(offense, defense, finish, rng)
    blockShots(defense, rng)
    return finish
  })
  let overtime = false
  let shootoutWinner: 0 | 1 | undefined
  if (goalsOf(sides[0]) === goalsOf(sides[1])) {
    overtime = true
    if (!playOvertime(sides, finishing, rng)) shootoutWinner = playShootout(sides, rng)
  }
  const scores = sides.map((side, index) => goalsOf(side) + (shootoutWinner === index ? 1 : 0))
  const winner = (scores[0] ?? 0) > (scores[1] ?? 0) ? 0 : 1
  sides.forEach((side, index) => {
    if (side.goalie === undefined) return
    add(side.goalieLine, index === winner ? 'wins' : overtime ? 'overtimeLosses' : 'losses')
    if (statOf(side.goalieLine, 'goalsAgainst') === 0) add(side.goalieLine, 'shutouts')
  })
  return {
    home: boxOf(sides[0], scores[0] ?? 0),
    visitor: boxOf(sides[1], scores[1] ?? 0),
    periods: overtime ? 4 : 3,
    overtime,
  }
}
