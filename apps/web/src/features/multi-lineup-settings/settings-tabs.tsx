import { Tabs } from '@mantine/core'
import { GeneralTab } from './general-tab'
import { CustomRulesTab } from './custom-rules-tab'
import { StacksTab } from './stacks-tab'
import { TeamLimitsTab } from './team-limits-tab'
import { GroupsTab } from './groups-tab'
import { GppTab } from './gpp-tab'
import type { SettingsTabsProps } from './settings-tab-context'

/** The settings groups of SPEC §3, one tab each, with each field's problem under it. */
export function SettingsTabs(props: SettingsTabsProps) {
  return (
    <Tabs defaultValue="general" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab value="customRules">Custom rules</Tabs.Tab>
        <Tabs.Tab value="stacks">Stacks</Tabs.Tab>
        <Tabs.Tab value="teamLimits">Team limits</Tabs.Tab>
        <Tabs.Tab value="groups">Groups & correlations</Tabs.Tab>
        <Tabs.Tab value="gpp">GPP</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general" pt="md">
        <GeneralTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="customRules" pt="md">
        <CustomRulesTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="stacks" pt="md">
        <StacksTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="teamLimits" pt="md">
        <TeamLimitsTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="groups" pt="md">
        <GroupsTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="gpp" pt="md">
        <GppTab {...props} />
      </Tabs.Panel>
    </Tabs>
  )
}
