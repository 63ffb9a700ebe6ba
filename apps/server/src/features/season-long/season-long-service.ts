/**
 * The rules of the season-long tools: stat lines averaged over the chosen experts and scored
 * under the caller's scoring, valued for a league (value over replacement, auction dollars,
 * tiers), ADP with the market's ranks, NFL weeks, survivor odds and the tiered rankings.
 */
import {
  rosterSchema,
  scoringSchema,
  statLineSchema,
  scoringGroupKeys,
  type CheatsheetSettings,
  type Scoring,
  type ScoringGroup,
  type StatLine,
} from '@slatelab/domain/entities/cheatsheet'
import type {
  AdpRow,
  NflWeek,
  ProjectionRow,
  SavedCheatsheet,
  SurvivorOdds,
  TieredRanking,
} from '@slatelab/contract/season-long.contract'
import { errors, withStatus } from '@slatelab/domain/errors'
import { cheatsheetStoreOverrides, seasonLongDefaults } from '@slatelab/domain/season-long-defaults'
import { fnv1a64Hex } from '@slatelab/engine/contest-analytics/fnv1a64'
import { auctionValues } from '@slatelab/engine/season-long/auction-values'
import {
  isPresetScoring,
  presetScoring,
  scaleStatLine,
  scoreStatLine,
} from '@slatelab/engine/season-long/scoring'
import {
  fitRatings,
  noVigHomeProbability,
  optimalSurvivorPath,
  ratedHomeProbability,
  type SurvivorWeek,
} from '@slatelab/engine/season-long/survivor'
import { assignTiers } from '@slatelab/engine/season-long/tiers'
import { valueOverReplacement } from '@slatelab/engine/season-long/value-based-drafting'
import type { Glpk } from '@slatelab/engine/optimizer/glpk-solver'
import type { DbOrTx } from '../../db/database'
import { HttpError } from '../../http/http-error'
import { draftOrder } from './draft-order'
import {
  countCheatsheets,
  deleteCheatsheet,
  findFirstAdpDay,
  findLastAdpDay,
  findSeasonYear,
  insertCheatsheet,
  listAdpAsOf,
  listCheatsheets,
  listExperts,
  listNflWeeks,
  listRankings,
  listSeasonGames,
  listSeasonPlayers,
  listStatLines,
  listWeeksOfYear,
  updateCheatsheet,
  actualExpert,
} from './season-long-repository'

/** The expert name that averages every expert. */
export const consensusExpert = 'consensus'

/** Sheets a user may keep. */
export const maxCheatsheetsPerUser = 50

/** Regular-season weeks of an NFL season (survivor pools end with them). */
const regularWeeks = 18

const footballSportId = 1

export const listSavedCheatsheets = async (
  db: DbOrTx,
  userId: number,
): Promise<{ cheatsheets: readonly SavedCheatsheet[] }> => ({
  cheatsheets: await listCheatsheets(db, userId, footballSportId),
})

/** Saves the settings as a new sheet, or over the caller's sheet `cheatsheetId`. */
export const saveCheatsheet = async (
  db: DbOrTx,
  userId: number,
  body: CheatsheetSettings & { readonly cheatsheetId?: number | undefined },
  now: Date,
): Promise<SavedCheatsheet> => {
  const { cheatsheetId, ...settings } = body
  const json = JSON.stringify(settings)
  if (cheatsheetId !== undefined) {
    const updated = await updateCheatsheet(db, {
      cheatsheetId,
      userId,
      settings: json,
      updatedAt: now,
    })
    if (!updated) throw new HttpError(404, withStatus(errors.saveCheatsheetSettings, 404))
    return { cheatsheetId: updated.cheatsheetId, settings: json }
  }
  if ((await countCheatsheets(db, userId)) >= maxCheatsheetsPerUser) {
    throw new HttpError(409, withStatus(errors.saveCheatsheetSettings, 409))
  }
  const inserted = await insertCheatsheet(db, {
    userId,
    sportId: footballSportId,
    settings: json,
    updatedAt: now,
  })
  if (!inserted) throw new HttpError(500, withStatus(errors.saveCheatsheetSettings, 500))
  return { cheatsheetId: inserted.cheatsheetId, settings: json }
}

