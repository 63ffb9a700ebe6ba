/**
 * PlateIQ's figures for a slate: who bats and pitches today (the stored lineups, confirmed from
 * four hours before first pitch), and Statcast figures over a window before the date from the
 * pitches of the stored games (`plate-appearances.ts`).
 */
import type {
  BatterDetail,
  BatterRow,
  BullpenRow,
  GameLineups,
  GameLogRow,
  HandSplit,
  PitcherDetail,
  PitcherRow,
  StatcastPlayerQuery,
  StatcastQuery,
  TeamBattingRow,
} from '@slatelab/contract/plateiq.contract'
import { sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate } from '@slatelab/domain/units'
import {
  addBattingTotals,
  battingFigures,
  battingFiguresOfTotals,
  emptyBattingTotals,
  meanOf,
  type BattingFigures,
  pitchingFigures,
  pitchMix,
  type StatcastPitch,
} from '@slatelab/engine/statcast/statcast-metrics'
import type { DbOrTx } from '../../db/database'
import { isLineupConfirmed } from '../../db/repositories/batting-orders'
import { findEventWithTeams, type EventWithTeams } from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan, toEasternDateTime, toEasternDay } from '../../time/eastern-time'
import { gamesOf } from '../vegas'
import { listBatterTotals, type TotalsByHand } from './batter-games'
import { listImportedHands, listPlateAppearances } from './imported-plate-appearances'
import { arsenalOfPitcher, profileOfBatter, type PlateAppearance } from './plate-appearances'
import {
  listPlayersById,
  listSeasonBatting,
  listSlateSalaries,
  listTeamGamesOfEvents,
} from './plateiq-repository'

const rangeDays = { last7: 7, last15: 15, last30: 30 } as const
/** Bullpen fatigue looks at this many days before the date. */
const fatigueDays = 3

type Team = NonNullable<EventWithTeams['home']>

/** One team's side of a slate game: its lineup (ids leadoff first) and starting pitcher. */
type Side = {
  readonly eventId: number
  readonly startsAt: Date
  readonly isHome: boolean
  readonly team: Team
  readonly opponent: Team
  readonly status: 'Confirmed' | 'Projected'
  readonly order: readonly (number | null)[]
  readonly pitcherId: number | null
}

type Names = ReadonlyMap<
  number,
  {
    readonly name: string
    readonly position: string
    readonly throws: 'L' | 'R'
    readonly bats: 'L' | 'R' | 'S'
  }
>

/** The window `[from, to)` of a range before the date (ET days; the date itself excluded). */
const windowOf = (date: IsoDate, range: StatcastQuery['range']) => {
  const first =
    range === 'season' ? (`${date.slice(0, 4)}-01-01` as IsoDate) : addDays(date, -rangeDays[range])
  return { from: easternDaysSpan(first, first).from, to: easternDaysSpan(date, date).from }
}

const sidesOf = async (
  db: DbOrTx,
  games: readonly EventWithTeams[],
  now: Date,
): Promise<readonly Side[]> => {
  const stored = await listTeamGamesOfEvents(
    db,
    games.map((game) => game.event.eventId),
  )
  const lineupOf = new Map(stored.map((row) => [`${row.eventId}:${row.teamId}`, row]))
  return games.flatMap(({ event, home, visitor }) => {
    if (home === null || visitor === null) return []
    const confirmed = isLineupConfirmed(event.startsAt, now)
    return [
      { team: home, opponent: visitor, isHome: true },
      { team: visitor, opponent: home, isHome: false },
    ].flatMap(({ team, opponent, isHome }) => {
      const lineup = lineupOf.get(`${event.eventId}:${team.teamId}`)
      if (lineup === undefined) return []
      return [
        {
          eventId: event.eventId,
          startsAt: event.startsAt,
          isHome,
          team,
          opponent,
          status: confirmed ? ('Confirmed' as const) : ('Projected' as const),
          order: confirmed ? lineup.confirmedOrder : lineup.projectedOrder,
          pitcherId: confirmed ? lineup.starterId : lineup.projectedStarterId,
        },
      ]
    })
  })
}

/**
 * The names, positions and hands of the sides' batters and pitchers: an imported player's hand
 * as Statcast recorded it, a demo player's from his repertoire or profile.
 */
