import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  conditionOperators,
  conditionProperties,
  type CorrelationFilter,
} from '@slatelab/contract/correlations.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { maxCustomFilters } from '@slatelab/domain/multi-lineup-defaults'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import type { TypedFilterValues } from './correlation-view-state'
import {
  customFilterAdded,
  customFilterChanged,
  customFilterRemoved,
  filterTyped,
  selectCorrelations,
} from './correlations-slice'

/** How a condition's game property reads. */
export const propertyLabels: Readonly<Record<(typeof conditionProperties)[number], string>> = {
  total: 'Game total',
  spread: 'Team spread',
  temperatureF: 'Temperature (°F)',
  windMph: 'Wind (mph)',
}

const numberOrUndefined = (value: string | number): number | undefined =>
  typeof value === 'number' ? value : undefined

const dateOrUndefined = (value: string): IsoDate | undefined =>
  value === '' ? undefined : (value as IsoDate)

type FieldProps = {
  /** The filter with the typed values laid over the view's defaults. */
  readonly filter: CorrelationFilter
  readonly onType: (values: TypedFilterValues) => void
}

function ChoiceField({
  filter,
  onType,
  choices,
}: FieldProps & { readonly choices: readonly string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {filter.filterName}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={filter.filterName}
        value={filter.stringValue ?? 'any'}
        data={['any', ...choices].map((choice) => ({
          value: choice,
          label: choice[0]?.toUpperCase() + choice.slice(1),
        }))}
        onChange={(value) => onType({ stringValue: value === 'any' ? null : value })}
      />
    </Stack>
  )
}

function ConditionFields({
  filter,
  onChange,
}: {
  readonly filter: CorrelationFilter
  readonly onChange: (values: Partial<CorrelationFilter>) => void
}) {
  const between = filter.stringValue === 'between'
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        size="xs"
        w={120}
        aria-label={`${filter.filterName} operator`}
        data={[...conditionOperators]}
        value={filter.stringValue}
        onChange={(value) => onChange({ stringValue: value })}
      />
      <NumberInput
        size="xs"
        w={80}
        aria-label={`${filter.filterName} value`}
        placeholder="any"
        value={filter.numberValue1 ?? ''}
        onChange={(value) => onChange({ numberValue1: numberOrUndefined(value) ?? null })}
      />
      {between && (
        <NumberInput
          size="xs"
          w={80}
          aria-label={`${filter.filterName} second value`}
          value={filter.numberValue2 ?? ''}
          onChange={(value) => onChange({ numberValue2: numberOrUndefined(value) ?? null })}
        />
      )}
    </Group>
  )
}

function FilterField({ filter, onType }: FieldProps) {
  switch (filter.filterType) {
    case 'dateRange':
      return (
        <Group gap="xs" grow>
          <TextInput
            size="xs"
            type="date"
            label="From"
            value={filter.startDate ?? ''}
            onChange={(event) => onType({ startDate: dateOrUndefined(event.currentTarget.value) })}
          />
          <TextInput
            size="xs"
            type="date"
            label="To"
            value={filter.endDate ?? ''}
            onChange={(event) => onType({ endDate: dateOrUndefined(event.currentTarget.value) })}
          />
        </Group>
      )
    case 'location':
      return <ChoiceField filter={filter} onType={onType} choices={['home', 'away']} />
    case 'favorite':
      return <ChoiceField filter={filter} onType={onType} choices={['favorite', 'underdog']} />
    case 'division':
      return (
        <Switch
          label={filter.filterName}
          checked={filter.active}
          onChange={(event) => onType({ active: event.currentTarget.checked })}
        />
      )
    case 'minGames':
      return (
        <NumberInput
          size="xs"
          label={filter.filterName}
          min={2}
          max={1000}
          value={filter.numberValue1 ?? ''}
          onChange={(value) => onType({ numberValue1: numberOrUndefined(value) })}
        />
      )
    default:
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {filter.filterName}
          </Text>
          <ConditionFields
            filter={filter}
            onChange={(values) => onType(values as TypedFilterValues)}
          />
        </Stack>
      )
  }
}

let nextCustomId = 900

const newCustomFilter = (): CorrelationFilter => {
  nextCustomId += 1
  return {
    active: true,
    correlationFilterId: nextCustomId,
    dataItemId: null,
    description: 'A condition you added',
    startDate: null,
    endDate: null,
    dateStrings: [],
    filterId: 0,
    filterName: `Custom filter ${nextCustomId - 900}`,
    filterType: 'custom',
    isUnique: false,
    itemType: 'game',
    name: 'custom',
    numberValue1: null,
    numberValue2: null,
    parentId: null,
    propertyName: 'total',
    rankValue: null,
    sortIndex: 100,
    stringValue: 'greater than',
  }
}

/**
 * The view's filters (the typed values over its defaults) and up to three custom filters of
 * the user's (SPEC §5).
 */
export function CorrelationFiltersPanel({
  filters,
}: {
  /** The view's filters with the typed values laid over its defaults. */
  readonly filters: readonly CorrelationFilter[]
}) {
  const dispatch = useAppDispatch()
  const { customs } = useSelector(selectCorrelations)
  const viewFilters = filters.filter((filter) => filter.filterType !== 'custom')
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Filters
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
          {viewFilters.map((filter) => (
            <FilterField
              key={filter.correlationFilterId}
              filter={filter}
              onType={(values) => dispatch(filterTyped({ filterName: filter.filterName, values }))}
            />
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          {customs.map((filter) => (
            <Group key={filter.correlationFilterId} gap="xs" align="flex-end" wrap="wrap">
              <Select
                size="xs"
                w={160}
                aria-label={`${filter.filterName} property`}
                data={conditionProperties.map((property) => ({
                  value: property,
                  label: propertyLabels[property],
                }))}
                value={filter.propertyName}
                onChange={(value) =>
                  dispatch(customFilterChanged({ ...filter, propertyName: value ?? 'total' }))
                }
              />
              <ConditionFields
                filter={filter}
                onChange={(values) => dispatch(customFilterChanged({ ...filter, ...values }))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${filter.filterName}`}
                onClick={() => dispatch(customFilterRemoved(filter.correlationFilterId))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={customs.length >= maxCustomFilters}
              onClick={() => dispatch(customFilterAdded(newCustomFilter()))}
            >
              Add custom filter
            </Button>
            <Text size="xs" c="dimmed">
              {customs.length} of {maxCustomFilters} custom filters
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  )
}
