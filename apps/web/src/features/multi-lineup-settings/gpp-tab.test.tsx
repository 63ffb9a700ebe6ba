import type { PoolPlayer } from '@slatelab/contract/optimizer.contract'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { sportIds } from '@slatelab/domain/sports'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { GppTab } from './gpp-tab'
import { buildPoolPlayer, buildSettings } from './settings-builders'
import { settingsProblems } from './settings-validation'

const player = (id: string, name: string, rosterPositions: string[]): PoolPlayer =>
  buildPoolPlayer({ id, name, rosterPositions })

const renderTab = (players: readonly PoolPlayer[]) => {
  let saved: OptimizerSettings = buildSettings()
  function Draft() {
    const [settings, setSettings] = useState(saved)
    return (
      <GppTab
        settings={settings}
        problems={settingsProblems(settings)}
        sportId={sportIds.NFL}
        positions={['WR']}
        flexSlots={[]}
        teams={['BUF', 'MIA']}
        players={players}
        onChange={(next) => {
          saved = next
          setSettings(next)
        }}
      />
    )
  }
  render(
    <Provider store={createTestStore()}>
      <ThemedMantineProvider env="test">
        <Draft />
      </ThemedMantineProvider>
    </Provider>,
  )
  return { saved: () => saved }
}

describe('GPP settings tab', () => {
  it(
    'fills the settings from the NFL GPP preset and edits the ownership rules',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const { saved } = renderTab([player('1', 'Stefon Diggs', ['WR', 'FLEX'])])
      expect(screen.queryByText('Rules by slot')).not.toBeInTheDocument()
      await user.click(screen.getByRole('combobox', { name: /Start from a preset/ }))
      await user.click(await screen.findByRole('option', { name: 'NFL GPP large field' }))
      expect(saved().gpp.noneAgainstOwnDefense).toBe(true)
      expect(saved().positionStacks).toHaveLength(2)
      await user.type(
        screen.getByRole('textbox', {
          name: 'Max product ownership, as a geometric mean (%, 0 = off)',
        }),
        '9',
      )
      expect(saved().gpp.ownership.maxGeoMeanPct).toBe(9)
      await user.type(
        screen.getByRole('textbox', { name: /Max expected duplicates \(0 = off\)/ }),
        '.5',
      )
      expect(saved().gpp.duplicates.maxExpected).toBe(0.5)
      await user.clear(
        screen.getByRole('textbox', { name: /Contest size \(0 = slate's largest GPP\)/ }),
      )
      await user.type(
        screen.getByRole('textbox', { name: /Contest size \(0 = slate's largest GPP\)/ }),
        '20000',
      )
      expect(saved().gpp.duplicates.contestSize).toBe(20_000)
    },
  )

  it('adds a captain-only rule on a showdown pool', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const { saved } = renderTab([
      player('1', 'Stefon Diggs', ['CPT', 'FLEX']),
      player('2', 'Josh Allen', ['CPT', 'FLEX']),
    ])
    await user.click(screen.getByRole('button', { name: 'Add slot rule' }))
    await user.click(screen.getByRole('switch', { name: 'Lock in slot' }))
    await user.clear(screen.getByRole('textbox', { name: 'Max exposure in slot (%)' }))
    await user.type(screen.getByRole('textbox', { name: 'Max exposure in slot (%)' }), '30')
    expect(saved().gpp.slotRules).toEqual([
      expect.objectContaining({ playerId: '1', slot: 'CPT', lock: true, maxExposurePct: 30 }),
    ])
  })
})
