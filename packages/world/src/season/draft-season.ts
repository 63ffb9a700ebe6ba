/**
 * The demo world's season-long football: its NFL players as a draft pool, three experts'
 * season and weekly projections as stat lines (each expert's own biases and per-player
 * opinions, so they disagree as real ones do), the results of every week already played,
 * preseason ADP on four sites drifting over August (each site's crowd with its own leanings,
 * every player's stock moving with a random walk), and the season's weeks and schedule.
 * Everything follows from the seed, the world's players and the day.
 */
import { rosterSchema, type StatLineInput } from '@slatelab/domain/entities/cheatsheet'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { createRng, type Rng } from '@slatelab/engine/rng'
import { presetScoring, scoreStatLine } from '@slatelab/engine/season-long/scoring'
import { valueOverReplacement } from '@slatelab/engine/season-long/value-based-drafting'
import { statLineSchema } from '@slatelab/domain/entities/cheatsheet'
import { poisson } from '../games/sampling'
import { createLeagueSchedule } from './league-schedule'
import { nflRegularWeeks, nflWeekThursday } from './season-calendar'
import type { WorldPlayer, WorldTeam } from './world-players'

/** The experts of the demo world (`fl` is the store's default projection source). */
export const draftExperts = ['fl', 'hartley', 'moreno'] as const

/** The ADP sites of the demo world (the superdraft site is the store's default). */
export const draftAdpSites = ['superdraft', 'sleeper', 'yahoo', 'espn'] as const

/** Days between ADP snapshots in August. */
const adpStepDays = 3

/** Players each site's ADP lists (a 12-team, 15-round draft and some). */
const adpListed = 200

export type DraftSeason = {
  readonly year: number
  readonly players: readonly {
    readonly key: string
    readonly name: string
    readonly position: string
    readonly teamShort: string
    readonly byeWeek: number | null
  }[]
  /** Stat lines by player key: the experts' seasons (`week` 0) and the results (expert `actual`). */
  readonly lines: readonly {
    readonly playerKey: string
    readonly expert: string
    readonly week: number
    readonly stats: StatLineInput
  }[]
  readonly adp: readonly {
    readonly playerKey: string
    readonly site: string
    readonly asOf: IsoDate
    readonly adp: number
  }[]
  readonly weeks: readonly {
    readonly week: number
    readonly startDate: IsoDate
    readonly endDate: IsoDate
    readonly weekName: string
  }[]
  readonly games: readonly {
    readonly week: number
    readonly homeShort: string
    readonly visitorShort: string
    readonly eventKey: string
    /** The matchup's factor on the home (visitor) team's weekly output; 1 = an average opponent. */
    readonly homeMatchup: number
    readonly visitorMatchup: number
  }[]
}

/**
 * The NFL season a draft on `day` is for: the year's, from March; the previous one before.
 * @example draftSeasonOf(isoDate('2026-11-25')) // 2026
 */
export const draftSeasonOf = (day: IsoDate): number => {
  const year = Number(day.slice(0, 4))
  return Number(day.slice(5, 7)) >= 3 ? year : year - 1
}

type Line = {
  passing: Record<string, number>
  rushing: Record<string, number>
  receiving: Record<string, number>
  defense: Record<string, number>
  kicking: Record<string, number>
  misc: Record<string, number>
}

const emptyLine = (): Line => ({
  passing: {},
  rushing: {},
  receiving: {},
  defense: {},
  kicking: {},
  misc: {},
})

