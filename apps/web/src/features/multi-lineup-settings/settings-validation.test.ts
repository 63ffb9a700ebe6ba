import { describe, expect, it } from 'vitest'
import { buildSettings } from './settings-builders'
import { serverProblems, settingsProblems } from './settings-validation'

describe('settings validation (SPEC §5)', () => {
  it('accepts the defaults', () => {
    expect(settingsProblems(buildSettings())).toEqual({})
  })

  it('allows at most 3 custom filters', () => {
    const rule = (fieldName: string) => ({
      key: fieldName,
      type: 'atLeast' as const,
      playerCount: 1,
      fieldName,
      fieldDisplayName: fieldName,
      operator: 'lessThan' as const,
      positions: [],
      value1: 1,
      isActive: true,
    })
    const three = buildSettings({ customRules: ['projection', 'salary', 'ownership'].map(rule) })
    expect(settingsProblems(three).customRules).toBeUndefined()
    const four = buildSettings({
      customRules: ['projection', 'salary', 'ownership', 'ceiling'].map(rule),
    })
    expect(settingsProblems(four).customRules).toBe('At most 3 custom filters')
  })

  it('needs a second value only for between', () => {
    const rule = {
      key: 'a',
      type: 'atLeast' as const,
      playerCount: 1,
      fieldName: 'projection',
      fieldDisplayName: 'Projection',
      positions: [],
      value1: 10,
      isActive: true,
    }
    const lessThan = buildSettings({ customRules: [{ ...rule, operator: 'lessThan' }] })
    expect(settingsProblems(lessThan)).toEqual({})
    const between = buildSettings({ customRules: [{ ...rule, operator: 'between' }] })
    expect(settingsProblems(between)['customRules.0.value2']).toMatch(/second value/)
  })

  it('keeps the minimum salary at or below the maximum', () => {
    const settings = buildSettings()
    const inverted = {
      ...settings,
      general: { ...settings.general, minSalaryCapPct: 100, maxSalaryCapPct: 90 },
    }
    expect(settingsProblems(inverted)['general.minSalaryCapPct']).toBeDefined()
  })

  it('keys the server’s field messages by path', () => {
    expect(
      serverProblems(
        'body.multiSettings.general.maxPerTeam: Too small; body.multiSettings.customRules: At most 3 custom filters',
      ),
    ).toEqual({ 'general.maxPerTeam': 'Too small', customRules: 'At most 3 custom filters' })
    expect(serverProblems('multiSettings is required')).toEqual({
      form: 'multiSettings is required',
    })
  })
})
