import { Button, type MantineSize } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { downloadCsv } from './csv-export'

type ExportCsvButtonProps = {
  readonly fileName: string
  /** Builds the file when clicked, so a large table costs nothing until then. */
  readonly csv: () => string
  readonly disabled?: boolean
  readonly size?: MantineSize
}

/** The "Export CSV" button of a table: downloads what the table shows. */
export function ExportCsvButton({ fileName, csv, disabled, size = 'sm' }: ExportCsvButtonProps) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconDownload size={size === 'xs' ? 14 : 16} />}
      disabled={disabled}
      onClick={() => downloadCsv(fileName, csv())}
    >
      Export CSV
    </Button>
  )
}
