/**
 * "Use in optimizer" (docs/correlations.md): a view's values for one slate become the user's
 * optimizer player-correlation rules (his multi-lineup settings of the slate) and his SimLabs
 * correlation targets of the slate. The preview answers what apply stores.
 */
import type {
  CorrelationResult,
  CorrelationUse,
  CorrelationView,
} from '@slatelab/contract/correlations.contract'
import {
  ruleCount,
  type OptimizerSettings,
  type PlayerCorrelation,
} from '@slatelab/domain/entities/multi-settings'
import { maxRulesPerSettings } from '@slatelab/domain/multi-lineup-defaults'
import {
  playerCorrelationRules,
  viewTargets,
  type ViewCell,
} from '@slatelab/engine/correlations/correlation-use'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { saveSlateCorrelationTargets } from '../../db/repositories/slate-correlation-targets'
import { contestGroups } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { readMultiSettings, saveMultiSettings } from '../multi-settings'
import { loadSlatePool } from '../optimizer'
import { columnOf, rowOf } from './correlations-service'

/** The key prefix of the rules an apply wrote, so the next apply replaces them. */
export const appliedRuleKey = 'correlations:'

/** The settings view an apply writes to when the user saved none (the settings page's). */
const defaultSettingsView = 'default'

/** The request, defaults filled. */
export type CorrelationUseInput = {
  readonly view: CorrelationView
  readonly contestGroupId: number
  readonly threshold: number
}

const cellsOf = (view: CorrelationView, results: readonly CorrelationResult[]): ViewCell[] =>
  results.flatMap((result, rowIndex) => {
    const row = view.rows[rowIndex]
    if (row === undefined) return []
    return result.correlationValues.flatMap((correlation, columnIndex) => {
      const column = view.columns[columnIndex]
      return correlation === null || column === undefined
        ? []
        : [
            {
              row: rowOf(row),
              column: columnOf(column),
              correlation,
              samples: result.sampleSizes[columnIndex] ?? 0,
            },
          ]
    })
  })

const withoutApplied = (settings: OptimizerSettings): OptimizerSettings => ({
  ...settings,
  playerCorrelations: settings.playerCorrelations.filter(
    (rule) => !rule.key.startsWith(appliedRuleKey),
  ),
})

/**
 * The use service; `results` is the correlations service's (cached) matrix of a view.
 * @example await createCorrelationUseService(db, now, service.correlations).preview(userId, input)
 */
export const createCorrelationUseService = (
  db: Db,
  now: () => Date,
  results: (view: CorrelationView) => Promise<{ readonly Data: readonly CorrelationResult[] }>,
) => {
  const plan = async (userId: number, input: CorrelationUseInput) => {
    const pool = await loadSlatePool(db, input.contestGroupId)
    if (pool.sportId !== input.view.sportId) {
      throw new HttpError(
        400,
        `body.contestGroupId: slate ${input.contestGroupId} is not of the view’s sport`,
      )
    }
    const [slate] = await db
      .select({ name: contestGroups.displayName })
      .from(contestGroups)
      .where(eq(contestGroups.contestGroupId, input.contestGroupId))
    const scope = {
      userId,
      sportId: pool.sportId,
      siteId: pool.siteId,
      contestGroupId: input.contestGroupId,
    }
    const settings = withoutApplied(await readMultiSettings(db, scope))
    const cells = cellsOf(input.view, (await results(input.view)).Data)
    const all = playerCorrelationRules(pool.sportId, pool.players, cells, {
      threshold: input.threshold,
      maxRules: Number.MAX_SAFE_INTEGER,
    })
    const room = Math.max(0, maxRulesPerSettings - ruleCount(settings))
    const nameOf = new Map(pool.players.map((player) => [player.id, player.name]))
    const use: CorrelationUse = {
      contestGroupId: input.contestGroupId,
      slateName: slate?.name ?? String(input.contestGroupId),
      viewName: input.view.viewName,
      threshold: input.threshold,
      rules: all.slice(0, room).map((rule) => ({
        ...rule,
        playerName: nameOf.get(rule.playerId) ?? rule.playerId,
        otherPlayerName: nameOf.get(rule.otherPlayerId) ?? rule.otherPlayerId,
      })),
      targets: viewTargets(cells),
      rulesLeftOut: Math.max(0, all.length - room),
      applied: false,
    }
    return { use, scope, settings }
  }

  return {
    /** What apply would store; nothing is written. */
    preview: async (userId: number, input: CorrelationUseInput): Promise<CorrelationUse> =>
      (await plan(userId, input)).use,

    /** Stores the rules in the user's settings of the slate and the targets for SimLabs. */
    apply: async (userId: number, input: CorrelationUseInput): Promise<CorrelationUse> => {
      const { use, scope, settings } = await plan(userId, input)
      const rules: PlayerCorrelation[] = use.rules.map((rule) => ({
        key: `${appliedRuleKey}${rule.pair}:${rule.playerId}:${rule.otherPlayerId}`,
        playerId: rule.playerId,
        otherPlayerId: rule.otherPlayerId,
        kind: rule.kind,
        isActive: true,
      }))
      await db.transaction(async (tx) => {
        await saveMultiSettings(
          tx,
          scope,
          settings.defaultView || defaultSettingsView,
          { ...settings, playerCorrelations: [...settings.playerCorrelations, ...rules] },
          now(),
        )
        await saveSlateCorrelationTargets(tx, {
          userId,
          contestGroupId: input.contestGroupId,
          viewName: input.view.viewName,
          targets: use.targets.map(({ roles, relation, correlation }) => ({
            roles,
            relation,
            correlation,
          })),
          appliedAt: now(),
        })
      })
      return { ...use, applied: true }
    },
  }
}
