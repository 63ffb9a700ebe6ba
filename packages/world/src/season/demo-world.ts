/**
 * The demo world: every real team of the four leagues with fictional rosters and a golfer
 * pool, their real season shapes, and for any day the events with lines and weather, the
 * injury report, each site's slates (priced from projections, with projected ownership and
 * contests) and the box scores of what has been played. A day depends only on the seed and
 * the day (and, for NFL playoff brackets, on earlier results), so a store can be extended day by
 * day and always agrees with a fresh build.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { salaryCapOf, siteIds, type SiteId } from '@slatelab/domain/sites'
import { requireSport, sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import { variants } from '@slatelab/domain/variants'
import type { BoxScore, GameInput, GamePlayer, PlayerBox } from '../games/game-schema'
import { battingOrder } from '../games/mlb-game'
import { nhlLineup } from '../games/nhl-lines'
import { playersAt } from '../games/player-lines'
import { leagueCatalogue, leagueCodes } from '../league-catalogue'
import { priceSalary, salaryRangeOf } from '../salaries'
import { easternTimeToUtc, golfStartTime } from '../schedule'
import { findSingleGameFormat } from '../single-game-format'
import {
  classicRosterSlots,
  findSitePositions,
  type MainSportId,
  type StarterSiteId,
} from '../site-positions'
import { daysBetween, daysFrom } from './calendar-dates'
import { buildContestMenu } from './contest-menu'
import { drawGameWeather } from './game-weather'
import { golfEventOf } from './golf-tour'
import {
  createLeagueSchedule,
  type LeagueSchedule,
  type ScheduledGame,
  type TeamSport,
} from './league-schedule'
import { golfStarts } from './golf-tee-times'
import { classicValuePower, defaultValuePower, projectOwnership } from './ownership-projection'
import {
  formOn,
  injuryBlockOf,
  injuryEpisodesOfBlock,
  injuryStatusOn,
  playsGame,
  type InjuryEpisode,
  type InjuryStatus,
} from './player-form'
import {
  projectGame,
  projectorView,
  type GameProjections,
  type Projection,
} from './player-projections'
import { newsOfDay } from './player-news'
import { rosterAfterTrades, seasonTrades, tradeSeasonOf, type WorldTrade } from './player-trades'
import { coachNhlLines } from './nhl-team-lines'
import { mlbSeasonOf, pgaEventStartOf } from './season-calendar'
import { draftKingsRowId, seasonSlateIds } from './season-ids'
import {
  captainAndFlexRows,
  listSingleGameRows,
  priceSingleGame,
  singleGamePricing,
} from './single-game-slates'
import {
  dailyMenu,
  golfMenu,
  nflMenu,
  slateOnSite,
  type MenuGame,
  type SlateSpec,
} from './slate-menu'
import { drawGameLines, type GameLines } from './vegas-lines'
import { buildGolfers, buildTeamPlayers, type WorldPlayer, type WorldTeam } from './world-players'
import type {
  WorldDay,
  WorldEvent,
  WorldInjury,
  WorldResult,
  WorldSlate,
  WorldSlatePlayer,
} from './world-types'

/**
 * The game models the world plays its events with.
 * @example { simulateGame, simulateTournament }
 */
export type GameModels = {
  readonly simulateGame: (sport: TeamSport, input: GameInput) => BoxScore
  readonly simulateTournament: (input: {
    readonly golfers: readonly GamePlayer[]
    readonly rng: Rng
    readonly waves?: readonly number[]
  }) => { readonly golfers: readonly GolferLine[] }
}

/** A golfer's tournament as the world stores it. */
type GolferLine = Pick<PlayerBox, 'key' | 'stats' | 'fantasyPoints'> & {
  readonly madeCut: boolean
}

/**
 * A day of the world. Events that end on or before `resultsThrough` (the day before the anchor
 * date) have box scores and slate points; later ones have slates and projections only.
 * @example world.buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-21') }).slates.length // 11
 */
