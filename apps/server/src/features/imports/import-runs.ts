/**
 * Every import, CLI or HTTP, leaves a row in `import_runs` with its outcome: the summary it
 * stored or the message it was refused with. The admin page lists them.
 */
import type {
  OddsImportSummary,
  SlateImportSummary,
  StandingsImportSummary,
} from '@slatelab/contract/imports.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { importRuns, users } from '../../db/schema'
import type { NhlTeamLogSummary } from '../hockey/nhl-team-logs-import'
import { ImportError } from '../../csv/import-error'
import type { ImportKind } from '@slatelab/contract/imports.contract'
import type { GameLogSummary } from '../correlations/store-game-logs'
import type { StatcastSummary } from '../plateiq/store-statcast'
import type { StatcastSeasonSummary } from '../plateiq/store-statcast-season'
import type { SeasonLongImportSummary } from '../season-long/season-long-csv'

export type ImportSummary =
  | SlateImportSummary
  | StandingsImportSummary
  | OddsImportSummary
  | GameLogSummary
  | NhlTeamLogSummary
  | StatcastSummary
  | StatcastSeasonSummary
  | SeasonLongImportSummary

/** Who sent a file, and how. */
export type ImportOrigin = {
  readonly kind: ImportKind
  readonly via: 'cli' | 'http'
  readonly fileName: string | null
  readonly userId: number | null
}

/**
 * Runs an import and records its outcome, then answers its summary or throws its error
 * unchanged. A run that fails outside the importer's checks is recorded with its message too.
 */
export const recordImportRun = async <S extends ImportSummary>(
  db: DbOrTx,
  origin: ImportOrigin,
  now: () => Date,
  work: () => Promise<S>,
): Promise<S> => {
  const startedAt = now()
  try {
    const summary = await work()
    await db
      .insert(importRuns)
      .values({ ...origin, startedAt, finishedAt: now(), succeeded: true, summary })
    return summary
  } catch (error) {
    const message =
      error instanceof ImportError
        ? `Refused: ${error.message}`
        : `Failed: ${error instanceof Error ? error.message : String(error)}`
    await db
      .insert(importRuns)
      .values({ ...origin, startedAt, finishedAt: now(), succeeded: false, error: message })
    throw error
  }
}

/**
 * What an import stored, in one line.
 * @example describeImportSummary({ contestGroupId: 7, layout: 'DKSalaries (current)', date: '2023-10-15', rows: 512, … }) // 'Slate 7 (DKSalaries (current), 2023-10-15): 512 players'
 */
export const describeImportSummary = (summary: ImportSummary): string => {
  if ('entries' in summary) {
    return `Contest ${summary.contestId} “${summary.title}” on slate ${summary.contestGroupId}: ${summary.entries} entries`
  }
  if ('rows' in summary) {
    return `Slate ${summary.contestGroupId} (${summary.layout}, ${summary.date}): ${summary.rows} players`
  }
  if ('snapshots' in summary) {
    return `${summary.games} games (${summary.layout}): ${summary.eventsMatched} events matched, ${summary.eventsCreated} created`
  }
  if ('pitches' in summary) {
    return `${summary.pitches} pitches in ${summary.games} games (${summary.plateAppearances} plate appearances), ${summary.newPlayers} new players`
  }
  if ('seasonLines' in summary) {
    return `${summary.seasonLines} season batting lines of ${summary.season}, ${summary.newPlayers} new players`
  }
  if ('seasonLongKind' in summary) {
    return `${summary.season} ${summary.seasonLongKind}: ${summary.records} records of ${summary.players} players`
  }
  if ('teamGames' in summary) {
    return `${summary.teamGames} NHL team games of ${summary.teams} teams, ${summary.from} to ${summary.to}`
  }
  return `${summary.playerGames} player-games in ${summary.games} games (${summary.layout})`
}

/** The latest runs, newest first, with the uploader's email. */
export const listImportRuns = async (db: DbOrTx, limit: number) => {
  const rows = await db
    .select({ run: importRuns, userEmail: users.email })
    .from(importRuns)
    .leftJoin(users, eq(users.userId, importRuns.userId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.importRunId))
    .limit(limit)
  return rows.map(({ run, userEmail }) => ({
    importRunId: run.importRunId,
    kind: run.kind,
    via: run.via,
    fileName: run.fileName,
    userEmail,
    startedAt: isoDateTime(run.startedAt.toISOString()),
    finishedAt: isoDateTime(run.finishedAt.toISOString()),
    succeeded: run.succeeded,
    result: run.succeeded
      ? describeImportSummary(run.summary as ImportSummary)
      : (run.error ?? 'Failed'),
  }))
}