/** A typical season of a starter at each position and depth (index = depth − 1). */
const templates: Readonly<Record<string, readonly ((f: number) => Line)[]>> = {
  QB: [
    (f) => ({
      ...emptyLine(),
      passing: {
        attempts: 565,
        completions: 370 * f,
        yards: 4050 * f,
        tds: 27 * f,
        ints: 11 / f,
        yardBonus: 4 * f * f,
      },
      rushing: { attempts: 55, yards: 240 * f, tds: 2 * f },
      misc: { fumblesLost: 3, twoPt: 1 },
    }),
  ],
  RB: [
    (f) => ({
      ...emptyLine(),
      rushing: { attempts: 245, yards: 1100 * f, tds: 9 * f, yardBonus: 4 * f * f },
      receiving: { receptions: 48, yards: 380 * f, tds: 1.8 * f },
      misc: { fumblesLost: 1.5 },
    }),
    (f) => ({
      ...emptyLine(),
      rushing: { attempts: 110, yards: 460 * f, tds: 3.5 * f, yardBonus: 0.5 * f },
      receiving: { receptions: 25, yards: 190 * f, tds: 0.8 * f },
      misc: { fumblesLost: 0.8 },
    }),
  ],
  WR: [
    (f) => ({
      ...emptyLine(),
      receiving: { receptions: 92, yards: 1180 * f, tds: 7.5 * f, yardBonus: 4 * f * f },
      rushing: { attempts: 6, yards: 35 },
      misc: { fumblesLost: 0.8 },
    }),
    (f) => ({
      ...emptyLine(),
      receiving: { receptions: 68, yards: 820 * f, tds: 5 * f, yardBonus: 1.5 * f * f },
      misc: { fumblesLost: 0.6 },
    }),
    (f) => ({
      ...emptyLine(),
      receiving: { receptions: 42, yards: 490 * f, tds: 2.8 * f, yardBonus: 0.3 },
    }),
    (f) => ({ ...emptyLine(), receiving: { receptions: 18, yards: 210 * f, tds: 1.1 * f } }),
  ],
  TE: [
    (f) => ({
      ...emptyLine(),
      receiving: { receptions: 62, yards: 660 * f, tds: 5 * f, yardBonus: 1 * f * f },
      misc: { fumblesLost: 0.5 },
    }),
    (f) => ({ ...emptyLine(), receiving: { receptions: 19, yards: 190 * f, tds: 1.4 * f } }),
  ],
  K: [
    (f) => ({
      ...emptyLine(),
      kicking: {
        made0_19: 0.5,
        made20_29: 8 * f,
        made30_39: 8 * f,
        made40_49: 7 * f,
        made50: 3 * f * f,
        miss20_29: 0.3,
        miss30_39: 0.9,
        miss40_49: 1.6 / f,
        miss50: 1.6 / f,
        pat: 38 * f,
        patMiss: 1.2,
      },
    }),
  ],
  DST: [
    (f) => ({
      ...emptyLine(),
      defense: {
        sacks: 41 * f,
        ints: 12 * f,
        fumblesRecovered: 8 * f,
        fumblesForced: 10 * f,
        tds: 2 * f,
        safeties: 0.3,
        blocks: 1,
        tfls: 72 * f,
        // 17 games spread over the points-allowed buckets, fewer points for a better unit.
        pa0: 0.4 * f,
        pa1_6: 1.2 * f,
        pa7_13: 2.8 * f,
        pa14_20: 4.2,
        pa21_27: 4.2,
        pa28_34: 2.6 / f,
        pa35: 17 - (0.4 * f + 1.2 * f + 2.8 * f + 8.4 + 2.6 / f),
      },
    }),
  ],
}

const round1 = (value: number) => Math.round(value * 10) / 10
const round3 = (value: number) => Math.round(value * 1000) / 1000

/** A line with every count multiplied by `factor` (kept ≥ 0), rounded to 0.1. */
const scaleLine = (
  line: Line,
  factor: (group: keyof Line, key: string) => number,
): StatLineInput => {
  const out: Record<string, Record<string, number>> = {}
  for (const group of Object.keys(line) as (keyof Line)[]) {
    const scaled: Record<string, number> = {}
    for (const [key, value] of Object.entries(line[group])) {
      const next = round1(Math.max(0, value * factor(group, key)))
      if (next > 0) scaled[key] = next
    }
    if (Object.keys(scaled).length > 0) out[group] = scaled
  }
  return out as StatLineInput
}

