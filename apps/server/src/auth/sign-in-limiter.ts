import { errors } from '@slatelab/domain/errors'
import { LRUCache } from 'lru-cache'
import { HttpError } from '../http/http-error'

export type SignInLimits = {
  /** Attempts one IP address may make per window, successful or not. */
  readonly perIp: number
  /**
   * Failed attempts on one email from one address per window; a success clears the count.
   * Counted per pair, so someone guessing from elsewhere never locks the owner out.
   */
  readonly perEmail: number
  /** Accounts one IP address may create per window. */
  readonly signUpsPerIp: number
  readonly windowSeconds: number
}

export const defaultSignInLimits: SignInLimits = {
  perIp: 30,
  perEmail: 5,
  signUpsPerIp: 10,
  windowSeconds: 900,
}

type Window = { count: number; resetsAt: number }

/**
 * Fixed-window counters for sign-in (per IP, and failures per IP and email) and sign-up (per
 * IP), held in process. A login form needs
 * the email from the parsed body, which a generic rate-limit plugin keyed at request time
 * cannot see; a few lines with lru-cache do it (see docs/decisions.md).
 */
export const createSignInLimiter = (limits: SignInLimits, now: () => number = Date.now) => {
  const windows = new LRUCache<string, Window>({ max: 100_000 })

  const windowOf = (key: string): Window => {
    const current = windows.get(key)
    if (current && current.resetsAt > now()) return current
    const fresh = { count: 0, resetsAt: now() + limits.windowSeconds * 1000 }
    windows.set(key, fresh)
    return fresh
  }

  const retryAfterSeconds = (window: Window) =>
    Math.max(1, Math.ceil((window.resetsAt - now()) / 1000))

  return {
    /**
     * Counts an attempt from `ip` for `email`; the seconds to wait when either is over its
     * limit, else `undefined`.
     */
    attempt(ip: string, email: string): number | undefined {
      const byIp = windowOf(`ip:${ip}`)
      const byPair = windowOf(`pair:${ip} ${email}`)
      if (byIp.count >= limits.perIp) return retryAfterSeconds(byIp)
      if (byPair.count >= limits.perEmail) return retryAfterSeconds(byPair)
      byIp.count += 1
      return undefined
    },
    failed(ip: string, email: string): void {
      windowOf(`pair:${ip} ${email}`).count += 1
    },
    succeeded(ip: string, email: string): void {
      windows.delete(`pair:${ip} ${email}`)
    },
    /** Counts an account created from `ip`; the seconds to wait when over the limit. */
    signUp(ip: string): number | undefined {
      const byIp = windowOf(`signup:${ip}`)
      if (byIp.count >= limits.signUpsPerIp) return retryAfterSeconds(byIp)
      byIp.count += 1
      return undefined
    },
  }
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>

/**
 * The 429 of a limited attempt, telling the client when to try again; sign-up passes its own
 * message.
 */
export const tooManyAttempts = (
  retryAfterSeconds: number,
  message: string = errors.tooManyAttempts,
): HttpError => new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) })