export const removeCheatsheet = async (db: DbOrTx, userId: number, cheatsheetId: number) => {
  const deleted = await deleteCheatsheet(db, userId, cheatsheetId)
  if (!deleted) throw new HttpError(404, withStatus(errors.deleteCheatsheetSettings, 404))
  return deleted
}

const groups = Object.keys(scoringGroupKeys) as ScoringGroup[]

/** The key-by-key mean of stat lines (one per expert). */
const averageLines = (lines: readonly StatLine[]): StatLine => {
  const sum: Record<string, Record<string, number>> = {}
  for (const group of groups) {
    sum[group] = {}
    for (const key of scoringGroupKeys[group]) {
      let total = 0
      for (const line of lines) total += (line[group] as Readonly<Record<string, number>>)[key] ?? 0
      const groupSum = sum[group]
      if (groupSum) groupSum[key] = Math.round((total / Math.max(1, lines.length)) * 100) / 100
    }
  }
  return statLineSchema.parse(sum)
}

/** The scoring a named type stands for; `custom` is the sheet's own. */
const scoringOf = (type: string, custom: Scoring | undefined): Scoring =>
  isPresetScoring(type) ? presetScoring(type) : (custom ?? presetScoring('ppr'))

type PlayerLines = {
  readonly player: Awaited<ReturnType<typeof listSeasonPlayers>>[number]
  readonly lines: readonly StatLine[]
}

/** The season's players with their experts' lines for `week` (consensus = every expert). */
const loadLines = async (
  db: DbOrTx,
  year: number,
  week: number,
  experts: readonly string[],
): Promise<readonly PlayerLines[]> => {
  const all = experts.includes(consensusExpert)
  const [players, lines] = await Promise.all([
    listSeasonPlayers(db, year),
    listStatLines(db, year, week, all ? undefined : experts),
  ])
  const byPlayer = new Map<number, StatLine[]>()
  for (const line of lines) {
    byPlayer.set(line.seasonPlayerId, [...(byPlayer.get(line.seasonPlayerId) ?? []), line.stats])
  }
  return players.flatMap((player) => {
    const playerLines = byPlayer.get(player.seasonPlayerId)
    return playerLines ? [{ player, lines: playerLines }] : []
  })
}

/** Rows scored and ranked, best first, overall and within each position. */
const rankRows = (entries: readonly PlayerLines[], scoring: Scoring): ProjectionRow[] => {
  const scored = entries
    .map(({ player, lines }) => {
      const stats = averageLines(lines)
      return { player, stats, projPts: scoreStatLine(stats, scoring) }
    })
    .sort((a, b) => b.projPts - a.projPts || a.player.name.localeCompare(b.player.name))
  const positionCount = new Map<string, number>()
  return scored.map(({ player, stats, projPts }, index) => {
    const rankPosition = (positionCount.get(player.position) ?? 0) + 1
    positionCount.set(player.position, rankPosition)
    return {
      playerId: player.seasonPlayerId,
      playerName: player.name,
      position: player.position,
      teamNameShort: player.teamShort,
      byeWeek: player.byeWeek,
      projPts,
      rankOverall: index + 1,
      rankPosition,
      stats,
    }
  })
}

const requireYear = async (db: DbOrTx, season: number | undefined, message: string) => {
  const year = await findSeasonYear(db, season)
  if (year === undefined) throw new HttpError(404, withStatus(message, 404))
  return year
}

/**
 * One expert's season projections (or the consensus) under a named scoring, keyed by the
 * lower-cased expert name; an expert with no lines gets an empty list.
 */
export const expertSeasonProjections = async (
  db: DbOrTx,
  query: {
    readonly expert_name?: string | undefined
    readonly scoring_type: string
    readonly season?: number | undefined
  },
) => {
  const expert =
    (query.expert_name ?? consensusExpert).replace(/action/gi, '').toLowerCase() || consensusExpert
  const year = await requireYear(db, query.season, errors.fetchSeasonProjections)
  const rows = rankRows(
    await loadLines(db, year, 0, [expert]),
    scoringOf(query.scoring_type, undefined),
  )
  return { 'season-projections': { projections: { [expert]: rows } } }
}

