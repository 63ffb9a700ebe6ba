import { describe, expect, it } from 'vitest'
import { authUrl, safeNextPath } from './auth-paths'

describe('safeNextPath', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeNextPath('/ownership?sportId=4')).toBe('/ownership?sportId=4')
  })

  it.each(['//evil.test', 'https://evil.test/x', '/\\evil.test', 'ownership', '', null])(
    'refuses %j, which could leave the app',
    (next) => expect(safeNextPath(next)).toBe('/'),
  )

  it('does not send a person back to a session screen', () => {
    expect(safeNextPath('/signin?next=/vegas')).toBe('/')
  })
})

describe('authUrl', () => {
  it('carries next as a query parameter', () => {
    expect(authUrl('/signin', '/vegas')).toBe('/signin?next=%2Fvegas')
    expect(authUrl('/signup', '/')).toBe('/signup')
  })
})
