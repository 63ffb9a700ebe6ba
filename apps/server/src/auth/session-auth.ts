import { timingSafeEqual } from 'node:crypto'
import { errors } from '@slatelab/domain/errors'
import type { IncomingHttpHeaders } from 'node:http'
import type { DbOrTx } from '../db/database'
import { findLiveSession, touchSession, type LiveSession } from '../db/repositories/sessions'
import { HttpError } from '../http/http-error'
import { hashToken } from './tokens'

export type Credentials = { readonly bearerToken: string; readonly sessionId: string }

/** The two tokens of a request, or `undefined` when either header is absent or empty. */
export const readCredentials = (headers: IncomingHttpHeaders): Credentials | undefined => {
  const bearerToken = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1]
  const sessionId = headers['x-session-id']
  if (!bearerToken || typeof sessionId !== 'string' || sessionId === '') return undefined
  return { bearerToken, sessionId }
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The live session both tokens belong to, or `undefined`. */
export const findSession = async (
  db: DbOrTx,
  credentials: Credentials,
  now: Date,
): Promise<LiveSession | undefined> => {
  const session = await findLiveSession(db, hashToken(credentials.sessionId), now)
  return session && sameHash(session.bearerTokenHash, hashToken(credentials.bearerToken))
    ? session
    : undefined
}

/**
 * How stale a session's `lastUsedAt` may get before a call writes it again: the account page
 * shows it to the minute, and a write per call would cost more than the calls themselves.
 */
export const lastUsedResolutionMs = 60_000

/** Like `findSession`, but answers 401 with the spec's texts, and notes the session's use. */
export const requireSession = async (
  db: DbOrTx,
  headers: IncomingHttpHeaders,
  now: Date,
): Promise<LiveSession> => {
  const credentials = readCredentials(headers)
  if (!credentials) throw new HttpError(401, errors.missingTokens)
  const session = await findSession(db, credentials, now)
  if (!session) throw new HttpError(401, errors.invalidSession)
  if (now.getTime() - session.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await touchSession(db, session.sessionIdHash, now)
  }
  return session
}
