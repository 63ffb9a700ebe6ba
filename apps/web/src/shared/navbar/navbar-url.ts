/**
 * The navbar selection in the URL (`?sport=&date=&source=&slate=&contest=`), so a reload or a
 * shared link opens the same view and back and forward step through the choices. Query
 * parameters the navbar does not own are left as they are.
 */
import { navbarControls } from '@slatelab/domain/pages'
import { findSite } from '@slatelab/domain/sites'
import { isSportId, type SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { parseIsoDateOr } from './navbar-dates'
import { isSportHandled, pageSportFor, usesSlates } from './navbar-pages'
import { noneChosen, type NavbarSelection, type SourceChoice } from './navbar-slice'

/** The query parameter of each choice. */
export const selectionParams = {
  sport: 'sport',
  date: 'date',
  source: 'source',
  slate: 'slate',
  contest: 'contest',
} as const

/** Added on /ownership when the sport changes (SPEC §2). */
export const ownershipSportParam = 'sportId'

const ownershipPath = '/ownership'

/** Where the URL carries a selection: pages whose navbar chooses a source and slate. */
const carriesSelection = usesSlates

const readId = (params: URLSearchParams, name: string): number => {
  const value = Number(params.get(name) ?? Number.NaN)
  return Number.isSafeInteger(value) && value > 0 ? value : noneChosen
}

const readSport = (params: URLSearchParams): SportId | undefined => {
  const id = readId(params, selectionParams.sport)
  return isSportId(id) ? id : undefined
}

const readSource = (params: URLSearchParams): SourceChoice => {
  return findSite(readId(params, selectionParams.source))?.sourceId ?? noneChosen
}

/**
 * The selection a URL asks for on a page. Without any selection parameter (a link from the
 * tools menu) the current selection carries over; with one, the URL is the whole truth and
 * what it leaves out is none (today for the date, also when the date does not parse). The
 * sport always fits the page (see `pageSportFor`); a sport change resets the rest.
 * @example readSelection(new URLSearchParams('sport=2&date=bad'), '/contests', current, today).date // today
 */
export const readSelection = (
  params: URLSearchParams,
  path: string,
  current: NavbarSelection,
  today: IsoDate,
): NavbarSelection => {
  if (!carriesSelection(path)) return current
  const fromUrl = Object.values(selectionParams).some((name) => params.has(name))
  if (!fromUrl) {
    const sportId = pageSportFor(path, current.sportId)
    return sportId === current.sportId
      ? current
      : {
          ...current,
          sportId,
          sourceId: noneChosen,
          contestGroupId: noneChosen,
          contestId: noneChosen,
        }
  }
  const asked = readSport(params)
  const sportId = pageSportFor(
    path,
    asked !== undefined && isSportHandled(path, asked) ? asked : current.sportId,
  )
  const sportKept = asked === undefined || asked === sportId
  return {
    sportId,
    date: parseIsoDateOr(params.get(selectionParams.date), today),
    sourceId: sportKept ? readSource(params) : noneChosen,
    contestGroupId: sportKept ? readId(params, selectionParams.slate) : noneChosen,
    contestId: sportKept ? readId(params, selectionParams.contest) : noneChosen,
  }
}

/**
 * The query string that shows `selection` on a page, keeping every parameter the navbar does
 * not own. The contest is written once one is chosen. On /ownership a `sportId` parameter
 * follows the sport once present; `addSportId` adds it (a sport change there).
 * @example writeSelection(new URLSearchParams('tab=2'), '/vegas', selection) // '?tab=2&sport=2&date=2026-11-22&source=4&slate=31'
 */
export const writeSelection = (
  params: URLSearchParams,
  path: string,
  selection: NavbarSelection,
  { addSportId = false }: { readonly addSportId?: boolean } = {},
): string => {
  const next = new URLSearchParams(params)
  if (carriesSelection(path)) {
    next.set(selectionParams.sport, String(selection.sportId))
    next.set(selectionParams.date, selection.date)
    next.set(selectionParams.source, String(selection.sourceId))
    next.set(selectionParams.slate, String(selection.contestGroupId))
    if (selection.contestId === noneChosen) next.delete(selectionParams.contest)
    else next.set(selectionParams.contest, String(selection.contestId))
  }
  if (path === ownershipPath && (addSportId || next.has(ownershipSportParam))) {
    next.set(ownershipSportParam, String(selection.sportId))
  }
  const search = next.toString()
  return search === '' ? '' : `?${search}`
}

/**
 * A query string that opens the page on another day or sport: the source, slate and contest
 * go back to none, so the navbar picks the day's first ones again (SPEC §4, as a date or
 * sport change does). Other parameters stay.
 * @example withNewDay('?sport=4&date=2026-11-26&source=4&slate=9', { date: '2026-11-27' }) // '?sport=4&date=2026-11-27&source=0&slate=0'
 */
export const withNewDay = (
  search: string,
  changes: { readonly date?: IsoDate; readonly sportId?: SportId },
): string => {
  const params = new URLSearchParams(search)
  if (changes.sportId !== undefined) params.set(selectionParams.sport, String(changes.sportId))
  if (changes.date !== undefined) params.set(selectionParams.date, changes.date)
  params.set(selectionParams.source, String(noneChosen))
  params.set(selectionParams.slate, String(noneChosen))
  params.delete(selectionParams.contest)
  return `?${params.toString()}`
}

/**
 * The sport the correlations page's URL asks for (its own dropdown, SPEC §2), or `current`.
 * @example readCorrelationSport(new URLSearchParams('sport=3'), 1) // 3
 */
export const readCorrelationSport = (params: URLSearchParams, current: SportId): SportId => {
  const asked = readSport(params)
  return asked !== undefined && isSportHandled('/correlations', asked) ? asked : current
}

/** The correlations page's query string with its sport. */
export const writeCorrelationSport = (params: URLSearchParams, sportId: SportId): string => {
  const next = new URLSearchParams(params)
  next.set(selectionParams.sport, String(sportId))
  return `?${next.toString()}`
}

/** Whether a page keeps its navbar choices in the URL, and which ones. */
export const urlSelectionKind = (path: string): 'selection' | 'correlations' | 'none' => {
  if (carriesSelection(path)) return 'selection'
  return navbarControls(path).correlationView ? 'correlations' : 'none'
}
