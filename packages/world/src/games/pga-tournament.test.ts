import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coursePar } from './golf-round'
import { simulateTournament, tournamentSchema, type Tournament } from './pga-tournament'
import { estimateWaveCorrelation } from '@slatelab/engine/simlabs/wave-correlation'
import { dkPoints, mean } from './season-fixture'

const fieldOf = (size: number) => {
  const rng = createRng(`field:${size}`)
  return Array.from({ length: size }, (_, index) => ({
    key: `PGA:${index + 1}`,
    skill: rng.normal(0, 1),
  }))
}
const field = fieldOf(144)
const play = (seed: number, golfers = field): Tournament =>
  simulateTournament({ golfers, rng: createRng(seed) })

describe('simulateTournament', () => {
  it("makes each round's strokes and hole counts agree over 18 holes", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const golfer of play(seed).golfers) {
          for (const round of golfer.rounds) {
            const holes =
              round.doubleEagles +
              round.eagles +
              round.birdies +
              round.pars +
              round.bogeys +
              round.doubleBogeys
            expect(holes).toBe(18)
            const toPar =
              -3 * round.doubleEagles -
              2 * round.eagles -
              round.birdies +
              round.bogeys +
              2 * (round.doubleBogeys - round.tripleBogeys) +
              3 * round.tripleBogeys
            expect(round.toPar).toBe(toPar)
            expect(round.strokes).toBe(coursePar + toPar)
            expect(round.bogeyFree).toBe(round.bogeys + round.doubleBogeys === 0 ? 1 : 0)
            if (round.birdieStreak === 1)
              expect(round.birdies + round.eagles + round.doubleEagles).toBeGreaterThanOrEqual(3)
          }
          expect(golfer.strokes).toBe(golfer.rounds.reduce((sum, round) => sum + round.strokes, 0))
        }
      }),
      { numRuns: 10 },
    )
  })

  it('cuts after round two to the low 65 and ties, and places the rest by total with ties', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { golfers, cutStrokes } = tournamentSchema.parse(play(seed))
        if (cutStrokes === null) throw new Error('a 144-man field has a cut')
        const halfway = (golfer: (typeof golfers)[number]) =>
          (golfer.rounds[0]?.strokes ?? 0) + (golfer.rounds[1]?.strokes ?? 0)
        const made = golfers.filter((golfer) => golfer.madeCut)
        expect(made.length).toBeGreaterThanOrEqual(65)
        expect(golfers.filter((golfer) => halfway(golfer) < cutStrokes).length).toBeLessThan(65)
        for (const golfer of golfers) {
          expect(golfer.madeCut).toBe(halfway(golfer) <= cutStrokes)
          expect(golfer.rounds).toHaveLength(golfer.madeCut ? 4 : 2)
          if (!golfer.madeCut) {
            expect(golfer.position).toBeNull()
            expect(golfer.label).toBe('MC')
            expect(golfer.stats.finishPosition).toBeUndefined()
            continue
          }
          const better = made.filter((other) => other.strokes < golfer.strokes).length
          const tiedForLead =
            better === 0 && made.filter((other) => other.strokes === golfer.strokes).length > 1
          // A playoff settles a tie for the lead: one winner, the others share second.
          if (!tiedForLead) expect(golfer.position).toBe(better + 1)
          expect(golfer.stats.finishPosition).toBe(golfer.position)
          const shared = made.filter((other) => other.position === golfer.position).length > 1
          expect(golfer.label).toBe(`${shared ? 'T' : ''}${golfer.position}`)
        }
        expect(made.filter((golfer) => golfer.position === 1)).toHaveLength(1)
      }),
      { numRuns: 10 },
    )
  })

  it('plays every golfer four rounds when the field is 65 or fewer', () => {
    const tournament = play(1, fieldOf(60))
    expect(tournament.cutStrokes).toBeNull()
    expect(tournament.golfers.every((golfer) => golfer.madeCut && golfer.rounds.length === 4)).toBe(
      true,
    )
  })

  it('gives a deep-equal result for the same seed and a different one for another', () => {
    expect(play(11)).toEqual(play(11))
    expect(play(11)).not.toEqual(play(12))
  })

  describe('over a season of 30 tournaments', () => {
    const tournaments = Array.from({ length: 30 }, (_, index) => play(1000 + index))
    const golfers = tournaments.flatMap((tournament) => tournament.golfers)

    it('averages 70–72 strokes a round, 3–4.5 birdies, and wins at 10–26 under', () => {
      const rounds = golfers.flatMap((golfer) => golfer.rounds)
      expect(mean(rounds.map((round) => round.strokes))).toBeGreaterThan(70)
      expect(mean(rounds.map((round) => round.strokes))).toBeLessThan(72)
      expect(mean(rounds.map((round) => round.birdies))).toBeGreaterThan(3)
      expect(mean(rounds.map((round) => round.birdies))).toBeLessThan(4.5)
      const winners = golfers.filter((golfer) => golfer.position === 1)
      expect(mean(winners.map((golfer) => golfer.toPar))).toBeGreaterThan(-26)
      expect(mean(winners.map((golfer) => golfer.toPar))).toBeLessThan(-10)
    })

    it('gives DK 55–90 points to golfers who make the cut, 15–35 to those who miss, 100+ to winners', () => {
      const made = golfers.filter((golfer) => golfer.madeCut).map(dkPoints)
      const missed = golfers.filter((golfer) => !golfer.madeCut).map(dkPoints)
      expect(mean(made)).toBeGreaterThan(55)
      expect(mean(made)).toBeLessThan(90)
      expect(mean(missed)).toBeGreaterThan(15)
      expect(mean(missed)).toBeLessThan(35)
      expect(mean(golfers.filter((golfer) => golfer.position === 1).map(dkPoints))).toBeGreaterThan(
        100,
      )
    })

    it('lets better golfers finish higher (skill vs. made cuts)', () => {
      const byKey = new Map(field.map((golfer) => [golfer.key, golfer.skill]))
      const cutRate = (keep: (skill: number) => boolean) =>
        mean(
          golfers
            .filter((golfer) => keep(byKey.get(golfer.key) ?? 0))
            .map((golfer) => (golfer.madeCut ? 1 : 0)),
        )
      expect(cutRate((skill) => skill > 1)).toBeGreaterThan(cutRate((skill) => skill < -1) + 0.3)
    })
  })
})

describe('tee-time waves', () => {
  // Each golfer's DraftKings points less his mean over the tournaments: what skill leaves.
  const residualsOf = (tournaments: readonly Tournament[], waves: readonly number[]) => {
    const points = tournaments.map((tournament) => tournament.golfers.map(dkPoints))
    const means = field.map((_, index) => mean(points.map((event) => event[index] ?? 0)))
    return points.map((event) =>
      event.map((value, index) => ({
        wave: waves[index] ?? 0,
        residual: value - (means[index] ?? 0),
      })),
    )
  }
  const waves = field.map((_, index) => index % 2)

  it('moves the golfers of one wave together in rounds one and two, and not without waves', () => {
    const withWaves = Array.from({ length: 200 }, (_, seed) =>
      simulateTournament({ golfers: field, rng: createRng(seed), waves }),
    )
    const without = Array.from({ length: 200 }, (_, seed) => play(seed))
    const same = estimateWaveCorrelation(residualsOf(withWaves, waves)).correlation
    expect(same).toBeGreaterThan(0.025)
    expect(same).toBeLessThan(0.1)
    expect(estimateWaveCorrelation(residualsOf(without, waves)).correlation).toBeLessThan(0.01)
  }, 60_000)
})
