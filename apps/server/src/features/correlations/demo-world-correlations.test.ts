import { sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
import { correlationMatrix } from '@slatelab/engine/correlations/correlation-matrix'
import { describe, expect, it } from 'vitest'
import { worldGameLines } from '../../testing/world-game-lines'

// Ten Sundays of the demo world's 2025 NFL season (most of each week's games).
const sundays = Array.from({ length: 10 }, (_, week) => addDays(isoDate('2025-09-14'), 7 * week))

describe('the demo world’s NFL correlations', () => {
  it('puts QB–WR1 in the 0.3–0.6 range real seasons show, DST–opposing QB below 0', () => {
    const lines = worldGameLines('NFL', sundays, isoDate('2026-11-21'), 4)
    const matrix = correlationMatrix({
      sportId: sportIds.NFL,
      lines,
      rows: ['QB', 'DST'],
      columns: [
        { role: 'WR1', relation: 'teammate' },
        { role: 'QB', relation: 'opponent' },
      ],
      minGames: 100,
    })
    const qbWr1 = matrix.values[0]?.[0]
    expect(matrix.samples[0]?.[0]).toBeGreaterThan(200)
    expect(qbWr1).toBeGreaterThanOrEqual(0.3)
    expect(qbWr1).toBeLessThanOrEqual(0.6)
    expect(matrix.values[1]?.[1]).toBeLessThan(0)
  }, 60_000)
})