const namesOf = async (db: DbOrTx, sides: readonly Side[]): Promise<Names> => {
  const ids = [
    ...new Set(
      sides.flatMap((side) => [
        ...side.order.filter((id) => id !== null),
        ...(side.pitcherId === null ? [] : [side.pitcherId]),
      ]),
    ),
  ]
  const [found, hands] = await Promise.all([listPlayersById(db, ids), listImportedHands(db, ids)])
  return new Map(
    found.map((player) => [
      player.playerId,
      {
        name: `${player.firstName} ${player.lastName}`,
        position: player.position,
        throws: hands.throws.get(player.playerId) ?? arsenalOfPitcher(player.playerId).throws,
        bats: hands.bats.get(player.playerId) ?? profileOfBatter(player.playerId).bats,
      },
    ]),
  )
}

const groupBy = <K>(
  appearances: readonly PlateAppearance[],
  keyOf: (pa: PlateAppearance) => K | null,
): ReadonlyMap<K, PlateAppearance[]> => {
  const groups = new Map<K, PlateAppearance[]>()
  for (const pa of appearances) {
    const key = keyOf(pa)
    if (key === null) continue
    const list = groups.get(key)
    if (list === undefined) groups.set(key, [pa])
    else list.push(pa)
  }
  return groups
}

const pitchesOf = (
  appearances: readonly PlateAppearance[] | undefined,
  keep: (pitch: StatcastPitch) => boolean = () => true,
): readonly StatcastPitch[] => (appearances ?? []).flatMap((pa) => pa.pitches.filter(keep))

/**
 * The pitches that ended the plate appearances: all a batting line reads (`battingFigures`
 * looks only at pitches with an event), a quarter of the pitches to walk through.
 */
const finalPitches = (
  appearances: readonly PlateAppearance[] | undefined,
  keep: (pitch: StatcastPitch) => boolean,
): readonly StatcastPitch[] => {
  const pitches: StatcastPitch[] = []
  for (const pa of appearances ?? []) {
    const last = pa.pitches[pa.pitches.length - 1]
    if (last !== undefined && keep(last)) pitches.push(last)
  }
  return pitches
}

/** Batters' split: the pitcher's hand; pitchers' split: the batter's side. */
const byPitcherHand = (split: HandSplit) => (pitch: StatcastPitch) =>
  split === 'all' || pitch.pitcherThrows === split
const byBatterSide = (split: HandSplit) => (pitch: StatcastPitch) =>
  split === 'all' || pitch.batterStands === split

/** A batter's line against the split's hand from his per-game totals. */
const splitFigures = (totals: TotalsByHand | undefined, split: HandSplit) =>
  battingFiguresOfTotals(
    totals === undefined
      ? emptyBattingTotals
      : split === 'all'
        ? addBattingTotals(totals.L, totals.R)
        : totals[split],
  )

/**
 * Everything a slate's answers are built from. Batting lines come from the stored per-game
 * totals; `pitches` also loads every plate appearance of the window with its pitches, for the
 * calls that read pitch types, pitchers or bullpens.
 */
const loadSlate = async (
  db: DbOrTx,
  query: StatcastQuery,
  now: Date,
  { pitches }: { readonly pitches: boolean },
) => {
  const games = await gamesOf(db, {
    sportId: sportIds.MLB,
    date: query.date,
    contestGroupId: query.contest_group_id,
  })
  const sides = await sidesOf(db, games, now)
  const { from, to } = windowOf(query.date, query.range)
  const appearances = pitches ? await listPlateAppearances(db, from, to) : []
  const batterIds = [...new Set(sides.flatMap((side) => side.order.filter((id) => id !== null)))]
  const batterTotals = await listBatterTotals(db, from, to, batterIds)
  const seasonLines =
    query.range === 'season'
      ? await listSeasonBatting(db, Number(query.date.slice(0, 4)), batterIds)
      : new Map<number, BattingFigures>()
  const salaries =
    query.contest_group_id === 0
      ? new Map<number, number>()
      : new Map(
          (await listSlateSalaries(db, query.contest_group_id)).map((row) => [
            row.playerId,
            row.salary,
          ]),
        )
  const names = await namesOf(db, sides)
  return {
    sides,
    appearances,
    salaries,
    names,
    batterTotals,
    seasonLines,
    byBatter: groupBy(appearances, (pa) => pa.batterId),
    byPitcher: groupBy(appearances, (pa) => pa.pitcherId),
  }
}
type Slate = Awaited<ReturnType<typeof loadSlate>>

