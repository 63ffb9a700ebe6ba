/** The odds import: betting lines on their games, or golf outrights on the week's event. */
import type { OddsImportSummary } from '@slatelab/contract/imports.contract'
import type { IsoDate } from '@slatelab/domain/units'
import type { Importer } from '../../csv/importer'
import type { ImportReport } from '../../csv/import-report'
import type { Db } from '../../db/database'
import { isGolfOutrightsFile, parseGolfOutrights } from './golf-outrights-csv'
import { parseOddsFile } from './odds-files'
import { isSbrSeasonSheetText, parseSbrSeasonSheet, type SheetOptions } from './sbr-season-sheets'
import { storeGolfOutrights } from './store-golf-outrights'
import { storeOdds } from './store-odds'

/**
 * Stores an odds file's lines on their games, or golf outrights on the week's event (`--date`
 * for a layout without dates; `--season` for an SBR season sheet's MMDD days, `--sport` for
 * one whose header does not tell NFL from NBA).
 */
export const importOdds = async (
  db: Db,
  text: string,
  options: SheetOptions & { readonly date?: IsoDate | undefined },
  report?: ImportReport,
): Promise<OddsImportSummary> => {
  if (isGolfOutrightsFile(text)) {
    const golf = parseGolfOutrights(text, options.date)
    return db.transaction((tx) => storeGolfOutrights(tx, golf))
  }
  const file = isSbrSeasonSheetText(text)
    ? parseSbrSeasonSheet(text, options, report)
    : parseOddsFile(text, options)
  return db.transaction((tx) => storeOdds(tx, file))
}

/** `odds`: betting lines in one of the real layouts, or golf outrights. */
export const oddsImporter: Importer<OddsImportSummary> = {
  run: (db, { text, date, season, sport, fileName, report }) =>
    importOdds(db, text, { date, season, sport, fileName }, report),
  describe: (summary) =>
    `${summary.games} games (${summary.layout}): ${summary.eventsMatched} events matched, ${summary.eventsCreated} created`,
}
