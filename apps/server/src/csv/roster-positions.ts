/**
 * Which sport a salary file is, and which roster slots its players fill when the file does not
 * say (DraftKings' 2017 layout and FanDuel's NFL list have no `Roster Position`). Slots use the
 * demo world's codes (packages/world site-positions), so imported and generated slates read
 * alike: DK `RB/FLEX`, FD MLB `C/1B`, FD NFL defense `DEF`.
 */
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import { rosterFormats, slotCodes } from '@slatelab/domain/roster-formats'
import { findSport, sportIds, type SportId } from '@slatelab/domain/sports'
import { classicRosterSlots, findSitePositions } from '@slatelab/world/site-positions'

type SitePositionCodes = { readonly sportId: SportId; readonly positions: readonly string[] }

// The positions each site lists per sport. A file is the sport with the fewest positions that
// still covers every position in it, so a golf file (`G` only) is PGA, not NHL.
const listedPositions: Readonly<Record<'dk' | 'fd', readonly SitePositionCodes[]>> = {
  dk: [
    { sportId: sportIds.NFL, positions: ['QB', 'RB', 'WR', 'TE', 'DST', 'K', 'FB'] },
    { sportId: sportIds.NBA, positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
    { sportId: sportIds.MLB, positions: ['SP', 'RP', 'P', 'C', '1B', '2B', '3B', 'SS', 'OF'] },
    { sportId: sportIds.NHL, positions: ['C', 'W', 'LW', 'RW', 'D', 'G'] },
    { sportId: sportIds.PGA, positions: ['G'] },
    { sportId: sportIds.MMA, positions: ['F'] },
    { sportId: sportIds.NAS, positions: ['D'] },
    { sportId: sportIds.LOL, positions: ['TOP', 'JNG', 'MID', 'ADC', 'SUP', 'TEAM'] },
  ],
  fd: [
    { sportId: sportIds.NFL, positions: ['QB', 'RB', 'WR', 'TE', 'D', 'K'] },
    { sportId: sportIds.NBA, positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
    { sportId: sportIds.MLB, positions: ['P', 'C', '1B', '2B', '3B', 'SS', 'OF'] },
    { sportId: sportIds.NHL, positions: ['C', 'W', 'D', 'G'] },
    { sportId: sportIds.PGA, positions: ['G'] },
    { sportId: sportIds.NAS, positions: ['D'] },
  ],
}

const siteKey = (siteId: SiteId) => (siteId === siteIds.FanDuel ? 'fd' : 'dk')

/**
 * The sport whose site positions cover all of `positions`, or `undefined`.
 * @example inferSport(4, ['QB', 'RB', 'DST']) // 1 (NFL)
 * @example inferSport(4, ['G']) // 5 (PGA)
 * @example inferSport(3, ['P', 'C', '1B', 'OF']) // 3 (MLB)
 */
export const inferSport = (siteId: SiteId, positions: Iterable<string>): SportId | undefined => {
  const wanted = [...new Set(positions)]
  return listedPositions[siteKey(siteId)]
    .filter((sport) => wanted.every((position) => sport.positions.includes(position)))
    .sort((a, b) => a.positions.length - b.positions.length)[0]?.sportId
}

/**
 * The sports of a site with a roster format (classic or showdown) that has every one of
 * `slots`, in sport id order: what a standings file's lineups tell of their sport. Empty
 * when no known format has them all (a format we do not model), so callers do not narrow.
 * @example sportsOfSlots(4, ['QB', 'FLEX', 'DST']) // [1] (NFL)
 * @example sportsOfSlots(4, ['C', 'UTIL']) // [2, 4] (NBA, NHL)
 */
export const sportsOfSlots = (siteId: SiteId, slots: Iterable<string>): readonly SportId[] => {
  const wanted = [...new Set(slots)]
  const sportsWithAll = rosterFormats
    .filter((format) => format.siteId === siteId)
    .filter((format) => wanted.every((slot) => slotCodes(format).includes(slot)))
    .map((format) => format.sportId)
  return [...new Set(sportsWithAll)].sort((a, b) => a - b)
}

type MainSportId = 1 | 2 | 3 | 4 | 5
const isMainSport = (sportId: SportId): sportId is MainSportId =>
  findSport(sportId)?.isMain ?? false

// Site position codes that the world's table knows under another code.
const worldCode = (siteId: SiteId, sportId: SportId, position: string): string => {
  if (sportId === sportIds.MLB && ['P', 'RP'].includes(position)) return 'SP'
  if (sportId === sportIds.NHL && ['LW', 'RW'].includes(position)) return 'W'
  if (sportId === sportIds.NFL && siteId === siteIds.FanDuel && position === 'D') return 'DST'
  return position
}

/**
 * The classic slots a player listed at `positions` may fill, in the site's upload order;
 * a position the rules do not know fills its own slot.
 * @example classicRosterPositions(4, 2, ['SF', 'PF']) // ['SF', 'PF', 'F', 'UTIL']
 * @example classicRosterPositions(3, 3, ['C', '1B']) // ['C/1B', 'UTIL']
 * @example classicRosterPositions(3, 1, ['D']) // ['DEF']
 */
export const classicRosterPositions = (
  siteId: SiteId,
  sportId: SportId,
  positions: readonly string[],
): readonly string[] => {
  const slots = positions.flatMap((position) => {
    if (siteId === siteIds.Yahoo || !isMainSport(sportId)) return [position]
    const known = findSitePositions(siteId, sportId, worldCode(siteId, sportId, position))
    return known ? known.rosterPositions : [position]
  })
  return orderSlots(siteId, sportId, [...new Set(slots)])
}

/**
 * A slot's place in the site's upload order (a captain first); unknown codes sort last.
 * @example slotRank(4, 1)('FLEX') < slotRank(4, 1)('DST') // true
 */
export const slotRank = (siteId: SiteId, sportId: SportId): ((slot: string) => number) => {
  const order = [
    'CPT',
    'MVP',
    ...(siteId !== siteIds.Yahoo && isMainSport(sportId)
      ? classicRosterSlots(siteId, sportId)
      : []),
  ]
  return (slot) => {
    const index = order.indexOf(slot)
    return index === -1 ? order.length : index
  }
}

/**
 * Slot codes in the site's upload order; unknown codes keep their order at the end. Used for
 * roster positions and for the slots of stored lineups.
 * @example orderSlots(4, 1, ['FLEX', 'RB']) // ['RB', 'FLEX']
 * @example orderSlots(4, 1, ['FLEX', 'CPT']) // ['CPT', 'FLEX']
 */
export const orderSlots = (
  siteId: SiteId,
  sportId: SportId,
  slots: readonly string[],
): readonly string[] => {
  const rank = slotRank(siteId, sportId)
  return slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => rank(a.slot) - rank(b.slot) || a.index - b.index)
    .map(({ slot }) => slot)
}
