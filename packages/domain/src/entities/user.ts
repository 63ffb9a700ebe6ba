/** Accounts, sign-up and sign-in bodies and the session they return (DESIGN.md "Identity"). */
import { z } from 'zod'
import { isoDateTimeSchema } from '../units'
import { idSchema, text } from './fields'

/**
 * The role of an account.
 * @example roles.admin // 'admin'
 */
export const roles = {
  /** A visitor or subscriber: reads data and manages their own settings and projections. */
  user: 'user',
  /** May also publish system projection sets and import data. */
  admin: 'admin',
} as const

/** A role such as `'user'`. */
export type Role = (typeof roles)[keyof typeof roles]

/**
 * Accepts the roles above.
 * @example roleSchema.parse('admin') // 'admin'
 */
export const roleSchema = z.enum(roles)

/**
 * An email address, trimmed and lower-cased so one address maps to one account.
 * @example emailSchema.parse(' Sam@Example.com ') // 'sam@example.com'
 */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** The longest display name, in characters. */
export const maxDisplayName = 60

/**
 * The display name of an account signed up without one: the email's local part, cut to fit.
 * @example defaultDisplayName('sam.smith@example.com') // 'sam.smith'
 */
export const defaultDisplayName = (email: string): string =>
  (email.split('@')[0] || email).slice(0, maxDisplayName)

/**
 * An account as the API returns it (never with its password hash).
 * @example userSchema.parse({ userId: 1, email: 'sam@example.com', displayName: 'Sam', role: 'user', createdAt: '2025-01-01T00:00:00Z' })
 */
export const userSchema = z
  .object({
    userId: idSchema,
    email: emailSchema,
    displayName: z.string().min(1).max(maxDisplayName),
    role: roleSchema,
    createdAt: isoDateTimeSchema,
  })
  .readonly()
export type User = z.infer<typeof userSchema>

/**
 * A new password, as sign-up and the password change take it: 8–200 characters, no NUL.
 * @example newPasswordSchema.parse('correct horse')
 */
export const newPasswordSchema = text(200).min(8)

/**
 * The sign-up body. Passwords are 8–200 characters; the display name defaults to the part of
 * the email before `@` when absent (the server decides).
 * @example signUpBodySchema.parse({ email: 'sam@example.com', password: 'correct horse' })
 */
export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    displayName: text(maxDisplayName).trim().min(1).optional(),
  })
  .readonly()
export type SignUpBody = z.infer<typeof signUpBodySchema>

/**
 * The sign-in body. No minimum password length here: a wrong password of any length gets the
 * same `invalidCredentials` answer.
 * @example signInBodySchema.parse({ email: 'sam@example.com', password: 'correct horse' })
 */
export const signInBodySchema = z
  .object({ email: emailSchema, password: z.string().min(1).max(200) })
  .readonly()
export type SignInBody = z.infer<typeof signInBodySchema>

/**
 * What sign-up and sign-in return: the two tokens every authenticated call sends
 * (`Authorization: Bearer …`, `X-Session-Id: …`) and the account.
 * @example authSessionSchema.parse({ bearerToken: 'b…', sessionId: 's…', user })
 */
export const authSessionSchema = z
  .object({
    bearerToken: z.string().min(1),
    sessionId: z.string().min(1),
    user: userSchema,
  })
  .readonly()
export type AuthSession = z.infer<typeof authSessionSchema>
