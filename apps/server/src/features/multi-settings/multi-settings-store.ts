/**
 * Saved multi-lineup settings and templates (SPEC §7 "Multi-lineup settings"). Settings are
 * kept per user, sport, site, slate and view; templates per user, sport and site, in the
 * order they were saved. Stored objects are parsed again on the way out, so a stored object
 * from before a new setting existed comes back with that setting's default.
 */
import {
  optimizerSettingsSchema,
  type OptimizerSettings,
} from '@slatelab/domain/entities/multi-settings'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/database'
import { multiSettings, multiSettingTemplates } from '../../db/schema'

/** Whose settings, for which sport, site and slate (`contestGroupId` 0: any slate). */
export type SettingsScope = {
  readonly userId: number
  readonly sportId: number
  readonly siteId: number
  readonly contestGroupId: number
}

/**
 * The settings a user last saved for a scope (of `view` when given), or the defaults.
 * `defaultView` names the view they were saved under.
 * @example await readMultiSettings(db, scope) // { general: { maxPerTeam: 5, … }, defaultView: '' … }
 */
export const readMultiSettings = async (
  db: Db,
  scope: SettingsScope,
  view?: string,
): Promise<OptimizerSettings> => {
  const [row] = await db
    .select({ settings: multiSettings.settings, view: multiSettings.view })
    .from(multiSettings)
    .where(
      and(
        eq(multiSettings.userId, scope.userId),
        eq(multiSettings.sportId, scope.sportId),
        eq(multiSettings.siteId, scope.siteId),
        eq(multiSettings.contestGroupId, scope.contestGroupId),
        view === undefined ? undefined : eq(multiSettings.view, view),
      ),
    )
    .orderBy(desc(multiSettings.updatedAt))
    .limit(1)
  if (row === undefined) return optimizerSettingsSchema.parse({})
  return optimizerSettingsSchema.parse({ ...(row.settings as object), defaultView: row.view })
}

/**
 * Stores settings for a scope and view, replacing what was there.
 * @example await saveMultiSettings(db, scope, 'stacks', settings, now)
 */
export const saveMultiSettings = async (
  db: DbOrTx,
  scope: SettingsScope,
  view: string,
  settings: OptimizerSettings,
  now: Date,
): Promise<OptimizerSettings> => {
  const stored = { ...settings, defaultView: view }
  await db
    .insert(multiSettings)
    .values({ ...scope, view, settings: stored, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        multiSettings.userId,
        multiSettings.sportId,
        multiSettings.siteId,
        multiSettings.contestGroupId,
        multiSettings.view,
      ],
      set: { settings: stored, updatedAt: now },
    })
  return stored
}

type TemplateScope = Omit<SettingsScope, 'contestGroupId'>

const templateFilter = (scope: TemplateScope) =>
  and(
    eq(multiSettingTemplates.userId, scope.userId),
    eq(multiSettingTemplates.sportId, scope.sportId),
    eq(multiSettingTemplates.siteId, scope.siteId),
  )

/**
 * A user's templates for a sport and site, in saved order, each with its `templateId`.
 * @example (await listTemplates(db, scope))[0]?.templateName // 'Cash'
 */
export const listTemplates = async (
  db: Db,
  scope: TemplateScope,
): Promise<readonly OptimizerSettings[]> => {
  const rows = await db
    .select()
    .from(multiSettingTemplates)
    .where(templateFilter(scope))
    .orderBy(asc(multiSettingTemplates.position), asc(multiSettingTemplates.templateId))
  return rows.map((row) =>
    optimizerSettingsSchema.parse({ ...(row.settings as object), templateId: row.templateId }),
  )
}

/**
 * Replaces the user's templates for a sport and site with `templates` (SPEC §4) and answers
 * the new list. An unnamed template is called `Template n`.
 * @example (await replaceTemplates(db, scope, [settings], now)).length // 1
 */
export const replaceTemplates = async (
  db: Db,
  scope: TemplateScope,
  templates: readonly OptimizerSettings[],
  now: Date,
): Promise<readonly OptimizerSettings[]> => {
  await db.transaction(async (tx) => {
    await tx.delete(multiSettingTemplates).where(templateFilter(scope))
    if (templates.length === 0) return
    await tx.insert(multiSettingTemplates).values(
      templates.map((template, position) => {
        const { templateId: _dropped, ...settings } = template
        return {
          ...scope,
          position,
          settings: {
            ...settings,
            templateName: settings.templateName.trim() || `Template ${position + 1}`,
          },
          updatedAt: now,
        }
      }),
    )
  })
  return listTemplates(db, scope)
}

/**
 * Deletes one template of the user and answers the list left (SPEC §4). Another user's id
 * deletes nothing.
 * @example (await deleteTemplate(db, scope, 12)).some((t) => t.templateId === 12) // false
 */
export const deleteTemplate = async (
  db: Db,
  scope: TemplateScope,
  templateId: number,
): Promise<readonly OptimizerSettings[]> => {
  await db
    .delete(multiSettingTemplates)
    .where(and(templateFilter(scope), eq(multiSettingTemplates.templateId, templateId)))
  return listTemplates(db, scope)
}
