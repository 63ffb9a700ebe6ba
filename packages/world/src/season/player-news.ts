/**
 * The demo world's player news: what a beat writer would post on a day, drawn from the world's
 * own events so the feed agrees with the injury report, the slates and the box scores. Injury
 * updates when a listed status changes, game-time decisions before lock (a questionable player
 * who sits is ruled out, with the playsGame draw the box score uses), the backup who moves up
 * the depth chart when a starter is ruled out or traded, confirmed starting pitchers and goalies,
 * and trades (player-trades.ts).
 */
import { createRng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDateTime, type IsoDate, type IsoDateTime } from '@slatelab/domain/units'
import { easternTimeToUtc } from '../schedule'
import { playsGame, type InjuryStatus } from './player-form'
import type { WorldTrade } from './player-trades'
import type { WorldPlayer } from './world-players'

/** What a story is about. */
export const newsKinds = {
  /** The player's status on the injury report changed. */
  injury: 'injury',
  /** A listed player's game-time decision, posted before lock. */
  decision: 'decision',
  /** A backup moves up with the starter out. */
  depthChart: 'depthChart',
  /** A confirmed starting pitcher or goalie. */
  lineup: 'lineup',
  /** The player was traded to another team. */
  trade: 'trade',
} as const
export type NewsKind = (typeof newsKinds)[keyof typeof newsKinds]

/**
 * A story of the day about one player. `playerStatus` is his status once the story is out
 * (`null`: healthy).
 * @example { playerKey: 'NBA:BOS:2', kind: 'decision', publishedAt: '2026-11-22T23:35:00Z', title: 'Hartwell (ankle) ruled out vs. NYK', summary: '…', playerStatus: 'Out' }
 */
export type WorldNewsStory = {
  readonly playerKey: string
  readonly kind: NewsKind
  readonly publishedAt: IsoDateTime
  readonly title: string
  readonly summary: string
  readonly playerStatus: InjuryStatus | null
}

/** A game of the day as the news sees it: the teams, the start and the players it lists. */
export type NewsGame = {
  readonly key: string
  readonly startsAt: IsoDateTime
  readonly homeTeamKey: string
  readonly visitorTeamKey: string
  readonly listed: readonly WorldPlayer[]
}

/** An injury listing: status and body part. */
export type Listing = { readonly status: InjuryStatus; readonly injury: string }

/**
 * A trade of the day as the news tells it: both teams' names and the player's depth on his
 * old team the day before.
 * @example { trade: { playerKey: 'NBA:BOS:3', fromTeamKey: 'NBA:BOS', toTeamKey: 'NBA:NYK', … }, fromTeamName: 'Boston Celtics', toTeamName: 'New York Knicks', depthBefore: 1 }
 */
export type NewsTrade = {
  readonly trade: WorldTrade
  readonly fromTeamName: string
  readonly toTeamName: string
  readonly depthBefore: number
}

/** Everything one day's news is made of. */
export type NewsDayInput = {
  readonly seed: string
  readonly day: IsoDate
  /** Every player who has a team, with his team and depth of the day (golfers have no beat writer here). */
  readonly players: readonly WorldPlayer[]
  readonly listingOn: (player: WorldPlayer, day: IsoDate) => Listing | undefined
  readonly games: readonly NewsGame[]
  /** The trades made that day. */
  readonly trades?: readonly NewsTrade[]
}

// Statuses that leave the player's game open until shortly before lock.
const undecided: ReadonlySet<InjuryStatus> = new Set(['Questionable', 'Day-to-day', 'Doubtful'])
const sitting: ReadonlySet<InjuryStatus> = new Set(['Out', 'Doubtful', 'Inactive'])
// A game lists only the day's starting pitcher (MLB, sport 3) and goalie (NHL, sport 4), so
// each listed one is confirmed.
const confirmedRoles: Readonly<Record<string, string>> = {
  '3:SP': 'starting pitcher',
  '4:G': 'starting goalie',
}

const teamShort = (teamKey: string | null): string => teamKey?.split(':')[1] ?? ''
const minutesBefore = (at: IsoDateTime, minutes: number): IsoDateTime =>
  isoDateTime(new Date(Date.parse(at) - minutes * 60_000).toISOString().replace('.000Z', 'Z'))
const fullName = (player: WorldPlayer) => `${player.firstName} ${player.lastName}`
const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

const injuryStory = (
  player: WorldPlayer,
  before: Listing | undefined,
  now: Listing | undefined,
  publishedAt: IsoDateTime,
): WorldNewsStory | undefined => {
  const base = { playerKey: player.key, kind: newsKinds.injury, publishedAt }
  const name = fullName(player)
  if (now === undefined) {
    if (before === undefined) return undefined
    return {
      ...base,
      title: `${player.lastName} off injury report`,
      summary: `${name} (${before.injury.toLowerCase()}) has been cleared and no longer carries a designation for ${teamShort(player.teamKey)}.`,
      playerStatus: null,
    }
  }
  if (before?.status === now.status) return undefined
  const part = now.injury.toLowerCase()
  const title =
    before === undefined
      ? `${player.lastName} (${part}) listed as ${now.status.toLowerCase()}`
      : `${player.lastName} (${part}) moves to ${now.status.toLowerCase()}`
  const summary =
    before === undefined
      ? `${name} picked up a ${part} injury and is ${now.status.toLowerCase()} on ${teamShort(player.teamKey)}'s injury report.`
      : `${name} went from ${before.status.toLowerCase()} to ${now.status.toLowerCase()} with his ${part} injury.`
  return { ...base, title, summary, playerStatus: now.status }
}

