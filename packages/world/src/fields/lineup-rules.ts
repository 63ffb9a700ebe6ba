/**
 * The lineup formats of the sites' contests: slots, cap and the rules a lineup must also keep
 * (shared/reference/dfs-rules.md §1), and the check that a lineup keeps them.
 */
import { salaryCapOf, siteIds } from '@slatelab/domain/sites'
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import { classicRosterSlots, type MainSportId, type StarterSiteId } from '../site-positions'
import { requireSingleGameFormat } from '../single-game-format'
import type { FieldPlayer, LineupFormat, LineupRules } from './field-input'

const rule = (
  minTeams: number,
  minGames: number,
  maxPerTeam = 0,
  maxPerTeamExemptSlots: readonly string[] = [],
  minTeamsExemptSlots: readonly string[] = [],
): LineupRules => ({ minTeams, minTeamsExemptSlots, minGames, maxPerTeam, maxPerTeamExemptSlots })

const noRules = rule(0, 0)

const classicRules: Readonly<Record<StarterSiteId, Readonly<Record<MainSportId, LineupRules>>>> = {
  4: {
    1: rule(2, 2),
    2: rule(0, 2),
    3: rule(0, 2, 5, ['P']),
    4: rule(3, 0, 0, [], ['G']),
    5: noRules,
  },
  3: {
    1: rule(3, 0, 4),
    2: rule(0, 0, 4),
    3: rule(3, 0, 4, ['P']),
    4: rule(0, 0, 4),
    5: noRules,
  },
}

const requireCap = (
  siteId: StarterSiteId,
  sportId: MainSportId,
  variant: 'classic' | 'showdown',
) => {
  const cap = salaryCapOf(siteId, sportId, variant)
  if (cap === undefined) throw new Error(`No ${variant} cap for sport ${sportId} on site ${siteId}`)
  return cap
}

/**
 * The classic lineup format of a sport on a site: its slots, cap and extra rules.
 * @example classicLineupFormat(4, 1).rules.minGames // 2
 * @example classicLineupFormat(4, 3).rules.maxPerTeam // 5 (hitters from one team; pitchers exempt)
 */
export const classicLineupFormat = (siteId: StarterSiteId, sportId: MainSportId): LineupFormat => ({
  rosterSlots: classicRosterSlots(siteId, sportId),
  salaryCap: requireCap(siteId, sportId, 'classic'),
  captainSalaryMultiplier: 1,
  rules: classicRules[siteId][sportId],
})

/**
 * A site's single-game format (DraftKings showdown by default): a captain and the flex slots,
 * the captain costing the site's multiplier × salary (DraftKings 1.5, FanDuel NFL MVP 1,
 * FanDuel NBA MVP 1.5). Players must come from both teams.
 * @example showdownLineupFormat(1).rosterSlots // ['CPT', 'FLEX', 'FLEX', 'FLEX', 'FLEX', 'FLEX']
 * @example showdownLineupFormat(1, 3).rosterSlots // ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX']
 */
export const showdownLineupFormat = (
  sportId: Exclude<MainSportId, 5>,
  siteId: StarterSiteId = siteIds.DraftKings,
): LineupFormat => {
  const format = requireSingleGameFormat(siteId, sportId)
  return {
    rosterSlots: format.rosterSlots,
    salaryCap: format.salaryCap,
    captainSalaryMultiplier: format.captainSalaryMultiplier,
    rules: rule(2, 0),
  }
}

/**
 * What a filled slot costs against the cap: the salary, times the format's multiplier in a
 * captain slot, rounded to whole salary units.
 * @example slotCost(12200, 'CPT', 1.5) // 18300
 */
export const slotCost = (salary: number, rosterSlot: string, captainMultiplier: number): number =>
  isCaptainSlot(rosterSlot) ? Math.round(salary * captainMultiplier) : salary

/**
 * Why a lineup breaks its format, or `undefined` when it is valid: every slot filled by an
 * eligible player, no player twice, salary within the cap, the team and game rules.
 * `lineup[k]` is the player in `format.rosterSlots[k]`.
 * @example findLineupViolation(format, [qb, rb1, rb1, ...]) // 'player 31 fills two slots'
 */
export const findLineupViolation = (
  format: LineupFormat,
  lineup: readonly FieldPlayer[],
): string | undefined => {
  const { rosterSlots, rules } = format
  if (lineup.length !== rosterSlots.length) {
    return `${lineup.length} players for ${rosterSlots.length} slots`
  }
  const ids = new Set<number>()
  const teams = new Set<string>()
  const games = new Set<string>()
  const perTeam = new Map<string, number>()
  let spent = 0
  for (const [index, player] of lineup.entries()) {
    const slot = rosterSlots[index] ?? ''
    if (!player.rosterPositions.includes(slot))
      return `player ${player.playerId} cannot fill ${slot}`
    if (ids.has(player.playerId)) return `player ${player.playerId} fills two slots`
    ids.add(player.playerId)
    if (!rules.minTeamsExemptSlots.includes(slot)) teams.add(player.teamKey)
    games.add(player.eventKey)
    spent += slotCost(player.salary, slot, format.captainSalaryMultiplier)
    if (!rules.maxPerTeamExemptSlots.includes(slot)) {
      const count = (perTeam.get(player.teamKey) ?? 0) + 1
      perTeam.set(player.teamKey, count)
      if (rules.maxPerTeam > 0 && count > rules.maxPerTeam) {
        return `${count} players from ${player.teamKey}, at most ${rules.maxPerTeam}`
      }
    }
  }
  if (spent > format.salaryCap) return `salary ${spent} over the cap of ${format.salaryCap}`
  if (teams.size < rules.minTeams)
    return `players from ${teams.size} teams, at least ${rules.minTeams}`
  if (games.size < rules.minGames)
    return `players from ${games.size} games, at least ${rules.minGames}`
  return undefined
}
