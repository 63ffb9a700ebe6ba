/**
 * A demo-world slate as the field model reads it: its lineup format, and one field player per
 * player of the slate with his actual points.
 */
import type { sportIds } from '@slatelab/domain/sports'
import { percent, points, salary } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import {
  typicalProjectionAccuracy,
  withProjectionError,
} from '@slatelab/engine/simlabs/projection-accuracy'
import { variants } from '@slatelab/domain/variants'
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import type { WorldSlate, WorldSlatePlayer } from '../season/world-types'
import type { MainSportId, StarterSiteId } from '../site-positions'
import type { FieldPlayer, LineupFormat } from './field-input'
import {
  informedView,
  resultAgainstEstimate,
  viewInformation,
  type InformedPlayer,
} from './crowd-view'
import { classicLineupFormat, showdownLineupFormat } from './lineup-rules'
import { withOwnershipError } from './ownership-error'

/**
 * The lineup format of a slate: its site's single-game format on a showdown, else the classic.
 * @example slateLineupFormat(fanDuelNflSingleGame).rosterSlots // ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX']
 */
export const slateLineupFormat = (slate: WorldSlate): LineupFormat =>
  slate.variant === variants.showdown
    ? showdownLineupFormat(
        slate.sportId as Exclude<MainSportId, typeof sportIds.PGA>,
        slate.sourceId as StarterSiteId,
      )
    : classicLineupFormat(slate.sourceId as StarterSiteId, slate.sportId as MainSportId)

/**
 * The slate's players as the field model reads them, one per player, and their actual points
 * (same order; 0 before the games). A DraftKings captain row merges into its player's flex row;
 * a FanDuel row already fills MVP or FLEX and says how much of its ownership is as MVP. Players
 * projected for nothing (out, or not starting) are left out: nobody enters them. Each carries
 * the crowd's view of his projection (optimizer users build from it; `informedView`, drawn from
 * `<seed>:crowd-view:<contestGroupId>`) and, as the ownership the field aims at, the slate's
 * projected ownership with the error real fields show (`withOwnershipError`, drawn from
 * `<seed>:ownership-error:<contestGroupId>`). Both are drawn once per slate, so every contest of
 * the slate sees and misses alike.
 * @example slateFieldPlayers(slate, format, { seed, playerIds, teamOf, eventOf }).players[0]?.rosterPositions // ['MVP', 'FLEX']
 */
export const slateFieldPlayers = (
  slate: WorldSlate,
  format: LineupFormat,
  keys: {
    /** The world's seed: the slate's ownership error is drawn from it. */
    readonly seed: string
    /** Player key → the player's id in the field (the store's player id). */
    readonly playerIds: ReadonlyMap<string, number>
    /** Player key → team key (a player without one is his own team). */
    readonly teamOf: ReadonlyMap<string, string | null>
    /** Player key → event key (else the slate's first event). */
    readonly eventOf: ReadonlyMap<string, string>
  },
  results: WorldSlate = slate,
): {
  readonly players: readonly FieldPlayer[]
  /** The same players at the slate's projected ownership, before the error. */
  readonly projected: readonly FieldPlayer[]
  readonly points: Float64Array
} => {
  const captainSlot = format.rosterSlots.find(isCaptainSlot)
  const isCaptainRow = (row: WorldSlatePlayer) => row.rosterPositions.every(isCaptainSlot)
  const rows = slate.players.filter((row) => row.projection.mean > 0 && !isCaptainRow(row))
  const captainRows = new Map(
    slate.players.filter(isCaptainRow).map((row) => [row.playerKey, row.projectedOwnership]),
  )
  // The crowd knows as much as SimLabs allows it of a projection with a typical error.
  const positionOf = (row: WorldSlatePlayer) => row.positions[0] ?? ''
  const accuracy = typicalProjectionAccuracy(
    rows.map((row) => ({ position: positionOf(row), projection: row.projection.mean })),
  )
  const finalPoints = new Map(
    results.players
      .filter((row) => !isCaptainRow(row))
      .map((row) => [row.playerKey, row.actualPoints]),
  )
  const viewRng = createRng(`${keys.seed}:crowd-view:${slate.contestGroupId}`)
  const crowdViews = rows.map((row) => {
    const { mean, floor, ceiling } = row.projection
    const projected: InformedPlayer = { projection: mean, floor, ceiling }
    const estimate = withProjectionError(projected, positionOf(row), accuracy, 1)
    const errorShare = (estimate.projectionErrorSd ?? 0) / Math.max(estimate.projection, 1e-9)
    const { outcome, relativeSpread } = resultAgainstEstimate(
      estimate,
      finalPoints.get(row.playerKey),
    )
    return informedView(outcome, relativeSpread, viewInformation(errorShare), viewRng)
  })
  const players = rows.map((row) => {
    const asCaptain = row.projectedCaptainOwnership ?? captainRows.get(row.playerKey) ?? 0
    const asFlex = row.projectedOwnership - (row.projectedCaptainOwnership ?? 0)
    return {
      playerId: keys.playerIds.get(row.playerKey) ?? 0,
      salary: salary(row.salary),
      rosterPositions:
        captainSlot === undefined || row.rosterPositions.includes(captainSlot)
          ? row.rosterPositions
          : [captainSlot, ...row.rosterPositions],
      teamKey: keys.teamOf.get(row.playerKey) ?? row.playerKey,
      eventKey: keys.eventOf.get(row.playerKey) ?? slate.eventKeys[0] ?? '',
      projectedOwnership: percent(Math.min(100, Math.max(0, asFlex))),
      projection: points(row.projection.mean),
      ...(captainSlot === undefined
        ? {}
        : { projectedCaptainOwnership: percent(Math.min(100, asCaptain)) }),
    }
  })
  return {
    players: withOwnershipError(
      players,
      createRng(`${keys.seed}:ownership-error:${slate.contestGroupId}`),
      crowdViews,
    ),
    projected: players,
    points: Float64Array.from(rows, (row) => row.actualPoints ?? 0),
  }
}

/**
 * The team and game of each player of a day, as `slateFieldPlayers` reads them: a player's
 * game is his team's game that day.
 * @example dayFieldKeys(world.players, day.events).eventOf.get('NFL:PIT:1') // 'NFL:2026-11-22:NYJ@PIT'
 */
export const dayFieldKeys = (
  players: readonly { readonly key: string; readonly teamKey: string | null }[],
  events: readonly {
    readonly key: string
    readonly homeTeamKey: string | null
    readonly visitorTeamKey: string | null
  }[],
): {
  readonly teamOf: ReadonlyMap<string, string | null>
  readonly eventOf: ReadonlyMap<string, string>
} => {
  const teamOf = new Map(players.map((player) => [player.key, player.teamKey]))
  const teamEvents = new Map(
    events.flatMap((event) =>
      [event.homeTeamKey, event.visitorTeamKey].flatMap((team) =>
        team === null ? [] : [[team, event.key] as const],
      ),
    ),
  )
  const eventOf = new Map(
    [...teamOf].flatMap(([player, team]) => {
      const event = team === null ? undefined : teamEvents.get(team)
      return event === undefined ? [] : [[player, event] as const]
    }),
  )
  return { teamOf, eventOf }
}
