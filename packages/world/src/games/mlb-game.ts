/**
 * The MLB game model, plate appearance by plate appearance. Nine innings (extra innings start
 * with a runner on second, as in MLB since 2020; his run is unearned), the home team skipping or
 * walking off in the ninth. Each plate appearance's outcome comes from the batter's and the
 * pitcher's skill and the team's run environment (`mlb-plate-appearance.ts`); runners advance
 * by simple rules; the starter leaves at his pitch limit or after a blow-up, then the bullpen
 * (one combined, unlisted line) finishes. Everything a batter does is also charged to the
 * pitcher on the mound, so the batters' runs, hits, homers, walks and strikeouts equal the
 * opposing starter's plus bullpen's lines. Runs are charged to the pitcher on the mound when
 * they score (a simplification of the inherited-runner rule); there are no errors.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer, TeamBox } from './game-schema'
import {
  drawOutcome,
  leagueRunsPerTeam,
  matchupOdds,
  outcomes,
  pitchesFor,
  type Outcome,
} from './mlb-plate-appearance'
import { encodePlateAppearance } from './mlb-plate-log'
import { add, playerBox, playersAt, statOf, type Tally } from './player-lines'
import { meanOneFactor } from './sampling'

const model = {
  gameSd: 0.12,
  formSd: 0.1,
  pitchLimitMean: 92,
  pitchLimitSd: 9,
  /** Earned runs after which a starter is pulled, drawn per game from this range. */
  pullRuns: [5, 7],
  /** Outs a starter needs for a win, a quality start's outs and earned-run limit. */
  winOuts: 15,
  qualityStartOuts: 18,
  qualityStartRuns: 3,
  bullpenSkill: 0,
  replacementSkill: -0.6,
  stealAttempt: 0.05,
  stealSuccess: 0.78,
  doublePlay: 0.13,
  sacrificeFly: 0.3,
  secondToThirdOnOut: 0.25,
  secondScoresOnSingle: 0.6,
  firstToThirdOnSingle: 0.28,
  firstScoresOnDouble: 0.42,
  innings: 9,
  /** A safety stop: extra innings with a runner on second end long before this. */
  maxInnings: 30,
} as const

const pitcherPositions = new Set(['SP', 'RP', 'P'])
// Batting order by skill rank: the best hitter bats third, the next second, then first, fourth…
const orderBySkillRank = [2, 1, 0, 3, 4, 5, 6, 7, 8] as const

/** A lineup spot: the listed batter (or an unlisted replacement) and his running line. */
type Slot = {
  readonly player: GamePlayer | undefined
  readonly skill: number
  readonly line: Tally
}

/** A base runner: his lineup spot and whether his run would be earned. */
type Runner = { readonly slot: number; readonly earned: boolean }

type Side = {
  readonly isHome: boolean
  readonly players: readonly GamePlayer[]
  readonly lineup: readonly Slot[]
  readonly starter: GamePlayer | undefined
  readonly starterLine: Tally
  readonly bullpen: Tally
  readonly pitchLimit: number
  readonly pullRuns: number
  readonly runsFactor: number
  starterIn: boolean
  /** The plate appearances against this side's pitchers, encoded (`mlb-plate-log.ts`). */
  readonly plays: string[]
  nextBatter: number
  runs: number
  /** Who would take the decision if the current lead holds. */
  winCandidate: Tally | undefined
  lossCandidate: Tally | undefined
}

// The everyday players by position: a hitter deeper than this (by depth among who is there)
// sits on the bench while the regulars play, and comes in for a missing one.
const everydayDepth: Readonly<Record<string, number>> = {
  C: 1,
  '1B': 1,
  '2B': 1,
  '3B': 1,
  SS: 1,
  OF: 3,
  DH: 1,
}

const battingOrderOf = (players: readonly GamePlayer[]): readonly (GamePlayer | undefined)[] => {
  const bySkill = (a: GamePlayer, b: GamePlayer) => b.skill - a.skill
  const hitters = players.filter((player) => !pitcherPositions.has(player.position))
  const isEveryday = (player: GamePlayer) => player.depth <= (everydayDepth[player.position] ?? 0)
  const starters = [
    ...hitters.filter(isEveryday).sort(bySkill),
    ...hitters.filter((player) => !isEveryday(player)).sort(bySkill),
  ]
    .slice(0, orderBySkillRank.length)
    .sort(bySkill)
  return orderBySkillRank.map((rank) => starters[rank])
}