export type DemoWorld = {
  readonly teams: readonly WorldTeam[]
  /** Every player as the seed made him: his team and depth on each season's opening day. */
  readonly players: readonly WorldPlayer[]
  /** Every player with his team and depth on a day, after the season's trades so far. */
  playersOn(day: IsoDate): readonly WorldPlayer[]
  /** The trades made between two days (both included), earliest first. */
  tradesBetween(from: IsoDate, to: IsoDate): readonly WorldTrade[]
  buildDay(day: IsoDate, options: { readonly resultsThrough: IsoDate }): WorldDay
  /**
   * One league's games of a day played out, without slates or news (studies of a season, such
   * as the team-ratings backtest): the same box scores `buildDay` stores.
   */
  playedGamesOn(
    sport: TeamSport,
    day: IsoDate,
  ): readonly {
    readonly key: string
    readonly homeTeamKey: string
    readonly visitorTeamKey: string
    readonly startsAt: IsoDateTime
    readonly box: BoxScore
  }[]
}

const sites: readonly StarterSiteId[] = [siteIds.DraftKings, siteIds.FanDuel]
const simLabsSports: readonly number[] = [
  sportIds.NFL,
  sportIds.NBA,
  sportIds.MLB,
  sportIds.NHL,
  sportIds.PGA,
]

