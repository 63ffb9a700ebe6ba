/**
 * A small deterministic world for one day, so the navbar shows real-looking slates before the
 * full demo world exists: real teams, fictional players with latent skill, today's games in each
 * main sport and one priced main slate per main sport on DraftKings and FanDuel.
 *
 * Players and their skill depend on the seed only, so they stay the same from day to day; the
 * day's games, lines and salaries depend on the seed and the date.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { variants } from '@slatelab/domain/variants'
import { createNameGenerator } from './name-generator'
import { buildSlateContests } from './starter-contests'
import { priceSalary, salaryRangeOf } from './salaries'
import { buildDayGames, buildTournament } from './starter-games'
import { findSitePositions, type MainSportId, type StarterSiteId } from './site-positions'
import { draftKingsPlayerId, fanDuelPlayerId, slateIdsOf } from './slate-ids'
import type {
  StarterEvent,
  StarterPlayer,
  StarterSlate,
  StarterSlatePlayer,
  StarterTeam,
  StarterWorld,
} from './starter-world-schema'
import { teamCatalogue, teamKeyOf, type TeamSportCode } from './team-catalogue'
import { golferCount, skillSpread, teamRosters } from './team-rosters'

/**
 * What the starter world is built from: a seed and the day its games are on (`YYYY-MM-DD`,
 * Eastern).
 * @example { seed: 'slatelab-demo', today: '2025-01-15' }
 */
export type StarterWorldOptions = { readonly seed: string; readonly today: string }

const teamSports: readonly TeamSportCode[] = ['NFL', 'NBA', 'MLB', 'NHL']

/**
 * The sites each main sport gets a main slate on, DraftKings first.
 * @example starterSiteIds // [4, 3]
 */
export const starterSiteIds: readonly StarterSiteId[] = [siteIds.DraftKings, siteIds.FanDuel]

// SimLabs covers every main sport but hockey.
const simLabsSportIds: readonly MainSportId[] = [
  sportIds.NFL,
  sportIds.NBA,
  sportIds.MLB,
  sportIds.PGA,
]

/** A player with what the world knows and the sites do not print. */
type SkilledPlayer = {
  readonly player: StarterPlayer
  /** Latent skill in league standard deviations. */
  readonly skill: number
  /** The player's own number, the same on every slate (`sportId × 10⁴ + index from 1`). */
  readonly playerNumber: number
}

const buildTeams = (): readonly StarterTeam[] =>
  teamSports.flatMap((sport) =>
    teamCatalogue[sport].map((team) => ({
      key: teamKeyOf(sport, team.abbreviation),
      sportId: sportIds[sport],
      abbreviation: team.abbreviation,
      name: team.name,
      city: team.city,
      colors: team.colors,
    })),
  )

const buildTeamPlayers = (sport: TeamSportCode, rng: Rng): readonly SkilledPlayer[] => {
  const sportId = sportIds[sport]
  const nextName = createNameGenerator(rng.fork('names'))
  const skillRng = rng.fork('skills')
  let playerNumber = sportId * 10_000
  return teamCatalogue[sport].flatMap((team) => {
    const teamKey = teamKeyOf(sport, team.abbreviation)
    return teamRosters[sport].map((spot, index) => {
      // A defense is listed under its team's name, as the sites print it (`Kansas City Chiefs`).
      const name =
        spot.position === 'DST' ? { firstName: team.city, lastName: team.name } : nextName()
      playerNumber += 1
      return {
        player: {
          key: `${teamKey}:${index + 1}`,
          sportId,
          teamKey,
          ...name,
          position: spot.position,
        },
        skill: skillRng.normal(spot.skillMean, skillSpread),
        playerNumber,
      }
    })
  })
}

const buildGolfers = (rng: Rng): readonly SkilledPlayer[] => {
  const nextName = createNameGenerator(rng.fork('names'))
  const skillRng = rng.fork('skills')
  return Array.from({ length: golferCount }, (_, index) => ({
    player: {
      key: `PGA:${index + 1}`,
      sportId: sportIds.PGA,
      teamKey: null,
      ...nextName(),
      position: 'G',
    },
    skill: skillRng.normal(0, 1),
    playerNumber: sportIds.PGA * 10_000 + index + 1,
  }))
}

const meanSkillByTeam = (players: readonly SkilledPlayer[]): ReadonlyMap<string, number> => {
  const sums = new Map<string, { total: number; count: number }>()
  for (const { player, skill } of players) {
    if (player.teamKey === null) continue
    const sum = sums.get(player.teamKey) ?? { total: 0, count: 0 }
    sums.set(player.teamKey, { total: sum.total + skill, count: sum.count + 1 })
  }
  return new Map([...sums].map(([key, sum]) => [key, sum.total / sum.count]))
}

