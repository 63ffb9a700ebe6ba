/**
 * Opens the store: PGlite (in memory, or persisted under DATA_DIR) by default, a PostgreSQL
 * server through `pg` when a URL is given. Callers see one Drizzle type either way.
 */
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsDir as migrationsFolder } from '../server-files'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema>
/** A database or an open transaction: what every repository function takes first. */
export type DbOrTx = Db | Tx

export type DatabaseOptions =
  | {
      readonly kind: 'pglite'
      readonly dataDir?: string
      /**
       * Starting from this image of a store (`snapshot`), not empty: in memory, or written into
       * a new `dataDir`.
       */
      readonly image?: Uint8Array
    }
  | { readonly kind: 'postgres'; readonly url: string }

export type Database = {
  readonly db: Db
  readonly kind: DatabaseOptions['kind']
  /** Applies every pending migration; safe to call on an up-to-date store. */
  readonly migrate: () => Promise<void>
  /** Resolves when a trivial query succeeds (readiness). */
  readonly ping: () => Promise<void>
  readonly close: () => Promise<void>
  /** PGlite only: the whole store as an image another PGlite opens in its state. */
  readonly snapshot?: () => Promise<Uint8Array>
}

/**
 * An image as PGlite reads it. Node's Blob hands its bytes over in small chunks and joins
 * them: 0.4 s for a 43 MB image, where copying the bytes takes milliseconds. Only PGlite's
 * `loadDataDir` reads it, and only through `arrayBuffer`: its other methods see an empty Blob.
 */
class ImageBlob extends Blob {
  constructor(private readonly image: Uint8Array) {
    super([])
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.image.slice().buffer)
  }
}

/**
 * An in-memory store's pages are in memory already, so a large buffer pool only costs its
 * start: 0.45 s to open with PostgreSQL's default of 128 MB, 0.35 s in all with 16 MB.
 */
const inMemoryStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/**
 * PGlite runs a statement synchronously (WebAssembly) and its promise settles as a microtask,
 * so a chain of awaited statements (a seeding day's transaction, an import) would hold the
 * event loop until it ends: requests wait seconds. Each exchange with the engine first lets
 * the loop take one turn.
 */
class YieldingPGlite extends PGlite {
  override async execProtocolStream(...args: Parameters<PGlite['execProtocolStream']>) {
    await new Promise((resolve) => setImmediate(resolve))
    return super.execProtocolStream(...args)
  }
}

/** Opens a database. `onQuery` sees every statement (tests count them). */
export const openDatabase = async (
  options: DatabaseOptions,
  onQuery?: (statement: string) => void,
): Promise<Database> => {
  const logger: Logger | undefined = onQuery ? { logQuery: (query) => onQuery(query) } : undefined
  if (options.kind === 'pglite') {
    const loadDataDir = options.image && new ImageBlob(options.image)
    const client = options.dataDir
      ? new YieldingPGlite(path.join(options.dataDir, 'pglite'), { loadDataDir })
      : new YieldingPGlite({ loadDataDir, startParams: inMemoryStartParams })
    // Loading a store or an image takes seconds: done here, not in the first plugin to query.
    await client.waitReady
    const db = drizzlePglite(client, { schema, logger })
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query('select 1')
      },
      close: () => client.close(),
      snapshot: async () => {
        // Flushed first: an image with its WAL still to replay takes a third longer to open.
        await client.query('checkpoint')
        return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer())
      },
    }
  }
  const pool = new pg.Pool({ connectionString: options.url, max: 10 })
  // An idle client whose connection the server ended (restart, admin termination) emits here;
  // without a listener that would crash the process. The pool replaces it on next use.
  pool.on('error', () => {})
  const db = drizzleNodePg(pool, { schema, logger })
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}
