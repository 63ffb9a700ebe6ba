/**
 * The building blocks of the settings editors: a list of rule cards with add and remove, and
 * the choices several rule kinds share.
 */
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** The count types of count rules (SPEC §5). */
export const countTypes = [
  { value: 'atLeast', label: 'At least' },
  { value: 'atMost', label: 'At most' },
  { value: 'exactly', label: 'Exactly' },
]
/** The operators of custom and starting-position rules (SPEC §5). */
export const operators = [
  { value: 'lessThan', label: 'Less than' },
  { value: 'greaterThan', label: 'Greater than' },
  { value: 'equals', label: 'Equals' },
  { value: 'between', label: 'Between' },
]
/** A NumberInput's value as a number; an empty field counts 0. */
export const numberOf = (value: string | number) =>
  typeof value === 'number' ? value : Number(value) || 0

/** A fresh key for a new rule (only the page reads it). */
export const newKey = () => Math.random().toString(36).slice(2, 10)

/** A list of rule cards with add and remove; `render` draws one rule's fields. */
export function RuleList<T>({
  label,
  items,
  onChange,
  create,
  render,
  problem,
}: {
  readonly label: string
  readonly items: readonly T[]
  readonly onChange: (items: T[]) => void
  readonly create: () => T
  readonly render: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode
  readonly problem?: string
}) {
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No {label.toLowerCase()} yet.
        </Text>
      ) : null}
      {items.map((item, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ flex: 1 }}>
              {render(item, index, (patch) =>
                onChange(items.map((other, at) => (at === index ? { ...other, ...patch } : other))),
              )}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {problem === undefined ? null : (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...items, create()])}
        >
          Add {label.toLowerCase().replace(/s$/, '')}
        </Button>
      </Group>
    </Stack>
  )
}
