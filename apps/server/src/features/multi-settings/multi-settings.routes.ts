import type { settingsScopeQuery } from '@slatelab/contract/multi-settings.contract'
import {
  deleteTemplateRoute,
  multiSettingsRoute,
  saveMultiSettingsRoute,
  saveTemplatesRoute,
  templatesRoute,
} from '@slatelab/contract/multi-settings.contract'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { errors } from '@slatelab/domain/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Deps } from '../../deps'
import { camelizeKeys } from '../../http/camel-keys'
import { addRoute } from '../../http/contract-route'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import {
  deleteTemplate,
  listTemplates,
  readMultiSettings,
  replaceTemplates,
  saveMultiSettings,
} from './multi-settings-store'

const cacheTags = ['multi-settings']

// Settings arrive camelCase or snake_case; zod then fills every default and names bad fields.
const parseSettings = (value: unknown, where: string) => {
  const parsed = optimizerSettingsSchema.safeParse(camelizeKeys(value))
  if (parsed.success) return parsed.data
  const message = parsed.error.issues
    .map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`)
    .join('; ')
  throw new HttpError(400, message)
}

const scopeOf = (userId: number, query: z.output<typeof settingsScopeQuery>) => ({
  userId,
  sportId: query.sport_id,
  siteId: query.site_id,
  contestGroupId: query.contest_group_id,
})

export const multiSettingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const cached = { config: { cacheSeconds: 300, cacheTags } }
    const invalidating = { config: { invalidates: cacheTags } }

    addRoute(
      app,
      multiSettingsRoute,
      (req) =>
        readMultiSettings(db, scopeOf(sessionOf(req).user.userId, req.query), req.query.view),
      cached,
    )

    addRoute(
      app,
      saveMultiSettingsRoute,
      (req) => {
        const raw = req.body?.multiSettings
        if (raw === undefined || raw === null)
          throw new HttpError(400, errors.multiSettingsRequired)
        const settings = parseSettings(raw, 'body.multiSettings')
        const scope = scopeOf(sessionOf(req).user.userId, req.query)
        return saveMultiSettings(db, scope, req.query.view, settings, deps.now())
      },
      invalidating,
    )

    addRoute(
      app,
      templatesRoute,
      (req) => listTemplates(db, scopeOf(sessionOf(req).user.userId, req.query)),
      cached,
    )

    addRoute(
      app,
      saveTemplatesRoute,
      (req) => {
        const templates = req.body.templates.map((template, index) =>
          parseSettings(template, `body.templates.${index}`),
        )
        const scope = scopeOf(sessionOf(req).user.userId, req.query)
        return replaceTemplates(db, scope, templates, deps.now())
      },
      invalidating,
    )

    addRoute(
      app,
      deleteTemplateRoute,
      (req) => {
        const templateId = Number(req.query.settings_id)
        if (!req.query.settings_id || !Number.isInteger(templateId)) {
          throw new HttpError(400, errors.templateIdRequired)
        }
        return deleteTemplate(db, scopeOf(sessionOf(req).user.userId, req.query), templateId)
      },
      invalidating,
    )
  }
