/**
 * The team ratings' GAR figures (docs/team-ratings.md "GAR"): from the imported Evolving-Hockey
 * tables of the day's season, each team's goalies' GAR per 60 minutes they played and its
 * skaters' GAR per 60 team minutes, with percentiles among the day's teams. Shown beside the
 * model's figures; the model itself does not read them.
 */
import type { TeamGar } from '@slatelab/contract/hockey.contract'
import type { listTeamGar } from './hockey-repository'
import { seasonLabel } from './nhl-season'
import { percentilesOfValues } from './percentiles'

type TeamGarTotals = Awaited<ReturnType<typeof listTeamGar>>

/** Skaters on the ice at once at even strength: their minutes over this are team minutes. */
const skatersOnIce = 5

const per60 = (gar: number, minutes: number) =>
  minutes > 0 ? Math.round(((gar * 60) / minutes) * 100) / 100 : null

/**
 * Each of the day's teams' GAR figures, by team id; a team without a stored row is left out.
 * @example teamGarFigures(totals, [12, 14], 2026).get(12) // { season: '2026-27', goaliesPer60: 0.21, goaliesPct: 100, … }
 */
export const teamGarFigures = (
  totals: TeamGarTotals,
  teamIds: readonly number[],
  season: number,
): ReadonlyMap<number, TeamGar> => {
  const rates = (rows: TeamGarTotals['goalies'], minutesPerTeamMinute: number) =>
    new Map(
      rows.flatMap((row) => {
        const rate = per60(Number(row.gar), Number(row.minutes) / minutesPerTeamMinute)
        return teamIds.includes(row.teamId) && rate !== null ? [[row.teamId, rate] as const] : []
      }),
    )
  const goalies = rates(totals.goalies, 1)
  const skaters = rates(totals.skaters, skatersOnIce)
  const goaliesPct = percentilesOfValues(goalies)
  const skatersPct = percentilesOfValues(skaters)
  return new Map(
    teamIds.flatMap((teamId) =>
      goalies.has(teamId) || skaters.has(teamId)
        ? [
            [
              teamId,
              {
                season: seasonLabel(season),
                goaliesPer60: goalies.get(teamId) ?? null,
                goaliesPct: goaliesPct.get(teamId) ?? null,
                skatersPer60: skaters.get(teamId) ?? null,
                skatersPct: skatersPct.get(teamId) ?? null,
              },
            ] as const,
          ]
        : [],
    ),
  )
}
