/**
 * The admin page's calls (not in the specification), admin accounts only: 403 `This action
 * needs the admin role` for any other. Every answer is `Cache-Control: no-store`.
 */
import { userSchema } from '@slatelab/domain/entities/user'
import { isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { planExample, planSchema } from './marketplace.contract'
import { flagParam, idParam, maxId, text } from './request-fields'

const tag = 'admin'

export const adminComponentsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/admin/components/',
  auth: 'admin',
  tag,
  summary: 'Every product component, hidden ones included (admin)',
  status: 200,
  response: z.array(planSchema).readonly(),
  example: [planExample],
})

/** The largest price an admin may set, in dollars. */
export const maxComponentPrice = 10_000

/** A price edit, a visibility change, or both; at least one of them. */
export const componentUpdateBodySchema = z
  .object({
    price: z.number().nonnegative().max(maxComponentPrice).multipleOf(0.01).optional(),
    hideFromMarketplace: z.boolean().optional(),
  })
  .refine(
    (body) => body.price !== undefined || body.hideFromMarketplace !== undefined,
    'Give a price, hideFromMarketplace or both',
  )
  .readonly()
export type ComponentUpdateBody = z.infer<typeof componentUpdateBodySchema>

export const updateComponentRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/admin/components/:componentId/',
  auth: 'admin',
  tag,
  summary: 'Edit a component’s price or hide it from the marketplace (admin)',
  description:
    '`price` in dollars (whole cents, at most 10 000); `hideFromMarketplace` leaves it out of the marketplace and /sales, while holders keep their access. 404 for an unknown component.',
  params: z.object({ componentId: idParam }),
  body: componentUpdateBodySchema,
  status: 200,
  response: planSchema,
  example: { ...planExample, price: 14.99, displayPrice: '$14.99/mo' },
})

/** A user with the components they hold now and those they asked for (waiting for approval). */
export const adminUserSchema = z.object({
  user: userSchema,
  componentIds: z.array(z.number().int().positive().max(maxId)).readonly(),
  requestedComponentIds: z.array(z.number().int().positive().max(maxId)).readonly(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** The most users one list answers. */
export const adminUsersLimit = 200

export const adminUsersRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/admin/users/',
  auth: 'admin',
  tag,
  summary: 'Users and the components they hold (admin)',
  description: `Oldest account first, at most ${adminUsersLimit}; \`email\` keeps those whose address contains it; \`requested=true\` keeps those with a subscription request waiting.`,
  query: z.object({ email: text(254).optional(), requested: flagParam }),
  status: 200,
  response: z.object({ users: z.array(adminUserSchema).readonly(), more: z.boolean() }),
  example: {
    users: [
      {
        user: {
          userId: 2,
          email: 'subscriber@slatelab.test',
          displayName: 'Demo subscriber',
          role: 'user',
          createdAt: '2026-11-01T12:00:00.000Z',
        },
        componentIds: [101, 201, 301, 401],
        requestedComponentIds: [],
      },
    ],
    more: false,
  },
})

export const setUserSubscriptionRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/admin/users/:userId/subscriptions/',
  auth: 'admin',
  tag,
  summary: 'Grant or cancel a component for a user (admin)',
  description:
    '`held: true` grants the component from now (no payment), `false` ends it now; either way a request of the user for it is settled (granted or refused). Answers the user with what they hold after; 404 for an unknown user or component.',
  params: z.object({ userId: idParam }),
  body: z.object({ componentId: z.number().int().positive().max(maxId), held: z.boolean() }),
  status: 200,
  response: adminUserSchema,
  example: {
    user: {
      userId: 3,
      email: 'free@slatelab.test',
      displayName: 'Demo free',
      role: 'user',
      createdAt: '2026-11-01T12:00:00.000Z',
    },
    componentIds: [101],
    requestedComponentIds: [],
  },
})

/** One data import, from the CLI or an upload, with what it stored or why it was refused. */
export const importRunSchema = z.object({
  importRunId: z.number().int().positive(),
  kind: z.string(),
  via: z.enum(['cli', 'http']),
  fileName: z.string().nullable(),
  userEmail: z.string().nullable(),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema,
  succeeded: z.boolean(),
  /** One line: what was stored, or the refusal with its line and column. */
  result: z.string(),
})
export type ImportRun = z.infer<typeof importRunSchema>

/** The most import runs the list answers. */
export const importRunsLimit = 100

export const importRunsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/admin/imports/',
  auth: 'admin',
  tag,
  summary: 'The latest data imports with their results (admin)',
  description: `Newest first, at most ${importRunsLimit}.`,
  status: 200,
  response: z.array(importRunSchema).readonly(),
  example: [
    {
      importRunId: 7,
      kind: 'dk-salaries',
      via: 'cli',
      fileName: 'DKSalaries.csv',
      userEmail: null,
      startedAt: '2026-11-22T16:59:58.000Z',
      finishedAt: '2026-11-22T17:00:00.000Z',
      succeeded: true,
      result: 'Slate 1904412 (DKSalaries (current), 2023-10-15): 512 players',
    },
  ],
})
