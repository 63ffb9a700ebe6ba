import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import type { PoolPlayer } from '@slatelab/contract/optimizer.contract'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { buildPoolPlayer, buildSettings } from './settings-builders'
import { SettingsTabs } from './settings-tabs'
import { settingsProblems } from './settings-validation'

const player = (id: string, name: string, team: string, position: string): PoolPlayer =>
  buildPoolPlayer({
    id,
    name,
    team,
    opponent: team === 'BUF' ? 'MIA' : 'BUF',
    positions: [position],
    rosterPositions: [position, 'FLEX'],
    impliedTotal: team === 'BUF' ? 27.5 : 21,
  })

const players = [
  player('1', 'Josh Allen', 'BUF', 'QB'),
  player('2', 'Stefon Diggs', 'BUF', 'WR'),
  player('3', 'Tyreek Hill', 'MIA', 'WR'),
]
const flexSlots = requireRosterFormat('dk-nfl-classic').slots.filter((slot) => slot.code === 'FLEX')

/** The page's draft: what Save settings would send is the last value here. */
const renderTabs = (sportId: number = sportIds.NFL) => {
  let saved: OptimizerSettings = buildSettings()
  function Draft() {
    const [settings, setSettings] = useState(saved)
    return (
      <SettingsTabs
        settings={settings}
        problems={settingsProblems(settings)}
        sportId={sportId}
        positions={['QB', 'RB', 'WR', 'TE', 'DST']}
        flexSlots={flexSlots}
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

const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('settings tabs', () => {
  it('edits a per-position exposure and a player correlation into the saved settings', async () => {
    const user = userEvent.setup()
    const { saved } = renderTabs()

    await user.type(screen.getByRole('textbox', { name: 'QB max exposure (%)' }), '40')
    expect(saved().general.maxExposurePerPosition).toEqual({ QB: 40 })
    await user.clear(screen.getByRole('textbox', { name: 'QB max exposure (%)' }))
    await user.type(screen.getByRole('textbox', { name: 'WR max exposure (%)' }), '150')
    expect(await screen.findByText('From 0 to 100')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'WR max exposure (%)' }))
    await user.type(screen.getByRole('textbox', { name: 'WR max exposure (%)' }), '35')

    await user.click(screen.getByRole('tab', { name: 'Groups & correlations' }))
    await user.click(screen.getByRole('button', { name: 'Add player correlation' }))
    expect(screen.getByText('Pick a second player')).toBeInTheDocument()
    await pick(user, 'Player', 'Josh Allen (BUF QB)')
    await pick(user, 'Rule', 'Apart (never both)')
    await pick(user, 'Not with player', 'Tyreek Hill (MIA WR)')

    expect(screen.queryByText('Pick a second player')).not.toBeInTheDocument()
    expect(saved().general.maxExposurePerPosition).toEqual({ WR: 35 })
    expect(saved().playerCorrelations).toEqual([
      expect.objectContaining({
        playerId: '1',
        otherPlayerId: '3',
        kind: 'apart',
        isActive: true,
      }),
    ])
    expect(settingsProblems(saved())).toEqual({})
  })

  it('limits the flex slot to the picked positions', async () => {
    const user = userEvent.setup()
    const { saved } = renderTabs()
    // Clicking a picked option unpicks it.
    await pick(user, 'FLEX takes', 'TE')
    expect(saved().general.flexGroups).toEqual([
      {
        groupName: 'FLEX',
        positions: [
          { positionName: 'RB', isSelected: true },
          { positionName: 'WR', isSelected: true },
          { positionName: 'TE', isSelected: false },
        ],
      },
    ])
  })

  it('keeps a picked key position when it is clicked again', async () => {
    const user = userEvent.setup()
    const { saved } = renderTabs()
    await user.click(screen.getByRole('tab', { name: 'Stacks' }))
    await user.click(screen.getByRole('button', { name: 'Add position stack' }))
    // A new stack starts on QB; picking QB again keeps it.
    expect(screen.getByRole('combobox', { name: 'Key position' })).toHaveValue('QB')
    await pick(user, 'Key position', 'QB')
    expect(screen.getByRole('combobox', { name: 'Key position' })).toHaveValue('QB')
    expect(saved().positionStacks.map((stack) => stack.keyPosition)).toEqual(['QB'])
  })

  it(
    'edits a position stack’s secondary position and pair limit',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup()
      const { saved } = renderTabs()
      await user.click(screen.getByRole('tab', { name: 'Stacks' }))
      await user.click(screen.getByRole('button', { name: 'Add position stack' }))
      // The multi-select stays open after a pick.
      await pick(user, 'Of positions', 'WR')
      await user.click(await screen.findByRole('option', { name: 'TE' }))
      await pick(user, 'Secondary position', 'RB')
      expect(await screen.findByText('Pick one of the stacked positions')).toBeInTheDocument()
      await pick(user, 'Secondary position', 'TE')
      expect(screen.queryByText('Pick one of the stacked positions')).not.toBeInTheDocument()
      await user.clear(screen.getByRole('textbox', { name: 'Pair limit (lineups)' }))
      await user.type(screen.getByRole('textbox', { name: 'Pair limit (lineups)' }), '3')
      expect(saved().positionStacks).toEqual([
        expect.objectContaining({ positions: ['WR', 'TE'], secondaryPosition: 'TE', pairLimit: 3 }),
      ])
      expect(settingsProblems(saved())).toEqual({})
    },
  )

  it('shows tee-time stacks for golf only', async () => {
    const user = userEvent.setup()
    renderTabs(sportIds.PGA)
    await user.click(screen.getByRole('tab', { name: 'Stacks' }))
    expect(screen.getByText('Tee-time stacks')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add tee-time stack' }))
    expect(screen.getByText('Pick a start time')).toBeInTheDocument()
  })
})
