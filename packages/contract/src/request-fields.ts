/**
 * Fields of paths, queries and bodies that many routes share, bounded so that no value a
 * client can send reaches the database out of range.
 */
import { z } from 'zod'

/**
 * The largest id a PostgreSQL `integer` column holds (2^31 − 1).
 * @example maxId // 2147483647
 */
export const maxId = 2_147_483_647

/**
 * An id read from a path or query: a whole number from 1 to `maxId`.
 * @example idParam.parse('12') // 12
 */
export const idParam = z.coerce.number().int().positive().max(maxId)

/**
 * An id read from a path or query where 0 means "none" (the navbar's slate before a choice).
 * @example idOrNoneParam.parse('0') // 0
 */
export const idOrNoneParam = z.coerce.number().int().nonnegative().max(maxId)

/**
 * Text of at most `maxLength` characters without NUL, which PostgreSQL refuses in text.
 * @example text(80).parse('Main') // 'Main'
 */
export const text = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character')

/**
 * A job or build id (a UUID) in a path.
 * @example jobIdParam.parse('0b6f…') // throws unless a UUID
 */
export const uuidParam = z.uuid()
