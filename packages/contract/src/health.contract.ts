/** The process's probes, for load balancers and `npm start`'s readiness wait. */
import { z } from 'zod'
import { defineRoute } from './define-route'

const statusSchema = z.object({ status: z.string() })

export const healthzRoute = defineRoute({
  method: 'GET',
  host: 'root',
  path: '/healthz',
  auth: 'none',
  tag: 'health',
  summary: 'The process is up',
  status: 200,
  response: statusSchema,
  example: { status: 'ok' },
})

export const readyzRoute = defineRoute({
  method: 'GET',
  host: 'root',
  path: '/readyz',
  auth: 'none',
  tag: 'health',
  summary: 'The database answers',
  description: '503 `{ "status": "database unreachable" }` when it does not.',
  status: 200,
  response: statusSchema,
  example: { status: 'ready' },
})