// Scoring counts an expert is more or less bullish on than the truth.
const isTouchdown = (key: string) => key.toLowerCase().includes('tds')

/** A result drawn around a week's expectation: touchdowns and turnovers by Poisson, the rest noisy. */
const drawResult = (rng: Rng, expected: StatLineInput, variance: number): StatLineInput => {
  const out: Record<string, Record<string, number>> = {}
  const form = Math.exp(rng.normal(-0.08 * variance, 0.4 * variance))
  for (const [group, counts] of Object.entries(expected) as [string, Record<string, number>][]) {
    const drawn: Record<string, number> = {}
    for (const [key, mean] of Object.entries(counts)) {
      const value =
        mean < 12
          ? poisson(rng, mean * (isTouchdown(key) ? form : Math.sqrt(form)))
          : Math.round(mean * form * Math.exp(rng.normal(0, 0.15)))
      if (value > 0) drawn[key] = value
    }
    if (Object.keys(drawn).length > 0) out[group] = drawn
  }
  return out as StatLineInput
}

// Drafters' usual league: one QB, no superflex, one RB/WR/TE flex.
const draftRoster = rosterSchema.parse({ qb_rb_wr_te: 0 })

type DraftWeek = DraftSeason['weeks'][number]
type DraftLine = DraftSeason['lines'][number]

/** A world NFL player as the draft season sees him: his true season line and his bye. */
type DraftPlayer = {
  readonly player: WorldPlayer
  readonly key: string
  readonly name: string
  readonly position: string
  readonly teamShort: string
  readonly byeWeek: number | null
  readonly truth: StatLineInput
}

/**
 * The regular season's weeks and games, on the same schedule as the world's (same seed, teams
 * and strengths: the rosters' mean skill), and each team's matchup by week.
 */
const draftSchedule = (
  seed: string,
  year: number,
  nflTeams: readonly WorldTeam[],
  nflPlayers: readonly WorldPlayer[],
) => {
  const shortOf = new Map(nflTeams.map((team) => [team.key, team.abbreviation]))
  const strength = (teamKey: string) => {
    const roster = nflPlayers.filter((player) => player.teamKey === teamKey)
    return roster.reduce((sum, player) => sum + player.skill, 0) / Math.max(1, roster.length)
  }
  const schedule = createLeagueSchedule(
    seed,
    'NFL',
    nflTeams.map((team) => ({
      key: team.key,
      conference: team.conference,
      strength: strength(team.key),
    })),
    (game) => game.homeTeamKey,
  )
  const weeks: DraftWeek[] = []
  const games: DraftSeason['games'][number][] = []
  // A stronger opponent holds a team's offence (and its defence's chances) down.
  const matchupAgainst = (teamKey: string) => round3(Math.exp(-1.2 * strength(teamKey)))
  for (let week = 1; week <= nflRegularWeeks; week += 1) {
    const startDate = nflWeekThursday(year, week)
    weeks.push({ week, startDate, endDate: addDays(startDate, 6), weekName: `Week ${week}` })
    for (let offset = 0; offset < 7; offset += 1) {
      for (const game of schedule.gamesOn(addDays(startDate, offset))) {
        if (game.week !== week) continue
        games.push({
          week,
          homeShort: shortOf.get(game.homeTeamKey) ?? game.homeTeamKey,
          visitorShort: shortOf.get(game.visitorTeamKey) ?? game.visitorTeamKey,
          eventKey: game.key,
          homeMatchup: matchupAgainst(game.visitorTeamKey),
          visitorMatchup: matchupAgainst(game.homeTeamKey),
        })
      }
    }
  }
  const matchupsOf = new Map<string, Map<number, number>>()
  for (const game of games) {
    for (const [team, matchup] of [
      [game.homeShort, game.homeMatchup],
      [game.visitorShort, game.visitorMatchup],
    ] as const) {
      const byWeek = matchupsOf.get(team) ?? new Map<number, number>()
      byWeek.set(game.week, matchup)
      matchupsOf.set(team, byWeek)
    }
  }
  return { shortOf, weeks, games, matchupsOf }
}

