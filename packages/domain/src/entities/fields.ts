/** Field schemas that several entities share. */
import { z } from 'zod'

/**
 * The largest id a PostgreSQL `integer` column holds (2^31 − 1).
 * @example maxId // 2147483647
 */
export const maxId = 2_147_483_647

/**
 * A database id: a whole number from 1 to `maxId`, so no id reaches the database out of range.
 * @example idSchema.parse(1042) // 1042
 */
export const idSchema = z.number().int().positive().max(maxId)

/**
 * A CSS colour as `#RRGGBB`.
 * @example hexColorSchema.parse('#E31837') // '#E31837'
 */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #RRGGBB colour')

/**
 * Text of at most `maxLength` characters without NUL, which PostgreSQL refuses in text.
 * @example text(80).parse('Main') // 'Main'
 */
export const text = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character')
