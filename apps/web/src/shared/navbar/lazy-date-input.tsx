import { TextInput } from '@mantine/core'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import type { NavbarDateInput } from './date-input'
import { toPickerDate } from './navbar-dates'
import { fieldLabel, type NavbarLayout } from './navbar-layout'
import { selectDate } from './navbar-slice'
import type { NavbarChoose } from './use-navbar-url'

type DatePicker = typeof NavbarDateInput

// The picker once loaded, so a remount (the row becoming the narrow panel) shows it at once.
let loadedPicker: DatePicker | undefined
let pickerLoading: Promise<DatePicker> | undefined

const loadPicker = (): Promise<DatePicker> => {
  pickerLoading ??= import('./date-input').then((module) => {
    loadedPicker = module.NavbarDateInput
    return loadedPicker
  })
  return pickerLoading
}

type LazyNavbarDateInputProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly layout: NavbarLayout
}

/**
 * The navbar's date field. It shows the date at once in a plain read-only field of the same
 * size, label and icon; the picker itself (@mantine/dates and dayjs, ~14 KB gzipped) loads
 * when a pointer reaches the field or it takes focus, and then takes its place, focused and
 * open if the field had focus. Loaded with the page instead, it alone would take the first
 * page past its 250 KB budget (docs/web-shell.md), for a control most visits never touch.
 */
export function LazyNavbarDateInput({ choose, layout }: LazyNavbarDateInputProps) {
  const date = useSelector(selectDate)
  const [Picker, setPicker] = useState<DatePicker | undefined>(() => loadedPicker)
  const [focused, setFocused] = useState(false)

  if (Picker !== undefined) return <Picker choose={choose} layout={layout} autoFocus={focused} />

  const load = () => void loadPicker().then((picker) => setPicker(() => picker))
  return (
    <TextInput
      {...fieldLabel(layout, 'Date')}
      value={toPickerDate(date)}
      readOnly
      leftSection={<IconCalendar size={16} stroke={1.75} />}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true)
        load()
      }}
      onBlur={() => setFocused(false)}
    />
  )
}
