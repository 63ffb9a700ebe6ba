import type { ProductName } from '@slatelab/domain/entities/access'
import { useEffect } from 'react'
import { useSelector } from 'react-redux'
import { selectUser } from '../session/session-slice'
import { useAppDispatch } from '../store/store-hooks'
import { fetchProductAccess, selectProductAccess } from './product-access-slice'

/** What a page knows about the signed-in user's access to a product. */
export type ProductAccess = {
  /** `undefined` until the server has answered (or while nobody is signed in). */
  readonly allowed: boolean | undefined
  readonly error: string | null
}

/** The user's access to `product`, asked of the server once per sign-in and subscription change. */
export const useProductAccess = (product: ProductName): ProductAccess => {
  const dispatch = useAppDispatch()
  const user = useSelector(selectUser)
  const { access, loading, error } = useSelector(selectProductAccess)
  const allowed = access[product]
  const asking = loading[product] === true
  const failed = error !== null
  useEffect(() => {
    if (user !== null && allowed === undefined && !asking && !failed) {
      void dispatch(fetchProductAccess(product))
    }
  }, [dispatch, user, product, allowed, asking, failed])
  return { allowed, error }
}
