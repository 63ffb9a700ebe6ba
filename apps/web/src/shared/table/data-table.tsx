import { Box, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, useState, type ReactNode } from 'react'
import { MoreColumnsHint, useMoreToTheRight } from './more-columns-hint'

/** The rows the virtualizer leaves out, above or below the rendered ones, as one blank row. */
function SpacerRow({
  height,
  columnCount,
}: {
  readonly height: number
  readonly columnCount: number
}) {
  return height > 0 ? (
    <Table.Tr aria-hidden>
      <Table.Td colSpan={columnCount} style={{ height, padding: 0 }} />
    </Table.Tr>
  ) : null
}

/** The table features every DataTable has: sorting, on the client unless the caller sorts. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
})

/**
 * A DataTable column; `meta: { numeric: true }` right-aligns it, `meta: { wrapHeader: true }`
 * lets a long header (a contest's title) wrap over lines instead of widening the column.
 */
export type DataColumn<T extends RowData> = ColumnDef<typeof dataTableFeatures, T>

// Column meta is the caller's own shape; this table reads two flags of it.
const hasFlag = (meta: unknown, flag: 'numeric' | 'wrapHeader'): boolean =>
  typeof meta === 'object' && meta !== null && Reflect.get(meta, flag) === true
const isNumeric = (meta: unknown): boolean => hasFlag(meta, 'numeric')

// A wrapping header's widest line: about 14 characters of a contest's title.
const wrappedHeaderWidth = '8.5rem'

/** A sort order the caller owns, for tables sorted on the server. */
export type ServerSorting = {
  readonly sorting: SortingState
  readonly onSortingChange: (sorting: SortingState) => void
}

type DataTableProps<T extends RowData> = {
  readonly data: readonly T[]
  readonly columns: readonly DataColumn<T>[]
  /** The table's accessible name. */
  readonly label: string
  readonly getRowId: (row: T) => string
  /** Shown in place of rows when there are none. */
  readonly emptyText: string
  /** Height of the scrolling body in px; rows outside it are not rendered. */
  readonly height?: number
  readonly initialSorting?: SortingState
  /** Sort on the server: the table shows `data` as given and reports header clicks. */
  readonly serverSorting?: ServerSorting
  readonly onRowClick?: (row: T) => void
  readonly selectedRowId?: string
}

const rowHeightPx = 36
const headerHeightPx = 40

const sortIcon = (sorted: false | 'asc' | 'desc'): ReactNode => {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'

/**
 * A long table that stays fast: sortable headers (click to sort, again to reverse) and only
 * the rows in view rendered. Filter `data` before passing it in.
 */
export function DataTable<T extends RowData>({
  data,
  columns,
  label,
  getRowId,
  emptyText,
  height = 480,
  initialSorting = [],
  serverSorting,
  onRowClick,
  selectedRowId,
}: DataTableProps<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting)
  const sorting = serverSorting?.sorting ?? localSorting
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater
    if (serverSorting) serverSorting.onSortingChange(next)
    else setLocalSorting(next)
  }
  const table = useTable({
    features: dataTableFeatures,
    columns: [...columns],
    data: [...data],
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange,
    manualSorting: serverSorting !== undefined,
  })
  const rows = table.getRowModel().rows
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer's functions change identity as it measures; this component re-renders
  // with it, so the compiler's memoisation is not needed here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeightPx,
    overscan: 12,
    // jsdom and the first paint have no layout yet: assume the box is as tall as asked.
    initialRect: { width: 1024, height },
  })
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
  const columnCount = table.getAllLeafColumns().length
  // A fixed height, so the virtualizer measures the box it scrolls rather than its content.
  const boxHeight = Math.min(height, headerHeightPx + Math.max(rows.length, 1) * rowHeightPx + 2)
  const moreToTheRight = useMoreToTheRight(scrollRef)

  return (
    <Box pos="relative">
      <Box
        ref={scrollRef}
        // Empty, it grows with its message; `inline-size` lets the message measure the box.
        style={{
          height: rows.length === 0 ? undefined : boxHeight,
          overflow: 'auto',
          containerType: 'inline-size',
        }}
        tabIndex={0}
        aria-label={`${label} (scrolls)`}
        role="region"
      >
        <Table
          aria-label={label}
          striped
          highlightOnHover
          stickyHeader
          withTableBorder
          fz="sm"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const numeric = isNumeric(header.column.columnDef.meta)
                  const wraps = hasFlag(header.column.columnDef.meta, 'wrapHeader')
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={ariaSort(sorted)}
                      style={{
                        whiteSpace: wraps ? 'normal' : 'nowrap',
                        minWidth: wraps ? wrappedHeaderWidth : undefined,
                        maxWidth: wraps ? wrappedHeaderWidth : undefined,
                        verticalAlign: 'bottom',
                        textAlign: numeric ? 'right' : 'left',
                      }}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fz="sm"
                          fw={600}
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                        >
                          <table.FlexRender header={header} />
                          {sortIcon(sorted)}
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  )
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount} p={0}>
                  {/* As wide as the visible box and pinned to its left, so it wraps on screen
                    however wide the columns make the table. */}
                  <Text
                    c="dimmed"
                    size="sm"
                    py="md"
                    px="sm"
                    ta="center"
                    style={{ position: 'sticky', left: 0, width: '100cqw', whiteSpace: 'normal' }}
                  >
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            <SpacerRow height={paddingTop} columnCount={columnCount} />
            {items.map((item) => {
              const row = rows[item.index]
              if (row === undefined) return null
              return (
                <Table.Tr
                  key={row.id}
                  style={{ height: rowHeightPx, cursor: onRowClick ? 'pointer' : undefined }}
                  bg={row.id === selectedRowId ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      style={{
                        whiteSpace: 'nowrap',
                        textAlign: isNumeric(cell.column.columnDef.meta) ? 'right' : 'left',
                      }}
                    >
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
            <SpacerRow height={paddingBottom} columnCount={columnCount} />
          </Table.Tbody>
        </Table>
      </Box>
      <MoreColumnsHint shown={moreToTheRight} />
    </Box>
  )
}
