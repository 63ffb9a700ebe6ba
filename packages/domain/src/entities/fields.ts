/** Field schemas that several entities share. */
import { z } from 'zod'

/**
 * A database id: a positive whole number.
 * @example idSchema.parse(1042) // 1042
 */
export const idSchema = z.number().int().positive()

/**
 * A CSS colour as `#RRGGBB`.
 * @example hexColorSchema.parse('#E31837') // '#E31837'
 */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #RRGGBB colour')
