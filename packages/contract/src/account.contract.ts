/**
 * The account page's calls (not in the specification): the caller's subscriptions, sessions
 * and password. Every answer is `Cache-Control: no-store`.
 */
import { newPasswordSchema } from '@slatelab/domain/entities/user'
import { isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { planExample, planSchema } from './marketplace.contract'

const tag = 'account'

/** A running subscription: the component with the product it opens and when it started. */
export const accountSubscriptionSchema = planSchema.and(z.object({ startsAt: isoDateTimeSchema }))
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>

export const accountSubscriptionsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/account/subscriptions/',
  auth: 'user',
  tag,
  summary: 'The caller’s running subscriptions',
  description:
    'Hidden components the caller holds are listed too. Unsubscribe with `POST /svc/subscription/component/cancel/`.',
  status: 200,
  response: z.array(accountSubscriptionSchema).readonly(),
  example: [{ ...planExample, startsAt: '2026-11-01T12:00:00.000Z' }],
})

/** A live session of the caller; `current` is the one that asks. Tokens are never shown. */
export const accountSessionSchema = z.object({
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/account/sessions/',
  auth: 'user',
  tag,
  summary: 'The caller’s live sessions, most recently used first',
  description: '`lastUsedAt` is kept to the minute.',
  status: 200,
  response: z.object({ sessions: z.array(accountSessionSchema).readonly() }),
  example: {
    sessions: [
      {
        createdAt: '2026-11-20T18:02:00.000Z',
        lastUsedAt: '2026-11-22T17:00:00.000Z',
        expiresAt: '2026-12-20T18:02:00.000Z',
        current: true,
      },
    ],
  },
})

export const signOutOtherSessionsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/account/sessions/sign-out-others/',
  auth: 'user',
  tag,
  summary: 'Sign out everywhere else',
  description:
    'Revokes every live session of the caller but the one that asks; a revoked session’s calls answer 401. Answers how many were revoked.',
  status: 200,
  response: z.object({ revoked: z.number().int().nonnegative() }),
  example: { revoked: 2 },
})

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: newPasswordSchema,
  })
  .readonly()
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

export const changePasswordRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/account/password/',
  auth: 'user',
  tag,
  summary: 'Change the caller’s password',
  description:
    'Needs the current password (400 `Your current password is not correct` otherwise; attempts count against the sign-in limit, 429 past it). The new one is checked as sign-up checks it. Every other session of the caller is revoked; the answer says how many.',
  body: changePasswordBodySchema,
  status: 200,
  response: z.object({ revokedSessions: z.number().int().nonnegative() }),
  example: { revokedSessions: 1 },
})