/** The players a template fits (position and depth), with their true season line. */
const draftPlayersOf = (
  nflPlayers: readonly WorldPlayer[],
  shortOf: ReadonlyMap<string, string>,
  matchupsOf: ReadonlyMap<string, ReadonlyMap<number, number>>,
): DraftPlayer[] => {
  const byeOf = (team: string) => {
    const played = matchupsOf.get(team)
    for (let week = 1; week <= nflRegularWeeks; week += 1) if (!played?.has(week)) return week
    return null
  }
  return nflPlayers.flatMap((player) => {
    const template = templates[player.position]?.[player.depth - 1]
    const teamShort = shortOf.get(player.teamKey ?? '') ?? ''
    if (!template) return []
    // Skill moves efficiency and volume; usage moves volume (1 = typical).
    const truth = scaleLine(template(Math.exp(0.16 * player.skill)), () => player.usage)
    const name = `${player.firstName} ${player.lastName}`
    return [
      {
        player,
        key: player.key,
        name,
        position: player.position,
        teamShort,
        byeWeek: byeOf(teamShort),
        truth,
      },
    ]
  })
}

/** Each expert's season line of every player, and each player's PPR points by expert. */
const expertSeasons = (rng: Rng, draftPlayers: readonly DraftPlayer[]) => {
  const lines: DraftLine[] = []
  const consensusPoints = new Map<string, number[]>()
  const ppr = presetScoring('ppr')
  for (const expert of draftExperts) {
    const expertRng = rng.fork(`expert:${expert}`)
    const positionBias = new Map(
      Object.keys(templates).map((position) => [position, Math.exp(expertRng.normal(0, 0.04))]),
    )
    const touchdownBias = Math.exp(expertRng.normal(0, 0.06))
    for (const entry of draftPlayers) {
      const opinion = Math.exp(expertRng.normal(0, 0.09))
      const bias = (positionBias.get(entry.position) ?? 1) * opinion
      const season = scaleLine(
        { ...emptyLine(), ...(entry.truth as Partial<Line>) },
        (_, key) => bias * (isTouchdown(key) ? touchdownBias : 1),
      )
      lines.push({ playerKey: entry.key, expert, week: 0, stats: season })
      consensusPoints.set(entry.key, [
        ...(consensusPoints.get(entry.key) ?? []),
        scoreStatLine(statLineSchema.parse(season), ppr),
      ])
    }
  }
  return { lines, consensusPoints }
}

/** Results: each week over by today, drawn around the truth of that matchup. */
const weeklyResults = (
  rng: Rng,
  draftPlayers: readonly DraftPlayer[],
  weeks: readonly DraftWeek[],
  matchupsOf: ReadonlyMap<string, ReadonlyMap<number, number>>,
  today: IsoDate,
): DraftLine[] => {
  const resultRng = rng.fork('results')
  const lines: DraftLine[] = []
  for (const entry of draftPlayers) {
    const matchups = matchupsOf.get(entry.teamShort)
    for (const week of weeks) {
      const matchup = matchups?.get(week.week)
      if (matchup === undefined || week.endDate >= today) continue
      const expected = scaleLine(
        { ...emptyLine(), ...(entry.truth as Partial<Line>) },
        () => matchup / 17,
      )
      lines.push({
        playerKey: entry.key,
        expert: 'actual',
        week: week.week,
        stats: drawResult(
          resultRng.fork(`${entry.key}:${week.week}`),
          expected,
          entry.player.variance,
        ),
      })
    }
  }
  return lines
}

/**
 * ADP: the crowd drafts by value over replacement (consensus PPR points), each site with its
 * own leanings, each player's stock drifting day by day, from August 1st to the season's eve.
 */
