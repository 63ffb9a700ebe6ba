/**
 * What a slate's field really played, against what was projected. A projection of ownership
 * misses: real projected-vs-actual errors on DraftKings main slates run about 3–5 points of
 * mean absolute error over the players owned at least 1 %, more on the chalk, and all of a
 * slate's contests miss the same way (the field liked a game, or faded a star, everywhere).
 * The demo world's fields aim at the projection with this error, drawn once per slate, so
 * the ownership dashboard has a real error to show (docs/field-model.md).
 */
import type { Rng } from '@slatelab/engine/rng'
import { reshareOwnership } from './contest-ownership'
import { ownershipViewSpread } from './crowd-view'
import type { FieldPlayer } from './field-input'

/**
 * Spread, in log-odds, of a player's share around his projection, and of the part his whole
 * game shares (one draw per game, so a game's players miss together). Calibrated on the demo
 * world's main slates to a mean absolute error of about 3–5 points over players owned ≥ 1 %
 * (docs/field-model.md "Ownership error").
 */
export const ownershipErrorSpread = { player: 0.85, game: 0.25 } as const

/**
 * The players with the ownership the slate's field will actually play: each player's share
 * (captain and flex alike) moved in log-odds by a normal miss, his own and his game's, then
 * shared out again within each position so every slot still holds 100 %, nobody above 95 %.
 * Log-odds keep a small share's miss multiplicative (a 2 % player at 4 % is a real miss) and
 * bound the chalk's: a factor on the share itself sent a 33 % player to the 95 % cap one slate
 * in twenty, where real GPP chalk rarely passes 70 %. With the crowd's `views` (one per
 * player, crowd-view.ts) `ownershipViewSpread` of the player's own spread follows his view and
 * the rest is noise; without, it is all noise.
 * Deterministic in `rng`: draw it once per slate, with the slate's own stream.
 * @example withOwnershipError(players, createRng('slatelab:ownership-error:534301400')).length // players.length, each share moved
 */
export const withOwnershipError = (
  players: readonly FieldPlayer[],
  rng: Rng,
  views?: readonly number[],
  spread: { readonly player: number; readonly game: number } = ownershipErrorSpread,
): readonly FieldPlayer[] => {
  const { player: playerSpread, game: gameSpread } = spread
  const games = new Map<string, number>()
  const gameShift = (eventKey: string): number => {
    const known = games.get(eventKey)
    if (known !== undefined) return known
    const shift = rng.normal(0, gameSpread)
    games.set(eventKey, shift)
    return shift
  }
  // A small share's miss averages no change before the positions are shared out again.
  const meanShift = (playerSpread ** 2 + gameSpread ** 2) / 2
  const viewSpread = views === undefined ? 0 : Math.min(ownershipViewSpread, playerSpread)
  const noiseSpread = Math.sqrt(playerSpread ** 2 - viewSpread ** 2)
  const misses = players.map(
    (player, index) =>
      viewSpread * (views?.[index] ?? 0) +
      rng.normal(0, noiseSpread) +
      gameShift(player.eventKey) -
      meanShift,
  )
  return reshareOwnership(players, (share, index) => movedInLogOdds(share, misses[index] ?? 0))
}

// A share in percent moved by `miss` in log-odds; 0 and 100 stay where they are.
const movedInLogOdds = (share: number, miss: number): number => {
  const odds = share / (100 - share)
  if (!(odds > 0) || !Number.isFinite(odds)) return share
  const moved = odds * Math.exp(miss)
  return (100 * moved) / (1 + moved)
}
