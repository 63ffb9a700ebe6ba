import {
  Alert,
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { DateInput } from '@mantine/dates'
import {
  importKindGuides,
  importKinds,
  importOptions,
  maxImportFileNameLength,
  maxPayoutsQueryLength,
  type ImportKind,
  type ImportOption,
} from '@slatelab/contract/imports.contract'
import { isoDateSchema } from '@slatelab/domain/units'
import { IconCalendar, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { failureMessage } from '../../shared/api/slatelab-api'
import { datePickerFormat, parseTypedDate } from '../../shared/navbar/navbar-dates'
import { useUploadImportFileMutation, type ImportFileUpload } from './admin-api'
import { ImportAccountView } from './admin-import-account'

/** The kind select's value for "tell the kind from the header". */
const detect = 'detect'
type KindChoice = ImportKind | typeof detect

type Drafts = Readonly<Record<ImportOption, string>>

const noDrafts: Drafts = {
  date: '',
  sport: '',
  slate: '',
  title: '',
  entryFee: '',
  payouts: '',
  season: '',
}

const kindData = [
  { value: detect, label: 'Tell from the header' },
  ...Object.values(importKinds).map((kind) => ({
    value: kind,
    label: `${importKindGuides[kind].label} (${kind})`,
  })),
]

const layoutsOf = (kind: KindChoice) =>
  kind === detect
    ? 'The check reads the header and says which kind it chose.'
    : importKindGuides[kind].layouts

const isKindChoice = (value: string | null): value is KindChoice =>
  value === detect || Object.values<string>(importKinds).includes(value ?? '')

// A number option as typed; what is not a number is sent as is, so the server names the field.
const numberOf = (draft: string) => (draft.trim() === '' ? undefined : Number(draft.trim()))
const textOf = (draft: string) => (draft.trim() === '' ? undefined : draft.trim())

/** The query of an upload: the kind, and the options the kind takes that were filled in. */
const queryOf = (
  file: File,
  kind: KindChoice,
  optionsKind: ImportKind | null,
  drafts: Drafts,
): Omit<ImportFileUpload, 'text' | 'dryRun'> => {
  const takes = new Set(optionsKind === null ? [] : importKindGuides[optionsKind].options)
  const given = (option: ImportOption) => (takes.has(option) ? drafts[option] : '')
  const date = isoDateSchema.safeParse(given(importOptions.date))
  return {
    kind: kind === detect ? undefined : kind,
    fileName: file.name.slice(0, maxImportFileNameLength),
    date: date.success ? date.data : undefined,
    sport: textOf(given(importOptions.sport)),
    slate: numberOf(given(importOptions.slate)),
    title: textOf(given(importOptions.title)),
    entryFee: numberOf(given(importOptions.entryFee)),
    payouts: textOf(given(importOptions.payouts)),
    season: numberOf(given(importOptions.season)),
  }
}

/** What a check was of: the same file (name, size, time) with the same kind and options. */
const keyOf = (file: File, query: object) =>
  JSON.stringify([file.name, file.size, file.lastModified, query])

type OptionFieldsProps = {
  readonly kind: ImportKind
  readonly drafts: Drafts
  readonly onChange: (option: ImportOption, value: string) => void
}

/** The inputs of the options `kind` takes. */
function OptionFields({ kind, drafts, onChange }: OptionFieldsProps) {
  const { options } = importKindGuides[kind]
  if (options.length === 0) return null
  const field = (option: ImportOption) => {
    switch (option) {
      case importOptions.date:
        return (
          <DateInput
            key={option}
            label="Date"
            description="The day of a file without dates"
            value={drafts.date === '' ? null : drafts.date}
            onChange={(value) => onChange(option, value ?? '')}
            valueFormat={datePickerFormat}
            dateParser={parseTypedDate}
            leftSection={<IconCalendar size={16} stroke={1.75} />}
            clearable
          />
        )
      case importOptions.sport:
        return (
          <TextInput
            key={option}
            label="Sport"
            description="A code (NFL, CFB…) when positions cannot tell it"
            value={drafts.sport}
            maxLength={8}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
      case importOptions.slate:
        return (
          <TextInput
            key={option}
            label="Slate id"
            description="Found from the drafted players when empty"
            inputMode="numeric"
            value={drafts.slate}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
      case importOptions.title:
        return (
          <TextInput
            key={option}
            label="Contest title"
            value={drafts.title}
            maxLength={200}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
      case importOptions.entryFee:
        return (
          <TextInput
            key={option}
            label="Entry fee ($)"
            inputMode="decimal"
            value={drafts.entryFee}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
      case importOptions.payouts:
        return (
          <Textarea
            key={option}
            label="Payout table"
            description="Place_lo,Place_hi,Payout lines, in dollars"
            placeholder={'1,1,100\n2,3,50'}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={maxPayoutsQueryLength}
            value={drafts.payouts}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
      case importOptions.season:
        return (
          <TextInput
            key={option}
            label="Season"
            description="Of a player-grouped export (default: this year)"
            inputMode="numeric"
            value={drafts.season}
            onChange={(event) => onChange(option, event.currentTarget.value)}
          />
        )
    }
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {options.map(field)}
    </SimpleGrid>
  )
}

/**
 * Uploading a file of any kind: check it first (a dry run that stores nothing and lists every
 * problem), then import the same file once the check found none.
 */
export function AdminImportFile() {
  const [file, setFile] = useState<File | null>(null)
  const [kind, setKind] = useState<KindChoice>(detect)
  const [drafts, setDrafts] = useState<Drafts>(noDrafts)
  // What the latest answer was about; the import needs a clean check of what is chosen now.
  const [answeredKey, setAnsweredKey] = useState<string | null>(null)
  const [uploadFile, upload] = useUploadImportFileMutation()
  const account = upload.data
  // The options shown: those of the chosen kind, or of the kind a check told from the header.
  const optionsKind = kind === detect ? (account?.kind ?? null) : kind
  const query = file === null ? null : queryOf(file, kind, optionsKind, drafts)
  const currentKey = file === null || query === null ? null : keyOf(file, query)
  const stale = account !== undefined && answeredKey !== currentKey
  const canImport =
    account !== undefined &&
    account.dryRun &&
    account.problems.length === 0 &&
    !stale &&
    !upload.isLoading

  const send = async (dryRun: boolean) => {
    if (file === null || query === null) return
    setAnsweredKey(keyOf(file, query))
    await uploadFile({ ...query, dryRun: dryRun ? 'true' : 'false', text: await file.text() })
  }

  const chooseFile = (picked: File | null) => {
    setFile(picked)
    setAnsweredKey(null)
    upload.reset()
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Check a file first: the check reads all of it and lists every problem, storing nothing.
        Import it once the check finds none; each import shows in the log below.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FileInput
          label="File"
          placeholder="Choose a CSV file"
          accept=".csv,.txt,.json,text/csv,text/plain,application/json"
          value={file}
          onChange={chooseFile}
          leftSection={<IconUpload size={16} />}
          clearable
        />
        <Select
          label="Kind"
          data={kindData}
          value={kind}
          onChange={(value) => {
            if (isKindChoice(value)) setKind(value)
          }}
          allowDeselect={false}
          description={layoutsOf(kind)}
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => (
            <div>
              <Text size="sm">{option.label}</Text>
              {isKindChoice(option.value) && (
                <Text size="xs" c="dimmed">
                  {layoutsOf(option.value)}
                </Text>
              )}
            </div>
          )}
        />
      </SimpleGrid>
      {optionsKind !== null && (
        <OptionFields
          kind={optionsKind}
          drafts={drafts}
          onChange={(option, value) => setDrafts({ ...drafts, [option]: value })}
        />
      )}
      <Group gap="sm">
        <Button
          variant="default"
          disabled={file === null}
          loading={upload.isLoading && upload.originalArgs?.dryRun === 'true'}
          onClick={() => void send(true)}
        >
          Check file
        </Button>
        <Button
          disabled={!canImport}
          loading={upload.isLoading && upload.originalArgs?.dryRun === 'false'}
          onClick={() => void send(false)}
        >
          Import
        </Button>
        {stale && (
          <Text size="xs" c="dimmed">
            The file or its options changed since: check it again.
          </Text>
        )}
      </Group>
      {upload.isError && (
        <Alert color="red" role="alert" title="The file was not sent">
          {failureMessage(upload.error)}
        </Alert>
      )}
      {account !== undefined && <ImportAccountView account={account} />}
    </Stack>
  )
}
