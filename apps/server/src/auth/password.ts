/**
 * Password hashing with node:crypto scrypt. The stored form carries its own parameters
 * (`scrypt$N$r$p$salt$hash`, base64), so they can be raised later without breaking old rows.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const keyLengthBytes = 64
const saltBytes = 16
const defaultCost = { N: 16384, r: 8, p: 1 } as const

const deriveKey = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLengthBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

/** @example await hashPassword('hunter22') // 'scrypt$16384$8$1$…$…' */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(saltBytes)
  const key = await deriveKey(password, salt, defaultCost)
  const { N, r, p } = defaultCost
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Compares in constant time; a malformed stored hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await deriveKey(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
