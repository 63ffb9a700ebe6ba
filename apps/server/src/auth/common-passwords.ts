/**
 * The common passwords no new password may be: the ~49,000 of zxcvbn-ts' maintained list
 * (`passwords-common`: leaked-password frequency lists), compared without case.
 */
import { errors } from '@slatelab/domain/errors'
import { dictionary } from '@zxcvbn-ts/language-common'
import { HttpError } from '../http/http-error'

let common: ReadonlySet<string> | undefined

const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())))

/**
 * Whether `password` is on the list.
 * @example isCommonPassword('Password1') // true
 */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.normalize('NFKC').toLowerCase())

/**
 * Refuses a common new password with 400, naming the body field it came in.
 * @example refuseCommonPassword('12345678', 'body.password') // throws 400
 */
export const refuseCommonPassword = (password: string, field: string): void => {
  if (isCommonPassword(password)) throw new HttpError(400, `${field}: ${errors.commonPassword}`)
}
