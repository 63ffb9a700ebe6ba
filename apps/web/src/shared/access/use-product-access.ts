import type { ProductName } from '@slatelab/domain/entities/access'
import { useSelector } from 'react-redux'
import { failureMessage } from '../api/slatelab-api'
import { selectUser } from '../session/session-slice'
import { useProductAccessQuery } from './product-access-api'

/** What a page knows about the signed-in user's access to a product. */
export type ProductAccess = {
  /** `undefined` until the server has answered (or while nobody is signed in). */
  readonly allowed: boolean | undefined
  readonly error: string | null
}

/** The user's access to `product`, asked of the server once per sign-in and subscription change. */
export const useProductAccess = (product: ProductName): ProductAccess => {
  const user = useSelector(selectUser)
  const { data, error } = useProductAccessQuery(product, { skip: user === null })
  return { allowed: user === null ? undefined : data, error: failureMessage(error) }
}
