import { Select } from '@mantine/core'
import { useSelector } from 'react-redux'
import { dropdownProps, fieldLabel, type NavbarLayout } from './navbar-layout'
import {
  correlationViewChanged,
  noneChosen,
  selectCorrelationViewId,
  selectCorrelationViews,
} from './navbar-slice'
import { useAppDispatch } from '../store/store-hooks'

/** Texts of SPEC §2 "Correlation view dropdown". */
export const correlationViewTexts = {
  placeholder: 'Select View',
  empty: 'No Views Available',
} as const

type CorrelationViewSelectProps = {
  readonly layout: NavbarLayout
}

/** The saved correlation views of the correlations page. */
export function CorrelationViewSelect({ layout }: CorrelationViewSelectProps) {
  const dispatch = useAppDispatch()
  const views = useSelector(selectCorrelationViews)
  const viewId = useSelector(selectCorrelationViewId)

  return (
    <Select<number>
      {...fieldLabel(layout, 'Correlation view')}
      data={views.map((view) => ({ value: view.correlationViewId, label: view.viewName }))}
      value={viewId === noneChosen ? null : viewId}
      onChange={(value) => {
        if (value !== null) dispatch(correlationViewChanged(value))
      }}
      placeholder={
        views.length === 0 ? correlationViewTexts.empty : correlationViewTexts.placeholder
      }
      nothingFoundMessage={correlationViewTexts.empty}
      withAlignedLabels
      comboboxProps={dropdownProps}
    />
  )
}
