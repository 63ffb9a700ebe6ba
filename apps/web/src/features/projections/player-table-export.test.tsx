import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportedCsv } from '../../shared/testing/exported-csv'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { PlayerTable, type ComparedPlayer } from './player-table'

const player = (playerId: number, playerName: string, difference: number): ComparedPlayer => ({
  playerId,
  playerName,
  team: 'BUF',
  position: 'QB',
  salary: 8000,
  system: 20,
  custom: 20 + difference,
  blend: null,
  difference,
})

describe('the projections table export', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('neutralises a player name a spreadsheet would run, keeping numbers', async () => {
    render(
      <Provider store={createTestStore()}>
        <ThemedMantineProvider>
          <PlayerTable
            players={[player(1, '=HYPERLINK("http://x")', -2.5), player(2, 'Josh Allen', 3)]}
            fileName="projections.csv"
          />
        </ThemedMantineProvider>
      </Provider>,
    )
    const lines = (await exportedCsv()).split('\r\n')
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")",BUF,QB,8000,20,17.5,,-2.5`)
    expect(lines[2]).toBe('Josh Allen,BUF,QB,8000,20,23,,3')
  })
})
