import '@mantine/dates/styles.css'
import { DateInput } from '@mantine/dates'
import { isoDateSchema } from '@slatelab/domain/units'
import { IconCalendar } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { datePickerFormat, parseTypedDate } from './navbar-dates'
import { fieldLabel, type NavbarLayout } from './navbar-layout'
import { dateChanged, selectDate } from './navbar-slice'
import type { NavbarChoose } from './use-navbar-url'

type NavbarDateInputProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly layout: NavbarLayout
  /** Focus (and so open) the picker when it mounts: it replaced a field that had focus. */
  readonly autoFocus?: boolean
}

/**
 * The slate day, shown `MM/dd/yyyy`. A typed date that is not real yet is not taken; on blur
 * the field goes back to the chosen date.
 */
export function NavbarDateInput({ choose, layout, autoFocus = false }: NavbarDateInputProps) {
  const date = useSelector(selectDate)

  const onChange = (value: string | null) => {
    const parsed = isoDateSchema.safeParse(value)
    if (parsed.success && parsed.data !== date) choose(dateChanged(parsed.data))
  }

  return (
    <DateInput
      {...fieldLabel(layout, 'Date')}
      // Only ever set when it replaces the focused placeholder, i.e. the user is already here.
      autoFocus={autoFocus}
      value={date}
      onChange={onChange}
      valueFormat={datePickerFormat}
      dateParser={parseTypedDate}
      leftSection={<IconCalendar size={16} stroke={1.75} />}
      popoverProps={{ shadow: 'md', position: 'bottom-start' }}
    />
  )
}