/** A scheduled game made ready to play: who is expected, who really plays, and the lines. */
type PreparedGame = {
  readonly game: ScheduledGame
  readonly lines: GameLines
  readonly listed: readonly WorldPlayer[]
  readonly projections: GameProjections
  readonly input: Omit<GameInput, 'rng'>
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

const round2 = (value: number): number => Math.round(value * 100) / 100

const noProjection: Projection = { mean: 0, floor: 0, ceiling: 0 }

// Depth among the players who are there: if WR1 sits, WR2 moves up.
const redepth = (players: readonly GamePlayer[]): readonly GamePlayer[] => {
  const seen = new Map<string, number>()
  return [...players]
    .sort((a, b) => a.depth - b.depth)
    .map((player) => {
      const depth = (seen.get(player.position) ?? 0) + 1
      seen.set(player.position, depth)
      return { ...player, depth }
    })
}

const meanSkill = (players: readonly GamePlayer[]): number =>
  players.reduce((sum, player) => sum + player.skill, 0) / Math.max(1, players.length)

/**
 * Builds the world of a seed: teams, players and the machinery to build any day.
 * @example createDemoWorld('slatelab-demo', models).buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-21') }).events.length // 40
 */
export const createDemoWorld = (seed: string, models: GameModels): DemoWorld => {
  const teams = worldTeams()
  const teamSports: readonly TeamSport[] = ['NFL', 'NBA', 'MLB', 'NHL']
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
  const teamIndex = new Map(teams.map((team, index) => [team.key, index]))
  const teamByKey = new Map(teams.map((team) => [team.key, team]))
  const playerByKey = new Map(players.map((player) => [player.key, player]))

  // Mid-season trades (player-trades.ts): drawn once per league and season; a team's roster on
  // a day is the seed's with the trades made so far this season applied.
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
        (teamKey) => rosters.get(teamKey) ?? [],
      )
      seasonTradeCache.set(cacheKey, trades)
    }
    return trades
  }
  const tradedRosters = new Map<string, readonly WorldPlayer[]>()
  const rosterOn = (teamKey: string, day: IsoDate): readonly WorldPlayer[] => {
    const roster = rosters.get(teamKey) ?? []
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

  const episodeCache = new Map<string, readonly InjuryEpisode[]>()
  const episodesOf = (playerKey: string, block: number): readonly InjuryEpisode[] => {
    const cacheKey = `${playerKey}:${block}`
    let episodes = episodeCache.get(cacheKey)
    if (episodes === undefined) {
      episodes = injuryEpisodesOfBlock(seed, playerKey, block)
      episodeCache.set(cacheKey, episodes)
    }
    return episodes
  }
  const statusOn = (
    player: WorldPlayer,
    day: IsoDate,
  ): { status: InjuryStatus; injury: string } | undefined => {
    const block = injuryBlockOf(day)
    for (const episode of [
      ...episodesOf(player.key, block - 1),
      ...episodesOf(player.key, block),
    ]) {
      const status = injuryStatusOn(episode, day, requireSport(player.sportId).code)
      if (status !== undefined) return { status, injury: episode.injury }
    }
    return undefined
  }

  // The players a game lists: MLB the day's starting pitcher of a five-day rotation, the NHL
  // the day's starting goalie (the backup gets one start in four), like the sites' confirmed
  // starters; everyone else on the roster.
  const listedFor = (game: ScheduledGame, teamKey: string): readonly WorldPlayer[] => {
    const roster = rosterOn(teamKey, game.day)
    if (game.sport === 'MLB') {
      const season = mlbSeasonOf(game.day)
      const rotation =
        (daysBetween(season?.from ?? game.day, game.day) + (teamIndex.get(teamKey) ?? 0)) % 5
      return roster.filter((player) => player.position !== 'SP' || player.depth === rotation + 1)
    }
    if (game.sport === 'NHL') {
      const backupStarts = createRng(`${seed}:goalie:${game.key}:${teamKey}`).next() < 0.25
      return roster.filter(
        (player) => player.position !== 'G' || player.depth === (backupStarts ? 2 : 1),
      )
    }
    return roster
  }

  const sideOf = (game: ScheduledGame, teamKey: string) => {
    const listed = listedFor(game, teamKey)
    const rng = createRng(`${seed}:side:${game.key}:${teamKey}`)
    const expected: GamePlayer[] = []
    const actual: GamePlayer[] = []
    for (const player of listed) {
      const status = statusOn(player, game.day)?.status
      const base: GamePlayer = {
        key: player.key,
        position: player.position,
        depth: player.depth,
        skill: player.skill,
        usage: player.usage,
        variance: player.variance,
      }
      const form = formOn(seed, player.key, game.day)
      if (status !== 'Out' && status !== 'Doubtful' && status !== 'Inactive') {
        expected.push(projectorView(base, form, rng))
      }
      if (playsGame(seed, player.key, game.key, status)) {
        actual.push({ ...base, skill: player.skill + form })
      }
    }
    // NHL lines follow depth among who dresses, as the coach has set them that week.
    const lined = (players: readonly GamePlayer[]) =>
      game.sport === 'NHL'
        ? coachNhlLines(seed, teamKey, game.day, redepth(players))
        : redepth(players)
    return { listed, expected: lined(expected), actual: lined(actual) }
  }

  const prepared = new Map<
    string,
    PreparedGame & { readonly actualInput: Omit<GameInput, 'rng'> }
  >()
  const prepare = (game: ScheduledGame) => {
    const cached = prepared.get(game.key)
    if (cached !== undefined) return cached
    const home = sideOf(game, game.homeTeamKey)
    const visitor = sideOf(game, game.visitorTeamKey)
    const lines = drawGameLines(
      game.sport,
      meanSkill(home.expected),
      meanSkill(visitor.expected),
      createRng(`${seed}:lines:${game.key}`),
    )
    const impliedTotals = { home: lines.homeImpliedTotal, visitor: lines.visitorImpliedTotal }
    const input = { home: home.expected, visitor: visitor.expected, impliedTotals }
    const projections = projectGame(
      (gameInput) => models.simulateGame(game.sport, gameInput),
      input,
      createRng(`${seed}:projection:${game.key}`),
    )
    const result = {
      game,
      lines,
      listed: [...home.listed, ...visitor.listed],
      projections,
      input,
      actualInput: { home: home.actual, visitor: visitor.actual, impliedTotals },
    }
    if (game.sport === 'NFL') prepared.set(game.key, result)
    return result
  }

  const boxScores = new Map<string, BoxScore>()
  const playGame = (game: ScheduledGame): BoxScore => {
    const cached = boxScores.get(game.key)
    if (cached !== undefined) return cached
    const box = models.simulateGame(game.sport, {
      ...prepare(game).actualInput,
      rng: createRng(`${seed}:result:${game.key}`),
    })
    if (game.sport === 'NFL') boxScores.set(game.key, box)
    return box
  }

  const winnerOf = (game: ScheduledGame): string => {
    const box = playGame(game)
    return box.visitor.score > box.home.score ? game.visitorTeamKey : game.homeTeamKey
  }

  const schedules = new Map<TeamSport, LeagueSchedule>(
    teamSports.map((sport) => [
      sport,
      createLeagueSchedule(
        seed,
        sport,
        teams
          .filter((team) => team.sport === sport)
          .map((team) => ({
            key: team.key,
            conference: team.conference,
            strength: meanSkill(
              (rosters.get(team.key) ?? []).map((player) => ({ ...player, depth: 1 })),
            ),
          })),
        winnerOf,
      ),
    ]),
  )

  const eventOf = (game: ScheduledGame, lines: GameLines): WorldEvent => {
    const home = teamByKey.get(game.homeTeamKey)
    const outdoor = (game.sport === 'NFL' || game.sport === 'MLB') && home?.roof === 'open'
    return {
      key: game.key,
      sportId: sportIds[game.sport],
      day: game.day,
      title: `${game.visitorTeamKey.split(':')[1]} @ ${game.homeTeamKey.split(':')[1]}`,
      startsAt: easternTimeToUtc(game.day, game.time),
      homeTeamKey: game.homeTeamKey,
      visitorTeamKey: game.visitorTeamKey,
      homeProjectedScore: lines.homeImpliedTotal,
      visitorProjectedScore: lines.visitorImpliedTotal,
      lines: lines.snapshots,
      weather:
        outdoor && home !== undefined
          ? drawGameWeather(
              home.latitude,
              game.day,
              game.time,
              createRng(`${seed}:weather:${game.key}`),
            )
          : null,
      week: game.week ?? null,
      round: game.round ?? null,
    }
  }

  const mlbLineups = (entry: ReturnType<typeof prepare>) => {
    const lineupOf = (expected: readonly GamePlayer[], actual: readonly GamePlayer[]) => ({
      projected: battingOrder(expected),
      confirmed: battingOrder(actual),
      projectedStarter: playersAt(expected, 'SP')[0]?.key ?? null,
      starter: playersAt(actual, 'SP')[0]?.key ?? null,
    })
    return {
      home: lineupOf(entry.input.home, entry.actualInput.home),
      visitor: lineupOf(entry.input.visitor, entry.actualInput.visitor),
    }
  }

  const resultOf = (
    eventKey: string,
    box: BoxScore | { readonly golfers: readonly GolferLine[] },
    sides?: { readonly homeTeamKey: string; readonly visitorTeamKey: string },
  ): WorldResult => {
    // A golfer's line also says whether he made the cut; a team player's, which side he was on.
    const lines =
      'home' in box
        ? [
            ...box.home.players.map((line) => ({ ...line, teamKey: sides?.homeTeamKey ?? null })),
            ...box.visitor.players.map((line) => ({
              ...line,
              teamKey: sides?.visitorTeamKey ?? null,
            })),
          ]
        : box.golfers.map((line) => ({
            ...line,
            teamKey: null,
            stats: { ...line.stats, madeCut: line.madeCut ? 1 : 0 },
          }))
    const plays =
      'home' in box && box.home.plays !== undefined && box.visitor.plays !== undefined
        ? { plays: { home: box.home.plays, visitor: box.visitor.plays } }
        : {}
    return {
      eventKey,
      ...plays,
      homeScore: 'home' in box ? box.home.score : null,
      visitorScore: 'home' in box ? box.visitor.score : null,
      players: lines.map((line) => ({
        playerKey: line.key,
        teamKey: line.teamKey,
        stats: line.stats,
        fantasyPoints: line.fantasyPoints,
      })),
    }
  }

  /** One sport's slates on one site, from the day's projections and (if played) results. */
  const slatesOf = (
    sport: MainSportId,
    siteId: StarterSiteId,
    day: IsoDate,
    menu: readonly SlateSpec[],
    games: ReadonlyMap<
      string,
      {
        readonly startsAt: string
        readonly sportCode: TeamSport | 'PGA'
        readonly listed: readonly WorldPlayer[]
      }
    >,
    projectionOf: (playerKey: string) => Projection | undefined,
    pointsOf: ((playerKey: string) => number) | null,
    statusOf: (player: WorldPlayer) => InjuryStatus | null,
    madeCutOf: (playerKey: string) => boolean | null = () => null,
    teeTimeOf: (playerKey: string) => IsoDateTime | undefined = () => undefined,
  ): readonly WorldSlate[] => {
    const rng = createRng(`${seed}:slates:${day}:${sport}:${siteId}`)
    const sportCode = requireSport(sport).code
    // One price per player and day on a site, from his projection within his position.
    const dayPlayers = [...games.values()].flatMap((game) => game.listed)
    const byPosition = new Map<string, number[]>()
    for (const player of dayPlayers) {
      const list = byPosition.get(player.position) ?? []
      list.push(projectionOf(player.key)?.mean ?? 0)
      byPosition.set(player.position, list)
    }
    const stats = new Map(
      [...byPosition].map(([position, means]) => {
        const mean = means.reduce((sum, value) => sum + value, 0) / means.length
        const sd =
          Math.sqrt(means.reduce((sum, value) => sum + (value - mean) ** 2, 0) / means.length) || 1
        return [position, { mean, sd }]
      }),
    )
    const zOf = (player: WorldPlayer): number => {
      const stat = stats.get(player.position) ?? { mean: 0, sd: 1 }
      return ((projectionOf(player.key)?.mean ?? 0) - stat.mean) / stat.sd
    }
    const classicSalary = new Map<string, number>()
    for (const player of dayPlayers) {
      const range = salaryRangeOf(siteId, sport, player.position)
      if (range !== undefined)
        classicSalary.set(
          player.key,
          priceSalary(zOf(player), range, rng.fork(`price:${player.key}`)),
        )
    }

    // A site we have no scoring table for (FanDuel golf) gets no slates: we could not score them.
    if (!dayPlayers.some((player) => projectionOf(player.key) !== undefined)) return []
    return menu.flatMap((menuSpec) => {
      const spec = slateOnSite(menuSpec, siteId)
      const isShowdown = spec.variant === variants.showdown
      const teamSport = sportCode as TeamSport
      const singleGame = isShowdown ? findSingleGameFormat(siteId, sport) : undefined
      const pricing = singleGamePricing[siteId][teamSport]
      if (isShowdown && (singleGame === undefined || pricing === undefined)) return []
      const { contestGroupId, draftGroupId } = seasonSlateIds(day, sport, siteId, spec.index)
      const slateGames = spec.gameKeys.flatMap((key) => {
        const game = games.get(key)
        return game === undefined ? [] : [game]
      })
      const listed = slateGames
        .flatMap((game) => game.listed)
        .filter((player) => !singleGame?.leftOut.includes(player.position))
      const flexSalaries =
        singleGame === undefined || pricing === undefined
          ? []
          : priceSingleGame(
              listed.map((player) => projectionOf(player.key)?.mean ?? 0),
              pricing,
              rng,
            )
      const rows: Omit<WorldSlatePlayer, 'sitePlayerId' | 'projectedOwnership'>[] = []
      for (const [index, player] of listed.entries()) {
        const projection = projectionOf(player.key) ?? noProjection
        const actual = pointsOf === null ? null : round2(pointsOf(player.key))
        const listing = findSitePositions(siteId, sport, player.position)
        const injuryStatus = statusOf(player)
        const madeCut = madeCutOf(player.key)
        if (singleGame === undefined) {
          const salary = classicSalary.get(player.key)
          if (listing === undefined || salary === undefined) continue
          const teeTime = teeTimeOf(player.key)
          rows.push({
            playerKey: player.key,
            salary,
            positions: listing.positions,
            rosterPositions: listing.rosterPositions,
            projection,
            actualPoints: actual,
            madeCut,
            injuryStatus,
            ...(teeTime === undefined ? {} : { teeTime }),
          })
          continue
        }
        const flexRow = {
          playerKey: player.key,
          salary: flexSalaries[index] ?? 0,
          positions: listing?.positions ?? [player.position],
          projection,
          actualPoints: actual,
          madeCut,
          injuryStatus,
        }
        rows.push(...captainAndFlexRows(flexRow, singleGame))
      }
      rows.sort(
        (a, b) =>
          b.salary - a.salary ||
          a.playerKey.localeCompare(b.playerKey) ||
          a.rosterPositions[0]!.localeCompare(b.rosterPositions[0]!),
      )
      const rosterSlots = singleGame?.rosterSlots ?? classicRosterSlots(siteId, sport)
      const salaryCap = singleGame?.salaryCap ?? salaryCapOf(siteId as SiteId, sport) ?? 50_000
      const ownership = projectOwnership(
        rows.map((row) => ({
          salary: row.salary,
          mean: row.projection.mean,
          rosterPositions: row.rosterPositions,
        })),
        rosterSlots,
        salaryCap,
        isShowdown ? defaultValuePower : (classicValuePower[sport] ?? defaultValuePower),
      )
      const owned = rows.map((row, index) => ({
        ...row,
        projectedOwnership: ownership[index] ?? 0,
      }))
      const listedRows = singleGame === undefined ? owned : listSingleGameRows(owned, singleGame)
      const playerNumbers = new Map(listed.map((player) => [player.key, player.playerNumber]))
      const slatePlayers: WorldSlatePlayer[] = listedRows.map((row, index) => ({
        ...row,
        sitePlayerId:
          siteId === siteIds.DraftKings
            ? draftKingsRowId(contestGroupId, index)
            : `${draftGroupId}-${playerNumbers.get(row.playerKey) ?? index}`,
      }))
      const startsAt = slateGames.map((game) => game.startsAt).sort()[0]
      if (startsAt === undefined) return []
      const lobby = isShowdown ? 'showdown' : spec.index === 0 ? 'main' : 'secondary'
      return [
        {
          contestGroupId,
          draftGroupId,
          sportId: sport,
          sourceId: siteId,
          day,
          startsAt: startsAt as WorldSlate['startsAt'],
          contestSuffix: spec.contestSuffix,
          displayName: spec.displayName,
          displayNameShort: spec.displayNameShort,
          variant: spec.variant,
          isSimLabs: (isShowdown || spec.index === 0) && simLabsSports.includes(sport),
          eventKeys: spec.gameKeys,
          rosterSlots,
          salaryCap,
          players: slatePlayers,
          contests: buildContestMenu(
            { contestGroupId, siteId, sportCode, lobby, contestSuffix: spec.contestSuffix },
            createRng(`${seed}:contests:${contestGroupId}`),
          ),
        },
      ]
    })
  }

  const teamSportDay = (sport: TeamSport, day: IsoDate, played: boolean) => {
    const games = schedules.get(sport)?.gamesOn(day) ?? []
    const prepared = games.map(prepare)
    const events = prepared.map((entry) =>
      sport === 'MLB'
        ? { ...eventOf(entry.game, entry.lines), lineups: mlbLineups(entry) }
        : sport === 'NHL'
          ? {
              ...eventOf(entry.game, entry.lines),
              nhlLines: {
                home: nhlLineup(entry.actualInput.home),
                visitor: nhlLineup(entry.actualInput.visitor),
              },
            }
          : eventOf(entry.game, entry.lines),
    )
    const boxes = played ? new Map(games.map((game) => [game.key, playGame(game)])) : null
    const projections = new Map<string, Readonly<Record<string, Projection>>>()
    for (const entry of prepared)
      for (const [key, bySite] of entry.projections) projections.set(key, bySite)
    const points = new Map<string, Readonly<Record<string, number>>>()
    for (const box of boxes?.values() ?? []) {
      for (const line of [...box.home.players, ...box.visitor.players])
        points.set(line.key, line.fantasyPoints)
    }
    const menuGames: MenuGame[] = games.map((game, index) => ({
      key: game.key,
      time: game.time,
      title: events[index]?.title ?? game.key,
      day,
    }))
    const menu = sport === 'NFL' ? nflMenu(menuGames) : dailyMenu(menuGames)
    const slateGames = new Map(
      prepared.map((entry, index) => [
        entry.game.key,
        { startsAt: events[index]?.startsAt ?? '', sportCode: sport, listed: entry.listed },
      ]),
    )
    const slates = sites.flatMap((siteId) =>
      slatesOf(
        sportIds[sport] as MainSportId,
        siteId,
        day,
        menu,
        slateGames,
        (key) => projections.get(key)?.[String(siteId)],
        boxes === null ? null : (key) => points.get(key)?.[String(siteId)] ?? 0,
        (player) => statusOn(player, day)?.status ?? null,
      ),
    )
    const results =
      boxes === null
        ? []
        : games.flatMap((game) => {
            const box = boxes.get(game.key)
            return box === undefined ? [] : [resultOf(game.key, box, game)]
          })
    const newsGames = prepared.map((entry, index) => ({
      key: entry.game.key,
      startsAt: events[index]?.startsAt ?? easternTimeToUtc(day, entry.game.time),
      homeTeamKey: entry.game.homeTeamKey,
      visitorTeamKey: entry.game.visitorTeamKey,
      listed: entry.listed,
    }))
    return { events, slates, results, newsGames }
  }

  const golfDay = (day: IsoDate, played: boolean) => {
    if (pgaEventStartOf(day) !== day) return { events: [], slates: [], results: [], newsGames: [] }
    const event = golfEventOf(seed, day, golfers)
    const gamePlayers = event.field.map((golfer) => ({
      key: golfer.key,
      position: 'G',
      depth: 1,
      skill: golfer.skill,
      usage: 1,
      variance: golfer.variance,
    }))
    const projectionRng = createRng(`${seed}:projection:${event.key}`)
    const samples = new Map<string, Map<string, number[]>>()
    const runs = 12
    for (let run = 0; run < runs; run += 1) {
      const viewed = gamePlayers.map((player) =>
        projectorView(player, formOn(seed, player.key, day), projectionRng),
      )
      const box = models.simulateTournament({
        golfers: viewed,
        rng: projectionRng.fork(`run:${run}`),
      })
      for (const line of box.golfers) {
        const bySite = samples.get(line.key) ?? new Map<string, number[]>()
        for (const [siteId, value] of Object.entries(line.fantasyPoints))
          bySite.set(siteId, [...(bySite.get(siteId) ?? []), value])
        samples.set(line.key, bySite)
      }
    }
    const projectionOf = (key: string, siteId: number): Projection | undefined => {
      const values = samples.get(key)?.get(String(siteId))
      if (values === undefined) return undefined
      const sorted = values.toSorted((a, b) => a - b)
      return {
        mean: round2(values.reduce((sum, value) => sum + value, 0) / values.length),
        floor: round2(sorted[Math.floor(0.15 * (sorted.length - 1))] ?? 0),
        ceiling: round2(sorted[Math.ceil(0.85 * (sorted.length - 1))] ?? 0),
      }
    }
    const starts = golfStarts(
      seed,
      event.key,
      day,
      event.field.map((player) => player.key),
    )
    const box = played
      ? models.simulateTournament({
          golfers: gamePlayers.map((player) => ({
            ...player,
            skill: player.skill + formOn(seed, player.key, day),
          })),
          rng: createRng(`${seed}:result:${event.key}`),
          waves: gamePlayers.map((player) => starts.get(player.key)?.wave ?? 0),
        })
      : null
    const points = new Map(box?.golfers.map((line) => [line.key, line.fantasyPoints]) ?? [])
    const madeCut = new Map(box?.golfers.map((line) => [line.key, line.madeCut]) ?? [])
    const startsAt = easternTimeToUtc(day, golfStartTime)
    const worldEvent: WorldEvent = {
      key: event.key,
      sportId: sportIds.PGA,
      day,
      title: event.title,
      startsAt,
      homeTeamKey: null,
      visitorTeamKey: null,
      homeProjectedScore: null,
      visitorProjectedScore: null,
      lines: [],
      weather: null,
      week: null,
      round: null,
    }
    const games = new Map([
      [event.key, { startsAt, sportCode: 'PGA' as const, listed: event.field }],
    ])
    const menu = golfMenu({ key: event.key, time: golfStartTime, title: event.title, day })
    const slates = sites.flatMap((siteId) =>
      slatesOf(
        sportIds.PGA,
        siteId,
        day,
        menu,
        games,
        (key) => projectionOf(key, siteId),
        box === null ? null : (key) => points.get(key)?.[String(siteId)] ?? 0,
        () => null,
        (key) => madeCut.get(key) ?? null,
        (key) => starts.get(key)?.teeTime,
      ),
    )
    return {
      events: [worldEvent],
      slates,
      results: box === null ? [] : [resultOf(event.key, box)],
      newsGames: [],
    }
  }

  return {
    teams,
    players,
    playersOn: (day) => [...teamPlayersOn(day), ...golfers],
    tradesBetween,
    playedGamesOn: (sport, day) =>
      (schedules.get(sport)?.gamesOn(day) ?? []).map((game) => ({
        key: game.key,
        homeTeamKey: game.homeTeamKey,
        visitorTeamKey: game.visitorTeamKey,
        startsAt: easternTimeToUtc(day, game.time),
        box: playGame(game),
      })),
    buildDay: (day, { resultsThrough }) => {
      const parts = [
        ...teamSports.map((sport) => teamSportDay(sport, day, day <= resultsThrough)),
        // A golf event is over once Sunday's round is in.
        golfDay(day, addDays(day, 3) <= resultsThrough),
      ]
      const teamPlayers = teamPlayersOn(day)
      const yesterday = new Map(
        teamPlayersOn(addDays(day, -1)).map((player) => [player.key, player] as const),
      )
      const teamName = (key: string) => {
        const team = teamByKey.get(key)
        return team === undefined ? key : `${team.city} ${team.name}`
      }
      const injuries: WorldInjury[] = []
      for (const player of teamPlayers) {
        const listed = statusOn(player, day)
        if (listed !== undefined) injuries.push({ playerKey: player.key, ...listed })
      }
      return {
        day,
        events: parts.flatMap((part) => part.events),
        injuries,
        news: newsOfDay({
          seed,
          day,
          players: teamPlayers,
          listingOn: statusOn,
          games: parts.flatMap((part) => part.newsGames),
          trades: tradesBetween(day, day).map((trade) => ({
            trade,
            fromTeamName: teamName(trade.fromTeamKey),
            toTeamName: teamName(trade.toTeamKey),
            depthBefore: yesterday.get(trade.playerKey)?.depth ?? 1,
          })),
        }),
        slates: parts.flatMap((part) => part.slates),
        results: parts.flatMap((part) => part.results),
      }
    },
  }
}
