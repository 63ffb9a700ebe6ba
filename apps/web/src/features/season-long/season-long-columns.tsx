import type { AdpRow, ProjectionRow } from '@slatelab/contract/season-long.contract'
import type { DataColumn } from '../../shared/table/data-table'

const dash = '–'
const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? dash : value.toFixed(digits)
const signed = (value: number | null | undefined) =>
  value === null || value === undefined ? dash : value > 0 ? `+${value}` : String(value)

const numeric = { meta: { numeric: true } } as const

/** The ADP table: the site's ranks beside the market's (the other sites averaged). */
export const adpColumns: readonly DataColumn<AdpRow>[] = [
  { id: 'rank', header: 'Rank', accessorFn: (row) => row.rankOverall, ...numeric },
  { id: 'player', header: 'Player', accessorFn: (row) => row.playerName },
  {
    id: 'position',
    header: 'Pos',
    accessorFn: (row) => `${row.position}${row.rankPosition}`,
  },
  { id: 'team', header: 'Team', accessorFn: (row) => row.teamNameShort },
  { id: 'bye', header: 'Bye', accessorFn: (row) => row.byeWeek ?? 0, ...numeric },
  {
    id: 'adp',
    header: 'ADP',
    accessorFn: (row) => row.adp,
    cell: (c) => fixed(c.row.original.adp),
    ...numeric,
  },
  {
    id: 'market',
    header: 'Market rank',
    accessorFn: (row) => row.partnerRankOverall ?? 9999,
    cell: (c) => c.row.original.partnerRankOverall ?? dash,
    ...numeric,
  },
  {
    id: 'differential',
    header: 'Differential',
    accessorFn: (row) => row.draftPositionDifferential ?? 0,
    cell: (c) => signed(c.row.original.draftPositionDifferential),
    ...numeric,
  },
  {
    id: 'change7d',
    header: '7-day change',
    accessorFn: (row) => row.partnerRankOverallChange7D ?? 0,
    cell: (c) => signed(c.row.original.partnerRankOverallChange7D),
    ...numeric,
  },
  {
    id: 'projPts',
    header: 'Proj pts',
    accessorFn: (row) => row.projPts ?? -1,
    cell: (c) => fixed(c.row.original.projPts),
    ...numeric,
  },
]

const stat = (
  id: string,
  header: string,
  value: (row: ProjectionRow) => number,
  digits = 0,
): DataColumn<ProjectionRow> => ({
  id,
  header,
  accessorFn: value,
  cell: (c) => fixed(value(c.row.original), digits),
  ...numeric,
})

const playerColumns: readonly DataColumn<ProjectionRow>[] = [
  { id: 'player', header: 'Player', accessorFn: (row) => row.playerName },
  {
    id: 'position',
    header: 'Pos',
    accessorFn: (row) => `${row.position}${row.rankPosition}`,
  },
  { id: 'team', header: 'Team', accessorFn: (row) => row.teamNameShort },
  { id: 'bye', header: 'Bye', accessorFn: (row) => row.byeWeek ?? 0, ...numeric },
]

/** The projections table: points and the stat line they come from. */
export const projectionColumns = (weekly: boolean): readonly DataColumn<ProjectionRow>[] => [
  { id: 'rank', header: 'Rank', accessorFn: (row) => row.rankOverall, ...numeric },
  ...playerColumns,
  stat('projPts', 'Proj pts', (row) => row.projPts, 1),
  ...(weekly
    ? [
        {
          id: 'actual',
          header: 'Scored',
          accessorFn: (row: ProjectionRow) => row.actualPts ?? -1,
          cell: (c: { row: { original: ProjectionRow } }) => fixed(c.row.original.actualPts),
          ...numeric,
        } satisfies DataColumn<ProjectionRow>,
      ]
    : []),
  stat('passYds', 'Pass yd', (row) => row.stats.passing.yards),
  stat('passTds', 'Pass TD', (row) => row.stats.passing.tds, 1),
  stat('ints', 'INT', (row) => row.stats.passing.ints, 1),
  stat('rushYds', 'Rush yd', (row) => row.stats.rushing.yards),
  stat('rushTds', 'Rush TD', (row) => row.stats.rushing.tds, 1),
  stat('rec', 'Rec', (row) => row.stats.receiving.receptions, 1),
  stat('recYds', 'Rec yd', (row) => row.stats.receiving.yards),
  stat('recTds', 'Rec TD', (row) => row.stats.receiving.tds, 1),
]

/** The cheat sheet: value over replacement, auction dollars, tier and ADP against value. */
export const cheatsheetColumns = (auction: boolean): readonly DataColumn<ProjectionRow>[] => [
  ...playerColumns,
  { id: 'tier', header: 'Pos tier', accessorFn: (row) => row.tier ?? 99, ...numeric },
  stat('projPts', 'Proj pts', (row) => row.projPts, 1),
  stat('vbd', 'VBD', (row) => row.vbd ?? 0, 1),
  ...(auction ? [stat('auction', 'Auction $', (row) => row.auctionValue ?? 0, 0)] : []),
  {
    id: 'adpRank',
    header: 'ADP rank',
    accessorFn: (row) => row.adpRank ?? 9999,
    cell: (c) => c.row.original.adpRank ?? dash,
    ...numeric,
  },
  {
    id: 'valueVsAdp',
    header: 'Value vs ADP',
    accessorFn: (row) => row.valueVsAdp ?? 0,
    cell: (c) => signed(c.row.original.valueVsAdp),
    ...numeric,
  },
]
