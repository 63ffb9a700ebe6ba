import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'

// Least-squares slope of actual on projected points.
const slopeOf = (rows: readonly { readonly projected: number; readonly actual: number }[]) => {
  const meanX = rows.reduce((sum, row) => sum + row.projected, 0) / rows.length
  const meanY = rows.reduce((sum, row) => sum + row.actual, 0) / rows.length
  const sxy = rows.reduce((sum, row) => sum + (row.projected - meanX) * (row.actual - meanY), 0)
  const sxx = rows.reduce((sum, row) => sum + (row.projected - meanX) ** 2, 0)
  return sxy / sxx
}

describe('the demo world’s projections', () => {
  it('are not run noise: MLB actual on projected points keeps a slope near a real source’s', () => {
    const world = createDemoWorld('slatelab', demoGameModels)
    const rows = ['2026-08-30', '2026-09-06', '2026-09-13', '2026-09-20'].flatMap((day) =>
      world
        .buildDay(isoDate(day), { resultsThrough: isoDate(day) })
        .slates.filter(
          (slate) =>
            slate.sportId === sportIds.MLB &&
            slate.sourceId === siteIds.DraftKings &&
            slate.variant === 'classic' &&
            slate.isSimLabs,
        )
        .flatMap((slate) => slate.players)
        .filter((row) => row.projection.mean > 0)
        .map((row) => ({ projected: row.projection.mean, actual: row.actualPoints ?? 0 })),
    )
    expect(rows.length).toBeGreaterThan(900)
    // 0.38 when a projection was the mean of 10 game runs; about 0.75 with 40 (real: about 0.8).
    expect(slopeOf(rows)).toBeGreaterThan(0.6)
  })
})
