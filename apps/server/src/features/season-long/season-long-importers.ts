/** The season-long importers: FantasyPros ADP, draft rankings and season projections. */
import type { Importer } from '../../csv/importer'
import {
  importSeasonLongFile,
  type SeasonLongImportKind,
  type SeasonLongImportSummary,
} from './season-long-csv'

const seasonLongImporter = (kind: SeasonLongImportKind): Importer<SeasonLongImportSummary> => ({
  // The season comes from the file's name, else from the date.
  run: (db, { text, fileName, date }) =>
    importSeasonLongFile(db, kind, text, { fileName: fileName ?? '', date }),
  describe: (summary) =>
    `${summary.season} ${summary.seasonLongKind}: ${summary.records} records of ${summary.players} players`,
})

/** `adp`: FantasyPros overall ADP, one column per site. */
export const adpImporter = seasonLongImporter('adp')

/** `rankings`: FantasyPros draft rankings with tiers. */
export const rankingsImporter = seasonLongImporter('rankings')

/** `season-projections`: FantasyPros-style season projections, stat columns. */
export const seasonProjectionsImporter = seasonLongImporter('season-projections')