const buildSlate = (
  sportId: MainSportId,
  siteId: StarterSiteId,
  today: IsoDate,
  events: readonly StarterEvent[],
  players: readonly SkilledPlayer[],
  rng: Rng,
): StarterSlate => {
  const teamKeys = new Set(
    events
      .flatMap((event) => [event.homeTeamKey, event.visitorTeamKey])
      .filter((key): key is string => key !== null),
  )
  const priced = players.flatMap(({ player, skill, playerNumber }) => {
    const onSlate = player.teamKey === null || teamKeys.has(player.teamKey)
    const listing = findSitePositions(siteId, sportId, player.position)
    const range = salaryRangeOf(siteId, sportId, player.position)
    if (!onSlate || listing === undefined || range === undefined) return []
    return [{ player, playerNumber, listing, salary: priceSalary(skill, range, rng) }]
  })
  // Highest salary first, as the sites' files list them; DK ids follow this order.
  const sorted = [...priced].sort(
    (a, b) => b.salary - a.salary || a.player.key.localeCompare(b.player.key),
  )
  const { contestGroupId, draftGroupId } = slateIdsOf(today, sportId, siteId)
  const slatePlayers: readonly StarterSlatePlayer[] = sorted.map((entry, index) => ({
    playerKey: entry.player.key,
    sitePlayerId:
      siteId === siteIds.DraftKings
        ? draftKingsPlayerId(today, sportId, index)
        : fanDuelPlayerId(draftGroupId, entry.playerNumber),
    salary: entry.salary,
    positions: entry.listing.positions,
    rosterPositions: entry.listing.rosterPositions,
  }))
  const first = events.reduce<StarterEvent | undefined>(
    (earliest, event) =>
      earliest === undefined || Date.parse(event.startsAt) < Date.parse(earliest.startsAt)
        ? event
        : earliest,
    undefined,
  )
  if (first === undefined) throw new Error(`No events for sport ${sportId}`)
  const unit = sportId === sportIds.PGA ? 'tournament' : 'game'
  return {
    contestGroupId,
    draftGroupId,
    sportId,
    sourceId: siteId,
    startsAt: first.startsAt,
    contestSuffix: '',
    displayName: `Main (${events.length} ${unit}${events.length === 1 ? '' : 's'})`,
    displayNameShort: 'Main',
    variant: variants.classic,
    isSimLabs: simLabsSportIds.includes(sportId),
    eventKeys: events.map((event) => event.key),
    players: slatePlayers,
    contests: buildSlateContests({ contestGroupId, sportId, siteId }, rng.fork('contests')),
  }
}

/**
 * Builds the starter world of one day: 48 real teams (12 each in NFL, NBA, MLB, NHL), their
 * fictional players and 60 golfers, 4–6 games per team sport at realistic Eastern times (NFL
 * 1:00 / 4:05 / 4:25 PM, the others from 6:40 PM to 10:10 PM), one golf tournament teeing off at
 * 7:00 AM, and a main classic slate per main sport on DraftKings and FanDuel. The same
 * `(seed, today)` gives a deep-equal world; throws if `today` is not `YYYY-MM-DD`.
 * @example
 * const world = buildStarterWorld({ seed: 'slatelab-demo', today: '2025-01-15' })
 * world.slates.length // 10 (5 sports × 2 sites)
 * world.slates[0]?.displayName // 'Main (4 games)' (NFL on DraftKings)
 */
export const buildStarterWorld = ({ seed, today }: StarterWorldOptions): StarterWorld => {
  const day = isoDate(today)
  const root = createRng(seed)
  const dayRng = root.fork(`day:${day}`)

  const playersBySport = new Map<MainSportId, readonly SkilledPlayer[]>([
    ...teamSports.map(
      (sport) => [sportIds[sport], buildTeamPlayers(sport, root.fork(sport))] as const,
    ),
    [sportIds.PGA, buildGolfers(root.fork('PGA'))],
  ])
  const allPlayers = [...playersBySport.values()].flat()
  const teamSkill = meanSkillByTeam(allPlayers)

  const eventsBySport = new Map<MainSportId, readonly StarterEvent[]>([
    ...teamSports.map(
      (sport) =>
        [sportIds[sport], buildDayGames(sport, day, teamSkill, dayRng.fork(sport))] as const,
    ),
    [sportIds.PGA, [buildTournament(day, dayRng.fork('PGA'))]],
  ])

  const slates = [...eventsBySport].flatMap(([sportId, events]) =>
    starterSiteIds.map((siteId) =>
      buildSlate(
        sportId,
        siteId,
        day,
        events,
        playersBySport.get(sportId) ?? [],
        dayRng.fork(`salaries:${sportId}:${siteId}`),
      ),
    ),
  )

  return {
    teams: buildTeams(),
    players: allPlayers.map(({ player }) => player),
    events: [...eventsBySport.values()].flat(),
    slates,
  }
}
