import { Group, Select, Stack } from '@mantine/core'
import { adpSites } from '@slatelab/contract/season-long.contract'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { DataTable } from '../../shared/table/data-table'
import { PositionSelect } from './position-select'
import { useAdpQuery } from './season-long-api'
import { adpColumns } from './season-long-columns'
import { byPosition, experts, siteLabels } from './season-long-options'
import { selectSeasonLong, settingsChanged } from './season-long-slice'
import { ViewStatus } from './view-status'

/** A site's ADP on the settings' date, beside the chosen expert's projections. */
export function AdpView() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  const { adpSite, date, projectionSource } = settings
  const adp = useAdpQuery({ adpSite, date, projectionSource })
  return (
    <Stack gap="sm">
      <ViewStatus loading={[adp]} />
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="ADP site"
          data={Object.values(adpSites).map((value) => ({
            value,
            label: siteLabels[value] ?? value,
          }))}
          value={settings.adpSite}
          onChange={(value) =>
            value && dispatch(settingsChanged({ adpSite: value as typeof settings.adpSite }))
          }
          w={150}
        />
        <Select
          label="Projections"
          data={experts}
          value={settings.projectionSource}
          onChange={(value) => value && dispatch(settingsChanged({ projectionSource: value }))}
          w={200}
        />
        <PositionSelect />
      </Group>
      <DataTable
        label="ADP"
        data={byPosition(adp.data ?? [], settings.position)}
        columns={adpColumns}
        getRowId={(row) => String(row.playerId)}
        emptyText="No ADP from this site for the season."
        height={600}
      />
    </Stack>
  )
}
