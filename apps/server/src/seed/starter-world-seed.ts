import { slateTimeZone } from '@slatelab/domain/constants'
import { buildStarterWorld } from '@slatelab/world/starter-world'
import type { DbOrTx } from '../db/database'
import {
  insertContests,
  replaceSlate,
  upsertTeams,
  upsertWorldEvents,
  upsertWorldPlayers,
} from '../db/repositories/sports-data'

/** The seed of the demo world; fixed, so every install shows the same players. */
export const worldSeed = 'slatelab'

/** `YYYY-MM-DD` of an instant on the slate clock (America/New_York). */
export const slateDateOf = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: slateTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)

const required = <K, V>(map: ReadonlyMap<K, V>, key: K): V => {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Starter world refers to unknown ${String(key)}`)
  return value
}

/**
 * Stores the starter world of today (ET): teams, players, today's events and one main slate
 * per main sport on DraftKings and FanDuel, with its contests. Re-running it on the same day rewrites the same
 * rows; on a new day it adds that day's slates.
 */
export const seedStarterWorld = async (db: DbOrTx, now: Date): Promise<void> => {
  const world = buildStarterWorld({ seed: worldSeed, today: slateDateOf(now) })
  const teamIdsByNaturalKey = await upsertTeams(
    db,
    world.teams.map(({ sportId, abbreviation, name, city, colors }) => ({
      sportId,
      abbreviation,
      name,
      city,
      colors: [...colors],
    })),
  )
  const teamIds = new Map(
    world.teams.map((team) => [
      team.key,
      required(teamIdsByNaturalKey, `${team.sportId}:${team.abbreviation}`),
    ]),
  )
  const teamIdOf = (key: string | null) => (key === null ? null : required(teamIds, key))

  const playerIds = await upsertWorldPlayers(
    db,
    world.players.map((player) => ({
      worldKey: player.key,
      sportId: player.sportId,
      teamId: teamIdOf(player.teamKey),
      firstName: player.firstName,
      lastName: player.lastName,
      position: player.position,
    })),
  )
  const playerTeamKeys = new Map(world.players.map((player) => [player.key, player.teamKey]))

  const eventIds = await upsertWorldEvents(
    db,
    world.events.map((event) => ({
      worldKey: event.key,
      sportId: event.sportId,
      homeTeamId: teamIdOf(event.homeTeamKey),
      visitorTeamId: teamIdOf(event.visitorTeamKey),
      title: event.title,
      startsAt: new Date(event.startsAt),
      homeProjectedScore: event.homeProjectedScore,
      visitorProjectedScore: event.visitorProjectedScore,
    })),
  )

  for (const slate of world.slates) {
    await replaceSlate(
      db,
      {
        contestGroupId: slate.contestGroupId,
        draftGroupId: slate.draftGroupId,
        sportId: slate.sportId,
        sourceId: slate.sourceId,
        startsAt: new Date(slate.startsAt),
        contestSuffix: slate.contestSuffix,
        displayName: slate.displayName,
        displayNameShort: slate.displayNameShort,
        variant: slate.variant,
        isSimLabs: slate.isSimLabs,
      },
      slate.eventKeys.map((key) => required(eventIds, key)),
      slate.players.map((player) => ({
        playerId: required(playerIds, player.playerKey),
        sitePlayerId: player.sitePlayerId,
        teamId: teamIdOf(playerTeamKeys.get(player.playerKey) ?? null),
        salary: player.salary,
        positions: [...player.positions],
        rosterPositions: [...player.rosterPositions],
      })),
    )
    await insertContests(
      db,
      slate.contests.map((contest) => ({
        contestId: contest.contestId,
        contestGroupId: slate.contestGroupId,
        title: contest.title,
        entryCostCents: Math.round(contest.entryCost * 100),
        contestSize: contest.contestSize,
        multiEntryMax: contest.multiEntryMax,
        totalPrizesCents: Math.round(contest.totalPrizes * 100),
        isDoubleUp: contest.isDoubleUp,
        isGuaranteed: contest.isGuaranteed,
        isFiftyFifty: contest.isFiftyFifty,
      })),
    )
  }
}
