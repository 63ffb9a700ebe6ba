import type {
  BatterRow,
  BullpenRow,
  GameLineups,
  PitcherRow,
  TeamBattingRow,
} from '@slatelab/contract/plateiq.contract'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'

/** A slate batter with his team's implied runs from the day's MLB lines (null: no line). */
export type SlateBatterRow = BatterRow & { readonly teamRuns: number | null }

/** A team's line in a game: its implied runs, the game's total and its moneyline. */
export type TeamLine = {
  readonly runs: number | null
  readonly total: number | null
  readonly moneyline: number | null
}

/** The lines of the day by `eventId:teamId`. */
export type TeamLines = Readonly<Record<string, TeamLine>>

const teamLineKey = (eventId: number, teamId: number) => `${eventId}:${teamId}`

/** A team's line in a game, when the day's lines have one. */
export const teamLineOf = (
  lines: TeamLines,
  eventId: number,
  teamId: number,
): TeamLine | undefined => lines[teamLineKey(eventId, teamId)]

/** The day's lines by game and team. */
export const teamLinesOf = (lines: readonly BettingLineEvent[]): TeamLines =>
  Object.fromEntries(
    lines.map((line) => [
      teamLineKey(line.eventId, line.teamId),
      {
        runs: line.vegasRuns?.current ?? null,
        total: line.overUnder?.current ?? null,
        moneyline: line.moneyline?.current ?? null,
      },
    ]),
  )

/** What a tab shows; batters and lineups carry the day's MLB lines (`GET …/3/{date}/vegas/`). */
export type TabRows =
  | { readonly tab: 'batters'; readonly rows: readonly SlateBatterRow[] }
  | { readonly tab: 'pitchers'; readonly rows: readonly PitcherRow[] }
  | { readonly tab: 'teams'; readonly rows: readonly TeamBattingRow[] }
  | { readonly tab: 'bullpens'; readonly rows: readonly BullpenRow[] }
  | {
      readonly tab: 'lineups'
      readonly rows: readonly GameLineups[]
      readonly lines: TeamLines
    }
