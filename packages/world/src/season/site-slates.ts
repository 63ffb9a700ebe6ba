/**
 * One sport's slates of a day on one site: each player priced once a day from his projection
 * within his position (classic) or across the game (showdown), listed with his projection,
 * points once played, injury status and projected ownership, and the slate's contests.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import { salaryCapOf, siteIds, type SiteId } from '@slatelab/domain/sites'
import { requireSport, sportIds } from '@slatelab/domain/sports'
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import { variants } from '@slatelab/domain/variants'
import { priceSalary, salaryRangeOf } from '../salaries'
import { findSingleGameFormat, type SingleGameFormat } from '../single-game-format'
import {
  classicRosterSlots,
  findSitePositions,
  type MainSportId,
  type StarterSiteId,
} from '../site-positions'
import { buildContestMenu } from './contest-menu'
import type { TeamSport } from './league-schedule'
import { fieldChalkOf, projectOwnership, type FieldChalk } from './ownership-projection'
import type { InjuryStatus } from './player-form'
import type { Projection } from './player-projections'
import { draftKingsRowId, seasonSlateIds } from './season-ids'
import {
  captainAndFlexRows,
  listSingleGameRows,
  priceSingleGame,
  singleGamePricing,
} from './single-game-slates'
import { slateOnSite, type SlateSpec } from './slate-menu'
import type { WorldPlayer } from './world-players'
import type { WorldSlate, WorldSlatePlayer } from './world-types'

/** The sites the world lists slates on. */
export const slateSites: readonly StarterSiteId[] = [siteIds.DraftKings, siteIds.FanDuel]

const simLabsSports: readonly number[] = [
  sportIds.NFL,
  sportIds.NBA,
  sportIds.MLB,
  sportIds.NHL,
  sportIds.PGA,
]

export const round2 = (value: number): number => Math.round(value * 100) / 100

const noProjection: Projection = { mean: 0, floor: 0, ceiling: 0 }

/** A game (or a tournament) a slate can include. */
export type SlateGame = {
  readonly startsAt: string
  readonly sportCode: TeamSport | 'PGA'
  readonly listed: readonly WorldPlayer[]
}

export type SiteSlatesInput = {
  readonly seed: string
  readonly sport: MainSportId
  readonly siteId: StarterSiteId
  readonly day: IsoDate
  readonly menu: readonly SlateSpec[]
  readonly games: ReadonlyMap<string, SlateGame>
  readonly projectionOf: (playerKey: string) => Projection | undefined
  /** Null until the games are played. */
  readonly pointsOf: ((playerKey: string) => number) | null
  readonly statusOf: (player: WorldPlayer) => InjuryStatus | null
  readonly madeCutOf?: (playerKey: string) => boolean | null
  readonly teeTimeOf?: (playerKey: string) => IsoDateTime | undefined
}

type SlateRow = Omit<WorldSlatePlayer, 'sitePlayerId' | 'projectedOwnership'>

/** Each player's classic salary of the day: his projection's z-score within his position. */
const classicSalaries = (
  { sport, siteId, projectionOf }: SiteSlatesInput,
  dayPlayers: readonly WorldPlayer[],
  rng: Rng,
): ReadonlyMap<string, number> => {
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
  const salaries = new Map<string, number>()
  for (const player of dayPlayers) {
    const range = salaryRangeOf(siteId, sport, player.position)
    if (range !== undefined)
      salaries.set(player.key, priceSalary(zOf(player), range, rng.fork(`price:${player.key}`)))
  }
  return salaries
}

