import { errors } from '@slatelab/domain/errors'
import { optimizerSettingsSchema } from '@slatelab/engine/optimizer/optimizer-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import { camelizeKeys } from '../../optimizer/camel-keys'
import {
  deleteTemplate,
  listTemplates,
  readMultiSettings,
  replaceTemplates,
  saveMultiSettings,
} from '../../optimizer/multi-settings-store'

const tags = ['multi-settings']
const cacheTags = ['multi-settings']
const id = z.coerce.number().int().nonnegative()

const scopeQuery = z.object({ sport_id: id, site_id: id, contest_group_id: id.default(0) })
const settingsAnswer = z.looseObject({}).describe('A settings object (SPEC §3), keys in camelCase')

// Settings arrive camelCase or snake_case; zod then fills every default and names bad fields.
const parseSettings = (value: unknown, where: string) => {
  const parsed = optimizerSettingsSchema.safeParse(camelizeKeys(value))
  if (parsed.success) return parsed.data
  const message = parsed.error.issues
    .map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`)
    .join('; ')
  throw new HttpError(400, message)
}

const scopeOf = (userId: number, query: z.infer<typeof scopeQuery>) => ({
  userId,
  sportId: query.sport_id,
  siteId: query.site_id,
  contestGroupId: query.contest_group_id,
})

export const multiSettingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    app.get(
      '/svc/multi-settings',
      {
        config: { auth: 'user', cacheSeconds: 300, cacheTags },
        schema: {
          tags,
          summary: 'The caller’s multi-lineup settings for a sport, site and slate',
          description:
            'The settings last saved for the scope (of `view` when given), with `defaultView` naming their view; the defaults of SPEC §3 when none are saved.',
          querystring: scopeQuery.extend({ view: z.string().optional() }),
          response: { 200: settingsAnswer },
        },
      },
      async (req) =>
        readMultiSettings(db, scopeOf(sessionOf(req).user.userId, req.query), req.query.view),
    )

    app.post(
      '/svc/multi-settings/save',
      {
        config: { auth: 'user', invalidates: cacheTags },
        schema: {
          tags,
          summary: 'Save multi-lineup settings under a view',
          description:
            'Body `{ multiSettings }` (camelCase or snake_case keys). Answers the stored settings with every default filled. 400 `multiSettings is required` without it.',
          querystring: scopeQuery.extend({ view: z.string().min(1) }),
          body: z.object({ multiSettings: z.unknown() }).partial().optional(),
          response: { 200: settingsAnswer },
        },
      },
      async (req) => {
        const raw = req.body?.multiSettings
        if (raw === undefined || raw === null)
          throw new HttpError(400, errors.multiSettingsRequired)
        const settings = parseSettings(raw, 'body.multiSettings')
        const scope = scopeOf(sessionOf(req).user.userId, req.query)
        return saveMultiSettings(db, scope, req.query.view, settings, deps.now())
      },
    )

    app.get(
      '/svc/multi-settings/templates',
      {
        config: { auth: 'user', cacheSeconds: 300, cacheTags },
        schema: {
          tags,
          summary: 'The caller’s templates for a sport and site',
          querystring: scopeQuery,
          response: { 200: z.array(settingsAnswer).readonly() },
        },
      },
      async (req) => listTemplates(db, scopeOf(sessionOf(req).user.userId, req.query)),
    )

    app.post(
      '/svc/multi-settings/templates/save',
      {
        config: { auth: 'user', invalidates: cacheTags },
        schema: {
          tags,
          summary: 'Replace the caller’s templates for a sport and site',
          description:
            'Body `{ templates: [settings…] }`: the new list, in order (ids are assigned anew). Answers the stored list.',
          querystring: scopeQuery,
          body: z.object({ templates: z.array(z.unknown()).max(100) }),
          response: { 200: z.array(settingsAnswer).readonly() },
        },
      },
      async (req) => {
        const templates = req.body.templates.map((template, index) =>
          parseSettings(template, `body.templates.${index}`),
        )
        const scope = scopeOf(sessionOf(req).user.userId, req.query)
        return replaceTemplates(db, scope, templates, deps.now())
      },
    )

    app.post(
      '/svc/multi-settings/templates/delete',
      {
        config: { auth: 'user', invalidates: cacheTags },
        schema: {
          tags,
          summary: 'Delete one of the caller’s templates',
          description:
            'Answers the templates left. 400 `Template ID is required` without `settings_id`.',
          querystring: scopeQuery.extend({ settings_id: z.string().optional() }),
          response: { 200: z.array(settingsAnswer).readonly() },
        },
      },
      async (req) => {
        const templateId = Number(req.query.settings_id)
        if (!req.query.settings_id || !Number.isInteger(templateId)) {
          throw new HttpError(400, errors.templateIdRequired)
        }
        return deleteTemplate(db, scopeOf(sessionOf(req).user.userId, req.query), templateId)
      },
    )
  }
