/**
 * What the demo world gives for a day: events with their lines and weather, the injury report,
 * the sites' slates (priced, projected, with their contests) and, for finished events, the box
 * scores. Records refer to teams and players by key (`'NBA:BOS'`, `'NBA:BOS:3'`); the seeder
 * assigns database ids.
 */
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import type { Variant } from '@slatelab/domain/variants'
import type { StatLine, SitePoints } from '../games/game-schema'
import type { NhlLineSpot } from '../games/nhl-lines'
import type { WorldContest } from './contest-menu'
import type { GameWeather } from './game-weather'
import type { InjuryStatus } from './player-form'
import type { WorldNewsStory } from './player-news'
import type { Projection } from './player-projections'
import type { LineSnapshot } from './vegas-lines'

/**
 * A game or tournament. Implied team totals come from the closing line; golf has none.
 * @example { key: 'NBA:2026-01-15:NYK@BOS', sportId: 2, day: '2026-01-15', title: 'NYK @ BOS', startsAt: '2026-01-16T00:30:00Z', homeTeamKey: 'NBA:BOS', visitorTeamKey: 'NBA:NYK', homeProjectedScore: 117.5, visitorProjectedScore: 111, lines: […], weather: null, week: null, round: null }
 */
export type WorldEvent = {
  readonly key: string
  readonly sportId: number
  readonly day: IsoDate
  readonly title: string
  readonly startsAt: IsoDateTime
  readonly homeTeamKey: string | null
  readonly visitorTeamKey: string | null
  readonly homeProjectedScore: number | null
  readonly visitorProjectedScore: number | null
  readonly lines: readonly LineSnapshot[]
  readonly weather: GameWeather | null
  readonly week: number | null
  readonly round: string | null
  /** MLB: each team's published batting order and starting pitcher. */
  readonly lineups?: { readonly home: WorldTeamLineup; readonly visitor: WorldTeamLineup }
  /** NBA: each team's starting five, as projected the day before and as announced. */
  readonly nbaStarters?: { readonly home: WorldStartingFive; readonly visitor: WorldStartingFive }
  /** NHL: each team's forward lines, defence pairs and power-play units as dressed. */
  readonly nhlLines?: {
    readonly home: readonly NhlLineSpot[]
    readonly visitor: readonly NhlLineSpot[]
  }
}

/**
 * An NBA team's starting five for a game: the projected one (the first at each position among
 * those expected to play) and the one announced half an hour before tip-off (among those who
 * play), player keys.
 * @example { projected: ['NBA:BOS:1', …], confirmed: ['NBA:BOS:1', …] }
 */
export type WorldStartingFive = {
  readonly projected: readonly string[]
  readonly confirmed: readonly string[]
}

/**
 * An MLB team's lineup for a game, as the demo world publishes it: the projected batting order
 * (from the projector's view of who plays and how well, posted the day before) and the
 * confirmed one (the order the game is played in, posted a few hours before first pitch), each
 * leadoff first, `null` where an unlisted replacement bats; and the two starting pitchers.
 * @example { projected: ['MLB:NYY:3', …], confirmed: ['MLB:NYY:2', …], projectedStarter: 'MLB:NYY:10', starter: 'MLB:NYY:10' }
 */
export type WorldTeamLineup = {
  readonly projected: readonly (string | null)[]
  readonly confirmed: readonly (string | null)[]
  readonly projectedStarter: string | null
  readonly starter: string | null
}

/**
 * A player's row on a slate. DraftKings showdowns list a captain row and a flex row per player;
 * FanDuel single games list a player once, his row filling `MVP` or `FLEX`/`UTIL` (as its player
 * lists do), with `projectedOwnership` over both slots and the MVP's part in
 * `projectedCaptainOwnership`. `actualPoints` is on the slate's scoring (captain rows 1.5×),
 * `null` until the event is over.
 * @example { playerKey: 'NBA:BOS:1', sitePlayerId: '44400000', salary: 10400, positions: ['PG'], rosterPositions: ['PG', 'G', 'UTIL'], projection: { mean: 44.1, floor: 35.2, ceiling: 53.9 }, projectedOwnership: 31.5, actualPoints: 51.25, injuryStatus: null, madeCut: null }
 */
export type WorldSlatePlayer = {
  readonly playerKey: string
  readonly sitePlayerId: string
  readonly salary: number
  readonly positions: readonly string[]
  readonly rosterPositions: readonly string[]
  readonly projection: Projection
  readonly projectedOwnership: number
  /** FanDuel single game: the part of `projectedOwnership` as MVP (percent). */
  readonly projectedCaptainOwnership?: number
  readonly actualPoints: number | null
  readonly injuryStatus: InjuryStatus | null
  /** Golf: whether he made the cut, once the event is over; `null` otherwise. */
  readonly madeCut: boolean | null
  /** Golf: his first-round tee time. */
  readonly teeTime?: IsoDateTime
}

/**
 * A slate of one site: ids, the names the lobby shows, its events, roster slots and cap,
 * players sorted by salary (highest first) and its contests.
 * @example { contestGroupId: 534301400, draftGroupId: 1534301400, sportId: 1, sourceId: 4, variant: 'classic', displayName: 'Main (9 games)', … }
 */
export type WorldSlate = {
  readonly contestGroupId: number
  readonly draftGroupId: number
  readonly sportId: number
  readonly sourceId: number
  readonly day: IsoDate
  readonly startsAt: IsoDateTime
  readonly contestSuffix: string
  readonly displayName: string
  readonly displayNameShort: string
  readonly variant: Variant
  readonly isSimLabs: boolean
  readonly eventKeys: readonly string[]
  readonly rosterSlots: readonly string[]
  readonly salaryCap: number
  readonly players: readonly WorldSlatePlayer[]
  readonly contests: readonly WorldContest[]
}

/**
 * One player's final line in an event: the team he played for (golf: none; after a trade, his
 * new team), stats and points per site id.
 * @example { playerKey: 'NBA:BOS:1', teamKey: 'NBA:BOS', stats: { points: 31, rebounds: 7 }, fantasyPoints: { '4': 51.25, '3': 48.9 } }
 */
export type WorldPlayerResult = {
  readonly playerKey: string
  readonly teamKey: string | null
  readonly stats: StatLine
  readonly fantasyPoints: SitePoints
}

/**
 * A finished event: final score (golf: none) and every player's line.
 * @example { eventKey: 'NBA:2026-01-15:NYK@BOS', homeScore: 118, visitorScore: 109, players: […] }
 */
export type WorldResult = {
  readonly eventKey: string
  readonly homeScore: number | null
  readonly visitorScore: number | null
  readonly players: readonly WorldPlayerResult[]
  /** MLB: each team's plate appearances in order, encoded (`games/mlb-plate-log.ts`). */
  readonly plays?: { readonly home: string; readonly visitor: string }
}

/**
 * A player listed on a day's injury report.
 * @example { playerKey: 'NBA:BOS:2', status: 'Questionable', injury: 'Ankle' }
 */
export type WorldInjury = {
  readonly playerKey: string
  readonly status: InjuryStatus
  readonly injury: string
}

/** Everything of one day. */
export type WorldDay = {
  readonly day: IsoDate
  readonly events: readonly WorldEvent[]
  readonly injuries: readonly WorldInjury[]
  /** The day's player news, newest first. */
  readonly news: readonly WorldNewsStory[]
  readonly slates: readonly WorldSlate[]
  readonly results: readonly WorldResult[]
}
