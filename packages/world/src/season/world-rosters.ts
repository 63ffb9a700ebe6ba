/**
 * The demo world's teams and players, and who is on which team on a day: every player as the
 * seed made him (his team and depth on each season's opening day), with the season's trades so
 * far applied (player-trades.ts). Trades are drawn once per league and season; rosters after
 * trades and a day's players are cached.
 */
import type { IsoDate } from '@slatelab/domain/units'
import { leagueCatalogue, leagueCodes } from '../league-catalogue'
import { daysFrom } from './calendar-dates'
import type { TeamSport } from './league-schedule'
import { rosterAfterTrades, seasonTrades, tradeSeasonOf, type WorldTrade } from './player-trades'
import { buildGolfers, buildTeamPlayers, type WorldPlayer, type WorldTeam } from './world-players'

/** The leagues of teams, in the order the world builds them. */
export const teamSports: readonly TeamSport[] = ['NFL', 'NBA', 'MLB', 'NHL']

export type WorldRosters = {
  readonly teams: readonly WorldTeam[]
  /** Every player as the seed made him, golfers last. */
  readonly players: readonly WorldPlayer[]
  readonly golfers: readonly WorldPlayer[]
  readonly teamByKey: ReadonlyMap<string, WorldTeam>
  /** A team's place in `teams` (it staggers MLB rotations). */
  readonly teamIndex: ReadonlyMap<string, number>
  /** A team's roster on its season's opening day, before any trade. */
  openingRoster(teamKey: string): readonly WorldPlayer[]
  /** A team's roster on a day, after the season's trades so far. */
  rosterOn(teamKey: string, day: IsoDate): readonly WorldPlayer[]
  /** Every team player on a day, after the season's trades so far. */
  teamPlayersOn(day: IsoDate): readonly WorldPlayer[]
  /** The trades made between two days (both included), earliest first. */
  tradesBetween(from: IsoDate, to: IsoDate): readonly WorldTrade[]
}

const worldTeams = (): readonly WorldTeam[] =>
  leagueCodes.flatMap((sport) =>
    leagueCatalogue[sport].map((team) => ({
      key: `${sport}:${team.abbreviation}`,
      sport,
      abbreviation: team.abbreviation,
      name: team.name,
      city: team.city,
      colors: team.colors,
      conference: team.conference,
      roof: team.roof,
      latitude: team.latitude,
    })),
  )

/** The seed's players and each team's opening-day roster. */
const seedPlayers = (seed: string, teams: readonly WorldTeam[]) => {
  const golfers = buildGolfers(seed)
  const rosters = new Map<string, readonly WorldPlayer[]>()
  const players: WorldPlayer[] = []
  for (const sport of teamSports) {
    const sportPlayers = buildTeamPlayers(
      seed,
      teams.filter((team) => team.sport === sport),
    )
    players.push(...sportPlayers)
    for (const player of sportPlayers) {
      if (player.teamKey === null) continue
      rosters.set(player.teamKey, [...(rosters.get(player.teamKey) ?? []), player])
    }
  }
  players.push(...golfers)
  return { golfers, rosters, players }
}

export const createWorldRosters = (seed: string): WorldRosters => {
  const teams = worldTeams()
  const { golfers, rosters, players } = seedPlayers(seed, teams)
  const teamByKey = new Map(teams.map((team) => [team.key, team]))
  const playerByKey = new Map(players.map((player) => [player.key, player]))
  const openingRoster = (teamKey: string) => rosters.get(teamKey) ?? []

  const seasonTradeCache = new Map<string, readonly WorldTrade[]>()
  const tradesOfSeason = (sport: TeamSport, day: IsoDate): readonly WorldTrade[] => {
    const season = tradeSeasonOf(sport, day)
    if (season === undefined) return []
    const cacheKey = `${sport}:${season.season}`
    let trades = seasonTradeCache.get(cacheKey)
    if (trades === undefined) {
      trades = seasonTrades(
        seed,
        sport,
        day,
        teams.filter((team) => team.sport === sport).map((team) => team.key),
        openingRoster,
      )
      seasonTradeCache.set(cacheKey, trades)
    }
    return trades
  }
  const tradedRosters = new Map<string, readonly WorldPlayer[]>()
  const rosterOn = (teamKey: string, day: IsoDate): readonly WorldPlayer[] => {
    const roster = openingRoster(teamKey)
    const sport = teamByKey.get(teamKey)?.sport
    if (sport === undefined) return roster
    const trades = tradesOfSeason(sport, day).filter(
      (trade) => trade.day <= day && (trade.fromTeamKey === teamKey || trade.toTeamKey === teamKey),
    )
    if (trades.length === 0) return roster
    const cacheKey = `${teamKey}:${trades[0]?.season}:${trades.map((trade) => trade.playerKey).join(',')}`
    let traded = tradedRosters.get(cacheKey)
    if (traded === undefined) {
      traded = rosterAfterTrades(roster, teamKey, trades, playerByKey)
      tradedRosters.set(cacheKey, traded)
    }
    return traded
  }
  // A day's players are asked for a few times in a row (the day, the day before, the seeder):
  // the last few days' lists are kept.
  const dayPlayers = new Map<IsoDate, readonly WorldPlayer[]>()
  const teamPlayersOn = (day: IsoDate): readonly WorldPlayer[] => {
    let list = dayPlayers.get(day)
    if (list === undefined) {
      list = teams.flatMap((team) => rosterOn(team.key, day))
      dayPlayers.set(day, list)
      if (dayPlayers.size > 4) dayPlayers.delete(dayPlayers.keys().next().value ?? day)
    }
    return list
  }
  const tradesBetween = (from: IsoDate, to: IsoDate): readonly WorldTrade[] => {
    const seasons = new Map<string, readonly WorldTrade[]>()
    for (const sport of teamSports) {
      for (const day of daysFrom(from, to)) {
        const season = tradeSeasonOf(sport, day)
        if (season !== undefined && !seasons.has(`${sport}:${season.season}`))
          seasons.set(`${sport}:${season.season}`, tradesOfSeason(sport, day))
      }
    }
    return [...seasons.values()]
      .flat()
      .filter((trade) => trade.day >= from && trade.day <= to)
      .sort((a, b) => a.day.localeCompare(b.day) || a.playerKey.localeCompare(b.playerKey))
  }

  return {
    teams,
    players,
    golfers,
    teamByKey,
    teamIndex: new Map(teams.map((team, index) => [team.key, index])),
    openingRoster,
    rosterOn,
    teamPlayersOn,
    tradesBetween,
  }
}
