import { isoDate } from '@slatelab/domain/units'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../testing/render-with-providers'
import { dateChanged } from './navbar-slice'
import { useNavbarUrlSync } from './use-navbar-url'

function DatePicker() {
  const choose = useNavbarUrlSync()
  return (
    <button
      type="button"
      onClick={() => {
        // A date input reports its value on input and again on Enter, before the router lands.
        choose(dateChanged(isoDate('2026-12-22')))
        choose(dateChanged(isoDate('2026-12-22')))
      }}
    >
      pick
    </button>
  )
}

describe('navbar URL sync', () => {
  it('pushes one history entry for a choice reported twice, so back returns to the last one', async () => {
    const { router } = renderRoutes([{ path: '/ownership', element: <DatePicker /> }], {
      initialPath: '/ownership?sport=2&date=2026-11-22&source=4',
    })
    await act(async () => screen.getByRole('button', { name: 'pick' }).click())
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-12-22')
    await act(async () => router.navigate(-1))
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-11-22')
  })
})
