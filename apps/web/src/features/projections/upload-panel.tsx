import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import type {
  RowChoice,
  UploadReport,
  UploadRowIssue,
} from '@slatelab/contract/projections.contract'
import { errors } from '@slatelab/domain/errors'
import { IconUpload } from '@tabler/icons-react'
import Papa from 'papaparse'
import { useState } from 'react'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useUploadProjectionsMutation, type ProjectionScope } from './projections-api'

/** Upload feedback (SPEC §4): incomplete while it runs, then complete with success or failure. */
export const uploadStatuses = {
  /** Nothing sent yet. */
  idle: 'idle',
  /** Sent, no answer yet. */
  incomplete: 'incomplete',
  /** Answered. */
  complete: 'complete',
} as const
export type UploadStatus = (typeof uploadStatuses)[keyof typeof uploadStatuses]

/** The upload's feedback from the state of its call. */
const uploadFeedback = (call: {
  readonly isUninitialized: boolean
  readonly isLoading: boolean
  readonly isSuccess: boolean
  readonly isError: boolean
}): { readonly status: UploadStatus; readonly success: boolean | null } => ({
  status: call.isUninitialized
    ? uploadStatuses.idle
    : call.isLoading
      ? uploadStatuses.incomplete
      : uploadStatuses.complete,
  success: call.isSuccess ? true : call.isError ? false : null,
})

/** The last answer's report (a preview, or what was saved) and whether it was saved. */
type Answered = { readonly report: UploadReport; readonly saved: boolean }

type FileRows = readonly Readonly<Record<string, string>>[]

const leaveOut = 'none'

/** Reads a CSV file as header → cell rows, the way the upload call takes them. */
const readFileRows = (file: File): Promise<FileRows> =>
  new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(result.data),
      error: reject,
    })
  })

/** The user's answer for one row needing a decision, as the select shows it. */
const choiceValue = (
  issue: UploadRowIssue,
  fuzzy: boolean,
  choices: ReadonlyMap<number, number | null>,
) => {
  const chosen = choices.get(issue.row)
  // The server takes a fuzzy row's candidate and leaves an unmatched row out unless told.
  if (chosen === undefined)
    return fuzzy && issue.candidate ? String(issue.candidate.playerId) : leaveOut
  return chosen === null ? leaveOut : String(chosen)
}

type UploadPreviewProps = {
  readonly report: UploadReport
  readonly players: readonly { value: string; label: string }[]
  readonly choices: ReadonlyMap<number, number | null>
  /** The player picked for a row (`null`: leave it out). */
  readonly onChoice: (row: number, playerId: number | null) => void
  readonly saving: boolean
  readonly onSave: () => void
}