const draftAdp = (
  rng: Rng,
  year: number,
  today: IsoDate,
  draftPlayers: readonly DraftPlayer[],
  consensusPoints: ReadonlyMap<string, readonly number[]>,
): DraftSeason['adp'][number][] => {
  const valued = valueOverReplacement(
    draftPlayers.map((entry, index) => {
      const points = consensusPoints.get(entry.key) ?? [0]
      return {
        playerId: index,
        position: entry.position,
        points: points.reduce((s, p) => s + p, 0) / points.length,
      }
    }),
    draftRoster,
    12,
  )
  // Drafters take kickers and defences last, whatever their value.
  const lateRound = new Set(['K', 'DST'])
  const adp: DraftSeason['adp'][number][] = []
  const firstDay = isoDate(`${year}-08-01`)
  const lastDay = addDays(nflWeekThursday(year, 1), -1)
  const drift = valued.map(() => 0)
  const driftRng = rng.fork('adp-drift')
  const siteLeaning = draftAdpSites.map((site) => {
    const siteRng = rng.fork(`site:${site}`)
    const byPosition = new Map(
      Object.keys(templates).map((position) => [position, siteRng.normal(0, 6)]),
    )
    return { site, byPosition, byPlayer: valued.map(() => siteRng.normal(0, 5)) }
  })
  for (let day = firstDay; day <= lastDay && day <= today; day = addDays(day, adpStepDays)) {
    for (const [index] of valued.entries())
      drift[index] = (drift[index] ?? 0) + driftRng.normal(0, 2.2)
    for (const leaning of siteLeaning) {
      const scored = valued
        .map((player, index) => ({
          index,
          score:
            (lateRound.has(player.position) ? player.vbd - 60 : player.vbd) +
            (leaning.byPosition.get(player.position) ?? 0) +
            (leaning.byPlayer[index] ?? 0) +
            (drift[index] ?? 0),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, adpListed)
      const dayRng = rng.fork(`adp:${leaning.site}:${day}`)
      for (const [rank, { index }] of scored.entries()) {
        const entry = draftPlayers[index]
        if (!entry) continue
        // An average over many drafts: around the crowd's rank, wider later in the draft.
        const value = Math.max(1, rank + 1 + dayRng.normal(0, 0.3 + rank * 0.02))
        adp.push({ playerKey: entry.key, site: leaning.site, asOf: day, adp: round1(value) })
      }
    }
  }
  return adp
}

/**
 * The draft season of `year` for the world's NFL teams and players, as known on `today`:
 * results for weeks over by then, ADP snapshots up to it.
 * @example buildDraftSeason('slatelab', teams, players, isoDate('2026-11-25')).players.length // 352
 */
export const buildDraftSeason = (
  seed: string,
  teams: readonly WorldTeam[],
  players: readonly WorldPlayer[],
  today: IsoDate,
): DraftSeason => {
  const year = draftSeasonOf(today)
  const nflTeams = teams.filter((team) => team.sport === 'NFL')
  const nflPlayers = players.filter((player) => player.teamKey?.startsWith('NFL:'))
  const rng = createRng(`${seed}:draft-season:${year}`)
  const { shortOf, weeks, games, matchupsOf } = draftSchedule(seed, year, nflTeams, nflPlayers)
  const draftPlayers = draftPlayersOf(nflPlayers, shortOf, matchupsOf)
  const experts = expertSeasons(rng, draftPlayers)
  const results = weeklyResults(rng, draftPlayers, weeks, matchupsOf, today)
  return {
    year,
    players: draftPlayers.map(({ key, name, position, teamShort, byeWeek }) => ({
      key,
      name,
      position,
      teamShort,
      byeWeek,
    })),
    lines: [...experts.lines, ...results],
    adp: draftAdp(rng, year, today, draftPlayers, experts.consensusPoints),
    weeks,
    games,
  }
}
