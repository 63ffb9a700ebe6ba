import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import type { NavbarSelection } from './navbar-slice'
import {
  readCorrelationSport,
  readSelection,
  urlSelectionKind,
  writeCorrelationSport,
  writeSelection,
} from './navbar-url'

const today = isoDate('2026-11-22')
const current: NavbarSelection = {
  sportId: 2,
  date: isoDate('2026-11-20'),
  sourceId: 4,
  contestGroupId: 101,
  contestId: 7,
}
const params = (search: string) => new URLSearchParams(search)

describe('reading the selection from the URL', () => {
  it('reads every choice', () => {
    expect(
      readSelection(
        params('sport=3&date=2026-11-21&source=3&slate=55&contest=9'),
        '/contests',
        current,
        today,
      ),
    ).toEqual({ sportId: 3, date: '2026-11-21', sourceId: 3, contestGroupId: 55, contestId: 9 })
  })

  it('an invalid date falls back to today', () => {
    const read = readSelection(
      params('sport=2&date=2026-13-45&source=4'),
      '/contests',
      current,
      today,
    )
    expect(read.date).toBe(today)
  })

  it('a missing date is today and missing ids are none', () => {
    expect(readSelection(params('sport=2'), '/ownership', current, today)).toEqual({
      sportId: 2,
      date: today,
      sourceId: 0,
      contestGroupId: 0,
      contestId: 0,
    })
  })

  it('carries the current selection over to a link without one', () => {
    expect(readSelection(params('tab=players'), '/ownership', current, today)).toBe(current)
  })

  it('fits the sport to the page, which resets the rest', () => {
    expect(readSelection(params(''), '/starting-goalies', current, today)).toMatchObject({
      sportId: 4,
      sourceId: 0,
      contestGroupId: 0,
    })
  })

  it('ignores a sport the page does not handle, and the choices that came with it', () => {
    expect(
      readSelection(params('sport=6&source=4&slate=3'), '/contests', current, today),
    ).toMatchObject({ sportId: 2, sourceId: 0, contestGroupId: 0 })
  })

  it('ignores a source that is not a site and ids that are not whole numbers', () => {
    expect(
      readSelection(params('sport=2&source=99&slate=abc&contest=-3'), '/contests', current, today),
    ).toMatchObject({ sourceId: 0, contestGroupId: 0, contestId: 0 })
  })

  it('leaves the selection alone on pages whose URL carries none', () => {
    expect(readSelection(params('sport=5'), '/correlations', current, today)).toBe(current)
  })
})

describe('writing the selection to the URL', () => {
  it('writes every choice and keeps parameters the navbar does not own', () => {
    expect(writeSelection(params('tab=players'), '/contests', current)).toBe(
      '?tab=players&sport=2&date=2026-11-20&source=4&slate=101&contest=7',
    )
  })

  it('leaves the contest out until one is chosen', () => {
    expect(writeSelection(params('contest=7'), '/vegas', { ...current, contestId: 0 })).toBe(
      '?sport=2&date=2026-11-20&source=4&slate=101',
    )
  })

  it('adds sportId on /ownership when the sport changes', () => {
    const search = writeSelection(params(''), '/ownership', current, { addSportId: true })
    expect(params(search).get('sportId')).toBe('2')
  })

  it('keeps an ownership sportId in step with the sport once present', () => {
    const search = writeSelection(params('sportId=1'), '/ownership', current)
    expect(params(search).get('sportId')).toBe('2')
  })

  it('adds no sportId on other pages', () => {
    const search = writeSelection(params(''), '/contests', current, { addSportId: true })
    expect(params(search).has('sportId')).toBe(false)
  })

  it('round-trips: what is written reads back as the same selection', () => {
    const search = writeSelection(params(''), '/simlabs', { ...current, sportId: 5 })
    expect(readSelection(params(search), '/simlabs', current, today)).toEqual({
      ...current,
      sportId: 5,
    })
  })
})

describe('the correlations page URL', () => {
  it('carries its own sport', () => {
    expect(urlSelectionKind('/correlations')).toBe('correlations')
    expect(readCorrelationSport(params(writeCorrelationSport(params(''), 3)), 1)).toBe(3)
  })

  it('ignores a sport the page does not list', () => {
    expect(readCorrelationSport(params('sport=2'), 1)).toBe(1)
  })

  it('carries nothing on /season-long', () => {
    expect(urlSelectionKind('/season-long')).toBe('none')
  })
})