/**
 * The day's stories, newest first (equal times by player key).
 * @example newsOfDay({ seed: 'slatelab', day: isoDate('2026-11-22'), players, listingOn, games })[0].title // 'Hartwell (ankle) ruled out vs. NYK'
 */
export const newsOfDay = (input: NewsDayInput): readonly WorldNewsStory[] => {
  const { seed, day, listingOn } = input
  const stories: WorldNewsStory[] = []
  const yesterday = addDays(day, -1)
  const rosters = new Map<string, WorldPlayer[]>()
  for (const player of input.players) {
    if (player.teamKey !== null)
      rosters.set(player.teamKey, [...(rosters.get(player.teamKey) ?? []), player])
  }
  for (const player of input.players) {
    // Injury updates go out during the working day, Eastern.
    const rng = createRng(`${seed}:news:${player.key}:${day}`)
    const before = listingOn(player, yesterday)
    const now = listingOn(player, day)
    const publishedAt = easternTimeToUtc(day, clock(rng.int(9, 16), rng.int(0, 59)))
    const story = injuryStory(player, before, now, publishedAt)
    if (story !== undefined) stories.push(story)
    const startsSitting =
      now !== undefined &&
      sitting.has(now.status) &&
      (before === undefined || !sitting.has(before.status))
    if (player.depth !== 1 || !startsSitting || player.teamKey === null) continue
    // The starter sits for the first time this injury: the next healthy player at his
    // position moves up, a few minutes after the news.
    const backup = (rosters.get(player.teamKey) ?? [])
      .filter(
        (other) =>
          other.position === player.position &&
          other.depth > 1 &&
          listingOn(other, day) === undefined,
      )
      .sort((a, b) => a.depth - b.depth)[0]
    if (backup === undefined) continue
    stories.push({
      playerKey: backup.key,
      kind: newsKinds.depthChart,
      publishedAt: minutesBefore(publishedAt, -rng.int(10, 40)),
      title: `${backup.lastName} moves up to ${backup.position}1 with ${player.lastName} out`,
      summary: `With ${fullName(player)} sidelined, ${fullName(backup)} is in line for a starter's workload for ${teamShort(player.teamKey)}.`,
      playerStatus: null,
    })
  }
  const byKey = new Map(input.players.map((player) => [player.key, player]))
  for (const { trade, fromTeamName, toTeamName, depthBefore } of input.trades ?? []) {
    const player = byKey.get(trade.playerKey)
    if (player === undefined) continue
    const from = teamShort(trade.fromTeamKey)
    const to = teamShort(trade.toTeamKey)
    const role =
      player.depth === 1
        ? `steps into the starting ${player.position} role`
        : `joins the rotation at ${player.position}${player.depth}`
    stories.push({
      playerKey: player.key,
      kind: newsKinds.trade,
      publishedAt: trade.publishedAt,
      title: `${player.lastName} traded from ${from} to ${to}`,
      summary: `The ${fromTeamName} have traded ${fullName(player)} (${player.position}) to the ${toTeamName}. He ${role} for ${to} and is available for their next game.`,
      playerStatus: listingOn(player, day)?.status ?? null,
    })
    if (depthBefore !== 1) continue
    // A starter left: the next man up on his old team, a few minutes after the news.
    const backup = (rosters.get(trade.fromTeamKey) ?? []).find(
      (other) => other.position === player.position && other.depth === 1,
    )
    if (backup === undefined) continue
    const rng = createRng(`${seed}:news:trade:${trade.playerKey}:${day}`)
    stories.push({
      playerKey: backup.key,
      kind: newsKinds.depthChart,
      publishedAt: minutesBefore(trade.publishedAt, -rng.int(10, 40)),
      title: `${backup.lastName} moves up to ${backup.position}1 with ${player.lastName} traded`,
      summary: `With ${fullName(player)} traded to ${to}, ${fullName(backup)} is in line for a starter's workload for ${from}.`,
      playerStatus: listingOn(backup, day)?.status ?? null,
    })
  }
  for (const game of input.games) {
    const rng = createRng(`${seed}:news:${game.key}`)
    for (const player of game.listed) {
      const opponent = teamShort(
        player.teamKey === game.homeTeamKey ? game.visitorTeamKey : game.homeTeamKey,
      )
      const listing = listingOn(player, day)
      if (listing !== undefined && undecided.has(listing.status)) {
        const plays = playsGame(seed, player.key, game.key, listing.status)
        const part = listing.injury.toLowerCase()
        stories.push({
          playerKey: player.key,
          kind: newsKinds.decision,
          publishedAt: minutesBefore(game.startsAt, rng.int(35, 95)),
          title: plays
            ? `${player.lastName} (${part}) will play vs. ${opponent}`
            : `${player.lastName} (${part}) ruled out vs. ${opponent}`,
          summary: plays
            ? `${fullName(player)} is active after being listed as ${listing.status.toLowerCase()}; expect his usual role.`
            : `${fullName(player)} will not play after being listed as ${listing.status.toLowerCase()}. Adjust lineups before lock.`,
          playerStatus: plays ? null : 'Out',
        })
      }
      const role = confirmedRoles[`${player.sportId}:${player.position}`]
      if (role !== undefined) {
        stories.push({
          playerKey: player.key,
          kind: newsKinds.lineup,
          publishedAt: minutesBefore(game.startsAt, rng.int(150, 300)),
          title: `${player.lastName} confirmed as ${role} vs. ${opponent}`,
          summary: `${fullName(player)} gets the start for ${teamShort(player.teamKey)} against ${opponent}.`,
          playerStatus: null,
        })
      }
    }
  }
  return stories.sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.playerKey.localeCompare(b.playerKey),
  )
}