const nameOf = (names: Names, playerId: number) => names.get(playerId)?.name ?? `#${playerId}`
const throwsOf = (names: Names, playerId: number) =>
  names.get(playerId)?.throws ?? arsenalOfPitcher(playerId).throws
const batsOf = (names: Names, playerId: number) =>
  names.get(playerId)?.bats ?? profileOfBatter(playerId).bats

const pitcherRef = (names: Names, playerId: number | null) =>
  playerId === null
    ? null
    : { playerId, name: nameOf(names, playerId), throws: throwsOf(names, playerId) }

const opposingSide = (slate: Slate, side: Side) =>
  slate.sides.find((other) => other.eventId === side.eventId && other !== side)

/**
 * A batter's line from the window's pitches; in a `season` window without a pitch-level plate
 * appearance, his imported Savant season line if there is one (all hands: the layout has no
 * split, so only the `all` split uses it).
 */
const statsOf = (slate: Slate, playerId: number, split: HandSplit) => {
  const stats = splitFigures(slate.batterTotals.get(playerId), split)
  const season = slate.seasonLines.get(playerId)
  return stats.pa === 0 && season !== undefined && split === 'all'
    ? { stats: season, statsSource: 'savantSeason' as const }
    : { stats, statsSource: 'pitches' as const }
}

const batterRows = (slate: Slate, side: Side, split: HandSplit): readonly BatterRow[] => {
  const opposingPitcher = opposingSide(slate, side)?.pitcherId ?? null
  return side.order.flatMap((playerId, index) =>
    playerId === null
      ? []
      : [
          {
            playerId,
            name: nameOf(slate.names, playerId),
            position: slate.names.get(playerId)?.position ?? '',
            teamId: side.team.teamId,
            teamShort: side.team.abbreviation,
            opponentShort: side.opponent.abbreviation,
            eventId: side.eventId,
            bats: batsOf(slate.names, playerId),
            battingOrder: index + 1,
            lineupStatus: side.status,
            salary: slate.salaries.get(playerId) ?? null,
            opposingPitcher: pitcherRef(slate.names, opposingPitcher),
            ...statsOf(slate, playerId, split),
          },
        ],
  )
}

const pitcherRow = (slate: Slate, side: Side, split: HandSplit): PitcherRow | undefined => {
  const playerId = side.pitcherId
  if (playerId === null) return undefined
  const pitches = pitchesOf(slate.byPitcher.get(playerId), byBatterSide(split))
  return {
    playerId,
    name: nameOf(slate.names, playerId),
    teamId: side.team.teamId,
    teamShort: side.team.abbreviation,
    opponentShort: side.opponent.abbreviation,
    eventId: side.eventId,
    throws: throwsOf(slate.names, playerId),
    salary: slate.salaries.get(playerId) ?? null,
    stats: pitchingFigures(pitches),
    mix: pitchMix(pitches),
  }
}

/** The slate's batters (confirmed or projected orders), in start order then batting order. */
export const listBatters = async (db: DbOrTx, query: StatcastQuery, now: Date) => {
  const slate = await loadSlate(db, query, now, { pitches: false })
  return { Batters: slate.sides.flatMap((side) => batterRows(slate, side, query.split)) }
}

/** The slate's starting pitchers (confirmed or probable). */
export const listPitchers = async (db: DbOrTx, query: StatcastQuery, now: Date) => {
  const slate = await loadSlate(db, query, now, { pitches: true })
  return {
    Pitchers: slate.sides.flatMap((side) => pitcherRow(slate, side, query.split) ?? []),
  }
}

/** Each slate team's batting against left- and right-handed pitching. */
export const listTeamBatting = async (db: DbOrTx, query: StatcastQuery, now: Date) => {
  const slate = await loadSlate(db, query, now, { pitches: true })
  const byTeam = groupBy(slate.appearances, (pa) => pa.battingTeamId)
  return {
    Teams: slate.sides.map((side): TeamBattingRow => {
      const appearances = byTeam.get(side.team.teamId)
      return {
        teamId: side.team.teamId,
        teamShort: side.team.abbreviation,
        opponentShort: side.opponent.abbreviation,
        opposingPitcher: pitcherRef(slate.names, opposingSide(slate, side)?.pitcherId ?? null),
        vsLeft: battingFigures(finalPitches(appearances, byPitcherHand('L'))),
        vsRight: battingFigures(finalPitches(appearances, byPitcherHand('R'))),
      }
    }),
  }
}

