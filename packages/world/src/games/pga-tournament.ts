/**
 * The PGA tournament model: four rounds on a par-72 course (`golf-round.ts`), a cut after round
 * two (the low 65 and ties), a sudden-death playoff when players tie for the lead, and finishing
 * positions with ties for everyone else. Each round shares the day's course conditions across
 * the field, and each golfer has a form for the week and for the day, so rounds and finishes are
 * correlated the way leaderboards are. Each golfer's line carries DraftKings' golf stats.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import { z } from 'zod'
import type { GamePlayer } from './game-schema'
import { coursePar, playRound, type RoundCard } from './golf-round'
import { scoreLine } from './player-lines'
import { sitePointsSchema, statLineSchema } from './game-schema'

const model = {
  /** Ability per league sd of skill, and the sds of week form, day form and the day's course. */
  skillSlope: 0.12,
  weekSd: 0.05,
  daySd: 0.07,
  courseSd: 0.08,
  /** The sd of each tee-time wave's conditions in rounds one and two (wind, greens firming). */
  waveSd: 0.1,
  cutSize: 65,
  cutAfterRound: 2,
  rounds: 4,
  under: 70,
} as const

/**
 * One round of a golfer's tournament: strokes, score against par and the holes by result.
 * @example { strokes: 68, toPar: -4, birdies: 6, pars: 10, bogeys: 2, … }
 */
export const golfRoundSchema = z
  .object({
    strokes: z.number().int().positive(),
    toPar: z.number().int(),
    doubleEagles: z.number().int().nonnegative(),
    eagles: z.number().int().nonnegative(),
    birdies: z.number().int().nonnegative(),
    pars: z.number().int().nonnegative(),
    bogeys: z.number().int().nonnegative(),
    doubleBogeys: z.number().int().nonnegative(),
    tripleBogeys: z.number().int().nonnegative(),
    holesInOne: z.number().int().nonnegative(),
    birdieStreak: z.number().int().min(0).max(1),
    bogeyFree: z.number().int().min(0).max(1),
  })
  .readonly()
export type GolfRound = z.infer<typeof golfRoundSchema>

/**
 * A golfer's tournament: his rounds (two when he missed the cut), total strokes and score
 * against par, finishing position (`null` after a missed cut; tied golfers share the best
 * place, `label` `'T5'`), DraftKings stats and points.
 * @example { key: 'PGA:7', rounds, madeCut: true, strokes: 275, toPar: -13, position: 1, label: '1', stats, fantasyPoints: { '4': 112.5 } }
 */
export const golferResultSchema = z
  .object({
    key: z.string(),
    rounds: z.array(golfRoundSchema).min(2).max(4).readonly(),
    madeCut: z.boolean(),
    strokes: z.number().int().positive(),
    toPar: z.number().int(),
    position: z.number().int().positive().nullable(),
    label: z.string(),
    stats: statLineSchema,
    fantasyPoints: sitePointsSchema,
  })
  .readonly()
export type GolferResult = z.infer<typeof golferResultSchema>

/**
 * A finished tournament: the par, the cut (36-hole strokes that made it; `null` when the field
 * is small enough that everyone did) and each golfer's result in input order.
 */
export const tournamentSchema = z
  .object({
    par: z.number().int().positive(),
    cutStrokes: z.number().int().positive().nullable(),
    golfers: z.array(golferResultSchema).readonly(),
  })
  .readonly()
export type Tournament = z.infer<typeof tournamentSchema>

/**
 * What the tournament model needs: the field (a golfer's `key`, `skill` and optional
 * `variance`, the spread of his form) and the stream to draw from.
 */
export type TournamentInput = {
  readonly golfers: readonly Pick<GamePlayer, 'key' | 'skill' | 'variance'>[]
  readonly rng: Rng
  /**
   * Each golfer's round-one wave (0 morning, 1 afternoon; round two swaps them). Without it
   * the waves play alike — a projection does not know the weather.
   */
  readonly waves?: readonly number[]
}

const roundOf = (card: RoundCard): GolfRound => ({ ...card, toPar: card.strokes - coursePar })

const sumRounds = (rounds: readonly GolfRound[], stat: keyof RoundCard): number =>
  rounds.reduce((total, round) => total + round[stat], 0)

// The 36-hole strokes of the last golfer inside the cut; everyone at or under it plays on.
const cutLine = (totals: readonly number[]): number | null => {
  if (totals.length <= model.cutSize) return null
  return [...totals].sort((a, b) => a - b)[model.cutSize - 1] ?? null
}

