import { Select } from '@mantine/core'
import { useSelector } from 'react-redux'
import { slateLabel } from './navbar-dates'
import { dropdownProps, fieldLabel, type NavbarLayout } from './navbar-layout'
import {
  selectContestGroupId,
  selectDate,
  selectSlateOptions,
  selectSourcesLoading,
  slateChanged,
  type NavbarRootState,
} from './navbar-slice'
import type { NavbarChoose } from './use-navbar-url'

/** Texts of SPEC §2 "Slate dropdown". */
export const slateTexts = {
  /** No slate to choose: no source chosen, or the chosen one has none. */
  empty: 'No slates available',
  /** The open dropdown with nothing in it. */
  notFound: 'No slates found',
  loading: 'Loading slates...',
  placeholder: 'Select Slate',
} as const

type SlateSelectProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly pathname: string
  readonly layout: NavbarLayout
}

/** The chosen source's slates, each as `Main · 7:00 PM ET · 6 games`. */
export function SlateSelect({ choose, pathname, layout }: SlateSelectProps) {
  const slates = useSelector((state: NavbarRootState) => selectSlateOptions(state, pathname))
  const contestGroupId = useSelector(selectContestGroupId)
  const date = useSelector(selectDate)
  const loading = useSelector(selectSourcesLoading)

  const data = slates.map((slate) => ({
    value: slate.contestGroupId,
    label: slateLabel(slate, date),
  }))
  const chosen = slates.some((slate) => slate.contestGroupId === contestGroupId)
  const placeholder = loading
    ? slateTexts.loading
    : slates.length === 0
      ? slateTexts.empty
      : slateTexts.placeholder

  const onChange = (value: number | null) => {
    if (value !== null && value !== contestGroupId) choose(slateChanged(value))
  }

  return (
    <Select<number>
      {...fieldLabel(layout, 'Slate')}
      data={data}
      value={chosen ? contestGroupId : null}
      onChange={onChange}
      placeholder={placeholder}
      nothingFoundMessage={loading ? slateTexts.loading : slateTexts.notFound}
      withAlignedLabels
      comboboxProps={dropdownProps}
    />
  )
}