/** The market's ADP rank of each player: the mean over every site's latest snapshot. */
const marketAdpRanks = async (db: DbOrTx, year: number, day: string) => {
  const rows = await listAdpAsOf(db, year, day)
  const sums = new Map<number, { total: number; count: number }>()
  for (const row of rows) {
    const sum = sums.get(row.seasonPlayerId) ?? { total: 0, count: 0 }
    sums.set(row.seasonPlayerId, { total: sum.total + row.adp, count: sum.count + 1 })
  }
  const order = [...sums.entries()]
    .map(([id, sum]) => ({ id, adp: sum.total / sum.count }))
    .sort((a, b) => a.adp - b.adp || a.id - b.id)
  return new Map(order.map((entry, index) => [entry.id, index + 1]))
}

/**
 * A cheatsheet: the settings' experts averaged, scored under its scoring, valued for its roster
 * and teams (value over replacement), priced for its budget, tiered per position and compared
 * with the market's ADP (its latest snapshot), best value first.
 */
export const cheatsheetProjections = async (
  db: DbOrTx,
  settings: CheatsheetSettings,
  season: number | undefined,
) => {
  const year = await requireYear(db, season, errors.fetchCheatsheetData)
  const scoring = scoringOf(settings.scoringType, scoringSchema.parse(settings.scoring))
  const rows = rankRows(await loadLines(db, year, 0, settings.expert), scoring)
  const valued = valueOverReplacement(
    rows.map((row) => ({ ...row, points: row.projPts })),
    settings.roster,
    settings.teamCount,
  )
  const priced = auctionValues(valued, settings.roster, settings.teamCount, settings.auctionBudget)
  const tiers = new Map<number, number>()
  for (const position of new Set(priced.map((row) => row.position))) {
    const ofPosition = priced
      .filter((row) => row.position === position)
      .sort((a, b) => b.vbd - a.vbd)
    // Tiers over the players worth drafting: twice the league's rostered count at most.
    const pool = ofPosition.slice(0, Math.max(12, settings.teamCount * 4))
    const assigned = assignTiers(
      pool.map((row) => ({ averageRank: -row.vbd, spread: 0 })),
      8,
    )
    for (const [index, row] of pool.entries()) tiers.set(row.playerId, assigned[index] ?? 1)
  }
  const day = `${year}-12-31`
  const adpRanks = await marketAdpRanks(db, year, day)
  const byValue = [...priced].sort((a, b) => b.vbd - a.vbd || b.projPts - a.projPts)
  const projections = byValue.map(
    ({ points: _points, replacementPoints: _replacement, ...row }, index) => {
      const adpRank = adpRanks.get(row.playerId) ?? null
      return {
        ...row,
        auctionValue: Math.round(row.auctionValue * 10) / 10,
        tier: tiers.get(row.playerId) ?? 9,
        adpRank,
        valueVsAdp: adpRank === null ? null : adpRank - (index + 1),
      }
    },
  )
  return { 'season-projections': { projections } }
}

/**
 * One week's projections of an expert (or the consensus): his season line ÷ 17 × the week's
 * matchup (nothing in a bye week); without a stored schedule (an imported season), ÷ 17 for
 * everyone. With what each player scored once the week is played. Both are scored from their
 * stat lines, under `custom` when the scoring type is custom.
 */
export const weeklyProjections = async (
  db: DbOrTx,
  query: {
    readonly expert_name: string
    readonly scoring_type: string
    readonly week: number
    readonly season?: number | undefined
  },
  custom?: Scoring,
) => {
  const expert = query.expert_name.replace(/action/gi, '').toLowerCase() || consensusExpert
  const year = await requireYear(db, query.season, errors.fetchWeeklyProjections)
  const scoring = scoringOf(query.scoring_type, custom)
  const [entries, actual, games] = await Promise.all([
    loadLines(db, year, 0, [expert]),
    listStatLines(db, year, query.week, [actualExpert]),
    listSeasonGames(db, year),
  ])
  const matchups = new Map<string, number>()
  for (const game of games) {
    if (game.week !== query.week) continue
    matchups.set(game.homeShort, game.homeMatchup)
    matchups.set(game.visitorShort, game.visitorMatchup)
  }
  const weekly = entries.flatMap(({ player, lines }) => {
    const matchup = games.length === 0 ? 1 : matchups.get(player.teamShort)
    if (matchup === undefined) return []
    return [{ player, lines: lines.map((line) => scaleStatLine(line, matchup / 17)) }]
  })
  const scored = new Map(
    actual.map((line) => [line.seasonPlayerId, scoreStatLine(line.stats, scoring)]),
  )
  const projections = rankRows(weekly, scoring).map((row) => ({
    ...row,
    actualPts: scored.get(row.playerId) ?? null,
  }))
  return { weeklyProjections: { projections } }
}

