import { MultiSelect, NumberInput, Select } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CustomRule } from '@slatelab/domain/entities/multi-settings'
import { countTypes, numberOf, operators } from './rule-list'
import type { SettingsProblems } from './settings-validation'

type CountRule = Pick<
  CustomRule,
  'type' | 'playerCount' | 'operator' | 'value1' | 'value2' | 'positions'
>

/**
 * The fields every count rule shares (custom and starting-position rules): "at least / at most
 * / exactly N players whose value passes the operator", with `children` (a field picker) between
 * the count and the operator.
 */
export function CountRuleFields({
  rule,
  update,
  problems,
  path,
  countLabel,
  operatorLabel,
  minValue,
  positionOptions,
  children,
}: {
  readonly rule: CountRule
  readonly update: (patch: Partial<CountRule>) => void
  readonly problems: SettingsProblems
  /** The rule's place in the settings, e.g. `customRules.2`, for its validation messages. */
  readonly path: string
  readonly countLabel: string
  readonly operatorLabel: string
  readonly minValue?: number
  /** Shown when there is more than one position to choose from. */
  readonly positionOptions: readonly { readonly value: string; readonly label: string }[]
  readonly children?: ReactNode
}) {
  return (
    <>
      <Select
        label="Count"
        data={countTypes}
        value={rule.type}
        onChange={(value) => update({ type: (value ?? 'atLeast') as CountRule['type'] })}
      />
      <NumberInput
        label={countLabel}
        min={0}
        value={rule.playerCount}
        error={problems[`${path}.playerCount`]}
        onChange={(value) => update({ playerCount: numberOf(value) })}
      />
      {children}
      <Select
        label={operatorLabel}
        data={operators}
        value={rule.operator}
        onChange={(value) =>
          update({ operator: (value ?? 'greaterThan') as CountRule['operator'] })
        }
      />
      <NumberInput
        label="Value"
        min={minValue}
        value={rule.value1}
        onChange={(value) => update({ value1: numberOf(value) })}
      />
      {rule.operator === 'between' ? (
        <NumberInput
          label="And"
          min={minValue}
          value={rule.value2 ?? ''}
          error={problems[`${path}.value2`]}
          onChange={(value) => update({ value2: value === '' ? undefined : numberOf(value) })}
        />
      ) : null}
      {positionOptions.length > 1 ? (
        <MultiSelect
          label="Positions (all when empty)"
          data={positionOptions}
          value={[...rule.positions]}
          onChange={(value) => update({ positions: value })}
        />
      ) : null}
    </>
  )
}
