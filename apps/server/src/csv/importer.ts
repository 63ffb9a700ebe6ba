/**
 * What every importer is: parse the whole file first (refusing it with the line and column),
 * then store it in one transaction, so a file is stored whole or not at all. Each feature
 * exports the importers of its data; features/imports holds the one registry of them.
 */
import type { IsoDate } from '@slatelab/domain/units'
import type { Db } from '../db/database'
import type { ImportReport } from './import-report'

/**
 * A file to import and the options of every kind, as the CLI flags and the upload routes'
 * query parameters give them; each importer reads the ones its kind takes.
 */
export type ImportRequest = {
  readonly text: string
  /** The file's name (CLI only): a contest title or a season can come from it. */
  readonly fileName?: string | undefined
  /** `--date`: the day of a file without dates. */
  readonly date?: IsoDate | undefined
  /** `--sport`: a sport code when positions cannot tell it. */
  readonly sport?: string | undefined
  /** `--slate`: the slate (contestGroupId) of a standings file. */
  readonly contestGroupId?: number | undefined
  /** The contest title of a standings file. */
  readonly title?: string | undefined
  readonly entryFeeCents?: number | undefined
  /** The payout table of a standings file, as CSV text. */
  readonly payoutsCsv?: string | undefined
  /** `--season`: the season of a player-grouped Statcast export. */
  readonly season?: number | undefined
  /** When the import runs (the contest's upload time). */
  readonly now: Date
  /**
   * Where an importer that reads through the shared layer notes rows read and skipped and its
   * warnings; the CLI's `--json` and the upload preview print it.
   */
  readonly report?: ImportReport | undefined
}

/**
 * An importer of one kind of file. The methods are declared as methods, so an importer of a
 * narrower summary is an `Importer` too (the registry holds them all).
 * @example await dkSalariesImporter.run(db, { text, now: new Date() }) // SlateImportSummary
 */
export type Importer<S extends object = object> = {
  /** Parses the whole file, then stores it in one transaction. */
  run(db: Db, request: ImportRequest): Promise<S>
  /** What a stored run did, in one line (the admin page's import log). */
  describe(summary: S): string
}
