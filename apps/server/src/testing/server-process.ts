import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const serverDir = path.join(import.meta.dirname, '..', '..')

export type ServerProcess = {
  readonly child: ChildProcess
  /** Its exit code once it exits. */
  readonly exited: Promise<number | null>
  /** Its URL once it listens; rejects if it exits first. */
  readonly listening: Promise<string>
  /** All it has printed so far. */
  readonly output: () => string
}

/**
 * Starts the real server process on a free port — from source (src/main.ts through tsx), or
 * `compiled` as `npm start` runs it (dist/main.js, which must be built) — by default on a fresh
 * embedded store with no demo world; `env` adds or overrides variables (a store's DATA_DIR or
 * DATABASE_URL, SEED_SCALE…). The caller stops it (`child.kill`).
 */
export const startServerProcess = (
  env: Readonly<Record<string, string>> = {},
  { compiled = false }: { readonly compiled?: boolean } = {},
): ServerProcess => {
  const entry = compiled
    ? [path.join(serverDir, 'dist', 'main.js')]
    : ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')]
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'slatelab-main-')),
      LOG_LEVEL: 'info',
      // The process, not the demo world, is under test.
      SEED_SCALE: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (url) {
        clearInterval(timer)
        resolve(url)
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(`server exited before listening:\n${output}`))
    })
  })
  // A caller expecting the start to fail reads `exited` instead.
  listening.catch(() => {})
  return { child, exited, listening, output: () => output }
}