/**
 * A team's batting order, leadoff first: the keys of its nine hitters by skill rank (the best
 * bats third, the next second, then first, fourth…). The nine are the everyday players who are
 * there, with the best bench bats in for missing ones; `null` only where fewer than nine
 * hitters are listed at all (an unlisted replacement bats there). Run on the players the game
 * model plays with, it is the order the game is played in; on the projector's view, a
 * projected order.
 * @example battingOrder(players) // ['MLB:NYY:3', 'MLB:NYY:2', 'MLB:NYY:1', …]
 */
export const battingOrder = (players: readonly GamePlayer[]): readonly (string | null)[] =>
  battingOrderOf(players).map((player) => player?.key ?? null)

const lineupOf = (players: readonly GamePlayer[]): readonly Slot[] =>
  battingOrderOf(players).map((player) => ({
    player,
    skill: player?.skill ?? model.replacementSkill,
    line: {},
  }))

const newSide = (
  isHome: boolean,
  players: readonly GamePlayer[],
  level: number,
  rng: Rng,
): Side => {
  const starter = playersAt(players, 'SP')[0]
  return {
    isHome,
    players,
    lineup: lineupOf(players),
    starter,
    starterLine: {},
    bullpen: {},
    pitchLimit: rng.normal(model.pitchLimitMean + 4 * (starter?.skill ?? 0), model.pitchLimitSd),
    pullRuns: rng.int(model.pullRuns[0], model.pullRuns[1]),
    runsFactor: level / leagueRunsPerTeam,
    starterIn: starter !== undefined,
    plays: [],
    nextBatter: 0,
    runs: 0,
    winCandidate: undefined,
    lossCandidate: undefined,
  }
}

const pitcherLine = (defense: Side): Tally =>
  defense.starterIn ? defense.starterLine : defense.bullpen
const pitcherSkill = (defense: Side): number =>
  defense.starterIn ? (defense.starter?.skill ?? model.bullpenSkill) : model.bullpenSkill

/** One half-inning in progress. */
type HalfInning = {
  readonly offense: Side
  readonly defense: Side
  readonly bases: (Runner | null)[]
  outs: number
  /** Runs batted in on the current plate appearance. */
  batted: number
}

const scoreRun = (half: HalfInning, runner: Runner | null, batted: boolean): void => {
  if (runner === null) return
  const { offense, defense } = half
  const wasLeading = offense.runs > defense.runs
  offense.runs += 1
  add(offense.lineup[runner.slot]?.line ?? {}, 'runs')
  add(pitcherLine(defense), 'runsAllowed')
  if (runner.earned) add(pitcherLine(defense), 'earnedRuns')
  if (batted) half.batted += 1
  if (!wasLeading && offense.runs > defense.runs) {
    offense.winCandidate = pitcherLine(offense)
    defense.lossCandidate = pitcherLine(defense)
  }
}

const forceAdvance = (half: HalfInning, batter: Runner): void => {
  const [first, second, third] = half.bases
  if (first) {
    if (second) {
      if (third) scoreRun(half, third, true)
      half.bases[2] = second
    }
    half.bases[1] = first
  }
  half.bases[0] = batter
}

const advanceOnHit = (half: HalfInning, outcome: Outcome, batter: Runner, rng: Rng): void => {
  const [first, second, third] = half.bases
  half.bases.fill(null)
  if (outcome === outcomes.homeRun || outcome === outcomes.triple) {
    scoreRun(half, third ?? null, true)
    scoreRun(half, second ?? null, true)
    scoreRun(half, first ?? null, true)
    if (outcome === outcomes.homeRun) scoreRun(half, batter, true)
    else half.bases[2] = batter
    return
  }
  scoreRun(half, third ?? null, true)
  if (outcome === outcomes.double) {
    scoreRun(half, second ?? null, true)
    if (first && rng.next() < model.firstScoresOnDouble) scoreRun(half, first, true)
    else half.bases[2] = first ?? null
    half.bases[1] = batter
    return
  }
  if (second && rng.next() < model.secondScoresOnSingle) scoreRun(half, second, true)
  else half.bases[2] = second ?? null
  if (first && half.bases[2] === null && rng.next() < model.firstToThirdOnSingle) {
    half.bases[2] = first
  } else half.bases[1] = first ?? null
  half.bases[0] = batter
}

