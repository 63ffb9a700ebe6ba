import { Badge, Code, Table, Text } from '@mantine/core'
import type { ImportRun } from '@slatelab/contract/admin.contract'
import { formatInstant } from '../../shared/ui/format-instant'

/** The latest imports: when, what kind, from where, and what they stored or why they were refused. */
export function AdminImports({ imports }: { readonly imports: readonly ImportRun[] }) {
  if (imports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No imports yet. Import a file above or with <Code>npm run import</Code>; each one shows here
        with its result.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label="Imports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((run) => (
            <Table.Tr key={run.importRunId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(run.startedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{run.kind}</Table.Td>
              <Table.Td>
                {[run.via === 'cli' ? 'CLI' : 'Upload', run.fileName, run.userEmail]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Table.Td>
              <Table.Td>
                <Badge size="xs" color={run.succeeded ? 'teal' : 'red'} variant="light" mr={6}>
                  {run.succeeded ? 'Stored' : 'Not stored'}
                </Badge>
                <Text span size="sm">
                  {run.result}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
