import { buildSimPlayer } from '@slatelab/engine/simlabs/sim-builders'
import { fitOutcome, outcomeAt } from '@slatelab/engine/simlabs/player-outcomes'
import { createRng } from '@slatelab/engine/rng'
import type { Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { addGroupSpreads, groupSpreads, noGroupSpreads, type SpreadCounts } from './group-spreads'

const player = buildSimPlayer({
  projection: 15 as Points,
  floor: 6 as Points,
  ceiling: 26 as Points,
})
// Twenty players of four teams in two games, held by a tenth of the field each.
const players = Array.from({ length: 20 }, () => player)
const grouped = players.map((_, index) => ({
  teamKey: `T${index % 4}`,
  eventKey: `G${index % 2}`,
  held: 0.1,
}))
const ratio = (counts: SpreadCounts) => counts.squaredMisses / counts.simulatedVariance

// Slates whose players follow their own distributions, every player moved by `shared` points
// times one normal draw per slate.
const slates = (count: number, shared: number, seed: string) => {
  const rng = createRng(seed)
  const outcome = fitOutcome(player)
  let total = noGroupSpreads
  for (let slate = 0; slate < count; slate += 1) {
    const shift = shared * rng.normal(0, 1)
    const actual = players.map(() => outcomeAt(outcome, rng.normal(0, 1)) + shift)
    total = addGroupSpreads(
      total,
      groupSpreads(players, [], grouped, actual, 400, `${seed}:${slate}`),
    )
  }
  return total
}

describe('players, teams, games and the slate placed together', () => {
  it('counts each player, team, game and the slate of a slate once', () => {
    const one = slates(1, 0, 'count')
    expect([one.player.groups, one.team.groups, one.game.groups, one.slate.groups]).toEqual([
      20, 4, 2, 1,
    ])
  })

  it('places a 0 among simulated zeros in their middle, not outside its interval', () => {
    const hitter = buildSimPlayer({
      projection: 6 as Points,
      floor: 2 as Points,
      ceiling: 12 as Points,
      zeroChance: 0.3 as Probability,
    })
    const zero = groupSpreads(
      [hitter],
      [],
      [grouped[0] ?? { teamKey: 'T', eventKey: 'G', held: 1 }],
      [0],
      400,
      'zero',
    )
    expect(zero.player).toMatchObject({ groups: 1, outside90: 0 })
  })

  it('finds a variance ratio near 1 at every level when players miss apart, as simulated', () => {
    const total = slates(150, 0, 'apart')
    for (const level of [total.player, total.team, total.game, total.slate]) {
      expect(ratio(level)).toBeGreaterThan(0.75)
      expect(ratio(level)).toBeLessThan(1.3)
    }
    expect(total.team.outside90 / total.team.groups).toBeGreaterThan(0.05)
    expect(total.team.outside90 / total.team.groups).toBeLessThan(0.16)
  })

  it('shows a miss the whole slate shares growing from players to the slate', () => {
    const total = slates(150, 4, 'shared')
    expect(ratio(total.player)).toBeLessThan(1.5)
    expect(ratio(total.team)).toBeGreaterThan(1.4 * ratio(total.player))
    expect(ratio(total.slate)).toBeGreaterThan(1.8 * ratio(total.team))
  })
})