/** Each slate team's bullpen: pitches on each of the 3 days before the date, and figures. */
export const listBullpens = async (db: DbOrTx, query: StatcastQuery, now: Date) => {
  const slate = await loadSlate(db, query, now, { pitches: true })
  const bullpens = groupBy(slate.appearances, (pa) =>
    pa.pitcherId === null ? pa.pitchingTeamId : null,
  )
  const days = [3, 2, 1].slice(0, fatigueDays).map((back) => addDays(query.date, -back))
  return {
    Teams: slate.sides.map((side): BullpenRow => {
      const appearances = bullpens.get(side.team.teamId) ?? []
      const pitchesByDay = days.map((date) => ({
        date,
        pitches: appearances
          .filter((pa) => toEasternDay(pa.startsAt) === date)
          .reduce((sum, pa) => sum + pa.pitches.length, 0),
      }))
      return {
        teamId: side.team.teamId,
        teamShort: side.team.abbreviation,
        opponentShort: side.opponent.abbreviation,
        pitchesByDay,
        pitchesLast3Days: pitchesByDay.reduce((sum, day) => sum + day.pitches, 0),
        stats: pitchingFigures(pitchesOf(appearances, byBatterSide(query.split))),
      }
    }),
  }
}

/** One batter of the slate against each hand and pitch type, and today's starter's mix. */
export const describeBatter = async (
  db: DbOrTx,
  query: StatcastPlayerQuery,
  now: Date,
): Promise<{ BattersDetail: BatterDetail }> => {
  const slate = await loadSlate(db, query, now, { pitches: true })
  const side = slate.sides.find((candidate) => candidate.order.includes(query.player_id))
  const batter =
    side === undefined
      ? undefined
      : batterRows(slate, side, query.split).find((row) => row.playerId === query.player_id)
  if (side === undefined || batter === undefined) {
    throw new HttpError(404, `Player ${query.player_id} does not bat on this slate`)
  }
  const appearances = slate.byBatter.get(query.player_id)
  const totals = slate.batterTotals.get(query.player_id)
  const opposing = batter.opposingPitcher
  const stands =
    batter.bats !== 'S' ? batter.bats : opposing?.throws === 'L' ? ('R' as const) : ('L' as const)
  return {
    BattersDetail: {
      batter,
      vsLeft: splitFigures(totals, 'L'),
      vsRight: splitFigures(totals, 'R'),
      byPitchType: pitchMix(pitchesOf(appearances, byPitcherHand(query.split))).map((row) => ({
        pitchType: row.pitchType,
        pitches: row.pitches,
        whiffPct: row.whiffPct,
        xwoba: row.xwoba,
      })),
      opposingMix:
        opposing === null
          ? []
          : pitchMix(pitchesOf(slate.byPitcher.get(opposing.playerId), byBatterSide(stands))),
    },
  }
}

/** One starter of the slate against each batter side, and today's opposing lineup. */
export const describePitcher = async (
  db: DbOrTx,
  query: StatcastPlayerQuery,
  now: Date,
): Promise<{ PitchersDetail: PitcherDetail }> => {
  const slate = await loadSlate(db, query, now, { pitches: true })
  const side = slate.sides.find((candidate) => candidate.pitcherId === query.player_id)
  const pitcher = side === undefined ? undefined : pitcherRow(slate, side, query.split)
  const opposing = side === undefined ? undefined : opposingSide(slate, side)
  if (side === undefined || pitcher === undefined) {
    throw new HttpError(404, `Player ${query.player_id} does not start on this slate`)
  }
  const appearances = slate.byPitcher.get(query.player_id)
  return {
    PitchersDetail: {
      pitcher,
      vsLeft: pitchingFigures(pitchesOf(appearances, byBatterSide('L'))),
      vsRight: pitchingFigures(pitchesOf(appearances, byBatterSide('R'))),
      mixVsLeft: pitchMix(pitchesOf(appearances, byBatterSide('L'))),
      mixVsRight: pitchMix(pitchesOf(appearances, byBatterSide('R'))),
      opposingLineup: opposing === undefined ? [] : batterRows(slate, opposing, pitcher.throws),
    },
  }
}

