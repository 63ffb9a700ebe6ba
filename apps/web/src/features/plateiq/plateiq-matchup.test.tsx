import { MantineProvider } from '@mantine/core'
import { battersDetailRoute, type BatterRow } from '@slatelab/contract/plateiq.contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BatterMatchup } from './plateiq-matchup'

const detail = battersDetailRoute.example.BattersDetail
const { batter } = detail
/** A slate batter whose line is the matchup's own but for xwOBA and K%. */
const slateBatter = (playerId: number, xwoba: number, kPct: number): BatterRow => ({
  ...batter,
  playerId,
  stats: { ...batter.stats, xwoba, kPct },
})

const renderMatchup = (slateRows: readonly BatterRow[]) =>
  render(
    <MantineProvider env="test">
      <BatterMatchup
        detail={{
          ...detail,
          vsLeft: { ...detail.vsLeft, xwoba: 0.45, kPct: 12 },
          vsRight: { ...detail.vsRight, xwoba: 0.21, kPct: 35 },
        }}
        slateRows={slateRows}
        onClose={() => undefined}
      />
    </MantineProvider>,
  )

/** The background the figure `text` sits on in the row `split` of the hand table. */
const backgroundOf = (split: RegExp, text: string) => {
  const table = screen.getByRole('table', { name: 'By pitcher hand' })
  const row = within(table).getByRole('row', { name: split })
  return within(row).getByText(text).style.background
}

describe('BatterMatchup', () => {
  // The slate's other hitters: xwOBA .250–.350, K% 15–30.
  const slate = [slateBatter(11, 0.25, 30), slateBatter(12, 0.3, 22), slateBatter(13, 0.35, 15)]

  it('colours his line against each hand by percentile among the slate’s batters', () => {
    renderMatchup(slate)
    // .450 above every slate hitter: green; .210 below all: red.
    expect(backgroundOf(/^vs LHP/, '.450')).toContain('green')
    expect(backgroundOf(/^vs RHP/, '.210')).toContain('red')
    // A low strikeout rate is good for a hitter.
    expect(backgroundOf(/^vs LHP/, '12.0')).toContain('green')
    expect(backgroundOf(/^vs RHP/, '35.0')).toContain('red')
  })

  it('leaves his figures plain without slate batters to compare with', () => {
    renderMatchup([])
    expect(backgroundOf(/^vs LHP/, '.450')).toBe('')
  })
})
