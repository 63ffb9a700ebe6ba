import { positionStackSchema } from '@slatelab/domain/entities/multi-settings'
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

  it('asks a correlation for two different players', () => {
    const correlation = {
      key: 'c',
      playerId: 'p1',
      otherPlayerId: '',
      kind: 'together' as const,
      isActive: true,
    }
    const half = settingsProblems(buildSettings({ playerCorrelations: [correlation] }))
    expect(half['playerCorrelations.0.otherPlayerId']).toBe('Pick a second player')
    expect(half['playerCorrelations.0.playerId']).toBeUndefined()
    const same = buildSettings({ playerCorrelations: [{ ...correlation, otherPlayerId: 'p1' }] })
    expect(settingsProblems(same)['playerCorrelations.0.otherPlayerId']).toBe(
      'Pick a different player',
    )
    const both = buildSettings({ playerCorrelations: [{ ...correlation, otherPlayerId: 'p2' }] })
    expect(settingsProblems(both)).toEqual({})
  })

  it('asks a tee-time stack for a window that ends after it starts', () => {
    const stack = { key: 't', isActive: true, playerCount: 2, from: '', to: '' }
    const empty = settingsProblems(buildSettings({ teeTimeStacks: [stack] }))
    expect(empty['teeTimeStacks.0.from']).toBe('Pick a start time')
    expect(empty['teeTimeStacks.0.to']).toBe('Pick an end time')
    const backwards = buildSettings({
      teeTimeStacks: [{ ...stack, from: '2026-11-22T14:00:00Z', to: '2026-11-22T13:00:00Z' }],
    })
    expect(settingsProblems(backwards)['teeTimeStacks.0.to']).toMatch(/before the start/)
    const window = buildSettings({
      teeTimeStacks: [{ ...stack, from: '2026-11-22T13:00:00Z', to: '2026-11-22T14:00:00Z' }],
    })
    expect(settingsProblems(window)).toEqual({})
  })

  it('checks starting-position rules like custom rules', () => {
    const rule = {
      key: 's',
      type: 'atLeast' as const,
      playerCount: 1,
      operator: 'between' as const,
      positions: [],
      value1: 20,
      isActive: true,
    }
    const settings = buildSettings({ startingPosRules: [rule] })
    expect(settingsProblems(settings)['startingPosRules.0.value2']).toMatch(/second value/)
    expect(settingsProblems({ ...settings, startingPosRules: [{ ...rule, value2: 30 }] })).toEqual(
      {},
    )
  })

  it('keeps per-position percentages from 0 to 100 and flex groups non-empty', () => {
    const settings = buildSettings()
    const problems = settingsProblems({
      ...settings,
      general: {
        ...settings.general,
        maxExposurePerPosition: { QB: 120, RB: 50 },
        uniquePerPosition: { WR: 1.5 },
        flexGroups: [{ groupName: 'FLEX', positions: [{ positionName: 'RB', isSelected: false }] }],
      },
    })
    expect(problems).toEqual({
      'general.maxExposurePerPosition.QB': 'From 0 to 100',
      'general.uniquePerPosition.WR': 'A whole number, 0 or more',
      'general.flexGroups.FLEX': 'Pick at least one position',
    })
  })

  it('asks a secondary position of the format and of the stack', () => {
    const stack = { keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }
    const withSecondary = (secondaryPosition: string) =>
      buildSettings({
        positionStacks: [positionStackSchema.parse({ ...stack, secondaryPosition })],
      })
    const nfl = ['QB', 'RB', 'WR', 'TE', 'DST']
    expect(settingsProblems(withSecondary('TE'), nfl)).toEqual({})
    expect(settingsProblems(withSecondary(''), nfl)).toEqual({})
    expect(settingsProblems(withSecondary('PG'), nfl)).toEqual({
      'positionStacks.0.secondaryPosition': 'Not a position of this format',
    })
    expect(settingsProblems(withSecondary('RB'), nfl)).toEqual({
      'positionStacks.0.secondaryPosition': 'Pick one of the stacked positions',
    })
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
