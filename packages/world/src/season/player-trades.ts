/**
 * The demo world's mid-season trades: a few per league and season, drawn from the seed alone,
 * each moving one player from one team to another on a day before the league's trade deadline.
 * A trade holds to the end of its season; every season opens on the seed's rosters again (the
 * world has no off-season moves), so a day's rosters depend only on the seed and the day.
 */
import { createRng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import { easternTimeToUtc } from '../schedule'
import { daysBetween, nthWeekdayOf } from './calendar-dates'
import type { TeamSport } from './league-schedule'
import {
  mlbSeasonOf,
  nbaSeasonOf,
  nflWeekOf,
  nflWeekOneThursday,
  nflWeekThursday,
  nhlSeasonOf,
  type SeasonSpan,
} from './season-calendar'
import type { WorldPlayer } from './world-players'

/**
 * A trade: the player leaves `fromTeamKey` for `toTeamKey` on `day` (his first day with the new
 * team, the day the news breaks, at `publishedAt`) and stays there until `seasonEnd`.
 * @example { playerKey: 'NBA:BOS:3', fromTeamKey: 'NBA:BOS', toTeamKey: 'NBA:NYK', day: '2026-12-09', publishedAt: '2026-12-09T15:42:00Z', season: 2026, seasonEnd: '2027-04-11' }
 */
export type WorldTrade = {
  readonly playerKey: string
  readonly fromTeamKey: string
  readonly toTeamKey: string
  readonly day: IsoDate
  readonly publishedAt: IsoDateTime
  readonly season: number
  readonly seasonEnd: IsoDate
}

/**
 * Trades per league and season.
 * @example tradesPerSeason.NBA // 5
 */
export const tradesPerSeason: Readonly<Record<TeamSport, number>> = {
  NFL: 4,
  NBA: 5,
  MLB: 5,
  NHL: 5,
}

// Who can be traded: positions a team carries more than one of, or (MLB) any hitter, whose
// place an unlisted replacement takes in the batting order. Never a quarterback, kicker,
// defense, starting pitcher or goalie: the schedules of rotations and goalie starts follow
// fixed roster depths.
const tradable: Readonly<Record<TeamSport, (position: string) => boolean>> = {
  NFL: (position) => position === 'RB' || position === 'WR' || position === 'TE',
  NBA: () => true,
  MLB: (position) => position !== 'SP',
  NHL: (position) => position !== 'G',
}

const thursday = 4
const friday = 5

/**
 * The season a day belongs to for trades, with its trade window (first and last day a trade
 * can be made), or `undefined` out of season.
 * @example tradeSeasonOf('NBA', isoDate('2026-11-22')) // { season: 2026, from: '2026-10-20', to: '2027-04-11', firstTrade: '2026-11-03', deadline: '2027-02-04' }
 */
export const tradeSeasonOf = (
  sport: TeamSport,
  day: IsoDate,
): (SeasonSpan & { readonly firstTrade: IsoDate; readonly deadline: IsoDate }) | undefined => {
  if (sport === 'NFL') {
    const week = nflWeekOf(day)
    if (week === undefined) return undefined
    const from = nflWeekOneThursday(week.season)
    return {
      season: week.season,
      from,
      to: addDays(nflWeekThursday(week.season, 22), 6),
      // NFL trades go through on a Tuesday, between week 2 and the deadline of week 9.
      firstTrade: addDays(nflWeekThursday(week.season, 2), 5),
      deadline: addDays(nflWeekThursday(week.season, 9), 5),
    }
  }
  const span =
    sport === 'NBA' ? nbaSeasonOf(day) : sport === 'NHL' ? nhlSeasonOf(day) : mlbSeasonOf(day)
  if (span === undefined) return undefined
  const deadline =
    sport === 'NBA'
      ? nthWeekdayOf(span.season + 1, 2, thursday, 1)
      : sport === 'NHL'
        ? nthWeekdayOf(span.season + 1, 3, friday, 1)
        : (`${span.season}-07-31` as IsoDate)
  return { ...span, firstTrade: addDays(span.from, 14), deadline }
}

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

/**
 * A league's trades of a season, earliest first: each between two teams no other trade of the
 * season involves, a tradable player of the first going to the second. Reported in the morning
 * (Eastern) in the daily leagues, before any game; on a Tuesday working day in the NFL.
 * @example seasonTrades('slatelab', 'NBA', isoDate('2026-11-22'), teamKeys, rosterOf)[0] // { playerKey: 'NBA:DEN:5', fromTeamKey: 'NBA:DEN', toTeamKey: 'NBA:MIA', day: '2026-11-18', … }
 */
export const seasonTrades = (
  seed: string,
  sport: TeamSport,
  dayInSeason: IsoDate,
  teamKeys: readonly string[],
  rosterOf: (teamKey: string) => readonly WorldPlayer[],
): readonly WorldTrade[] => {
  const window = tradeSeasonOf(sport, dayInSeason)
  if (window === undefined) return []
  const rng = createRng(`${seed}:trades:${sport}:${window.season}`)
  const shuffled = [...teamKeys]
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = rng.int(0, index)
    ;[shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!]
  }
  const trades: WorldTrade[] = []
  const count = Math.min(tradesPerSeason[sport], Math.floor(shuffled.length / 2))
  for (let index = 0; index < count; index += 1) {
    const fromTeamKey = shuffled[2 * index]!
    const toTeamKey = shuffled[2 * index + 1]!
    const candidates = rosterOf(fromTeamKey).filter((player) => tradable[sport](player.position))
    if (candidates.length === 0) continue
    const player = rng.pick(candidates)
    const day =
      sport === 'NFL'
        ? addDays(
            window.firstTrade,
            7 * rng.int(0, daysBetween(window.firstTrade, window.deadline) / 7),
          )
        : addDays(window.firstTrade, rng.int(0, daysBetween(window.firstTrade, window.deadline)))
    const time =
      sport === 'NFL'
        ? clock(rng.int(10, 17), rng.int(0, 59))
        : clock(rng.int(9, 11), rng.int(0, 59))
    trades.push({
      playerKey: player.key,
      fromTeamKey,
      toTeamKey,
      day,
      publishedAt: easternTimeToUtc(day, time),
      season: window.season,
      seasonEnd: window.to,
    })
  }
  return trades.sort((a, b) => a.day.localeCompare(b.day) || a.playerKey.localeCompare(b.playerKey))
}

