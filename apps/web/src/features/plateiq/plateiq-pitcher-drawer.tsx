import { Alert, Badge, Group, Loader, Stack, Title } from '@mantine/core'
import type {
  GameLogRow,
  PitchingFiguresRow,
  PitchMixEntry,
} from '@slatelab/contract/plateiq.contract'
import { useSearchParams } from 'react-router'
import { failureMessage } from '../../shared/api/slatelab-api'
import { PersonDrawer } from '../../shared/person-drawer/person-drawer'
import { pitchName, xwobaColumn } from './plateiq-columns'
import { formatFigure, SmallFigureTable, type FigureColumn } from './plateiq-figures'
import { usePitcherDrawerQuery } from './plateiq-api'
import { useStatcastQuery } from './use-statcast-query'

/** The URL parameter holding the open pitcher: a link or Back reopens his drawer. */
export const pitcherParam = 'pitcher'

const repertoireColumns: readonly FigureColumn<PitchMixEntry>[] = [
  { id: 'pitch', header: 'Pitch', value: (row) => pitchName(row.pitchType) },
  { id: 'n', header: 'Pitches', value: (row) => row.pitches, digits: 0 },
  { id: 'usage', header: 'Usage%', value: (row) => row.usagePct },
  { id: 'mph', header: 'mph', value: (row) => row.avgVelocity, good: 'high' },
  { id: 'spin', header: 'Spin', value: (row) => row.avgSpin, good: 'high', digits: 0 },
  { id: 'whiff', header: 'Whiff%', value: (row) => row.whiffPct, good: 'high' },
  xwobaColumn('xwOBA', (row) => row.xwoba),
]

type SideLine = { readonly side: string; readonly line: PitchingFiguresRow }
const sideColumns: readonly FigureColumn<SideLine>[] = [
  { id: 'side', header: 'Split', value: (row) => row.side },
  { id: 'bf', header: 'BF', value: (row) => row.line.battersFaced, digits: 0 },
  { id: 'k', header: 'K%', value: (row) => row.line.kPct, good: 'high' },
  { id: 'bb', header: 'BB%', value: (row) => row.line.bbPct, good: 'low' },
  { id: 'whiff', header: 'Whiff%', value: (row) => row.line.whiffPct, good: 'high' },
  { id: 'xfip', header: 'xFIP', value: (row) => row.line.xfip, good: 'low', digits: 2 },
  xwobaColumn('xwOBA vs', (row) => row.line.against.xwoba),
]

/** Outs as baseball writes innings: 17 outs is 5.2. */
const innings = (outs: number) => `${Math.floor(outs / 3)}.${outs % 3}`

const gameLogColumns: readonly FigureColumn<GameLogRow>[] = [
  { id: 'date', header: 'Date', value: (row) => row.date },
  {
    id: 'opp',
    header: 'Opp',
    value: (row) => `${row.isHome ? 'vs' : '@'} ${row.opponentShort}`,
  },
  { id: 'ip', header: 'IP', value: (row) => innings(row.outs) },
  { id: 'pitches', header: 'Pitches', value: (row) => row.pitches, digits: 0 },
  { id: 'k', header: 'K', value: (row) => row.strikeouts, good: 'high', digits: 0 },
  { id: 'bb', header: 'BB', value: (row) => row.walks, good: 'low', digits: 0 },
  { id: 'h', header: 'H', value: (row) => row.hitsAllowed, good: 'low', digits: 0 },
  { id: 'hr', header: 'HR', value: (row) => row.homeRunsAllowed, good: 'low', digits: 0 },
  { id: 'whiff', header: 'Whiff%', value: (row) => row.whiffPct, good: 'high' },
  { id: 'velo', header: 'FB mph', value: (row) => row.fastballVelocity, good: 'high' },
  xwobaColumn('xwOBA', (row) => row.xwoba),
]

/**
 * A starter of the slate in a drawer, open while the URL has `?pitcher={id}`: his repertoire
 * (pitch mix, velocity, spin, whiff % and xwOBA by pitch type) for the page's split and range,
 * his line against each batter side, and his starts in the window.
 */
export function PitcherDrawer() {
  const [search, setSearch] = useSearchParams()
  const query = useStatcastQuery()
  const raw = search.get(pitcherParam)
  const playerId = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null
  const pitcher = usePitcherDrawerQuery(
    { ...query, player_id: playerId ?? 0 },
    { skip: playerId === null },
  )
  const pitcherError = failureMessage(pitcher.error)

  const close = () =>
    setSearch((params) => {
      params.delete(pitcherParam)
      return params
    })
  const shown = pitcher.currentData ?? null
  const detail = shown?.detail
  const figures = detail?.pitcher.stats
  return (
    <PersonDrawer
      opened={playerId !== null}
      onClose={close}
      fallbackTitle="Pitcher"
      heading={
        detail === undefined
          ? undefined
          : {
              name: `${detail.pitcher.name} (${detail.pitcher.throws}HP)`,
              detail: `${detail.pitcher.teamShort} vs ${detail.pitcher.opponentShort}`,
            }
      }
      closeButtonProps={{ 'aria-label': 'Close pitcher' }}
    >
      {pitcherError !== null ? (
        <Alert color="red" variant="light">
          {pitcherError}
        </Alert>
      ) : shown === null || detail === undefined || figures === undefined ? (
        <Loader size="sm" aria-label="Loading pitcher" />
      ) : (
        <Stack gap="lg">
          <Group gap="xs">
            {[
              ['BF', formatFigure(figures.battersFaced, 0)],
              ['K%', formatFigure(figures.kPct)],
              ['BB%', formatFigure(figures.bbPct)],
              ['K-BB%', formatFigure(figures.kMinusBbPct)],
              ['Whiff%', formatFigure(figures.whiffPct)],
              ['xFIP', formatFigure(figures.xfip, 2)],
              ['SIERA', formatFigure(figures.siera, 2)],
            ].map(([label, value]) => (
              <Badge key={label} variant="light" size="lg" radius="sm" tt="none">
                {label} {value}
              </Badge>
            ))}
          </Group>
          <Stack gap={4}>
            <Title order={4} fz="md">
              Repertoire
            </Title>
            <SmallFigureTable
              label="Repertoire"
              columns={repertoireColumns}
              rows={detail.pitcher.mix}
              rowKey={(row) => row.pitchType}
              emptyText="No pitches in this window."
            />
          </Stack>
          <Stack gap={4}>
            <Title order={4} fz="md">
              By batter side
            </Title>
            <SmallFigureTable
              label="By batter side"
              columns={sideColumns}
              rows={[
                { side: 'vs LHB', line: detail.vsLeft },
                { side: 'vs RHB', line: detail.vsRight },
              ]}
              rowKey={(row) => row.side}
              emptyText=""
            />
          </Stack>
          <Stack gap={4}>
            <Title order={4} fz="md">
              Game logs
            </Title>
            <SmallFigureTable
              label="Game logs"
              columns={gameLogColumns}
              rows={shown.gameLogs}
              rowKey={(row) => String(row.eventId)}
              emptyText="No starts in this window."
            />
          </Stack>
        </Stack>
      )}
    </PersonDrawer>
  )
}
