/**
 * Fields of paths, queries and bodies that many routes share, bounded so that no value a
 * client can send reaches the database out of range.
 */
import { decimalParam, maxId } from '@slatelab/domain/entities/fields'
import { z } from 'zod'

export { decimalParam, maxId, nameText, text } from '@slatelab/domain/entities/fields'

/**
 * An id read from a path or query: a whole number from 1 to `maxId`, in decimal.
 * @example idParam.parse('12') // 12
 */
export const idParam = decimalParam(z.number().int().positive().max(maxId))

/**
 * An id read from a path or query where 0 means "none" (the navbar's slate before a choice).
 * @example idOrNoneParam.parse('0') // 0
 */
export const idOrNoneParam = decimalParam(z.number().int().nonnegative().max(maxId))

/**
 * A job or build id (a UUID) in a path.
 * @example jobIdParam.parse('0b6f…') // throws unless a UUID
 */
export const uuidParam = z.uuid()

/**
 * A yes/no query parameter, `true` or `false`; absent is undefined.
 * @example flagParam.parse('true') // true
 */
export const flagParam = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional()
