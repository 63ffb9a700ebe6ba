import { createHash, randomBytes } from 'node:crypto'

const tokenBytes = 32

/** A fresh random token: 32 bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(tokenBytes).toString('base64url')

/**
 * The stored form of a token. Tokens carry 256 bits of entropy, so a plain SHA-256 is enough
 * (no salt or stretching needed, unlike passwords), and lookups stay an index seek.
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')