const fastballs: ReadonlySet<string> = new Set(['FF', 'SI'])

/** A pitcher's starts over the window before the date, newest first. */
export const listPitcherGameLogs = async (
  db: DbOrTx,
  query: StatcastPlayerQuery,
): Promise<{ GameLogs: readonly GameLogRow[] }> => {
  const { from, to } = windowOf(query.date, query.range)
  // Only his starts' pitches are derived: deriving a whole window's takes a second or more.
  const appearances = await listPlateAppearances(
    db,
    from,
    to,
    (game) => game.starterId === query.player_id,
  )
  const byEvent = groupBy(appearances, (pa) =>
    pa.pitcherId === query.player_id ? pa.eventId : null,
  )
  const teamsOf = await teamShorts(db, [...byEvent.keys()])
  const logs = [...byEvent].map(([eventId, list]): GameLogRow => {
    const pitches = pitchesOf(list, byBatterSide(query.split))
    const figures = pitchingFigures(pitches)
    const events = pitches.flatMap((pitch) => (pitch.event === null ? [] : [pitch.event]))
    const count = (event: string) => events.filter((value) => value === event).length
    const fastballSpeeds = pitches.flatMap((pitch) =>
      fastballs.has(pitch.pitchType) ? [pitch.releaseSpeed] : [],
    )
    const first = list[0] as PlateAppearance
    const teams = teamsOf.get(eventId)
    return {
      eventId,
      date: toEasternDay(first.startsAt),
      opponentShort: teams?.byId.get(first.battingTeamId) ?? '',
      isHome: teams?.homeTeamId === first.pitchingTeamId,
      outs: figures.outs,
      battersFaced: figures.battersFaced,
      pitches: figures.pitches,
      strikeouts: count('strikeout'),
      walks: count('walk'),
      hitsAllowed: count('single') + count('double') + count('triple') + count('home_run'),
      homeRunsAllowed: count('home_run'),
      whiffPct: figures.whiffPct,
      fastballVelocity: meanOf(fastballSpeeds, 1),
      xwoba: figures.against.xwoba,
    }
  })
  return { GameLogs: logs.sort((a, b) => b.date.localeCompare(a.date) || b.eventId - a.eventId) }
}

/** Each event's home team id and its teams' abbreviations by id. */
const teamShorts = async (db: DbOrTx, eventIds: readonly number[]) => {
  const games = await Promise.all(eventIds.map((eventId) => findEventWithTeams(db, eventId)))
  return new Map(
    games
      .flatMap((game) => (game === undefined ? [] : [game]))
      .map(({ event, home, visitor }) => [
        event.eventId,
        {
          homeTeamId: event.homeTeamId,
          byId: new Map(
            [home, visitor].flatMap((team) =>
              team === null ? [] : [[team.teamId, team.abbreviation]],
            ),
          ),
        },
      ]),
  )
}

/** The day's MLB games with both teams' lineups as of `now`. */
export const listLineups = async (
  db: DbOrTx,
  date: IsoDate,
  now: Date,
): Promise<{ Lineups: readonly GameLineups[] }> => {
  const games = await gamesOf(db, { sportId: sportIds.MLB, date, contestGroupId: 0 })
  const sides = await sidesOf(db, games, now)
  const names = await namesOf(db, sides)
  const lineupOf = (side: Side) => ({
    teamId: side.team.teamId,
    teamShort: side.team.abbreviation,
    status: side.status,
    pitcher: pitcherRef(names, side.pitcherId),
    batters: side.order.flatMap((playerId, index) =>
      playerId === null
        ? []
        : [
            {
              order: index + 1,
              playerId,
              name: nameOf(names, playerId),
              position: names.get(playerId)?.position ?? '',
              bats: batsOf(names, playerId),
            },
          ],
    ),
  })
  return {
    Lineups: games.flatMap(({ event }) => {
      const home = sides.find((side) => side.eventId === event.eventId && side.isHome)
      const visitor = sides.find((side) => side.eventId === event.eventId && !side.isHome)
      if (home === undefined || visitor === undefined) return []
      return [
        {
          eventId: event.eventId,
          eventTime: toEasternDateTime(event.startsAt),
          home: lineupOf(home),
          visitor: lineupOf(visitor),
        },
      ]
    }),
  }
}
