import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('stack-the-qb')
    expect(await verifyPassword('stack-the-qb', stored)).toBe(true)
    expect(await verifyPassword('stack-the-QB', stored)).toBe(false)
  })

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA==$')).toBe(false)
  })
})
