import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { failureMessage } from '../../shared/api/slatelab-api'
import { contestChanged, fetchContests } from '../../shared/navbar/navbar-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { useSaveStandingsMutation } from './contests-api'

type StandingsUploadProps = { readonly contestGroupId: number }

/**
 * Admins store a DraftKings contest standings export on the chosen slate; the new contest
 * joins the dropdown and opens.
 */
export function StandingsUpload({ contestGroupId }: StandingsUploadProps) {
  const dispatch = useAppDispatch()
  const [saveStandings, upload] = useSaveStandingsMutation()
  const uploading = upload.isLoading
  const uploadError = failureMessage(upload.error)
  const uploaded = upload.data
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [entryFee, setEntryFee] = useState<number | string>(0)
  const [payoutsCsv, setPayoutsCsv] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (file === null) return
    const { data: stored } = await saveStandings({
      contestGroupId,
      title: title.trim() === '' ? file.name.replace(/\.csv$/i, '') : title.trim(),
      entryFee: Number(entryFee) || 0,
      payoutsCsv,
      csv: await file.text(),
    })
    if (stored !== undefined) {
      await dispatch(fetchContests(contestGroupId))
      dispatch(contestChanged(stored.contestId))
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          Upload contest standings (admin)
        </Title>
        <Text size="sm" c="dimmed">
          A DraftKings standings export for this slate. Import the slate’s salary file first.
        </Text>
        <Group grow align="start" wrap="wrap">
          <FileInput
            label="Standings CSV"
            placeholder="contest-standings.csv"
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            required
            miw={220}
          />
          <TextInput
            label="Contest title"
            placeholder="NFL $3 Flea Flicker"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            miw={220}
          />
          <NumberInput
            label="Entry fee ($)"
            min={0}
            decimalScale={2}
            value={entryFee}
            onChange={setEntryFee}
            miw={120}
          />
        </Group>
        <Textarea
          label="Payout table (optional)"
          description="Place_lo,Place_hi,Payout lines in dollars, as DraftKings lists them"
          placeholder={'Place_lo,Place_hi,Payout\n1,1,100\n2,3,50'}
          autosize
          minRows={2}
          value={payoutsCsv}
          onChange={(event) => setPayoutsCsv(event.currentTarget.value)}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            loading={uploading}
            disabled={file === null}
          >
            Upload standings
          </Button>
        </Group>
        {uploadError && (
          <Alert color="red" variant="light" title="Upload refused">
            {uploadError}
          </Alert>
        )}
        {uploaded && (
          <Alert color="green" variant="light" title="Standings stored">
            {uploaded.title}: {uploaded.entries} entries.
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
