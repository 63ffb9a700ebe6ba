/**
 * The sites' scoring tables (dfs-rules.md §2), keyed by site, sport and player kind.
 * Yahoo MLB, NHL and PGA are not in our reference, so they have no table.
 */
import { siteIds, type SiteId } from '../sites'
import { sportIds, type SportId } from '../sports'
import { rules, type ScoringRules } from './scoring-rules'

/**
 * The kind of player a table scores: sites score a defense, a pitcher or a goalie on other
 * stats than the rest of the roster.
 * @example playerKinds.pitcher // 'pitcher'
 */
export const playerKinds = {
  /** Everyone scored on the sport's main table (NFL offense, NBA, MLB hitters, skaters, golfers). */
  player: 'player',
  /** An NFL team defense / special teams. */
  defense: 'defense',
  /** An MLB pitcher. */
  pitcher: 'pitcher',
  /** An NHL goalie. */
  goalie: 'goalie',
} as const
export type PlayerKind = (typeof playerKinds)[keyof typeof playerKinds]

const nflOffense = (reception: number, fumbleLost: number, yardageBonus: number) =>
  rules({
    perStat: {
      passingYards: 0.04,
      passingTouchdowns: 4,
      interceptions: -1,
      rushingYards: 0.1,
      rushingTouchdowns: 6,
      receptions: reception,
      receivingYards: 0.1,
      receivingTouchdowns: 6,
      fumblesLost: fumbleLost,
      twoPointConversions: 2,
      returnTouchdowns: 6,
      fumbleRecoveryTouchdowns: 6,
    },
    thresholds:
      yardageBonus === 0
        ? []
        : [
            { stat: 'passingYards', atLeast: 300, points: yardageBonus },
            { stat: 'rushingYards', atLeast: 100, points: yardageBonus },
            { stat: 'receivingYards', atLeast: 100, points: yardageBonus },
          ],
  })

const nflDefense = rules({
  perStat: {
    sacks: 1,
    interceptions: 2,
    fumbleRecoveries: 2,
    defensiveTouchdowns: 6,
    safeties: 2,
    blockedKicks: 2,
    extraPointReturns: 2,
  },
  buckets: [
    {
      stat: 'pointsAllowed',
      ranges: [
        { upTo: 0, points: 10 },
        { upTo: 6, points: 7 },
        { upTo: 13, points: 4 },
        { upTo: 20, points: 1 },
        { upTo: 27, points: 0 },
        { upTo: 34, points: -1 },
        { upTo: null, points: -4 },
      ],
    },
  ],
})

const nbaDoubleDigits = {
  key: 'doubleDigitCategories',
  countAtLeast: 10,
  of: ['points', 'rebounds', 'assists', 'blocks', 'steals'],
} as const

const dkNba = rules({
  perStat: {
    points: 1,
    threePointersMade: 0.5,
    rebounds: 1.25,
    assists: 1.5,
    steals: 2,
    blocks: 2,
    turnovers: -0.5,
  },
  derived: [nbaDoubleDigits],
  thresholds: [
    { stat: 'doubleDigitCategories', atLeast: 2, points: 1.5 },
    { stat: 'doubleDigitCategories', atLeast: 3, points: 3 },
  ],
})

const fdNba = rules({
  perStat: { points: 1, rebounds: 1.2, assists: 1.5, steals: 3, blocks: 3, turnovers: -1 },
})

const dkHitter = rules({
  perStat: {
    singles: 3,
    doubles: 5,
    triples: 8,
    homeRuns: 10,
    runsBattedIn: 2,
    runs: 2,
    walks: 2,
    hitByPitch: 2,
    stolenBases: 5,
  },
})

const fdHitter = rules({
  perStat: {
    singles: 3,
    doubles: 6,
    triples: 9,
    homeRuns: 12,
    runsBattedIn: 3.5,
    runs: 3.2,
    walks: 3,
    hitByPitch: 3,
    stolenBases: 6,
  },
})

const dkPitcher = rules({
  perStat: {
    outs: 0.75,
    strikeouts: 2,
    wins: 4,
    earnedRuns: -2,
    hitsAllowed: -0.6,
    walksAllowed: -0.6,
    hitBatsmen: -0.6,
    completeGames: 2.5,
    completeGameShutouts: 2.5,
    noHitters: 5,
  },
})

