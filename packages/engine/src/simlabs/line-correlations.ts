/**
 * Hockey skaters score together by unit: a goal gives points to the scorer and the linemates
 * or power-play unit on the ice. Where a slate knows its lines, a pair of skaters of one team
 * takes the correlation of how they share the ice instead of one value for all teammates.
 */
import type { CorrelationPair } from './correlation-targets'

/** A player as the line correlations read him; `line` and `powerPlay` null when unknown. */
export type LinePlayer = {
  readonly team: string
  readonly isGoalie: boolean
  /** `L1`–`L4` forward line or `D1`–`D3` defence pair. */
  readonly line: string | null
  /** `PP1` or `PP2`. */
  readonly powerPlay: string | null
}

/**
 * DraftKings points correlations of two skaters of one team by how they share the ice,
 * measured over 2,000 games of the demo world's game model (docs/simlabs.md).
 */
export const nhlLineCorrelations = {
  linemate: 0.13,
  powerPlayMate: 0.15,
  otherLine: 0.05,
} as const

/**
 * `pairs` with every two lined-up skaters of one team correlated by their units: same line,
 * else same power-play unit, else the other-line value. Pairs of anyone else are kept.
 * @example withLineCorrelations(pairs, players).find((p) => p.a === 3 && p.b === 4)?.correlation // 0.13
 */
export const withLineCorrelations = (
  pairs: readonly CorrelationPair[],
  players: readonly LinePlayer[],
  values: {
    readonly linemate: number
    readonly powerPlayMate: number
    readonly otherLine: number
  } = nhlLineCorrelations,
): CorrelationPair[] => {
  const lined = (index: number) => {
    const player = players[index]
    return player !== undefined && !player.isGoalie && player.line !== null
  }
  const lineMates = (a: number, b: number) =>
    lined(a) && lined(b) && players[a]?.team === players[b]?.team
  const kept = pairs.filter(({ a, b }) => !lineMates(a, b))
  const added: CorrelationPair[] = []
  for (let a = 0; a < players.length; a += 1) {
    for (let b = a + 1; b < players.length; b += 1) {
      if (!lineMates(a, b)) continue
      const first = players[a]
      const second = players[b]
      const correlation =
        first?.line === second?.line
          ? values.linemate
          : first?.powerPlay !== null && first?.powerPlay === second?.powerPlay
            ? values.powerPlayMate
            : values.otherLine
      added.push({ a, b, correlation })
    }
  }
  return [...kept, ...added]
}
