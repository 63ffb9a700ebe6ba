import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and the embedded store', () => {
    const config = loadConfig({ INIT_CWD: '' })
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      sessionTtlDays: 30,
      signInLimits: { perIp: 30, perEmail: 5, signUpsPerIp: 10, windowSeconds: 900 },
      trustProxy: false,
    })
  })

  it('opens subscriptions with the demo world and asks an admin to approve them without it', () => {
    expect(loadConfig({}).subscriptions).toBe('open')
    expect(loadConfig({ SEED_SCALE: 'none' }).subscriptions).toBe('approval')
    expect(loadConfig({ SEED_SCALE: 'none', SUBSCRIPTIONS: 'open' }).subscriptions).toBe('open')
    expect(loadConfig({ SUBSCRIPTIONS: 'approval' }).subscriptions).toBe('approval')
    expect(() => loadConfig({ SUBSCRIPTIONS: 'free' })).toThrowError(/SUBSCRIPTIONS=free/)
  })

  it('resolves relative paths against the directory npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/slatelab', DATA_DIR: 'store' }).dataDir).toBe(
      '/srv/slatelab/store',
    )
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined()
  })

  it('names every bad variable and its value in one message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrowError(
      /Invalid configuration:\n {2}PORT=eighty: .+\n {2}DATABASE_URL=mysql:\/\/x: must start with postgres:\/\/ or postgresql:\/\/\n {2}LOG_LEVEL=loud: /,
    )
  })

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT=70000/)
  })

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    )
  })

  it('reads the extra demo days as a list of dates, and refuses one that is not a date', () => {
    expect(loadConfig({}).demoExtraDates).toEqual([])
    expect(loadConfig({ DEMO_EXTRA_DATES: '2026-06-21, 2026-09-20' }).demoExtraDates).toEqual([
      '2026-06-21',
      '2026-09-20',
    ])
    expect(() => loadConfig({ DEMO_EXTRA_DATES: '2026-06-21,June' })).toThrowError(
      /DEMO_EXTRA_DATES=2026-06-21,June: must be YYYY-MM-DD dates, comma-separated/,
    )
  })
})
