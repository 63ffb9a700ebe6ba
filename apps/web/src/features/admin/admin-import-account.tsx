import { Alert, List, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { ImportAccount, ImportProblem } from '@slatelab/contract/imports.contract'

/** The most problems or warnings listed; a file of thousands is summed up after them. */
const shownProblems = 200

const placeOf = ({ line, column }: ImportProblem) =>
  [line === null ? '' : `line ${line}`, column ?? ''].filter((part) => part !== '').join(', ')

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function More({ total }: { readonly total: number }) {
  if (total <= shownProblems) return null
  return (
    <Text size="xs" c="dimmed">
      … and {total - shownProblems} more.
    </Text>
  )
}

function Count({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} aria-label={`${label}: ${value}`}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  )
}

/** Each problem of a refused file: where it is and what was expected there. */
function ProblemsTable({ problems }: { readonly problems: readonly ImportProblem[] }) {
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={4} striped aria-label="Problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>Line</Table.Th>
              <Table.Th w="25%">Column</Table.Th>
              <Table.Th>What was expected</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.slice(0, shownProblems).map((problem, index) => (
              <Table.Tr key={index}>
                <Table.Td>{problem.line ?? '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.column ?? '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <More total={problems.length} />
    </Stack>
  )
}

/**
 * What a check or an import found: the counts (read, would store or stored, skipped by reason,
 * warned, refused), then the warnings and the problems.
 */
export function ImportAccountView({ account }: { readonly account: ImportAccount }) {
  const refused = account.problems.length > 0
  const skipped = Object.entries(account.skipped)
    .map(([reason, count]) => `${reason}: ${count}`)
    .join(', ')
  const title = refused
    ? `${account.dryRun ? 'This file would be refused' : 'Refused'}: ${plural(account.problems.length, 'problem')}, nothing was stored`
    : account.dryRun
      ? `Checked${account.kind === null ? '' : ` as ${account.kind}`}: ready to import`
      : `Imported${account.kind === null ? '' : ` as ${account.kind}`}: ${plural(account.rowsStored, 'row')} stored`
  return (
    <Stack gap="sm" aria-label="Import result" role="group">
      <Alert color={refused ? 'red' : 'teal'} title={title} role="status">
        {refused
          ? `${account.kind === null ? '' : `Read as ${account.kind}. `}Fix the lines below and check the file again.`
          : account.dryRun
            ? 'Nothing is stored yet: import it to store what the check read.'
            : 'The import log below has its record.'}
      </Alert>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        <Count label="Rows read" value={account.rowsRead} />
        {account.dryRun ? (
          <Count label="Would store" value={account.rowsWouldStore ?? 0} />
        ) : (
          <Count label="Stored" value={account.rowsStored} />
        )}
        <Count label="Skipped" value={account.rowsSkipped} />
        <Count label="Warned" value={account.rowsWarned} />
        <Count label="Refused" value={account.rowsRefused} />
      </SimpleGrid>
      {skipped !== '' && (
        <Text size="sm" c="dimmed">
          Skipped on purpose: {skipped}.
        </Text>
      )}
      {account.warnings.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {plural(account.warnings.length, 'warning')} (the import goes on)
          </Text>
          <List size="sm" spacing={2} aria-label="Warnings">
            {account.warnings.slice(0, shownProblems).map((warning, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {placeOf(warning) === '' ? '' : `${placeOf(warning)}: `}
                {warning.message}
              </List.Item>
            ))}
          </List>
          <More total={account.warnings.length} />
        </Stack>
      )}
      {refused && <ProblemsTable problems={account.problems} />}
    </Stack>
  )
}
