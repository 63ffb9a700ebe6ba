import { navbarControls } from '@slatelab/domain/pages'
import { useEffect } from 'react'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../store/store-hooks'
import { askAgainOnChange, useSlateContestsQuery, useSourcesQuery } from './navbar-api'
import { usesSlates } from './navbar-pages'
import {
  noneChosen,
  selectContestGroupId,
  selectDate,
  selectSlateOptions,
  selectSourceId,
  selectSourcesLoading,
  selectSportId,
  slateChanged,
  type NavbarRootState,
} from './navbar-slice'

/**
 * Loads what the page's navbar lists: the sources of the sport and date (again after every
 * sport or date change: the page's startup parameters), and the slate's contests where the
 * page has a contest dropdown.
 */
export function useNavbarData(pathname: string) {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  const sourceId = useSelector(selectSourceId)
  const contestGroupId = useSelector(selectContestGroupId)
  const sourcesLoading = useSelector(selectSourcesLoading)
  const slates = useSelector((state: NavbarRootState) => selectSlateOptions(state, pathname))
  const loadsSlates = usesSlates(pathname)
  const loadsContests = navbarControls(pathname).contest

  // Each answer makes the slice's automatic picks (SPEC §4), so every change asks again.
  useSourcesQuery({ sportId, date }, { ...askAgainOnChange, skip: !loadsSlates })
  useSlateContestsQuery(contestGroupId, {
    ...askAgainOnChange,
    skip: !loadsContests || contestGroupId === noneChosen,
  })

  // A chosen source whose slate is not on this page's list (no slate yet, or All Games
  // brought over from /vegas) gets the page's first slate.
  const firstSlateId = slates[0]?.contestGroupId
  const slateListed = slates.some((slate) => slate.contestGroupId === contestGroupId)
  useEffect(() => {
    if (!loadsSlates || sourcesLoading || sourceId === noneChosen) return
    if (firstSlateId !== undefined && !slateListed) dispatch(slateChanged(firstSlateId))
  }, [dispatch, loadsSlates, sourcesLoading, sourceId, firstSlateId, slateListed])
}