const toIsoDay = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

type Ranked = { readonly overall: number; readonly position: number }

/** Ranks by ADP, overall and within position. */
const rankByAdp = (
  adp: ReadonlyMap<number, number>,
  positionOf: ReadonlyMap<number, string>,
): ReadonlyMap<number, Ranked> => {
  const order = [...adp.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0])
  const perPosition = new Map<string, number>()
  return new Map(
    order.map(([id], index) => {
      const position = positionOf.get(id) ?? ''
      const rank = (perPosition.get(position) ?? 0) + 1
      perPosition.set(position, rank)
      return [id, { overall: index + 1, position: rank }]
    }),
  )
}

/** Mean ADP per player over the sites other than `site`. */
const otherSitesAdp = (rows: Awaited<ReturnType<typeof listAdpAsOf>>, site: string) => {
  const sums = new Map<number, { total: number; count: number }>()
  for (const row of rows) {
    if (row.site === site) continue
    const sum = sums.get(row.seasonPlayerId) ?? { total: 0, count: 0 }
    sums.set(row.seasonPlayerId, { total: sum.total + row.adp, count: sum.count + 1 })
  }
  return new Map([...sums.entries()].map(([id, sum]) => [id, sum.total / sum.count]))
}

/**
 * A site's ADP rows as of a day: the season is the date's year (or the latest before it), the
 * snapshot its latest on or before the day (the first for a day before it).
 */
export const listAdpRows = async (
  db: DbOrTx,
  params: {
    readonly adpSite: string
    readonly yyyymmdd: string
    readonly projectionSource: string
  },
): Promise<readonly AdpRow[]> => {
  const requested = toIsoDay(params.yyyymmdd)
  if (Number.isNaN(Date.parse(`${requested}T00:00:00Z`))) {
    throw new HttpError(400, withStatus(errors.fetchAdpData, 400))
  }
  const year = await findSeasonYear(db, Number(params.yyyymmdd.slice(0, 4)))
  if (year === undefined) return []
  const first = await findFirstAdpDay(db, year)
  if (first === undefined) return []
  // The snapshot the rows read, so that after the draft season the 7-day change still compares
  // its last week of drafts rather than two copies of the last snapshot.
  const day = (await findLastAdpDay(db, year, requested < first ? first : requested)) ?? first
  const [players, now, weekAgo] = await Promise.all([
    listSeasonPlayers(db, year),
    listAdpAsOf(db, year, day),
    listAdpAsOf(db, year, shiftDay(day, -7)),
  ])
  const positionOf = new Map(players.map((player) => [player.seasonPlayerId, player.position]))
  const siteAdp = new Map(
    now.filter((row) => row.site === params.adpSite).map((row) => [row.seasonPlayerId, row.adp]),
  )
  const siteRanks = rankByAdp(siteAdp, positionOf)
  const partnerRanks = rankByAdp(otherSitesAdp(now, params.adpSite), positionOf)
  const partnerBefore = rankByAdp(otherSitesAdp(weekAgo, params.adpSite), positionOf)
  const expert = params.projectionSource.replace(/action/gi, '').toLowerCase() || consensusExpert
  const projected = new Map(
    rankRows(await loadLines(db, year, 0, [expert]), presetScoring('ppr')).map((row) => [
      row.playerId,
      row.projPts,
    ]),
  )
  return players
    .flatMap((player) => {
      const rank = siteRanks.get(player.seasonPlayerId)
      const adp = siteAdp.get(player.seasonPlayerId)
      if (!rank || adp === undefined) return []
      const partner = partnerRanks.get(player.seasonPlayerId)
      const before = partnerBefore.get(player.seasonPlayerId)
      return [
        {
          playerId: player.seasonPlayerId,
          playerIdSource: player.idSource,
          playerName: player.name,
          position: player.position,
          teamId: player.teamId,
          teamNameShort: player.teamShort,
          byeWeek: player.byeWeek,
          projPts: projected.get(player.seasonPlayerId) ?? null,
          adp: Math.round(adp * 10) / 10,
          rankOverall: rank.overall,
          rankPosition: rank.position,
          partnerRankOverall: partner?.overall ?? null,
          partnerRankPosition: partner?.position ?? null,
          draftPositionDifferential: partner ? partner.overall - rank.overall : null,
          partnerRankOverallChange7D: partner && before ? before.overall - partner.overall : null,
          hash: fnv1a64Hex(`${player.seasonPlayerId}|${params.adpSite}|${day}|${adp}`),
        },
      ]
    })
    .sort((a, b) => a.rankOverall - b.rankOverall)
}

