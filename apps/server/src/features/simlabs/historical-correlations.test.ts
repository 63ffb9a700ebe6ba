import { createRng, type Rng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import { nflCorrelationTargets } from '@slatelab/engine/simlabs/correlation-targets'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import type { GameLine } from '@slatelab/engine/correlations/game-lines'
import { estimateTargets, historicalTargets } from './historical-correlations'

const normal = (rng: Rng) => rng.normal(0, 1)

// 32 teams meet in pairs each week. Within a team the QB and his WR1 share a factor (points
// correlation 0.5); the WR2 is independent. The WR1 averages more than the WR2 over the
// season, not in every game, so a role read from one game's points would be biased.
const nflSeason = (weeks: number): GameLine[] => {
  const rng = createRng('history')
  return Array.from({ length: weeks * 16 }, (_, game) =>
    [0, 1].flatMap((side) => {
      const teamId = 2 * (game % 16) + side
      const opponentId = 2 * (game % 16) + 1 - side
      const shared = normal(rng)
      const line = (slot: number, position: string, points: number): GameLine => ({
        eventId: game,
        playerId: teamId * 10 + slot,
        teamId,
        opponentId,
        position,
        points,
      })
      return [
        line(0, 'QB', 20 + 6 * shared),
        line(1, 'WR', 16 + 6 * (0.5 * shared + Math.sqrt(0.75) * normal(rng))),
        line(2, 'WR', 13 + 6 * normal(rng)),
      ]
    }),
  ).flat()
}

describe('correlation targets from history', () => {
  const qbWr = (targets: ReturnType<typeof estimateTargets>, role: string) =>
    targets.find(
      (target) =>
        target.relation === 'teammate' && target.roles[0] === 'QB' && target.roles[1] === role,
    )

  it('estimates a pair of roles from the games that show it, roles by season average', () => {
    const targets = estimateTargets(sportIds.NFL, nflSeason(25), nflCorrelationTargets, 40)
    const wr1 = qbWr(targets, 'WR1')
    const wr2 = qbWr(targets, 'WR2')
    expect(wr1?.samples).toBe(800)
    expect(wr1?.correlation).toBeGreaterThan(0.42)
    expect(wr1?.correlation).toBeLessThan(0.58)
    expect(Math.abs(wr2?.correlation ?? 1)).toBeLessThan(0.1)
  })

  it('keeps the typical value where too few games show the pair', () => {
    const targets = estimateTargets(sportIds.NFL, nflSeason(1), nflCorrelationTargets, 40)
    expect(qbWr(targets, 'WR1')).toEqual({ ...nflCorrelationTargets[0], samples: 0 })
    // No tight end in these games: the typical value.
    expect(qbWr(targets, 'TE1')?.samples).toBe(0)
  })

  describe('read from the store', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ world: true })
    }, 120_000)
    afterAll(() => t.close())

    it('finds goalies against opposing skaters in the demo world’s finished NHL games', async () => {
      const [goalieVsSkaters] = await historicalTargets(t.database.db, {
        sportId: sportIds.NHL,
        siteId: 4,
        before: t.clock.now,
      })
      expect(goalieVsSkaters?.roles).toEqual(['G', 'S'])
      expect(goalieVsSkaters?.samples).toBeGreaterThan(200)
      expect(goalieVsSkaters?.correlation).toBeLessThan(0)
    })

    it('measures the pairs no typical target names: skaters against opposing skaters', async () => {
      const targets = await historicalTargets(t.database.db, {
        sportId: sportIds.NHL,
        siteId: 4,
        before: t.clock.now,
      })
      const opposingSkaters = targets.find(
        (target) => target.relation === 'opponent' && target.roles.join() === 'S,S',
      )
      expect(opposingSkaters?.samples).toBeGreaterThan(1000)
      expect(opposingSkaters?.correlation).not.toBe(0)
    })
  })
})
