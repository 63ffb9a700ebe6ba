import { Select } from '@mantine/core'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { positions } from './season-long-options'
import { selectSeasonLong, settingsChanged } from './season-long-slice'

/** The position every view's rows are filtered by. */
export function PositionSelect() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  return (
    <Select
      label="Position"
      data={positions.map((value) => ({ value, label: value === 'all' ? 'All' : value }))}
      value={settings.position}
      onChange={(value) => dispatch(settingsChanged({ position: value ?? 'all' }))}
      w={110}
    />
  )
}
