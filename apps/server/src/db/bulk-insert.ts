/**
 * Inserts many rows as one JSON parameter per statement:
 * `insert into t (cols) select cols from json_populate_recordset(null::t, $1)`.
 * Binding one text value instead of a parameter per cell is several times faster than a
 * multi-row VALUES insert, on PGlite above all (the seeder stores half a million rows), and
 * it has no 65 535-parameter limit.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './database'

// Bounds one statement's time: PGlite runs it on the event loop's thread, and 1,000 rows of a
// wide table took up to 0.7 s there, while requests waited (docs/operations.md, Load).
const rowsPerStatement = 250

/** What a row whose key is already stored does: left out, or its `set` columns overwritten. */
type OnConflict =
  | { readonly skipConflicts?: boolean }
  | {
      readonly updateOnConflict: {
        readonly target: readonly PgColumn[]
        readonly set: readonly PgColumn[]
      }
    }

const conflictClause = (options: OnConflict): SQL => {
  if ('updateOnConflict' in options) {
    const { target, set } = options.updateOnConflict
    const quoted = (column: PgColumn) => `"${column.name}"`
    return sql.raw(
      ` on conflict (${target.map(quoted).join(', ')}) do update set ${set.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')}`,
    )
  }
  return sql.raw(options.skipConflicts === true ? ' on conflict do nothing' : '')
}

/**
 * Inserts `rows` (the table's insert shape) into `table`; columns left out take their
 * defaults, JSON columns take the values as they are. With `skipConflicts` a row whose key is
 * already stored is left out (`on conflict do nothing`) instead of failing the statement; with
 * `updateOnConflict` the stored row takes the new row's `set` columns (an upsert).
 * @example await bulkInsert(tx, playerGameStats, lines)
 */
export const bulkInsert = async <T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: OnConflict = {},
): Promise<void> => {
  const first = rows[0]
  if (first === undefined) return
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first)
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '))
  const tableName = sql.raw(`"${getTableConfig(table).name}"`)
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const records = rows.slice(start, start + rowsPerStatement).map((row) => {
      const record: Record<string, unknown> = {}
      for (const [key, column] of columns) {
        const value = (row as Record<string, unknown>)[key]
        record[column.name] =
          value === null || value === undefined || column.dataType === 'json'
            ? (value ?? null)
            : column.mapToDriverValue(value)
      }
      return record
    })
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)${conflictClause(options)}`,
    )
  }
}
