/**
 * PGlite is one process's database: a second process opening the same directory corrupts it.
 * Whoever opens the embedded store (the server, an import) holds `DATA_DIR/server.pid`, a file
 * holding its pid; a lock whose process is gone is stale and taken over.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

/** The lock file of an embedded store. */
export const storeLockPath = (dataDir: string): string => path.join(dataDir, 'server.pid')

/** The store is held by another live process. */
export class StoreInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded store in ${dataDir} is in use by pid ${pid}.`)
    this.name = 'StoreInUseError'
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readHolder = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * The pid of another live process holding the store, or `undefined` when it is free.
 * @example findStoreHolder('./data') // 48213 while a server runs on ./data
 */
export const findStoreHolder = (dataDir: string): number | undefined => {
  const pid = readHolder(storeLockPath(dataDir))
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined
}

/** A held lock; `release` removes the file if it is still ours (safe to call twice). */
export type StoreLock = { readonly release: () => void }

/**
 * Takes the store's lock for this process, or throws `StoreInUseError` naming the holder.
 * @example const lock = acquireStoreLock(config.dataDir); try { … } finally { lock.release() }
 */
export const acquireStoreLock = (dataDir: string): StoreLock => {
  mkdirSync(dataDir, { recursive: true })
  const file = storeLockPath(dataDir)
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const holder = findStoreHolder(dataDir)
      if (holder !== undefined) throw new StoreInUseError(dataDir, holder)
      rmSync(file, { force: true })
    }
  }
  return {
    release: () => {
      if (readHolder(file) === process.pid) rmSync(file, { force: true })
    },
  }
}
