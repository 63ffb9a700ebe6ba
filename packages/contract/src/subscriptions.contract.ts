/** The paid-product access check (SPEC §6, §7 "PlateIQ" and "Season-long football"). */
import {
  checkAccessQuerySchema,
  plateIqAccessSchema,
  seasonLongAccessSchema,
} from '@slatelab/domain/entities/access'
import { defineRoute } from './define-route'

export const checkAccessRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/subscriptions/check-access/',
  auth: 'optional',
  tag: 'subscriptions',
  summary: 'Whether the caller may use a paid product',
  description:
    'Answers `{ "user-access" }` for product=NFLSeasonLong and `{ userAccess }` otherwise. Never an error: missing or bad tokens mean no access. The partner variant passes `user_id` and `token` (one of that user’s live bearer tokens) in the query.',
  query: checkAccessQuerySchema,
  status: 200,
  response: plateIqAccessSchema.or(seasonLongAccessSchema),
  example: { userAccess: true },
})
