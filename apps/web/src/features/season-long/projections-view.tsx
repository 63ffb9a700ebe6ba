import { Group, SegmentedControl, Select, Stack } from '@mantine/core'
import type { ScoringType } from '@slatelab/domain/entities/cheatsheet'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { DataTable } from '../../shared/table/data-table'
import { PositionSelect } from './position-select'
import {
  useNflWeeksQuery,
  useSeasonProjectionsQuery,
  useWeeklyProjectionsQuery,
} from './season-long-api'
import { projectionColumns } from './season-long-columns'
import { byPosition, experts, scoringOptions } from './season-long-options'
import {
  projectionWeeksOf,
  selectSeasonLong,
  settingsChanged,
  valuedSheetOf,
} from './season-long-slice'
import { ViewStatus } from './view-status'

/**
 * The projections a view shows: the season's or one week's, of the settings' expert and
 * scoring; `custom` sends the sheet, so the server scores the stat lines under it.
 */
const useShownProjections = () => {
  const { settings, sheet } = useSelector(selectSeasonLong)
  const { projectionSource, scoringType, projectionWeek } = settings
  const request =
    scoringType === 'custom'
      ? { projectionSource, scoringType, sheet: valuedSheetOf(sheet) }
      : { projectionSource, scoringType }
  const weekly = settings.projectionSpan === 'weekly'
  const season = useSeasonProjectionsQuery(request, { skip: weekly })
  const oneWeek = useWeeklyProjectionsQuery({ ...request, week: projectionWeek }, { skip: !weekly })
  return weekly ? oneWeek : season
}

/** Season or weekly projections of an expert, under a named scoring or the sheet's. */
export function ProjectionsView() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  const nflWeeks = useNflWeeksQuery()
  const weeks = projectionWeeksOf(nflWeeks.data ?? [])
  const projections = useShownProjections()
  const weekly = settings.projectionSpan === 'weekly'
  return (
    <Stack gap="sm">
      <ViewStatus loading={[projections]} quiet={[nflWeeks]} />
      <Group align="end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Projection span"
          data={[
            { value: 'season', label: 'Season' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          value={settings.projectionSpan}
          onChange={(value) => dispatch(settingsChanged({ projectionSpan: value as 'season' }))}
        />
        <Select
          label="Expert"
          data={experts}
          value={settings.projectionSource}
          onChange={(value) => value && dispatch(settingsChanged({ projectionSource: value }))}
          w={200}
        />
        <Select
          label="Scoring"
          data={scoringOptions}
          value={settings.scoringType}
          onChange={(value) =>
            value && dispatch(settingsChanged({ scoringType: value as ScoringType }))
          }
          w={170}
        />
        {settings.projectionSpan === 'weekly' && (
          <Select
            label="Week"
            data={weeks.map((week) => ({ value: String(week), label: `Week ${week}` }))}
            value={String(settings.projectionWeek)}
            onChange={(value) =>
              value && dispatch(settingsChanged({ projectionWeek: Number(value) }))
            }
            w={110}
          />
        )}
        <PositionSelect />
      </Group>
      <DataTable
        label="Projections"
        data={byPosition(projections.data ?? [], settings.position)}
        columns={projectionColumns(weekly)}
        getRowId={(row) => String(row.playerId)}
        emptyText="No projections from this expert."
        height={600}
      />
    </Stack>
  )
}
