import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type Settings = {
  general: { maxPerTeam: number; uniquePlayers: number; minSalaryCapPct: number }
  customRules: { fieldName: string; operator: string }[]
  defaultView: string
  templateName: string
  templateId?: number
}

const scope = 'sport_id=1&site_id=4&contest_group_id=77'

describe('multi-settings routes', () => {
  let t: TestApp
  let free: SignedIn
  let other: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    free = await signInAs(t.app, 'free@slatelab.test')
    other = await signInAs(t.app, 'subscriber@slatelab.test')
  })
  afterAll(() => t.close())

  const get = (url: string, session = free) =>
    t.app.inject({ url: `/svc${url}`, headers: authHeaders(session) })
  const post = (url: string, payload?: Record<string, unknown>, session = free) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(session), payload })

  it('answers the SPEC §3 defaults before anything is saved', async () => {
    const response = await get(`/multi-settings?${scope}`)
    expect(response.statusCode).toBe(200)
    expect(response.json<Settings>().general).toMatchObject({
      uniquePlayers: 1,
      minSalaryCapPct: 99,
      maxSalaryCapPct: 100,
      maxExposurePct: 100,
      maxPerTeam: 5,
      rosterSize: 6,
      teeTimesInclusive: false,
      hasFullVersion: true,
      maxOwnershipPerLineupPct: 0,
    })
  })

  it('needs both tokens on every route', async () => {
    for (const url of [`/svc/multi-settings?${scope}`, `/svc/multi-settings/templates?${scope}`]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(401)
      expect(response.json().message).toBe('Missing bearer token or session token')
    }
  })

  it('refuses a save without the settings object', async () => {
    const response = await post(`/multi-settings/save?${scope}&view=general`, {})
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('multiSettings is required')
  })

  it('stores snake_case settings and answers them in camelCase', async () => {
    const saved = await post(`/multi-settings/save?${scope}&view=stacks`, {
      multiSettings: {
        general: { max_per_team: 3, unique_players: 2 },
        custom_rules: [{ player_count: 1, operator: 'greaterThan', value1: 20 }],
      },
    })
    expect(saved.statusCode).toBe(200)
    const answer = saved.json<Settings>()
    expect(answer.general).toMatchObject({ maxPerTeam: 3, uniquePlayers: 2, minSalaryCapPct: 99 })
    expect(answer.customRules[0]).toMatchObject({
      fieldName: 'projection',
      operator: 'greaterThan',
    })
    expect(answer.defaultView).toBe('stacks')
  })

  it('saves settings of before bounce was dropped without it', async () => {
    // A slate of its own, so the other tests' latest view stays theirs.
    const oldScope = 'sport_id=1&site_id=4&contest_group_id=79'
    const saved = await post(`/multi-settings/save?${oldScope}&view=general`, {
      multiSettings: { general: { max_per_team: 4, bounce: 3, bounce_per_position: { QB: 2 } } },
    })
    expect(saved.statusCode).toBe(200)
    const loaded = (await get(`/multi-settings?${oldScope}`)).json<Settings>()
    expect(loaded.general.maxPerTeam).toBe(4)
    expect(loaded.general).not.toHaveProperty('bounce')
    expect(loaded.general).not.toHaveProperty('bouncePerPosition')
  })

  it('drops the cached settings when new ones are saved', async () => {
    await post(`/multi-settings/save?${scope}&view=general`, {
      multiSettings: { general: { maxPerTeam: 4 } },
    })
    const first = await get(`/multi-settings?${scope}`)
    const cached = await get(`/multi-settings?${scope}`)
    expect(cached.headers['x-cache']).toBe('HIT')
    expect(cached.headers['cache-control']).toBe('private, no-cache')
    expect(first.json<Settings>().general.maxPerTeam).toBe(4)

    await post(`/multi-settings/save?${scope}&view=general`, {
      multiSettings: { general: { maxPerTeam: 2 } },
    })
    const after = await get(`/multi-settings?${scope}`)
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.json<Settings>().general.maxPerTeam).toBe(2)
  })

  it('keeps settings per user, slate and view', async () => {
    expect((await get(`/multi-settings?${scope}`, other)).json<Settings>().general.maxPerTeam).toBe(
      5,
    )
    const otherSlate = await get('/multi-settings?sport_id=1&site_id=4&contest_group_id=78')
    expect(otherSlate.json<Settings>().general.maxPerTeam).toBe(5)
    const stacks = await get(`/multi-settings?${scope}&view=stacks`)
    expect(stacks.json<Settings>().general.maxPerTeam).toBe(3)
  })

  it('names the bad field of invalid settings (SPEC §5 limits)', async () => {
    const tooManyFilters = ['projection', 'salary', 'ownership', 'ceiling'].map((fieldName) => ({
      fieldName,
      playerCount: 1,
      operator: 'lessThan',
      value1: 1,
    }))
    const response = await post(`/multi-settings/save?${scope}&view=general`, {
      multiSettings: { customRules: tooManyFilters },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('body.multiSettings.customRules: At most 3 custom filters')
    const badOperator = await post(`/multi-settings/save?${scope}&view=general`, {
      multiSettings: { customRules: [{ playerCount: 1, operator: 'near', value1: 1 }] },
    })
    expect(badOperator.json().message).toMatch(/^body\.multiSettings\.customRules\.0\.operator: /)
  })

  it('saves only under a known sport and site, read as decimal numbers', async () => {
    const multiSettings = { general: { maxPerTeam: 3 } }
    for (const [query, field] of [
      ['sport_id=0&site_id=4', 'sport_id'],
      ['sport_id=1&site_id=0', 'site_id'],
      ['sport_id=999&site_id=4', 'sport_id'],
      ['sport_id=1&site_id=5', 'site_id'],
      ['sport_id=0x1&site_id=4', 'sport_id'],
    ] as const) {
      const saved = await post(`/multi-settings/save?${query}&view=general`, { multiSettings })
      expect(saved.statusCode, query).toBe(400)
      expect(saved.json().message, query).toMatch(new RegExp(`^querystring\\.${field}: `))
      const templates = await post(`/multi-settings/templates/save?${query}`, { templates: [] })
      expect(templates.statusCode, query).toBe(400)
    }
    expect(
      (await post(`/multi-settings/save?${scope}&view=general`, { multiSettings })).statusCode,
    ).toBe(200)
  })

  it('refuses view and template names with control characters or unpaired surrogates', async () => {
    for (const view of ['gen%07eral', 'line%0Abreak']) {
      const saved = await post(`/multi-settings/save?${scope}&view=${view}`, {
        multiSettings: {},
      })
      expect(saved.statusCode, view).toBe(400)
      expect(saved.json().message).toMatch(/^querystring\.view: /)
    }
    for (const templateName of ['Cash\u0007', 'GPP\ud800', '\udc00']) {
      const saved = await post(`/multi-settings/templates/save?${scope}`, {
        templates: [{ templateName }],
      })
      expect(saved.statusCode, JSON.stringify(templateName)).toBe(400)
      expect(saved.json().message).toMatch(/templateName: must not contain control characters/)
    }
    const named = await post(`/multi-settings/templates/save?${scope}`, {
      templates: [{ templateName: 'Café 🏈 <GPP>' }],
    })
    expect(named.json<Settings[]>()[0]?.templateName).toBe('Café 🏈 <GPP>')
  })

  it('replaces the template list on save and answers the list left on delete', async () => {
    const first = await post(`/multi-settings/templates/save?${scope}`, {
      templates: [{ templateName: 'Cash', isPro: true }, { templateName: 'GPP' }],
    })
    expect(first.json<Settings[]>().map((template) => template.templateName)).toEqual([
      'Cash',
      'GPP',
    ])

    const replaced = await post(`/multi-settings/templates/save?${scope}`, {
      templates: [{ templateName: 'Single entry' }, { general: { maxPerTeam: 3 } }],
    })
    const list = replaced.json<Settings[]>()
    expect(list.map((template) => template.templateName)).toEqual(['Single entry', 'Template 2'])
    expect((await get(`/multi-settings/templates?${scope}`)).json()).toEqual(list)

    const [kept, dropped] = list
    const left = await post(
      `/multi-settings/templates/delete?${scope}&settings_id=${dropped?.templateId}`,
    )
    expect(left.json<Settings[]>().map((template) => template.templateId)).toEqual([
      kept?.templateId,
    ])
    expect((await get(`/multi-settings/templates?${scope}`)).json()).toEqual(left.json())
  })

  it('needs a template id to delete one, and never deletes another user’s', async () => {
    const missing = await post(`/multi-settings/templates/delete?${scope}`)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Template ID is required')

    const [mine] = (await get(`/multi-settings/templates?${scope}`)).json<Settings[]>()
    await post(
      `/multi-settings/templates/delete?${scope}&settings_id=${mine?.templateId}`,
      undefined,
      other,
    )
    expect((await get(`/multi-settings/templates?${scope}`)).json<Settings[]>()).toHaveLength(1)
  })
})
