import { Select, Text } from '@mantine/core'
import { findSite } from '@slatelab/domain/sites'
import { useSelector } from 'react-redux'
import { dropdownProps, fieldLabel, type NavbarLayout } from './navbar-layout'
import {
  firstSlateOf,
  noneChosen,
  selectSourceId,
  selectSources,
  selectSourcesLoading,
  selectSportId,
  slatesOfSport,
  sourceChanged,
} from './navbar-slice'
import { OptionRow } from './option-row'
import { SourceLogo } from './source-logo'
import type { NavbarChoose } from './use-navbar-url'

/** Texts of SPEC §2 "Source dropdown". */
export const sourceTexts = {
  placeholder: 'Select Source',
  empty: 'No sources found',
  loadingDropdown: 'Loading...',
  loading: 'Loading sources...',
} as const

type SourceSelectProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly layout: NavbarLayout
}

const slateCountText = (count: number): string =>
  count === 0 ? 'No slates' : count === 1 ? '1 slate' : `${count} slates`

/** The DFS sites with their logos; choosing one picks its first slate. */
export function SourceSelect({ choose, layout }: SourceSelectProps) {
  const sources = useSelector(selectSources)
  const sourceId = useSelector(selectSourceId)
  const sportId = useSelector(selectSportId)
  const loading = useSelector(selectSourcesLoading)

  const data = sources.map((source) => ({ value: source.id, label: source.displayName }))
  const placeholder = loading
    ? sourceTexts.loading
    : sources.length === 0
      ? sourceTexts.empty
      : sourceTexts.placeholder

  const onChange = (value: number | null) => {
    const site = value === null ? undefined : findSite(value)
    if (site !== undefined && site.sourceId !== sourceId)
      choose(sourceChanged(site.sourceId, firstSlateOf(sources, site.sourceId, sportId)))
  }

  return (
    <Select<number>
      {...fieldLabel(layout, 'Source')}
      data={data}
      value={sourceId === noneChosen ? null : sourceId}
      onChange={onChange}
      placeholder={placeholder}
      nothingFoundMessage={loading ? sourceTexts.loadingDropdown : sourceTexts.empty}
      comboboxProps={dropdownProps}
      leftSection={sourceId === noneChosen ? undefined : <SourceLogo sourceId={sourceId} />}
      renderOption={({ option, checked }) => {
        const slates = slatesOfSport(
          sources.find((source) => source.id === option.value),
          sportId,
        ).length
        return (
          <OptionRow checked={checked}>
            <SourceLogo sourceId={option.value} />
            <Text size="sm" flex={1}>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed">
              {slateCountText(slates)}
            </Text>
          </OptionRow>
        )
      }}
    />
  )
}
