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

const decimalText = /^-?\d+(\.\d+)?$/

/**
 * A number read from a URL (a path or query value), in decimal only: `0x10`, `1e3`, `0b1`,
 * `' 12'` and `''` are refused, where `z.coerce.number()` would read them as 16, 1000, 1, 12
 * and 0. Numbers pass through, so a caller may type the field as a number.
 * @example decimalParam(z.number().int()).parse('16') // 16
 * @example decimalParam(z.number().int()).safeParse('0x10').success // false
 */
export const decimalParam = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (decimalText.test(value) ? Number(value) : NaN) : value,
    schema,
  )

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

/** A control character (C0, DEL, C1) or half of a surrogate pair standing alone. */
const unprintable = /[\p{Cc}\p{Cs}]/u

/**
 * A name a user gives something (a projection set, a cheatsheet, a template, a view): text of
 * at most `maxLength` characters with no control character (tabs and line breaks included) and
 * no lone surrogate, which would show as garbage and break the JSON and CSV it is written to.
 * @example nameText(80).parse('Main GPP') // 'Main GPP'
 * @example nameText(80).safeParse('Main\u0007').success // false
 */
export const nameText = (maxLength: number) =>
  text(maxLength).refine(
    (value) => !unprintable.test(value),
    'must not contain control characters or unpaired surrogates',
  )
