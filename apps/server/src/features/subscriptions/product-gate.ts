import type { ProductName } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import type { DbOrTx } from '../../db/database'
import type { LiveSession } from '../../db/repositories/sessions'
import { hasActiveSubscription } from '../../db/repositories/subscriptions'
import { HttpError } from '../../http/http-error'

/**
 * Whether the session's user may use `product` now: admins always, others with a running
 * subscription to one of its components.
 */
export const mayUse = async (
  db: DbOrTx,
  session: LiveSession,
  product: ProductName,
  now: Date,
): Promise<boolean> =>
  session.user.role === 'admin' ||
  hasActiveSubscription(db, { userId: session.user.userId, product, sportId: undefined, now })

/**
 * Refuses with 403 naming the product unless the session's user may use it: the server's gate
 * of a paid tool (the page's pitch is only the friendly half).
 * @example await requireProduct(db, session, products.SimLabs, now)
 */
export const requireProduct = async (
  db: DbOrTx,
  session: LiveSession,
  product: ProductName,
  now: Date,
  message = errors.productRequired(product),
): Promise<void> => {
  if (!(await mayUse(db, session, product, now))) throw new HttpError(403, message)
}
