import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core'
import type { ScoringType } from '@slatelab/domain/entities/cheatsheet'
import { cheatsheetRosterSlots } from '@slatelab/domain/season-long-defaults'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { DataTable } from '../../shared/table/data-table'
import { PositionSelect } from './position-select'
import { ScoringEditor } from './scoring-editor'
import {
  type EditedSheet,
  useCheatsheetRowsQuery,
  useDeleteCheatsheetMutation,
  useSaveCheatsheetMutation,
  useSavedCheatsheetsQuery,
} from './season-long-api'
import { cheatsheetColumns } from './season-long-columns'
import { byPosition, scoringOptions, slotLabels } from './season-long-options'
import {
  selectSeasonLong,
  sheetChanged,
  sheetDeleted,
  sheetLoaded,
  sheetSaved,
  valuedSheetOf,
} from './season-long-slice'
import { ViewStatus } from './view-status'

/** The league's shape: draft type, teams, budget, scoring, and the position shown. */
function LeagueFields() {
  const dispatch = useAppDispatch()
  const { sheet } = useSelector(selectSeasonLong)
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Draft type"
        data={[
          { value: 'snake', label: 'Snake' },
          { value: 'auction', label: 'Auction' },
        ]}
        value={sheet.cheatsheetType}
        onChange={(value) => dispatch(sheetChanged({ cheatsheetType: value as 'snake' }))}
      />
      <NumberInput
        label="Teams"
        min={2}
        max={32}
        w={90}
        value={sheet.teamCount}
        onChange={(value) => dispatch(sheetChanged({ teamCount: Number(value) || 12 }))}
      />
      {sheet.cheatsheetType === 'auction' && (
        <NumberInput
          label="Budget ($)"
          min={1}
          max={10_000}
          w={110}
          value={sheet.auctionBudget}
          onChange={(value) => dispatch(sheetChanged({ auctionBudget: Number(value) || 200 }))}
        />
      )}
      <Select
        label="Scoring"
        data={scoringOptions.map((option) =>
          option.value === 'custom' ? { ...option, label: 'Custom' } : option,
        )}
        value={sheet.scoringType}
        onChange={(value) => value && dispatch(sheetChanged({ scoringType: value as ScoringType }))}
        w={130}
      />
      <PositionSelect />
    </Group>
  )
}

/** The starters and bench of each roster slot. */
function RosterFields() {
  const dispatch = useAppDispatch()
  const { sheet } = useSelector(selectSeasonLong)
  return (
    <Group align="end" gap="xs" wrap="wrap">
      {cheatsheetRosterSlots.map((slot) => (
        <NumberInput
          key={slot}
          label={slotLabels[slot]}
          min={0}
          max={10}
          w={78}
          size="xs"
          value={sheet.roster[slot]}
          onChange={(value) =>
            dispatch(sheetChanged({ roster: { ...sheet.roster, [slot]: Number(value) || 0 } }))
          }
        />
      ))}
    </Group>
  )
}

/**
 * The saved sheets and the calls that change them. Saving or deleting reads the saved list
 * again (SPEC §4); a saved sheet is then the one selected.
 */
const useSavedSheets = () => {
  const dispatch = useAppDispatch()
  const saved = useSavedCheatsheetsQuery()
  const [saveCheatsheet, saving] = useSaveCheatsheetMutation()
  const [deleteCheatsheet, deleting] = useDeleteCheatsheetMutation()
  const save = async (sheet: EditedSheet) => {
    const answer = await saveCheatsheet(sheet)
    if (answer.data !== undefined) dispatch(sheetSaved(answer.data.cheatsheetId))
  }
  const remove = async (cheatsheetId: number) => {
    const answer = await deleteCheatsheet(cheatsheetId)
    if (answer.error === undefined) dispatch(sheetDeleted(cheatsheetId))
  }
  return { sheets: saved.data ?? [], save, remove, list: saved, writes: [saving, deleting] }
}

type SavedSheetsProps = Omit<ReturnType<typeof useSavedSheets>, 'list' | 'writes'>

/** The sheet's name, Save, the saved sheets to load and Delete. */
function SavedSheetFields({ sheets, save, remove }: SavedSheetsProps) {
  const dispatch = useAppDispatch()
  const { sheet } = useSelector(selectSeasonLong)
  const options = sheets.map((entry) => {
    const name = (JSON.parse(entry.settings) as { cheatsheetName?: string }).cheatsheetName
    return { value: String(entry.cheatsheetId), label: name || `Sheet ${entry.cheatsheetId}` }
  })
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        label="Sheet name"
        value={sheet.cheatsheetName}
        maxLength={80}
        onChange={(event) => dispatch(sheetChanged({ cheatsheetName: event.currentTarget.value }))}
        w={200}
      />
      <Button onClick={() => void save(sheet)}>Save sheet</Button>
      <Select
        label="Saved sheets"
        placeholder={options.length === 0 ? 'None saved' : 'Load a sheet'}
        data={options}
        value={sheet.cheatsheetId === undefined ? null : String(sheet.cheatsheetId)}
        // On every pick, the selected sheet too: picking it again undoes the edits since.
        onOptionSubmit={(value) => {
          const picked = sheets.find((entry) => String(entry.cheatsheetId) === value)
          if (picked) dispatch(sheetLoaded(picked))
        }}
        w={200}
      />
      {sheet.cheatsheetId !== undefined && (
        <Button
          color="red"
          variant="light"
          onClick={() => sheet.cheatsheetId !== undefined && void remove(sheet.cheatsheetId)}
        >
          Delete sheet
        </Button>
      )}
    </Group>
  )
}

/**
 * A draft cheat sheet valued for the league: its shape, roster and scoring, saved sheets, and
 * its rows. The name and the saved id change no value: typing a name or saving asks for nothing.
 */
export function CheatsheetView() {
  const { sheet, settings } = useSelector(selectSeasonLong)
  const valued = useMemo(() => valuedSheetOf(sheet), [sheet])
  const rows = useCheatsheetRowsQuery(valued)
  const { list, writes, ...saved } = useSavedSheets()
  return (
    <Stack gap="sm">
      <ViewStatus loading={[rows, ...writes]} quiet={[list]} />
      <LeagueFields />
      <RosterFields />
      <SavedSheetFields {...saved} />
      {sheet.scoringType === 'custom' && (
        <Paper withBorder p="sm">
          <ScoringEditor />
        </Paper>
      )}
      <DataTable
        label="Cheat sheet"
        data={byPosition(rows.data ?? [], settings.position)}
        columns={cheatsheetColumns(sheet.cheatsheetType === 'auction')}
        getRowId={(row) => String(row.playerId)}
        emptyText="No projections for the season."
        height={600}
      />
    </Stack>
  )
}