/** A slate's rows, most expensive first: one per player, or a captain and a flex row each. */
const slateRows = (
  input: SiteSlatesInput,
  listed: readonly WorldPlayer[],
  classicSalary: ReadonlyMap<string, number>,
  singleGame: SingleGameFormat | undefined,
  flexSalaries: readonly number[],
): SlateRow[] => {
  const { sport, siteId, projectionOf, pointsOf } = input
  const rows: SlateRow[] = []
  for (const [index, player] of listed.entries()) {
    const projection = projectionOf(player.key) ?? noProjection
    const actual = pointsOf === null ? null : round2(pointsOf(player.key))
    const listing = findSitePositions(siteId, sport, player.position)
    const injuryStatus = input.statusOf(player)
    const madeCut = input.madeCutOf?.(player.key) ?? null
    if (singleGame === undefined) {
      const salary = classicSalary.get(player.key)
      if (listing === undefined || salary === undefined) continue
      const teeTime = input.teeTimeOf?.(player.key)
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
  return rows.sort(
    (a, b) =>
      b.salary - a.salary ||
      a.playerKey.localeCompare(b.playerKey) ||
      a.rosterPositions[0]!.localeCompare(b.rosterPositions[0]!),
  )
}

/** The rows with their projected ownership and each site's player id, in listing order. */
const slatePlayersOf = (
  rows: readonly SlateRow[],
  slate: Pick<WorldSlate, 'sourceId' | 'contestGroupId' | 'draftGroupId'>,
  { listed }: { listed: readonly WorldPlayer[] },
  {
    rosterSlots,
    salaryCap,
    singleGame,
    chalk,
  }: {
    rosterSlots: readonly string[]
    salaryCap: number
    singleGame: SingleGameFormat | undefined
    chalk: FieldChalk
  },
): WorldSlatePlayer[] => {
  const ownership = projectOwnership(
    rows.map((row) => ({
      salary: row.salary,
      mean: row.projection.mean,
      rosterPositions: row.rosterPositions,
    })),
    rosterSlots,
    salaryCap,
    chalk,
  )
  const owned = rows.map((row, index) => ({
    ...row,
    projectedOwnership: ownership[index] ?? 0,
  }))
  const listedRows = singleGame === undefined ? owned : listSingleGameRows(owned, singleGame)
  const playerNumbers = new Map(listed.map((player) => [player.key, player.playerNumber]))
  return listedRows.map((row, index) => ({
    ...row,
    sitePlayerId:
      slate.sourceId === siteIds.DraftKings
        ? draftKingsRowId(slate.contestGroupId, index)
        : `${slate.draftGroupId}-${playerNumbers.get(row.playerKey) ?? index}`,
  }))
}

/** One slate of the menu on the site, or none when the site has no such format. */
const slateOf = (
  input: SiteSlatesInput,
  menuSpec: SlateSpec,
  classicSalary: ReadonlyMap<string, number>,
  rng: Rng,
): WorldSlate[] => {
  const { seed, sport, siteId, day } = input
  const sportCode = requireSport(sport).code
  const spec = slateOnSite(menuSpec, siteId)
  const isShowdown = spec.variant === variants.showdown
  const singleGame = isShowdown ? findSingleGameFormat(siteId, sport) : undefined
  const pricing = singleGamePricing[siteId][sportCode as TeamSport]
  if (isShowdown && (singleGame === undefined || pricing === undefined)) return []
  const { contestGroupId, draftGroupId } = seasonSlateIds(day, sport, siteId, spec.index)
  const slateGames = spec.gameKeys.flatMap((key) => {
    const game = input.games.get(key)
    return game === undefined ? [] : [game]
  })
  const listed = slateGames
    .flatMap((game) => game.listed)
    .filter((player) => !singleGame?.leftOut.includes(player.position))
  const flexSalaries =
    singleGame === undefined || pricing === undefined
      ? []
      : priceSingleGame(
          listed.map((player) => input.projectionOf(player.key)?.mean ?? 0),
          pricing,
          rng,
        )
  const rows = slateRows(input, listed, classicSalary, singleGame, flexSalaries)
  const rosterSlots = singleGame?.rosterSlots ?? classicRosterSlots(siteId, sport)
  const salaryCap = singleGame?.salaryCap ?? salaryCapOf(siteId as SiteId, sport) ?? 50_000
  const slatePlayers = slatePlayersOf(
    rows,
    { sourceId: siteId, contestGroupId, draftGroupId },
    { listed },
    {
      rosterSlots,
      salaryCap,
      singleGame,
      chalk: fieldChalkOf(sport, isShowdown ? 'showdown' : 'classic'),
    },
  )
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
}

/** One sport's slates on one site, from the day's projections and (if played) results. */
export const siteSlates = (input: SiteSlatesInput): readonly WorldSlate[] => {
  const rng = createRng(`${input.seed}:slates:${input.day}:${input.sport}:${input.siteId}`)
  const dayPlayers = [...input.games.values()].flatMap((game) => game.listed)
  const classicSalary = classicSalaries(input, dayPlayers, rng)
  // A site we have no scoring table for (FanDuel golf) gets no slates: we could not score them.
  if (!dayPlayers.some((player) => input.projectionOf(player.key) !== undefined)) return []
  return input.menu.flatMap((menuSpec) => slateOf(input, menuSpec, classicSalary, rng))
}
