/**
 * Branded numbers and strings that carry a unit (STYLE.md "Units live in types or names").
 * Each brand has a zod schema (the source of the type) and a constructor that validates and
 * throws on a value outside the unit's range.
 */
import { z } from 'zod'

/**
 * A site salary in the site's own currency units (DK and FD dollars, Yahoo dollars of a $200
 * cap); a whole, non-negative number.
 * @example salarySchema.parse(9800) // 9800 (Salary)
 */
export const salarySchema = z.number().int().nonnegative().brand<'Salary'>()
export type Salary = z.infer<typeof salarySchema>

/**
 * Validates a salary; throws a zod error on a negative or fractional value.
 * @example salary(50000) // 50000 (Salary)
 */
export const salary = (value: number): Salary => salarySchema.parse(value)

/**
 * Fantasy points; may be negative (a quarterback with three interceptions).
 * @example pointsSchema.parse(23.4) // 23.4 (Points)
 */
export const pointsSchema = z.number().brand<'Points'>()
export type Points = z.infer<typeof pointsSchema>

/**
 * Validates fantasy points; throws on NaN or an infinite value (zod numbers are finite).
 * @example points(-1.5) // -1.5 (Points)
 */
export const points = (value: number): Points => pointsSchema.parse(value)

/**
 * A percentage from 0 to 100 inclusive (ownership, exposure, share of the salary cap).
 * @example percentSchema.parse(99) // 99 (Percent)
 */
export const percentSchema = z.number().min(0).max(100).brand<'Percent'>()
export type Percent = z.infer<typeof percentSchema>

/**
 * Validates a percentage; throws outside 0–100.
 * @example percent(12.5) // 12.5 (Percent)
 */
export const percent = (value: number): Percent => percentSchema.parse(value)

/**
 * A probability from 0 to 1 inclusive.
 * @example probabilitySchema.parse(0.5238) // 0.5238 (Probability)
 */
export const probabilitySchema = z.number().min(0).max(1).brand<'Probability'>()
export type Probability = z.infer<typeof probabilitySchema>

/**
 * Validates a probability; throws outside 0–1.
 * @example probability(0.75) // 0.75 (Probability)
 */
export const probability = (value: number): Probability => probabilitySchema.parse(value)

/**
 * Real money in US dollars, non-negative, cents allowed (entry fees, product prices).
 * @example dollarsSchema.parse(19.99) // 19.99 (Dollars)
 */
export const dollarsSchema = z.number().nonnegative().brand<'Dollars'>()
export type Dollars = z.infer<typeof dollarsSchema>

/**
 * Validates an amount of dollars; throws on a negative amount.
 * @example dollars(750) // 750 (Dollars)
 */
export const dollars = (value: number): Dollars => dollarsSchema.parse(value)

/**
 * A calendar date as ISO 8601 `YYYY-MM-DD`, without a time zone (the zone is the caller's:
 * ET for slates, CT for correlations).
 * @example isoDateSchema.parse('2011-07-02') // '2011-07-02' (IsoDate)
 */
export const isoDateSchema = z.iso.date().brand<'IsoDate'>()
export type IsoDate = z.infer<typeof isoDateSchema>

/**
 * Validates an ISO date; throws on any other format or an impossible date.
 * @example isoDate('2025-09-07') // '2025-09-07' (IsoDate)
 */
export const isoDate = (value: string): IsoDate => isoDateSchema.parse(value)

/**
 * An instant as ISO 8601 date-time with `Z` or a numeric offset, e.g.
 * `2025-09-07T17:00:00Z` or `2025-09-07T13:00:00-04:00`.
 * @example isoDateTimeSchema.parse('2025-09-07T17:00:00Z') // (IsoDateTime)
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).brand<'IsoDateTime'>()
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>

/**
 * Validates an ISO date-time with a zone; throws on a local time without `Z` or offset.
 * @example isoDateTime('2025-09-07T13:00:00-04:00') // (IsoDateTime)
 */
export const isoDateTime = (value: string): IsoDateTime => isoDateTimeSchema.parse(value)
