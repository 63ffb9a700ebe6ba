/**
 * Players' outcome functions tabulated over z for the simulation's inner loop: a draw reads two
 * neighbouring nodes and interpolates, instead of evaluating Φ, Φ⁻¹ and exp. The cells from a
 * player's zero cut up (where a played game's lowest quantiles change fast) and the tails past
 * ±6 are evaluated exactly, so the step to 0 stays exact.
 */
import { outcomeAt, type Outcome } from './player-outcomes'

const halfWidth = 6
/** Cells over [−6, 6]: linear interpolation errs by about σ²h²/8 ≈ 7e-5 relative at σ = 1. */
const cells = 512
const inverseStep = cells / (2 * halfWidth)
/** Cells evaluated exactly from the zero cut up (at most 8 % of the draws). */
const exactCellsAboveCut = 8

/**
 * Points of player `p` for the standard normal draw `z`.
 * @example createOutcomeTable(outcomes).pointsAt(0, 1.2) // about outcomeAt(outcomes[0], 1.2)
 */
export type OutcomeTable = { pointsAt(player: number, z: number): number }

/**
 * Tabulates the outcomes (single precision: 1e-7 relative, far below 0.01 points).
 * @example createOutcomeTable(players.map(fitOutcome))
 */
export const createOutcomeTable = (outcomes: readonly Outcome[]): OutcomeTable => {
  const stride = cells + 1
  const nodes = new Float32Array(outcomes.length * stride)
  // Far below every cell where a player has no zero cut.
  const cutCell = new Int32Array(outcomes.length).fill(-2 * cells)
  const cutZ = new Float64Array(outcomes.length).fill(Number.NEGATIVE_INFINITY)
  outcomes.forEach((outcome, p) => {
    for (let j = 0; j <= cells; j += 1) {
      nodes[p * stride + j] = outcomeAt(outcome, j / inverseStep - halfWidth)
    }
    if (outcome.zeroChance > 0) {
      cutZ[p] = outcome.zeroCut
      cutCell[p] = Math.floor((outcome.zeroCut + halfWidth) * inverseStep)
    }
  })
  const pointsAt = (player: number, z: number): number => {
    if (z < (cutZ[player] ?? 0)) return 0
    const at = (z + halfWidth) * inverseStep
    const cell = Math.floor(at)
    const fromCut = cell - (cutCell[player] ?? -1)
    if (cell < 0 || cell >= cells || (fromCut >= 0 && fromCut < exactCellsAboveCut)) {
      const outcome = outcomes[player]
      return outcome === undefined ? 0 : outcomeAt(outcome, z)
    }
    const left = nodes[player * stride + cell] ?? 0
    const right = nodes[player * stride + cell + 1] ?? 0
    return left + (at - cell) * (right - left)
  }
  return { pointsAt }
}
