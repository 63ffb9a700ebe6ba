import type { Store, UnknownAction } from '@reduxjs/toolkit'
import { useEffect, useRef } from 'react'
import { useSelector, useStore } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import { useAppDispatch } from '../store/store-hooks'
import { slateToday } from './navbar-dates'
import {
  correlationSportChanged,
  selectCorrelationSportId,
  selectNavbarSelection,
  selectionRestoredFromUrl,
  type NavbarRootState,
  type NavbarSelection,
} from './navbar-slice'
import {
  readCorrelationSport,
  readSelection,
  urlSelectionKind,
  writeCorrelationSport,
  writeSelection,
} from './navbar-url'

const useNavbarStore = useStore.withTypes<Store<NavbarRootState>>()

const sameSelection = (a: NavbarSelection, b: NavbarSelection): boolean =>
  a.sportId === b.sportId &&
  a.date === b.date &&
  a.sourceId === b.sourceId &&
  a.contestGroupId === b.contestGroupId &&
  a.contestId === b.contestId

/** The query string that shows the store's navbar choices on `path`. */
const searchFor = (
  state: NavbarRootState,
  path: string,
  search: string,
  options: { readonly addSportId?: boolean } = {},
): string => {
  const params = new URLSearchParams(search)
  const kind = urlSelectionKind(path)
  if (kind === 'selection') {
    return writeSelection(params, path, selectNavbarSelection(state), options)
  }
  if (kind === 'correlations') return writeCorrelationSport(params, selectCorrelationSportId(state))
  return search
}

/** Dispatches a person's choice and pushes the URL that shows it. */
export type NavbarChoose = (
  action: UnknownAction,
  options?: { readonly addSportId?: boolean },
) => void

/**
 * Keeps the navbar selection and the URL in step; the router owns the URL. When the URL
 * changes (a reload, a link, back or forward) its selection is restored into the store; when
 * the store changes on its own (an automatic pick after loading) the URL is replaced, so
 * history holds only what the person chose. Returns `choose`, which dispatches a choice and
 * pushes its URL, so back returns to the previous choice; `addSportId` adds `sportId` to the
 * query (a sport change on /ownership).
 */
export function useNavbarUrlSync(): NavbarChoose {
  const location = useLocation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const store = useNavbarStore()
  const selection = useSelector(selectNavbarSelection)
  const correlationSportId = useSelector(selectCorrelationSportId)
  // The last URL read into the store.
  const seenUrl = useRef<string | null>(null)
  // URLs this hook navigated to that the router has not reached yet: the router lands them a
  // few microtasks later, and meanwhile the store is ahead of the URL, not behind it.
  const inFlight = useRef(new Set<string>())

  useEffect(() => {
    const { pathname, search, hash } = location
    const url = `${pathname}${search}`
    const pending = inFlight.current
    if (seenUrl.current !== url) {
      seenUrl.current = url
      if (pending.has(url)) {
        pending.delete(url)
      } else {
        // Someone else moved (back, forward, a link): the URL is the truth now.
        pending.clear()
        if (restoreFromUrl(store.getState(), pathname, search, dispatch)) return
      }
    }
    if (pending.size > 0) return
    const next = searchFor(store.getState(), pathname, search)
    if (next === search) return
    pending.add(`${pathname}${next}`)
    void navigate({ pathname, search: next, hash }, { replace: true })
  }, [location, selection, correlationSportId, dispatch, navigate, store])

  return (action, options = {}) => {
    dispatch(action)
    const { pathname, search, hash } = location
    const next = searchFor(store.getState(), pathname, search, options)
    const target = `${pathname}${next}`
    // A second call before the router lands the first (a date input reporting its value on
    // input and again on Enter) reads the old location: it must not push the same URL twice.
    if (next === search || inFlight.current.has(target)) return
    inFlight.current.add(target)
    void navigate({ pathname, search: next, hash })
  }
}

/** Dispatches the selection the URL asks for, if it differs; says whether it did. */
const restoreFromUrl = (
  state: NavbarRootState,
  pathname: string,
  search: string,
  dispatch: (action: UnknownAction) => unknown,
): boolean => {
  const params = new URLSearchParams(search)
  const kind = urlSelectionKind(pathname)
  if (kind === 'selection') {
    const current = selectNavbarSelection(state)
    const restored = readSelection(params, pathname, current, slateToday())
    if (sameSelection(restored, current)) return false
    dispatch(selectionRestoredFromUrl(restored))
    return true
  }
  if (kind === 'correlations') {
    const current = selectCorrelationSportId(state)
    const restored = readCorrelationSport(params, current)
    if (restored === current) return false
    dispatch(correlationSportChanged(restored))
    return true
  }
  return false
}
