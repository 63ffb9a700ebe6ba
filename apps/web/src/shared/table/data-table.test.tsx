import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { createTestStore } from '../testing/render-with-providers'
import { ThemedMantineProvider } from '../theme/themed-mantine-provider'
import { DataTable, type DataColumn } from './data-table'
import { numberColumn } from './number-column'

type Row = { readonly id: string; readonly share: number }
const title = 'NFL $2M Fantasy Millionaire [$300K to 1st] %'

const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Player', accessorFn: (row) => row.id },
  numberColumn('plain', 'Proj %', (row: Row) => row.share, String),
  {
    ...numberColumn('contest', title, (row: Row) => row.share, String),
    meta: { numeric: true, wrapHeader: true },
  },
]

describe('DataTable headers', () => {
  it('wraps a long contest header within a narrow column and keeps short ones on one line', () => {
    render(
      <Provider store={createTestStore()}>
        <ThemedMantineProvider>
          <DataTable
            data={[{ id: 'a', share: 12 }]}
            columns={columns}
            label="Ownership"
            getRowId={(row) => row.id}
            emptyText="No players"
          />
        </ThemedMantineProvider>
      </Provider>,
    )
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name.replace(/[$[\]]/g, '\\$&')}`) })
    expect(header(title).style.whiteSpace).toBe('normal')
    expect(header(title).style.maxWidth).toBe('8.5rem')
    expect(header('Proj %').style.whiteSpace).toBe('nowrap')
    expect(header('Proj %').style.maxWidth).toBe('')
  })
})
