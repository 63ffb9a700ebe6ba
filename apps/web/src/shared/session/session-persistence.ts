import { isRecord, readJson, writeJson } from '../storage/json-storage'
import type { User } from '@slatelab/domain/entities/user'
import { initialSessionState, type SessionState } from './session-slice'

/** Where the session survives a reload: its tokens and user. */
export const sessionStorageKey = 'slatelab.session'

type PersistedSession = {
  readonly bearerToken: string
  readonly sessionId: string
  readonly user: User
}

const isUser = (value: unknown): value is User =>
  isRecord(value) &&
  typeof value.userId === 'number' &&
  typeof value.email === 'string' &&
  typeof value.displayName === 'string' &&
  (value.role === 'user' || value.role === 'admin') &&
  typeof value.createdAt === 'string'

const isPersistedSession = (value: unknown): value is PersistedSession =>
  isRecord(value) &&
  typeof value.bearerToken === 'string' &&
  typeof value.sessionId === 'string' &&
  isUser(value.user)

/** The session stored by an earlier visit, or signed out when there is none (or it is bad). */
export const readPersistedSession = (storage: Storage): SessionState => {
  const stored = readJson(storage, sessionStorageKey)
  return isPersistedSession(stored)
    ? { bearerToken: stored.bearerToken, sessionId: stored.sessionId, user: stored.user }
    : initialSessionState
}

/** Stores the session, or removes it once signed out. */
export const writePersistedSession = (storage: Storage, state: SessionState): void => {
  const { bearerToken, sessionId, user } = state
  const persisted: PersistedSession | undefined =
    bearerToken !== null && sessionId !== null && user !== null
      ? { bearerToken, sessionId, user }
      : undefined
  writeJson(storage, sessionStorageKey, persisted)
}
