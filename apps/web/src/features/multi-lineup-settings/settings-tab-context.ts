import type { RosterSlot } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import { generalSwitchKeys } from './multi-lineup-settings-api'
import type { PoolPlayer } from '@slatelab/contract/optimizer.contract'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import type { SettingsProblems } from './settings-validation'
import { suggestedRules } from './suggested-rules'

export type SettingsTabsProps = {
  readonly settings: OptimizerSettings
  readonly problems: SettingsProblems
  readonly sportId: number
  readonly positions: readonly string[]
  /** The format's slots that take more than one position (FLEX, UTIL, G, F). */
  readonly flexSlots: readonly RosterSlot[]
  readonly teams: readonly string[]
  readonly players: readonly PoolPlayer[]
  readonly onChange: (settings: OptimizerSettings) => void
}

/** What every settings tab reads: the props, a setter of one group and the derived choices. */
export const settingsTabContext = (props: SettingsTabsProps) => {
  const { settings, sportId, positions, players, onChange } = props
  const set = <K extends keyof OptimizerSettings>(key: K, value: OptimizerSettings[K]) =>
    onChange({ ...settings, [key]: value })
  const positionOptions = positions.map((position) => ({ value: position, label: position }))
  const playerOptions = players.map((player) => ({
    value: player.id,
    label: `${player.name} (${player.team} ${player.positions.join('/')})`,
  }))
  const suggestions = suggestedRules(sportId)
  const isGolf = sportId === sportIds.PGA
  // Only NASCAR pools carry starting positions; a template's rules stay visible anywhere.
  const hasStartingPositions = sportId === sportIds.NAS || settings.startingPosRules.length > 0
  const switchKeys = generalSwitchKeys.filter(
    (key) =>
      (key !== 'avoidSameFight' || sportId === sportIds.MMA || settings.general[key]) &&
      (key !== 'teeTimesInclusive' || isGolf || settings.general[key]),
  )

  return {
    ...props,
    set,
    positionOptions,
    playerOptions,
    suggestions,
    isGolf,
    hasStartingPositions,
    switchKeys,
  }
}

/** A tab's props: the settings tabs' own. */
export type SettingsTabProps = SettingsTabsProps