const dateId = (isoDay: string) => Number(isoDay.replaceAll('-', ''))

/** The current week's number: the week holding `day`, week 1 before the season, the last after it. */
const currentWeekOf = (
  weeks: readonly { week: number; startDate: string; endDate: string }[],
  day: string,
) => {
  const holding = weeks.find((week) => week.startDate <= day && day <= week.endDate)
  if (holding) return holding.week
  const last = weeks.at(-1)
  return last && day > last.endDate ? last.week : (weeks[0]?.week ?? 1)
}

/** The weeks of the season under way on `day` (Eastern), the current one marked. */
export const listCurrentWeeks = async (db: DbOrTx, day: string): Promise<readonly NflWeek[]> => {
  const weeks = await listNflWeeks(db, day)
  const current = currentWeekOf(weeks, day)
  return weeks.map((week) => ({
    nflWeekId: week.year * 100 + week.week,
    year: week.year,
    week: week.week,
    startDateId: dateId(week.startDate),
    endDateId: dateId(week.endDate),
    weekName: week.weekName,
    isCurrent: week.week === current,
  }))
}

/**
 * Survivor odds of a season from the current week (week 1 of a season not yet started, none
 * after it) and the best path avoiding `used` teams.
 */
export const survivorOdds = async (
  db: DbOrTx,
  glpk: Glpk,
  year: number,
  used: readonly string[],
  day: string,
): Promise<SurvivorOdds> => {
  const [weeks, games] = await Promise.all([listWeeksOfYear(db, year), listSeasonGames(db, year)])
  if (games.length === 0) throw new HttpError(404, withStatus(errors.fetchSurvivorData, 404))
  const currentWeek = currentWeekOf(weeks, day)
  const priced = games.flatMap((game) =>
    game.moneylines
      ? [
          {
            home: game.homeShort,
            visitor: game.visitorShort,
            homeProbability: noVigHomeProbability(game.moneylines.home, game.moneylines.visitor),
          },
        ]
      : [],
  )
  const ratings = fitRatings(priced)
  const byWeek = new Map<number, SurvivorOdds['weeks'][number]['games'][number][]>()
  for (const game of games) {
    if (game.week < currentWeek || game.week > regularWeeks) continue
    const source = game.moneylines ? ('moneyline' as const) : ('rating' as const)
    const home = game.moneylines
      ? noVigHomeProbability(game.moneylines.home, game.moneylines.visitor)
      : ratedHomeProbability(ratings, game.homeShort, game.visitorShort)
    const round = (p: number) => Math.round(p * 10_000) / 10_000
    byWeek.set(game.week, [
      ...(byWeek.get(game.week) ?? []),
      {
        team: game.homeShort,
        opponent: game.visitorShort,
        isHome: true,
        winProbability: round(home),
        source,
      },
      {
        team: game.visitorShort,
        opponent: game.homeShort,
        isHome: false,
        winProbability: round(1 - home),
        source,
      },
    ])
  }
  const weekList = [...byWeek.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([week, weekGames]) => ({
      week,
      games: [...weekGames].sort((a, b) => b.winProbability - a.winProbability),
    }))
  const teams = [...new Set(games.flatMap((game) => [game.homeShort, game.visitorShort]))].sort()
  const usedTeams = used.map((team) => team.toUpperCase()).filter((team) => teams.includes(team))
  const pathWeeks: SurvivorWeek[] = weekList.map((week) => ({
    week: week.week,
    options: week.games.map((game) => ({ team: game.team, winProbability: game.winProbability })),
  }))
  const path = await optimalSurvivorPath(glpk, pathWeeks, usedTeams)
  return { year, currentWeek, teams, weeks: weekList, used: usedTeams, path }
}

