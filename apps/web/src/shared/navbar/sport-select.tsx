import { Select, Text } from '@mantine/core'
import { navbarControls, pageSports } from '@slatelab/domain/pages'
import { isSportId, requireSport, type SportId } from '@slatelab/domain/sports'
import { useSelector } from 'react-redux'
import { OptionRow } from './option-row'
import { externalSportUrl, isSportHandled } from './navbar-pages'
import { dropdownProps, fieldLabel, type NavbarLayout } from './navbar-layout'
import {
  correlationSportChanged,
  selectCorrelationSportId,
  selectSportId,
  sportChanged,
} from './navbar-slice'
import type { NavbarChoose } from './use-navbar-url'

type SportSelectProps = {
  /** Dispatches the choice and pushes its URL. */
  readonly choose: NavbarChoose
  readonly pathname: string
  readonly layout: NavbarLayout
}

/**
 * The page's sports (SPEC §2 table). A sport the app does not handle on the page opens the
 * main site's page for it; on /correlations the choice is the correlation sport and the
 * shared sport stays; on /ownership a change also adds `sportId` to the query.
 */
export function SportSelect({ choose, pathname, layout }: SportSelectProps) {
  const sharedSportId = useSelector(selectSportId)
  const correlationSportId = useSelector(selectCorrelationSportId)
  const isCorrelations = navbarControls(pathname).correlationView
  const sportId = isCorrelations ? correlationSportId : sharedSportId

  const data = pageSports(pathname).map((id) => ({
    value: id,
    label: requireSport(id).code,
  }))

  const onChange = (value: number | null) => {
    if (value === null || value === sportId || !isSportId(value)) return
    if (!isSportHandled(pathname, value)) {
      const url = externalSportUrl(pathname, value)
      if (url !== undefined) window.location.assign(url)
      return
    }
    const chosen: SportId = value
    if (isCorrelations) choose(correlationSportChanged(chosen))
    else choose(sportChanged(chosen), { addSportId: pathname === '/ownership' })
  }

  return (
    <Select<number>
      {...fieldLabel(layout, 'Sport')}
      data={data}
      value={sportId}
      onChange={onChange}
      comboboxProps={dropdownProps}
      renderOption={({ option, checked }) => {
        const sport = requireSport(option.value)
        return (
          <OptionRow checked={checked}>
            <Text size="sm" fw={600} flex={1}>
              {sport.code}
            </Text>
            <Text size="xs" c="dimmed">
              {isSportHandled(pathname, sport.sportId) ? sport.name : `${sport.name} ↗`}
            </Text>
          </OptionRow>
        )
      }}
    />
  )
}
