import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { authSessionSchema, roles, signInBodySchema, signUpBodySchema, userSchema } from './user'

const sam = {
  userId: 1,
  email: 'sam@example.com',
  displayName: 'Sam',
  role: 'user',
  createdAt: '2025-01-01T00:00:00Z',
}

const pathsOf = (result: { error?: z.ZodError }): string[] =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('userSchema', () => {
  it('accepts a user and an admin and serialises them unchanged', () => {
    expect(z.encode(userSchema, userSchema.parse(sam))).toEqual(sam)
    expect(userSchema.parse({ ...sam, role: roles.admin }).role).toBe('admin')
  })

  it('rejects an unknown role, naming the field', () => {
    expect(pathsOf(userSchema.safeParse({ ...sam, role: 'owner' }))).toEqual(['role'])
  })
})

describe('signUpBodySchema', () => {
  it('trims and lower-cases the email and trims the display name', () => {
    expect(
      signUpBodySchema.parse({
        email: '  Sam@Example.COM ',
        password: 'correct horse',
        displayName: ' Sam ',
      }),
    ).toEqual({ email: 'sam@example.com', password: 'correct horse', displayName: 'Sam' })
  })

  it('makes the display name optional', () => {
    expect(signUpBodySchema.parse({ email: 'a@b.co', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
    })
  })

  it('rejects a password under 8 or over 200 characters, naming the field', () => {
    expect(pathsOf(signUpBodySchema.safeParse({ email: 'a@b.co', password: '1234567' }))).toEqual([
      'password',
    ])
    const long = 'x'.repeat(201)
    expect(pathsOf(signUpBodySchema.safeParse({ email: 'a@b.co', password: long }))).toEqual([
      'password',
    ])
  })

  it('rejects an invalid email and a display name over 60 characters, naming each field', () => {
    const body = { email: 'not-an-email', password: '12345678', displayName: 'x'.repeat(61) }
    expect(pathsOf(signUpBodySchema.safeParse(body))).toEqual(['email', 'displayName'])
  })
})

describe('signInBodySchema', () => {
  it('accepts any non-empty password and normalises the email', () => {
    expect(signInBodySchema.parse({ email: 'SAM@example.com', password: 'x' })).toEqual({
      email: 'sam@example.com',
      password: 'x',
    })
  })

  it('rejects an empty password, naming the field', () => {
    expect(pathsOf(signInBodySchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'password',
    ])
  })
})

describe('authSessionSchema', () => {
  it('accepts both tokens with the user and serialises them unchanged', () => {
    const session = { bearerToken: 'b'.repeat(43), sessionId: 's'.repeat(43), user: sam }
    expect(z.encode(authSessionSchema, authSessionSchema.parse(session))).toEqual(session)
  })

  it('rejects an empty session id, naming the field', () => {
    const session = { bearerToken: 'b', sessionId: '', user: sam }
    expect(pathsOf(authSessionSchema.safeParse(session))).toEqual(['sessionId'])
  })
})
