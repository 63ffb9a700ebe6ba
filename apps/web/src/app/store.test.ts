import { isoDateTime } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { sessionStorageKey } from '../shared/session/session-persistence'
import { sessionExpired, sessionStarted } from '../shared/session/session-slice'
import { themeToggled } from '../shared/theme/theme-slice'
import { createAppStore } from './store'

const grant = {
  bearerToken: 'bearer-1',
  sessionId: 'session-1',
  user: {
    userId: 1,
    email: 'subscriber@slatelab.test',
    displayName: 'Sub Scriber',
    role: 'user' as const,
    createdAt: isoDateTime('2025-01-01T00:00:00.000Z'),
  },
}

describe('app store persistence', () => {
  it('keeps the color scheme after a reload', () => {
    const first = createAppStore({ storage: localStorage, systemPrefersDark: false })
    first.dispatch(themeToggled())
    const reloaded = createAppStore({ storage: localStorage, systemPrefersDark: false })
    expect(reloaded.getState().theme.colorScheme).toBe('dark')
  })

  it('keeps the session tokens and user after a reload', () => {
    const first = createAppStore({ storage: localStorage })
    first.dispatch(sessionStarted(grant))
    const reloaded = createAppStore({ storage: localStorage })
    expect(reloaded.getState().session).toEqual(grant)
  })

  it('forgets the session once it has expired', () => {
    const first = createAppStore({ storage: localStorage })
    first.dispatch(sessionStarted(grant))
    first.dispatch(sessionExpired())
    expect(localStorage.getItem(sessionStorageKey)).toBeNull()
    expect(createAppStore({ storage: localStorage }).getState().session.bearerToken).toBeNull()
  })

  it('starts signed out when the stored session is malformed', () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify({ bearerToken: 'only-one' }))
    expect(createAppStore({ storage: localStorage }).getState().session.bearerToken).toBeNull()
  })

  it('runs without storage', () => {
    const store = createAppStore({ storage: null })
    store.dispatch(themeToggled())
    expect(store.getState().theme.colorScheme).toBe('dark')
    expect(localStorage.length).toBe(0)
  })
})
