import path from 'node:path'
import { z } from 'zod'
import { defaultSignInLimits, type SignInLimits } from './auth/sign-in-limiter'
import type { SubscriptionPolicy } from './deps'
import { serverDir } from './server-files'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

// TRUST_PROXY: true / false, or the proxies' addresses and CIDR ranges, comma-separated.
const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | string =>
    value === 'true' || value === 'false' ? value === 'true' : value,
  )

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(defaultSignInLimits.perIp),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(defaultSignInLimits.perEmail),
  SIGN_UP_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .positive()
    .default(defaultSignInLimits.signUpsPerIp),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_SCALE: z.enum(['none', 'small', 'full']).default('full'),
  SUBSCRIPTIONS: z.enum(['open', 'approval']).optional(),
  DEMO_DATE: z.iso.date().optional(),
  DEMO_EXTRA_DATES: z
    .string()
    .transform((value) => value.split(',').map((day) => day.trim()))
    .refine((days) => days.every((day) => z.iso.date().safeParse(day).success), {
      message: 'must be YYYY-MM-DD dates, comma-separated',
    })
    .default([]),
})

export type Config = {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly redisUrl: string | undefined
  readonly logLevel: (typeof logLevels)[number]
  readonly sessionTtlDays: number
  readonly signInLimits: SignInLimits
  /**
   * Whom to believe about a client's address (`X-Forwarded-For`): nobody (`false`, the
   * default), everyone in front (`true`), or these addresses and CIDR ranges
   * (comma-separated, e.g. `127.0.0.1,10.0.0.0/8`).
   */
  readonly trustProxy: boolean | string
  /** The built web app served for every path outside the four API prefixes. */
  readonly webDistDir: string
  /** How much of the demo world to store (`small`: a few days around the anchor; `none`: accounts only). */
  readonly seedScale: 'none' | 'small' | 'full'
  /** The demo world's anchor day (`YYYY-MM-DD`); unset means today in Eastern time. */
  readonly demoDate: string | undefined
  /**
   * Who may subscribe: anyone at once (`open`), or by an admin's approval of each request
   * (`approval`). Unset: `open` with the demo world (its visitors try every tool), `approval`
   * without it (`SEED_SCALE=none`, a real deployment).
   */
  readonly subscriptions: SubscriptionPolicy
  /**
   * More days to seed a small window before (comma-separated `YYYY-MM-DD`), stored before the
   * anchor's and without contest fields: the end-to-end suite's MLB day beside its November one.
   */
  readonly demoExtraDates: readonly string[]
}

const defaultWebDistDir = path.resolve(serverDir, '../web/dist')

/**
 * Reads the configuration from environment variables; empty strings count as unset.
 * Relative paths resolve against the directory the command was typed in (npm's INIT_CWD,
 * since `npm start -w` runs the server inside apps/server), so `./data` is the repo's.
 * Throws one message listing every bad variable, so a misconfigured start fails at once.
 * @example loadConfig({ PORT: '8080' }).port // 8080
 */
export const loadConfig = (env: Readonly<Record<string, string | undefined>>): Config => {
  const cwd = env.INIT_CWD || process.cwd()
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${String(present[String(issue.path[0])])}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const value = parsed.data
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(cwd, value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    logLevel: value.LOG_LEVEL,
    sessionTtlDays: value.SESSION_TTL_DAYS,
    signInLimits: {
      ...defaultSignInLimits,
      perIp: value.SIGN_IN_LIMIT_PER_IP,
      perEmail: value.SIGN_IN_LIMIT_PER_EMAIL,
      signUpsPerIp: value.SIGN_UP_LIMIT_PER_IP,
    },
    trustProxy: value.TRUST_PROXY,
    webDistDir: value.WEB_DIST_DIR ? path.resolve(cwd, value.WEB_DIST_DIR) : defaultWebDistDir,
    seedScale: value.SEED_SCALE,
    demoDate: value.DEMO_DATE,
    subscriptions: value.SUBSCRIPTIONS ?? (value.SEED_SCALE === 'none' ? 'approval' : 'open'),
    demoExtraDates: value.DEMO_EXTRA_DATES,
  }
}