const fdPitcher = rules({
  perStat: { outs: 1, strikeouts: 3, wins: 6, earnedRuns: -3, qualityStarts: 4 },
})

const dkSkater = rules({
  perStat: {
    goals: 8.5,
    assists: 5,
    shotsOnGoal: 1.5,
    blockedShots: 1.3,
    shortHandedPoints: 2,
    shootoutGoals: 1.5,
  },
  derived: [{ key: 'skaterPoints', sumOf: ['goals', 'assists'] }],
  thresholds: [
    { stat: 'goals', atLeast: 3, points: 3 },
    { stat: 'shotsOnGoal', atLeast: 5, points: 3 },
    { stat: 'blockedShots', atLeast: 3, points: 3 },
    { stat: 'skaterPoints', atLeast: 3, points: 3 },
  ],
})

const dkGoalie = rules({
  perStat: { wins: 6, saves: 0.7, goalsAgainst: -3.5, shutouts: 4, overtimeLosses: 2 },
  thresholds: [{ stat: 'saves', atLeast: 35, points: 3 }],
})

const fdSkater = rules({
  perStat: {
    goals: 12,
    assists: 8,
    shotsOnGoal: 1.6,
    blockedShots: 1.6,
    shortHandedPoints: 2,
    powerPlayPoints: 0.5,
  },
})

const fdGoalie = rules({
  perStat: { wins: 12, saves: 0.8, goalsAgainst: -4, shutouts: 8 },
})

/** DK golf: per hole, bonuses (counts of rounds or events) and points by finishing place. */
const dkGolfer = rules({
  perStat: {
    doubleEagles: 13,
    eagles: 8,
    birdies: 3,
    pars: 0.5,
    bogeys: -0.5,
    doubleBogeys: -1,
    birdieStreakRounds: 3,
    bogeyFreeRounds: 3,
    allRoundsUnder70: 5,
    holesInOne: 5,
  },
  buckets: [
    {
      stat: 'finishPosition',
      ranges: [
        { upTo: 1, points: 30 },
        { upTo: 2, points: 20 },
        { upTo: 3, points: 18 },
        { upTo: 4, points: 16 },
        { upTo: 5, points: 14 },
        { upTo: 6, points: 12 },
        { upTo: 7, points: 10 },
        { upTo: 8, points: 9 },
        { upTo: 9, points: 8 },
        { upTo: 10, points: 7 },
        { upTo: 15, points: 6 },
        { upTo: 20, points: 5 },
        { upTo: 25, points: 4 },
        { upTo: 30, points: 3 },
        { upTo: 40, points: 2 },
        { upTo: 50, points: 1 },
        { upTo: null, points: 0 },
      ],
    },
  ],
})

type SportTables = Readonly<Partial<Record<PlayerKind, ScoringRules>>>

const tables: Readonly<Record<SiteId, Readonly<Partial<Record<SportId, SportTables>>>>> = {
  [siteIds.DraftKings]: {
    [sportIds.NFL]: { player: nflOffense(1, -1, 3), defense: nflDefense },
    [sportIds.NBA]: { player: dkNba },
    [sportIds.MLB]: { player: dkHitter, pitcher: dkPitcher },
    [sportIds.NHL]: { player: dkSkater, goalie: dkGoalie },
    [sportIds.PGA]: { player: dkGolfer },
  },
  [siteIds.FanDuel]: {
    [sportIds.NFL]: { player: nflOffense(0.5, -2, 0), defense: nflDefense },
    [sportIds.NBA]: { player: fdNba },
    [sportIds.MLB]: { player: fdHitter, pitcher: fdPitcher },
    [sportIds.NHL]: { player: fdSkater, goalie: fdGoalie },
  },
  [siteIds.Yahoo]: {
    [sportIds.NFL]: { player: nflOffense(0.5, -2, 0), defense: nflDefense },
    [sportIds.NBA]: { player: fdNba },
  },
}

/**
 * The table a site scores a kind of player with, or `undefined` where we have none.
 * @example findScoringRules(4, 1, 'player')?.perStat.receptions // 1 (DK full PPR)
 */
export const findScoringRules = (
  siteId: SiteId,
  sportId: SportId,
  kind: PlayerKind,
): ScoringRules | undefined => tables[siteId][sportId]?.[kind]
