/**
 * Every kind of import and its importer, owned by the feature of its data. The CLI, the
 * upload routes and the import-run log all read this one table, so a kind without an importer
 * does not compile.
 */
import { importKinds, type ImportKind } from '@slatelab/contract/imports.contract'
import type { Importer } from '../../csv/importer'
import { dkStandingsImporter } from '../contests'
import { gameLogsImporter } from '../correlations'
import { nhlGarImporter, nhlTeamLogsImporter } from '../hockey'
import { statcastImporter } from '../plateiq'
import { adpImporter, rankingsImporter, seasonProjectionsImporter } from '../season-long'
import { dkSalariesImporter, fdSalariesImporter } from '../slates'
import { oddsImporter } from '../vegas'

/**
 * The importer of each kind.
 * @example await importers['dk-salaries'].run(db, { text, now: new Date() }) // SlateImportSummary
 */
export const importers = {
  [importKinds.dkSalaries]: dkSalariesImporter,
  [importKinds.fdSalaries]: fdSalariesImporter,
  [importKinds.dkStandings]: dkStandingsImporter,
  [importKinds.gameLogs]: gameLogsImporter,
  [importKinds.odds]: oddsImporter,
  [importKinds.nhlTeamLogs]: nhlTeamLogsImporter,
  [importKinds.nhlGar]: nhlGarImporter,
  [importKinds.statcast]: statcastImporter,
  [importKinds.adp]: adpImporter,
  [importKinds.rankings]: rankingsImporter,
  [importKinds.seasonProjections]: seasonProjectionsImporter,
} as const satisfies Record<ImportKind, Importer>

/** What any import stores: the summary of one of the importers. */
export type ImportSummary = Awaited<ReturnType<(typeof importers)[ImportKind]['run']>>

/** Whether a stored kind is one of today's. */
export const isImportKind = (kind: string): kind is ImportKind => Object.hasOwn(importers, kind)