const outInPlay = (half: HalfInning, rng: Rng): number => {
  const [first, second, third] = half.bases
  if (half.outs < 2 && first && rng.next() < model.doublePlay) {
    half.bases[0] = null
    return 2
  }
  if (half.outs < 2) {
    if (third && rng.next() < model.sacrificeFly) {
      half.bases[2] = null
      scoreRun(half, third, true)
    } else if (second && !third && rng.next() < model.secondToThirdOnOut) {
      half.bases[2] = second
      half.bases[1] = null
    }
  }
  return 1
}

const hitStats: Partial<Record<Outcome, string>> = {
  [outcomes.single]: 'singles',
  [outcomes.double]: 'doubles',
  [outcomes.triple]: 'triples',
  [outcomes.homeRun]: 'homeRuns',
}

const recordOutcome = (batter: Tally, pitcher: Tally, outcome: Outcome): void => {
  add(batter, 'plateAppearances')
  add(pitcher, 'battersFaced')
  if (outcome === outcomes.walk) {
    add(batter, 'walks')
    add(pitcher, 'walksAllowed')
    return
  }
  if (outcome === outcomes.hitByPitch) {
    add(batter, 'hitByPitch')
    add(pitcher, 'hitBatsmen')
    return
  }
  add(batter, 'atBats')
  if (outcome === outcomes.strikeout) {
    add(batter, 'strikeouts')
    add(pitcher, 'strikeouts')
  }
  const hit = hitStats[outcome]
  if (hit === undefined) return
  add(batter, 'hits')
  add(batter, hit)
  add(pitcher, 'hitsAllowed')
  if (outcome === outcomes.homeRun) add(pitcher, 'homeRunsAllowed')
}

const recordOuts = (half: HalfInning, count: number): void => {
  const outs = Math.min(count, 3 - half.outs)
  half.outs += outs
  add(pitcherLine(half.defense), 'outs', outs)
}

const trySteal = (half: HalfInning, rng: Rng): void => {
  const runner = half.bases[0]
  if (!runner || half.bases[1]) return
  const slot = half.offense.lineup[runner.slot]
  if (!slot || rng.next() >= model.stealAttempt * Math.exp(0.5 * slot.skill)) return
  half.bases[0] = null
  if (rng.next() < model.stealSuccess) {
    add(slot.line, 'stolenBases')
    half.bases[1] = runner
  } else {
    add(slot.line, 'caughtStealing')
    recordOuts(half, 1)
  }
}

const plateAppearance = (half: HalfInning, odds: Float64Array, rng: Rng): void => {
  const { offense, defense } = half
  const slotIndex = offense.nextBatter
  const slot = offense.lineup[slotIndex]
  if (!slot) return
  offense.nextBatter = (slotIndex + 1) % offense.lineup.length
  const pitcher = pitcherLine(defense)
  const outcome = drawOutcome(
    matchupOdds(slot.skill, pitcherSkill(defense), offense.runsFactor, odds),
    rng,
  )
  const pitches = pitchesFor(outcome, rng)
  add(pitcher, 'pitches', pitches)
  defense.plays.push(
    encodePlateAppearance({ slot: slotIndex, bullpen: !defense.starterIn, outcome, pitches }),
  )
  recordOutcome(slot.line, pitcher, outcome)
  half.batted = 0
  const batter: Runner = { slot: slotIndex, earned: true }
  if (outcome === outcomes.strikeout) recordOuts(half, 1)
  else if (outcome === outcomes.inPlayOut) recordOuts(half, outInPlay(half, rng))
  else if (outcome === outcomes.walk || outcome === outcomes.hitByPitch) forceAdvance(half, batter)
  else advanceOnHit(half, outcome, batter, rng)
  add(slot.line, 'runsBattedIn', half.batted)
  if (
    defense.starterIn &&
    (statOf(pitcher, 'pitches') >= defense.pitchLimit ||
      statOf(pitcher, 'earnedRuns') >= defense.pullRuns)
  ) {
    defense.starterIn = false
  }
}

