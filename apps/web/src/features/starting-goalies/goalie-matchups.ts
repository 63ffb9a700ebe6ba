import type { GoalieMatchup, GoalieSide } from '@slatelab/contract/hockey.contract'
import type { StatusFilter } from './starting-goalies-slice'

/** The favourite's no-vig win probability (0 without lines): the sort key of the cards. */
export const favouriteWinProbability = ({ Properties }: GoalieMatchup): number =>
  Math.max(Properties.home.winProbability ?? 0, Properties.visitor.winProbability ?? 0)

/**
 * The matchups with at least one goalie of `filter` status, the surest favourite first (ties
 * by start).
 * @example visibleMatchups(matchups, 'confirmed')
 */
export const visibleMatchups = (
  matchups: readonly GoalieMatchup[],
  filter: StatusFilter,
): readonly GoalieMatchup[] =>
  matchups
    .filter(
      ({ Properties }) =>
        filter === 'all' ||
        Properties.home.goalieStatus === filter ||
        Properties.visitor.goalieStatus === filter,
    )
    .toSorted(
      (a, b) =>
        favouriteWinProbability(b) - favouriteWinProbability(a) ||
        a.Properties.eventDateTime.localeCompare(b.Properties.eventDateTime),
    )

/** `+125`, `-145`, `–` without a line. */
export const formatMoneyline = (moneyline: number | null): string =>
  moneyline === null ? '–' : moneyline > 0 ? `+${moneyline}` : String(moneyline)

/** `$8,200`, `–` when the site does not list him. */
export const formatSalary = (salary: number | null): string =>
  salary === null ? '–' : `$${salary.toLocaleString('en-US')}`

export const statusColors: Readonly<Record<GoalieSide['goalieStatus'], string>> = {
  confirmed: 'green',
  expected: 'yellow',
  unconfirmed: 'gray',
}