/**
 * A team's roster after trades: the players it traded away gone (those below them move up),
 * those it acquired on it, each placed by skill among his new position group. Depth is
 * renumbered from 1 in every position.
 * @example rosterAfterTrades(roster, 'NBA:NYK', trades, playerByKey).filter((p) => p.position === 'SG').map((p) => p.depth) // [1, 2, 3]
 */
export const rosterAfterTrades = (
  roster: readonly WorldPlayer[],
  teamKey: string,
  trades: readonly WorldTrade[],
  playerByKey: ReadonlyMap<string, WorldPlayer>,
): readonly WorldPlayer[] => {
  const leaving = new Set(
    trades.filter((trade) => trade.fromTeamKey === teamKey).map((trade) => trade.playerKey),
  )
  const staying = roster.filter((player) => !leaving.has(player.key))
  const arriving = trades.flatMap((trade) => {
    const player = trade.toTeamKey === teamKey ? playerByKey.get(trade.playerKey) : undefined
    return player === undefined ? [] : [{ ...player, teamKey }]
  })
  if (leaving.size === 0 && arriving.length === 0) return roster
  const positions = [...new Set([...staying, ...arriving].map((player) => player.position))]
  const byPosition = new Map(
    positions.map((position) => {
      const group = staying
        .filter((player) => player.position === position)
        .sort((a, b) => a.depth - b.depth)
      for (const player of arriving.filter((entry) => entry.position === position)) {
        const at = group.findIndex((other) => other.skill < player.skill)
        group.splice(at === -1 ? group.length : at, 0, player)
      }
      return [position, group.map((player, index) => ({ ...player, depth: index + 1 }))] as const
    }),
  )
  return positions.flatMap((position) => byPosition.get(position) ?? [])
}