/** The league the overall tiered list values players for: the store's roster, 12 teams. */
const overallRoster = rosterSchema.parse(cheatsheetStoreOverrides.roster)
const overallTeams = seasonLongDefaults.teamCount

/** Players a tiered list keeps, per position filter. */
const tierDepth: Readonly<Record<string, number>> = {
  all: 200,
  QB: 36,
  RB: 72,
  WR: 84,
  TE: 36,
  K: 32,
  DST: 32,
}

const standardDeviation = (values: readonly number[]) => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length)
}

/**
 * Tiered rankings: every expert ranks the players (by his season projection under the scoring,
 * or his imported ranking), within the position filter; the players most experts rank highest
 * are clustered into tiers by a Gaussian mixture over their average rank, weighted by the
 * experts' agreement.
 */
export const tieredRankings = async (
  db: DbOrTx,
  query: {
    readonly position: string
    readonly scoring_type: string
    readonly season?: number | undefined
  },
): Promise<{ Content: readonly TieredRanking[] }> => {
  const year = await findSeasonYear(db, query.season)
  if (year === undefined) return { Content: [] }
  const scoring = scoringOf(query.scoring_type, undefined)
  const [players, experts, rankings] = await Promise.all([
    listSeasonPlayers(db, year),
    listExperts(db, year),
    listRankings(db, year),
  ])
  const inFilter = new Map(
    players
      .filter((player) => query.position === 'all' || player.position === query.position)
      .map((player) => [player.seasonPlayerId, player]),
  )
  const ranksOf = new Map<number, number[]>()
  const addRanks = (ordered: readonly number[]) => {
    ordered
      .filter((id) => inFilter.has(id))
      .forEach((id, index) => ranksOf.set(id, [...(ranksOf.get(id) ?? []), index + 1]))
  }
  const lines = await listStatLines(db, year, 0, experts)
  const positionOf = new Map(players.map((player) => [player.seasonPlayerId, player.position]))
  for (const expert of experts) {
    const scored = lines
      .filter((line) => line.expert === expert)
      .map((line) => ({
        playerId: line.seasonPlayerId,
        position: positionOf.get(line.seasonPlayerId) ?? '',
        points: scoreStatLine(line.stats, scoring),
      }))
    // Within a position points rank; across positions, value over replacement in a standard
    // league does (a 12-team, one-QB league's 12th QB is no better a pick than its 24th WR),
    // with kickers and defences in the draft's last rounds (draft-order.ts).
    const ordered =
      query.position === 'all'
        ? draftOrder(
            valueOverReplacement(scored, overallRoster, overallTeams),
            overallRoster,
            overallTeams,
          )
        : [...scored].sort((a, b) => b.points - a.points || a.playerId - b.playerId)
    addRanks(ordered.map((entry) => entry.playerId))
  }
  for (const expert of new Set(rankings.map((row) => row.expert))) {
    addRanks(
      rankings
        .filter((row) => row.expert === expert)
        .sort((a, b) => a.rank - b.rank)
        .map((row) => row.seasonPlayerId),
    )
  }
  const ranked = [...ranksOf.entries()]
    .flatMap(([id, ranks]) => {
      const player = inFilter.get(id)
      return player
        ? [
            {
              player,
              ranks,
              averageRank: ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length,
              spread: standardDeviation(ranks),
            },
          ]
        : []
    })
    .sort((a, b) => a.averageRank - b.averageRank || a.player.name.localeCompare(b.player.name))
    .slice(0, tierDepth[query.position] ?? 200)
  const tiers = assignTiers(ranked, query.position === 'all' ? 16 : 10)
  return {
    Content: ranked.map((entry, index) => ({
      playerId: entry.player.seasonPlayerId,
      playerName: entry.player.name,
      position: entry.player.position,
      teamNameShort: entry.player.teamShort,
      rank: index + 1,
      tier: tiers[index] ?? 1,
      averageRank: Math.round(entry.averageRank * 10) / 10,
      bestRank: Math.min(...entry.ranks),
      worstRank: Math.max(...entry.ranks),
      spread: Math.round(entry.spread * 100) / 100,
      experts: entry.ranks.length,
    })),
  }
}
