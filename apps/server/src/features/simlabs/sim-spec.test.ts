import { pearson } from '@slatelab/engine/correlations/pearson'
import { createRng } from '@slatelab/engine/rng'
import { generateField } from '@slatelab/world/fields/generate-field'
import { classicLineupFormat } from '@slatelab/world/fields/lineup-rules'
import { buildFieldContest } from '@slatelab/world/fields/testing/field-builders'
import { buildNflMainSlate } from '@slatelab/world/fields/testing/synthetic-slates'
import { describe, expect, it } from 'vitest'
import { generatedField, storedField } from './sim-spec'

const format = classicLineupFormat(4, 1)
const slate = buildNflMainSlate({ games: 4, focus: 1, rng: createRng('sim-spec') })
const field = {
  kind: 'generated' as const,
  players: slate.map((player, index) => ({ ...player, playerId: index })),
  format,
  contest: buildFieldContest({ contestSize: 3_000, multiEntryMax: 20 }),
  seed: 'sim-spec:field',
}
const exact = slate.map((player) => ({
  projection: player.projection,
  floor: player.projection * 0.5,
  ceiling: player.projection * 1.5,
}))
const withError = exact.map((player) => ({
  ...player,
  projectionErrorSd: player.projection * 0.3,
}))
// Teammates' points move together: so do the field's views of them.
const correlations = slate.flatMap((a, i) =>
  slate.flatMap((b, j) =>
    j > i && a.teamKey === b.teamKey ? [{ a: i, b: j, correlation: 0.3 }] : [],
  ),
)

const ownershipOf = (lineups: Int32Array): Float64Array => {
  const owned = new Float64Array(slate.length)
  for (const player of lineups) owned[player] = (owned[player] ?? 0) + 1
  return owned.map((count) => (count / field.contest.contestSize) * 100)
}

describe('the field SimLabs generates', () => {
  it('plays the projected ownership and leaves the players as they are when projections are exact', () => {
    const generated = generatedField(field, exact, correlations)
    const direct = generateField({
      ...format,
      slatePlayers: field.players,
      contest: field.contest,
      rng: createRng(field.seed),
    })
    expect(Array.from(generated.lineups)).toEqual(Array.from(direct.lineups))
    generated.players.forEach((player, index) => expect(player).toBe(exact[index]))
  }, 60_000)

  it('misses its ownership towards the players the crowd rightly likes, when projections err', () => {
    const generated = generatedField(field, withError, correlations)
    const projected = ownershipOf(
      generateField({
        ...format,
        slatePlayers: field.players,
        contest: field.contest,
        rng: createRng(field.seed),
      }).lineups,
    )
    const owned = ownershipOf(generated.lineups)
    const rostered = slate.flatMap((player, index) =>
      player.projectedOwnership >= 2 ? [index] : [],
    )
    // The truth's move against the field's move, player by player.
    const truthMoves = rostered.map((index) =>
      Math.log((generated.players[index]?.projection ?? 1) / (withError[index]?.projection ?? 1)),
    )
    const fieldMoves = rostered.map((index) =>
      Math.log(((owned[index] ?? 0) + 0.5) / ((projected[index] ?? 0) + 0.5)),
    )
    expect(pearson(truthMoves, fieldMoves)).toBeGreaterThan(0.4)
    // Means move both ways: over the slate the projection holds.
    const total = (list: readonly { readonly projection: number }[]) =>
      list.reduce((sum, player) => sum + player.projection, 0)
    expect(total(generated.players) / total(withError)).toBeCloseTo(1, 1)
    // The error left is smaller than the error measured: the view explains part of it.
    generated.players.forEach((player, index) =>
      expect((player.projectionErrorSd ?? 0) / player.projection).toBeLessThan(
        (withError[index]?.projectionErrorSd ?? 0) / (withError[index]?.projection ?? 1),
      ),
    )
  }, 60_000)
})

describe('a stored field, its entries known', () => {
  const rosterSize = format.rosterSlots.length
  const rostered = slate.flatMap((player, index) => (player.projectedOwnership >= 2 ? [index] : []))
  const withOwnership = <P extends object>(players: readonly P[]) =>
    players.map((player, index) => ({
      ...player,
      projectedOwnership: slate[index]?.projectedOwnership ?? 0,
    }))
  const moves = (moved: readonly { readonly projection: number }[]) =>
    rostered.map((index) =>
      Math.log((moved[index]?.projection ?? 1) / (withError[index]?.projection ?? 1)),
    )

  it('reads the crowd’s views back from its ownership', () => {
    // A field drawn with views is what a stored field is: its misses follow what it knew.
    const drawn = generatedField(field, withError, correlations)
    const listed = { kind: 'entries' as const, lineups: Array.from(drawn.lineups) }
    const read = storedField(listed, withOwnership(withError), rosterSize)
    expect(pearson(moves(drawn.players), moves(read.players))).toBeGreaterThan(0.6)
    // What the ownership tells is part of the view: the error left lies between.
    const errorShare = (player?: { readonly projection: number; projectionErrorSd?: number }) =>
      (player?.projectionErrorSd ?? 0) / (player?.projection ?? 1)
    for (const index of rostered) {
      const left = errorShare(read.players[index])
      expect(left).toBeLessThan(errorShare(withError[index]))
      expect(left).toBeGreaterThan(errorShare(drawn.players[index]))
    }
  }, 60_000)

  it('reads nothing into a field that played the projection, nor with exact projections', () => {
    const direct = generateField({
      ...format,
      slatePlayers: field.players,
      contest: field.contest,
      rng: createRng(field.seed),
    })
    const listed = { kind: 'entries' as const, lineups: Array.from(direct.lineups) }
    const read = storedField(listed, withOwnership(withError), rosterSize)
    const drawn = generatedField(field, withError, correlations)
    const spread = (values: readonly number[]) =>
      Math.sqrt(values.reduce((sum, value) => sum + value ** 2, 0) / values.length)
    expect(spread(moves(read.players))).toBeLessThan(0.5 * spread(moves(drawn.players)))
    const exactPlayers = withOwnership(exact)
    storedField(listed, exactPlayers, rosterSize).players.forEach((player, index) =>
      expect(player).toBe(exactPlayers[index]),
    )
  }, 60_000)
})