const playHalf = (
  offense: Side,
  defense: Side,
  inning: number,
  odds: Float64Array,
  rng: Rng,
): void => {
  const half: HalfInning = { offense, defense, bases: [null, null, null], outs: 0, batted: 0 }
  if (inning > model.innings) {
    const lastOut = (offense.nextBatter + offense.lineup.length - 1) % offense.lineup.length
    half.bases[1] = { slot: lastOut, earned: false }
  }
  const walkOff = (): boolean =>
    offense.isHome && inning >= model.innings && offense.runs > defense.runs
  while (half.outs < 3 && !walkOff()) {
    trySteal(half, rng)
    if (half.outs < 3) plateAppearance(half, odds, rng)
  }
}

const decide = (winner: Side, loser: Side): void => {
  const starterWins =
    winner.winCandidate === winner.starterLine &&
    statOf(winner.starterLine, 'outs') >= model.winOuts
  add(starterWins ? winner.starterLine : winner.bullpen, 'wins')
  add(loser.lossCandidate ?? loser.bullpen, 'losses')
}

const finishStarter = (side: Side): void => {
  const line = side.starterLine
  if (side.starter === undefined) return
  if (
    statOf(line, 'outs') >= model.qualityStartOuts &&
    statOf(line, 'earnedRuns') <= model.qualityStartRuns
  ) {
    add(line, 'qualityStarts')
  }
  if (statOf(side.bullpen, 'battersFaced') > 0) return
  add(line, 'completeGames')
  if (statOf(line, 'runsAllowed') === 0) add(line, 'completeGameShutouts')
  if (statOf(line, 'hitsAllowed') === 0) add(line, 'noHitters')
}

const teamStats = ['runs', 'hits', 'homeRuns', 'walks', 'hitByPitch', 'strikeouts', 'stolenBases']

const boxOf = (side: Side, opposing: Side): TeamBox => {
  const stats: Tally = {}
  for (const stat of teamStats) {
    for (const slot of side.lineup) add(stats, stat, statOf(slot.line, stat))
  }
  const lines = new Map(side.lineup.map((slot) => [slot.player?.key, slot.line]))
  const players = side.players.map((player) => {
    if (player === side.starter) return playerBox(sportIds.MLB, 'pitcher', player, side.starterLine)
    if (pitcherPositions.has(player.position)) return playerBox(sportIds.MLB, 'pitcher', player, {})
    return playerBox(sportIds.MLB, 'player', player, lines.get(player.key) ?? {})
  })
  return { score: side.runs, stats, players, bullpen: side.bullpen, plays: opposing.plays.join('') }
}

/**
 * Simulates one MLB game into a full box score (see the module comment for the model). The
 * home team's pitcher with depth 1 at `SP` starts; other listed pitchers get empty lines.
 * @example simulateMlbGame({ home, visitor, impliedTotals: { home: 4.6, visitor: 3.9 }, rng }).home.score // 5
 */
export const simulateMlbGame = ({ home, visitor, impliedTotals, rng }: GameInput): BoxScore => {
  const gameFactor = meanOneFactor(rng, model.gameSd)
  const homeSide = newSide(
    true,
    home,
    impliedTotals.home * gameFactor * meanOneFactor(rng, model.formSd),
    rng,
  )
  const visitorSide = newSide(
    false,
    visitor,
    impliedTotals.visitor * gameFactor * meanOneFactor(rng, model.formSd),
    rng,
  )
  const odds = new Float64Array(7)
  let inning = 1
  for (; inning <= model.maxInnings; inning += 1) {
    playHalf(visitorSide, homeSide, inning, odds, rng)
    if (inning >= model.innings && homeSide.runs > visitorSide.runs) break
    playHalf(homeSide, visitorSide, inning, odds, rng)
    if (inning >= model.innings && homeSide.runs !== visitorSide.runs) break
  }
  const homeWon = homeSide.runs > visitorSide.runs
  decide(homeWon ? homeSide : visitorSide, homeWon ? visitorSide : homeSide)
  finishStarter(homeSide)
  finishStarter(visitorSide)
  const innings = Math.min(inning, model.maxInnings)
  return {
    home: boxOf(homeSide, visitorSide),
    visitor: boxOf(visitorSide, homeSide),
    periods: innings,
    overtime: innings > model.innings,
  }
}
