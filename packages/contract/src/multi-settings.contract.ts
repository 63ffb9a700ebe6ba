/**
 * Multi-lineup settings and templates (SPEC §7 "Multi-lineup settings"). Bodies arrive in
 * camelCase or snake_case and are read through `optimizerSettingsSchema` by the server, which
 * names each bad field; answers are the stored settings, camelCase, every default filled.
 */
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { siteIdSchema } from '@slatelab/domain/sites'
import { sportIdSchema } from '@slatelab/domain/sports'
import { decimalParam, idOrNoneParam, nameText, text } from './request-fields'

const tag = 'multi-settings'

/** Whose settings: sport, site and slate (0: the sport and site's own). */
export const settingsScopeQuery = z.object({
  sport_id: idOrNoneParam,
  site_id: idOrNoneParam,
  contest_group_id: idOrNoneParam.default(0),
})

/** Where settings are saved: as above, with a sport and a site that exist (never 0). */
const savedScopeQuery = settingsScopeQuery.extend({
  sport_id: decimalParam(
    z.number().refine((id) => sportIdSchema.safeParse(id).success, 'must be a known sport id'),
  ),
  site_id: decimalParam(
    z.number().refine((id) => siteIdSchema.safeParse(id).success, 'must be a known site id'),
  ),
})

const viewName = nameText(60)

const exampleSettings = optimizerSettingsSchema.parse({ defaultView: 'main' })
const exampleTemplate = optimizerSettingsSchema.parse({
  templateName: 'Mass GPP',
  templateId: 3,
})

export const multiSettingsRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/multi-settings',
  auth: 'user',
  tag,
  summary: 'The caller’s multi-lineup settings for a sport, site and slate',
  description:
    'The settings last saved for the scope (of `view` when given), with `defaultView` naming their view; the defaults of SPEC §3 when none are saved.',
  query: settingsScopeQuery.extend({ view: viewName.optional() }),
  status: 200,
  response: optimizerSettingsSchema,
  example: exampleSettings,
})

export const saveMultiSettingsRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/multi-settings/save',
  auth: 'user',
  tag,
  summary: 'Save multi-lineup settings under a view',
  description:
    'Body `{ multiSettings }` (camelCase or snake_case keys). Answers the stored settings with every default filled. 400 `multiSettings is required` without it.',
  query: savedScopeQuery.extend({ view: viewName.min(1) }),
  body: z.object({ multiSettings: z.unknown() }).partial().optional(),
  status: 200,
  response: optimizerSettingsSchema,
  example: exampleSettings,
})

export const templatesRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/multi-settings/templates',
  auth: 'user',
  tag,
  summary: 'The caller’s templates for a sport and site',
  query: settingsScopeQuery,
  status: 200,
  response: z.array(optimizerSettingsSchema).readonly(),
  example: [exampleTemplate],
})

export const saveTemplatesRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/multi-settings/templates/save',
  auth: 'user',
  tag,
  summary: 'Replace the caller’s templates for a sport and site',
  description:
    'Body `{ templates: [settings…] }`: the new list, in order (ids are assigned anew). Answers the stored list.',
  query: savedScopeQuery,
  body: z.object({ templates: z.array(z.unknown()).max(100) }),
  status: 200,
  response: z.array(optimizerSettingsSchema).readonly(),
  example: [exampleTemplate],
})

export const deleteTemplateRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/multi-settings/templates/delete',
  auth: 'user',
  tag,
  summary: 'Delete one of the caller’s templates',
  description: 'Answers the templates left. 400 `Template ID is required` without `settings_id`.',
  query: settingsScopeQuery.extend({ settings_id: text(12).optional() }),
  status: 200,
  response: z.array(optimizerSettingsSchema).readonly(),
  example: [],
})