const positionsOf = (
  totals: readonly (number | null)[],
  skills: readonly number[],
  rng: Rng,
): readonly (number | null)[] => {
  const positions = totals.map((total) =>
    total === null ? null : 1 + totals.filter((other) => other !== null && other < total).length,
  )
  const leaders = positions.flatMap((position, index) => (position === 1 ? [index] : []))
  if (leaders.length < 2) return positions
  // Sudden death: the winner is drawn by skill; the others share second.
  const weights = leaders.map((index) => Math.exp(0.3 * (skills[index] ?? 0)))
  let draw = rng.next() * weights.reduce((sum, weight) => sum + weight, 0)
  const winner = leaders.find((_, index) => (draw -= weights[index] ?? 0) < 0) ?? leaders[0]
  return positions.map((position, index) => (position === 1 && index !== winner ? 2 : position))
}

const labelOf = (position: number | null, positions: readonly (number | null)[]): string => {
  if (position === null) return 'MC'
  const tied = positions.filter((other) => other === position).length > 1
  return `${tied ? 'T' : ''}${position}`
}

/**
 * Simulates a tournament (see the module comment for the model). With 65 golfers or fewer
 * there is no cut.
 * @example simulateTournament({ golfers, rng }).golfers[0]?.label // 'T12'
 */
export const simulateTournament = ({ golfers, rng, waves }: TournamentInput): Tournament => {
  const odds = new Float64Array(21)
  const week = golfers.map((golfer) =>
    rng.normal(model.skillSlope * golfer.skill, model.weekSd * (golfer.variance ?? 1)),
  )
  const rounds: GolfRound[][] = golfers.map(() => [])
  const play = (players: readonly number[], round: number): void => {
    const course = rng.normal(0, model.courseSd)
    // Rounds one and two: the morning and the afternoon wave each meet their own conditions;
    // a golfer out early on Thursday goes late on Friday.
    const wave =
      waves !== undefined && round < model.cutAfterRound
        ? [rng.normal(0, model.waveSd), rng.normal(0, model.waveSd)]
        : [0, 0]
    for (const index of players) {
      const golfer = golfers[index]
      const conditions = wave[((waves?.[index] ?? 0) + round) % 2] ?? 0
      const ability =
        (week[index] ?? 0) -
        course -
        conditions +
        rng.normal(0, model.daySd * (golfer?.variance ?? 1))
      rounds[index]?.push(roundOf(playRound(ability, odds, rng)))
    }
  }
  const everyone = golfers.map((_, index) => index)
  for (let round = 0; round < model.cutAfterRound; round += 1) play(everyone, round)
  const halfway = rounds.map((cards) => sumRounds(cards, 'strokes'))
  const cut = cutLine(halfway)
  const madeCut = halfway.map((total) => cut === null || total <= cut)
  const weekend = everyone.filter((index) => madeCut[index])
  for (let round = model.cutAfterRound; round < model.rounds; round += 1) play(weekend, round)
  const totals = rounds.map((cards, index) => (madeCut[index] ? sumRounds(cards, 'strokes') : null))
  const positions = positionsOf(
    totals,
    golfers.map((golfer) => golfer.skill),
    rng,
  )
  return {
    par: coursePar,
    cutStrokes: cut,
    golfers: golfers.map((golfer, index) => {
      const cards = rounds[index] ?? []
      const position = positions[index] ?? null
      const strokes = sumRounds(cards, 'strokes')
      const stats: Record<string, number> = {
        doubleEagles: sumRounds(cards, 'doubleEagles'),
        eagles: sumRounds(cards, 'eagles'),
        birdies: sumRounds(cards, 'birdies'),
        pars: sumRounds(cards, 'pars'),
        bogeys: sumRounds(cards, 'bogeys'),
        doubleBogeys: sumRounds(cards, 'doubleBogeys'),
        holesInOne: sumRounds(cards, 'holesInOne'),
        birdieStreakRounds: sumRounds(cards, 'birdieStreak'),
        bogeyFreeRounds: sumRounds(cards, 'bogeyFree'),
        allRoundsUnder70:
          cards.length === model.rounds && cards.every((card) => card.strokes < model.under)
            ? 1
            : 0,
        madeCut: madeCut[index] ? 1 : 0,
      }
      if (position !== null) stats.finishPosition = position
      return {
        key: golfer.key,
        rounds: cards,
        madeCut: madeCut[index] ?? false,
        strokes,
        toPar: strokes - coursePar * cards.length,
        position,
        label: labelOf(position, positions),
        stats,
        fantasyPoints: scoreLine(sportIds.PGA, 'player', stats),
      }
    }),
  }
}
