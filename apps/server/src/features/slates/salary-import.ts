/**
 * The salary import: parse the whole file first (refusing it with the line and column), then
 * store it as a slate in one transaction, so a file is stored whole or not at all.
 */
import { importKinds, type SlateImportSummary } from '@slatelab/contract/imports.contract'
import type { IsoDate } from '@slatelab/domain/units'
import type { Importer } from '../../csv/importer'
import type { Db } from '../../db/database'
import { runStepsInTurns } from '../../csv/steps'
import { dkSalariesSteps } from './dk-salaries-csv'
import { parseFdPlayerList } from './fd-salaries-csv'
import { storeSlate } from './store-slate'

/** Options of a salary import (`--date`, `--sport`). */
export type SalaryImportOptions = {
  readonly date?: IsoDate | undefined
  readonly sport?: string | undefined
}

/** Stores a DraftKings or FanDuel salary file as a slate. */
export const importSalaries = async (
  db: Db,
  kind: typeof importKinds.dkSalaries | typeof importKinds.fdSalaries,
  text: string,
  options: SalaryImportOptions,
): Promise<SlateImportSummary> => {
  const file =
    kind === importKinds.dkSalaries
      ? await runStepsInTurns(dkSalariesSteps(text, options))
      : parseFdPlayerList(text, options)
  return db.transaction((tx) => storeSlate(tx, file))
}

const salaryImporter = (
  kind: typeof importKinds.dkSalaries | typeof importKinds.fdSalaries,
): Importer<SlateImportSummary> => ({
  run: (db, { text, date, sport }) => importSalaries(db, kind, text, { date, sport }),
  describe: (summary) =>
    `Slate ${summary.contestGroupId} (${summary.layout}, ${summary.date}): ${summary.rows} players`,
})

/** `dk-salaries`: a DraftKings salary file (`DKSalaries.csv`, any layout, or `DKEntries.csv`). */
export const dkSalariesImporter = salaryImporter(importKinds.dkSalaries)

/** `fd-salaries`: a FanDuel player list. */
export const fdSalariesImporter = salaryImporter(importKinds.fdSalaries)
