import { Select, Text } from '@mantine/core'
import { useSelector } from 'react-redux'
import { dropdownProps, fieldLabel, type NavbarLayout } from './navbar-layout'
import {
  contestChanged,
  noneChosen,
  selectContestId,
  selectContestOptions,
  selectContestsError,
  selectContestsLoading,
} from './navbar-slice'
import { OptionRow } from './option-row'
import type { NavbarChoose } from './use-navbar-url'

/** Texts of SPEC §2 "Contest dropdown"; the error text is the stored `Failed to fetch contests`. */
export const contestTexts = {
  loading: 'Loading contests...',
  empty: 'No contests available',
  placeholder: 'Select Contest',
} as const

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
})

type ContestSelectProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly layout: NavbarLayout
}

/** The slate's contests, priciest first; a failed load reads in red. */
export function ContestSelect({ choose, layout }: ContestSelectProps) {
  const options = useSelector(selectContestOptions)
  const contestId = useSelector(selectContestId)
  const loading = useSelector(selectContestsLoading)
  const error = useSelector(selectContestsError)

  const data = options.map((option) => ({ value: option.contestId, label: option.label }))
  const placeholder = loading
    ? contestTexts.loading
    : (error ?? (options.length === 0 ? contestTexts.empty : contestTexts.placeholder))

  const onChange = (value: number | null) => {
    if (value !== null && value !== contestId) choose(contestChanged(value))
  }

  return (
    <Select<number>
      {...fieldLabel(layout, 'Contest')}
      data={data}
      value={contestId === noneChosen ? null : contestId}
      onChange={onChange}
      placeholder={placeholder}
      error={error !== null && !loading}
      nothingFoundMessage={loading ? contestTexts.loading : (error ?? contestTexts.empty)}
      comboboxProps={dropdownProps}
      renderOption={({ option, checked }) => {
        const contest = options.find((entry) => entry.contestId === option.value)
        return (
          <OptionRow checked={checked} title={contest?.title}>
            <Text size="sm" flex={1}>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {contest === undefined ? '' : money.format(contest.entryCost)}
            </Text>
          </OptionRow>
        )
      }}
    />
  )
}
