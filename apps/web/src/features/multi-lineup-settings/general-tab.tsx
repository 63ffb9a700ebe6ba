import { Group, NumberInput, SimpleGrid, Switch, Text } from '@mantine/core'
import { generalNumberKeys } from './multi-lineup-settings-api'
import { FlexGroupsEditor, PositionSettingsTable } from './position-settings-table'
import { numberOf } from './rule-list'
import { generalLabels } from './settings-options'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

/** The general numbers and switches, and the per-position settings and flex groups. */
export function GeneralTab(props: SettingsTabProps) {
  const { settings, problems, set, switchKeys, flexSlots, positions } = settingsTabContext(props)
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {generalNumberKeys.map((key) => (
          <NumberInput
            key={key}
            label={generalLabels[key]}
            value={settings.general[key]}
            min={0}
            error={problems[`general.${key}`]}
            onChange={(value) => set('general', { ...settings.general, [key]: numberOf(value) })}
          />
        ))}
      </SimpleGrid>
      <Group mt="md" gap="xl">
        {switchKeys.map((key) => (
          <Switch
            key={key}
            label={generalLabels[key]}
            checked={settings.general[key]}
            onChange={(event) =>
              set('general', { ...settings.general, [key]: event.currentTarget.checked })
            }
          />
        ))}
      </Group>
      <FlexGroupsEditor
        groups={settings.general.flexGroups}
        flexSlots={flexSlots}
        problems={problems}
        onChange={(flexGroups) => set('general', { ...settings.general, flexGroups })}
      />
      <Text fw={600} mt="lg" mb={4}>
        By position
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        Empty cells follow the general setting.
      </Text>
      <PositionSettingsTable
        general={settings.general}
        positions={positions}
        problems={problems}
        onChange={(general) => set('general', general)}
      />
    </>
  )
}