/** What the file's columns and rows matched, the rows to check with their player, and Save. */
function UploadPreview({ report, players, choices, onChoice, saving, onSave }: UploadPreviewProps) {
  const issues = [...report.fuzzy, ...report.unmatched]
  const fuzzyRows = new Set(report.fuzzy.map((issue) => issue.row))
  return (
    <Stack gap="xs" aria-label="Upload preview">
      <Group gap="xs">
        <Badge color="green" variant="light">
          {report.matchedBySiteId + report.matchedByName} matched
        </Badge>
        <Badge color="yellow" variant="light">
          {report.fuzzy.length} fuzzy
        </Badge>
        <Badge color="red" variant="light">
          {report.unmatched.length} unmatched
        </Badge>
        <Text size="xs" c="dimmed">
          Points from “{report.mapping.points}”
          {report.mapping.ceiling ? `, ceiling “${report.mapping.ceiling}”` : ''}
          {report.mapping.floor ? `, floor “${report.mapping.floor}”` : ''}
          {report.mapping.ownership ? `, ownership “${report.mapping.ownership}”` : ''}
        </Text>
      </Group>
      {issues.length > 0 && (
        <Table.ScrollContainer minWidth={520} mah={320}>
          <Table striped withTableBorder aria-label="Rows to check">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>In the file</Table.Th>
                <Table.Th>Points</Table.Th>
                <Table.Th>Player</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.map((issue) => (
                <Table.Tr key={issue.row}>
                  <Table.Td>{issue.row}</Table.Td>
                  <Table.Td>
                    {issue.name} {issue.team && `(${issue.team})`}
                  </Table.Td>
                  <Table.Td>{issue.projectedPoints}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Player for row ${issue.row}`}
                      size="xs"
                      searchable
                      data={[
                        { value: leaveOut, label: 'Leave out' },
                        ...(issue.candidate
                          ? [
                              {
                                value: String(issue.candidate.playerId),
                                label: `${issue.candidate.playerName} (${issue.candidate.team}) · ${Math.round(issue.candidate.score * 100)}%`,
                              },
                            ]
                          : []),
                        ...players.filter(
                          (player) => player.value !== String(issue.candidate?.playerId),
                        ),
                      ]}
                      value={choiceValue(issue, fuzzyRows.has(issue.row), choices)}
                      onChange={(value) =>
                        onChoice(
                          issue.row,
                          value === null || value === leaveOut ? null : Number(value),
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button onClick={onSave} loading={saving}>
          Save set
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * Upload: pick a file, see what its columns and rows matched, fix the fuzzy ones, save.
 * Nothing is stored until Save; the preview is the same call with `preview=true`.
 */
export function UploadPanel({
  scope,
  players,
}: {
  readonly scope: ProjectionScope
  readonly players: readonly { value: string; label: string }[]
}) {
  const [uploadProjections, call] = useUploadProjectionsMutation()
  const upload = uploadFeedback(call)
  // Kept past a failed save, so the rows to fix stay on screen.
  const [answered, setAnswered] = useState<Answered | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [rows, setRows] = useState<FileRows>([])
  const [name, setName] = useState('')
  const [useDefaultPlayers, setUseDefaultPlayers] = useState(false)
  const [choices, setChoices] = useState<ReadonlyMap<number, number | null>>(new Map())
  const report = answered?.report ?? null
  const saved = answered?.saved ?? false

  const send = async (preview: boolean, fileRows = rows, filename = name) => {
    const picked: RowChoice[] = [...choices].map(([row, playerId]) => ({ row, playerId }))
    const result = await uploadProjections({
      scope,
      filename: filename || 'projections.csv',
      useDefaultPlayers,
      preview,
      rows: fileRows,
      choices: picked,
    })
    if (result.data !== undefined)
      setAnswered({ report: result.data.report, saved: result.data.set !== null })
    return result.error === undefined
  }

  const onFile = async (picked: File | null) => {
    setFile(picked)
    setChoices(new Map())
    call.reset()
    setAnswered(null)
    if (picked === null) return
    const fileRows = await readFileRows(picked)
    setRows(fileRows)
    setName(picked.name)
    if (fileRows.length > 0) await send(true, fileRows, picked.name)
  }

  const save = async () => {
    if (await send(false)) {
      setFile(null)
      setRows([])
      setChoices(new Map())
    }
  }

  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <FileInput
          label="Projection file (CSV)"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={(picked) => void onFile(picked)}
          leftSection={<IconUpload size={16} />}
          w={{ base: '100%', sm: 280 }}
          clearable
        />
        <TextInput
          label="Set name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          w={{ base: '100%', sm: 220 }}
          maxLength={120}
        />
        <Checkbox
          label="Fill missing players from the system projection"
          checked={useDefaultPlayers}
          onChange={(event) => setUseDefaultPlayers(event.currentTarget.checked)}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Columns are found by header: id, name (or first and last name, or “Name (TEAM)”), team,
        position, projection / points / fpts, ceiling, floor, ownership.
      </Text>
      {upload.status === uploadStatuses.incomplete && (
        <Text size="sm" role="status">
          Reading the file…
        </Text>
      )}
      {upload.success === false && (
        <Alert color="red" title={errors.uploadProjections}>
          {failureMessage(call.error)}
        </Alert>
      )}
      {upload.success === true && saved && report !== null && (
        <Alert color="green" title="Projections uploaded">
          The set holds {report.recordCount} players.
        </Alert>
      )}
      {report !== null && !saved && (
        <UploadPreview
          report={report}
          players={players}
          choices={choices}
          onChoice={(row, playerId) => setChoices(new Map(choices).set(row, playerId))}
          saving={upload.status === uploadStatuses.incomplete}
          onSave={() => void save()}
        />
      )}
    </Stack>
  )
}
