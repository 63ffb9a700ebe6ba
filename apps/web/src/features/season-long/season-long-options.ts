import type { Roster } from '@slatelab/domain/entities/cheatsheet'

export const positions = ['all', 'QB', 'RB', 'WR', 'TE', 'K', 'DST']
export const experts = [
  { value: 'consensus', label: 'Consensus' },
  { value: 'fl', label: 'FL' },
  { value: 'hartley', label: 'Hartley' },
  { value: 'moreno', label: 'Moreno' },
  { value: 'fantasypros', label: 'FantasyPros (imported)' },
]
export const scoringOptions = [
  { value: 'ppr', label: 'PPR' },
  { value: 'half', label: 'Half PPR' },
  { value: 'standard', label: 'Standard' },
  { value: 'custom', label: 'My sheet’s scoring' },
]
export const siteLabels: Readonly<Record<string, string>> = {
  superdraft: 'SuperDraft',
  sleeper: 'Sleeper',
  yahoo: 'Yahoo',
  espn: 'ESPN',
  mfl: 'MFL',
  fantrax: 'Fantrax',
  ffc: 'FFC',
  rtsports: 'RTSports',
}
export const slotLabels: Readonly<Record<keyof Roster, string>> = {
  qb: 'QB',
  rb: 'RB',
  wr: 'WR',
  te: 'TE',
  qb_rb_wr_te: 'Superflex',
  rb_wr_te: 'Flex',
  wr_te: 'WR/TE',
  rb_wr: 'RB/WR',
  k: 'K',
  def: 'DST',
  bench: 'Bench',
}

export const byPosition = <T extends { readonly position: string }>(
  rows: readonly T[],
  position: string,
) => (position === 'all' ? rows : rows.filter((row) => row.position === position))
