import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { describe, expect, it } from 'vitest'
import { lateSwap, LateSwapError, type LateSwapInput } from './late-swap'
import { optimizeLineups } from './optimize-lineups'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { optimizerPlayerSchema } from './optimizer-request'
import { buildNflPool } from './pool-builders'

const format = requireRosterFormat('dk-nfl-classic')
const players = buildNflPool('late-swap', 4).map((player) => optimizerPlayerSchema.parse(player))
const games = [...new Set(players.map((player) => player.game))]
// Two early games at 18:00 UTC, two late ones at 21:25 UTC.
const gameStarts = Object.fromEntries(
  games.map((game, index) => [
    game,
    index < 2 ? '2026-11-29T18:00:00.000Z' : '2026-11-29T21:25:00.000Z',
  ]),
)
const early = new Set(games.slice(0, 2))
const byId = new Map(players.map((player) => [player.id, player]))
const settings = optimizerSettingsSchema.parse({ general: { uniquePlayers: 1 } })

const built = async (count: number) =>
  (await optimizeLineups({ players, format, settings, count })).lineups.map(
    (lineup) => lineup.playerIds,
  )

const input = (lineups: readonly (readonly string[])[]): LateSwapInput => ({
  players,
  format,
  settings,
  lineups,
  gameStarts,
  now: '2026-11-29T19:00:00.000Z',
  mode: 'full',
  swapOut: [],
})

describe('lateSwap', () => {
  it('keeps every started player in his slot and fills the open slots with players yet to play', async () => {
    const lineups = await built(20)
    const result = await lateSwap(input(lineups))
    expect(result.lineups).toHaveLength(20)
    for (const [index, swapped] of result.lineups.entries()) {
      const before = lineups[index] ?? []
      for (const [slot, id] of before.entries()) {
        if (early.has(byId.get(id)?.game ?? '')) expect(swapped.playerIds[slot]).toBe(id)
      }
      const lockedIds = swapped.lockedSlots.map((slot) => before[slot])
      expect(lockedIds.every((id) => early.has(byId.get(id ?? '')?.game ?? ''))).toBe(true)
      for (const slot of swapped.changedSlots) {
        expect(early.has(byId.get(swapped.playerIds[slot] ?? '')?.game ?? '')).toBe(false)
      }
      expect(swapped.salary).toBeLessThanOrEqual(format.salaryCap)
      expect(new Set(swapped.playerIds).size).toBe(format.slots.length)
    }
    const keys = result.lineups.map((lineup) => [...lineup.playerIds].sort().join())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('re-optimises: a late player projected far above the rest enters every open lineup that can take him', async () => {
    const lineups = await built(10)
    const late = players.find((player) => !early.has(player.game) && player.positions[0] === 'WR')
    if (late === undefined) throw new Error('no late WR')
    const boosted = players.map((player) =>
      player.id === late.id ? { ...player, projection: 80, salary: 3000 } : player,
    )
    const result = await lateSwap({ ...input(lineups), players: boosted })
    const open = result.lineups.filter((lineup) => lineup.lockedSlots.length < 9)
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((lineup) => lineup.playerIds.includes(late.id))).toBe(true)
  })

  it('Quick swap replaces an OUT player whose game has not started, and nothing else', async () => {
    const lineups = await built(20)
    const counts = new Map<string, number>()
    for (const id of lineups.flat()) counts.set(id, (counts.get(id) ?? 0) + 1)
    const [outId] = [...counts]
      .filter(([id]) => !early.has(byId.get(id)?.game ?? ''))
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => id)
    if (outId === undefined) throw new Error('no late player in the lineups')
    const result = await lateSwap({ ...input(lineups), mode: 'quick', swapOut: [outId] })
    expect(result.changed).toBe(counts.get(outId))
    for (const [index, swapped] of result.lineups.entries()) {
      const before = lineups[index] ?? []
      expect(swapped.playerIds).not.toContain(outId)
      const expected = before.flatMap((id, slot) => (id === outId ? [slot] : []))
      expect(swapped.changedSlots).toEqual(expected)
      expect(swapped.salary).toBeLessThanOrEqual(format.salaryCap)
    }
  })

  it('Quick swap takes the named replacement', async () => {
    const [first = []] = await built(1)
    const slot = first.findIndex((id) => !early.has(byId.get(id)?.game ?? ''))
    const out = byId.get(first[slot] ?? '')
    const named = players.find(
      (player) =>
        player.positions[0] === out?.positions[0] &&
        !early.has(player.game) &&
        !first.includes(player.id) &&
        player.salary <= (out?.salary ?? 0),
    )
    if (out === undefined || named === undefined) throw new Error('no late player to swap')
    const result = await lateSwap({
      ...input([first]),
      mode: 'quick',
      swapOut: [out.id],
      replacements: { [out.id]: named.id },
    })
    expect(result.lineups[0]?.playerIds).toEqual(
      first.map((id, at) => (at === slot ? named.id : id)),
    )
  })

  it('refuses a now outside the games and a lineup with a player not in the pool', async () => {
    const lineups = await built(1)
    await expect(lateSwap({ ...input(lineups), now: '2026-11-29T10:00:00.000Z' })).rejects.toThrow(
      /before the first game/,
    )
    await expect(lateSwap({ ...input(lineups), now: '2026-11-30T10:00:00.000Z' })).rejects.toThrow(
      /after the last game/,
    )
    const unknown = [...(lineups[0] ?? [])]
    unknown[3] = 'nobody'
    await expect(lateSwap(input([unknown]))).rejects.toThrow(
      new LateSwapError("lineup 1, slot 4: player nobody is not in the slate's pool"),
    )
  })
})
