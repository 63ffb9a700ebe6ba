/**
 * The demo world's contest fields of a day, drawn as the seeder draws them (the slate's
 * players with their ownership error, each contest's focus, `<seed>:field:<contestId>`), with
 * what a check of their realism reads: duplicates, the ownership error against the slate's
 * projection, and the payout table against the title and the pool.
 */
import { siteIds } from '@slatelab/domain/sites'
import { findSport } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import { createDemoWorld } from '../season/demo-world'
import { demoGameModels } from '../season/demo-game-models'
import type { WorldContest } from '../season/contest-menu'
import type { WorldSlate } from '../season/world-types'
import { contestOwnership } from './contest-ownership'
import { fieldDuplicates } from './field-duplicates'
import { fieldOwnership } from './field-ownership'
import { generateField } from './generate-field'
import { ownershipAccuracy } from './ownership-accuracy'
import { buildPayoutTable, titleFirstPrize } from './payout-tables'
import { dayFieldKeys, slateFieldPlayers, slateLineupFormat } from './slate-field-players'

/**
 * One drawn contest. `kind` is `cash`, `single entry` or `<n> max`, prefixed `showdown ` on
 * single-game slates; money in dollars.
 * @example { slate: 'DK NFL Main (11 games)', title: 'NFL $100K Showdown Main Event [$30K to 1st] (BUF @ KC)', kind: 'showdown single entry', entries: 114, duplicatedEntriesPct: 12.3, maxCopies: 3, ownership: { mae: 4.1, bias: -0.2, players: 24 }, firstPrize: 30000, titleFirstPrize: 30000, paid: 100000, pool: 100000 }
 */
export type DemoContestCheck = {
  readonly slate: string
  readonly title: string
  readonly kind: string
  readonly entries: number
  readonly duplicatedEntriesPct: number
  readonly maxCopies: number
  readonly ownership: ReturnType<typeof ownershipAccuracy>
  readonly firstPrize: number
  readonly titleFirstPrize: number | undefined
  readonly paid: number
  readonly pool: number
}

const kindOf = (slate: WorldSlate, contest: WorldContest): string => {
  const kind =
    contest.isDoubleUp || contest.isFiftyFifty
      ? 'cash'
      : contest.multiEntryMax === 1
        ? 'single entry'
        : `${contest.multiEntryMax} max`
  return slate.variant === 'showdown' ? `showdown ${kind}` : kind
}

/**
 * Draws the fields of every contest of `day`'s finished slates with 3 to `largest` entries
 * (the slates `include` keeps), in the world of `seed`.
 * @example drawDemoContests('slatelab', isoDate('2026-11-22'), 2500)[0]?.maxCopies // 2
 */
export const drawDemoContests = (
  seed: string,
  day: IsoDate,
  largest: number,
  include: (slate: WorldSlate) => boolean = () => true,
): readonly DemoContestCheck[] => {
  const world = createDemoWorld(seed, demoGameModels)
  const built = world.buildDay(day, { resultsThrough: day })
  const keys = dayFieldKeys(world.players, built.events)
  const playerIds = new Map(world.players.map((player, index) => [player.key, index + 1]))
  const finished = built.slates.filter(
    (slate) => include(slate) && slate.players.every((row) => row.actualPoints !== null),
  )
  return finished.flatMap((slate) => {
    const format = slateLineupFormat(slate)
    const { players, projected } = slateFieldPlayers(slate, format, { seed, playerIds, ...keys })
    const projectedShares = [
      ...projected.map((player) => player.projectedOwnership),
      ...projected.map((player) => player.projectedCaptainOwnership ?? 0),
    ]
    return slate.contests
      .filter((contest) => contest.contestSize > 2 && contest.contestSize <= largest)
      .map((contest) => {
        const field = generateField({
          ...format,
          slatePlayers: contestOwnership(players, contest),
          contest,
          rng: createRng(`${seed}:field:${contest.contestId}`),
        })
        const { ownership, captainOwnership } = fieldOwnership(
          field,
          format.rosterSlots,
          players.length,
        )
        const table = buildPayoutTable(contest)
        return {
          slate: `${slate.sourceId === siteIds.FanDuel ? 'FD' : 'DK'} ${findSport(slate.sportId)?.code ?? slate.sportId} ${slate.displayName}`,
          title: contest.title,
          kind: kindOf(slate, contest),
          entries: field.entryCount,
          ...fieldDuplicates(field, format.rosterSlots),
          ownership: ownershipAccuracy(projectedShares, [...ownership, ...captainOwnership]),
          firstPrize: table[0]?.payout ?? 0,
          titleFirstPrize: titleFirstPrize(contest.title),
          paid: table.reduce(
            (sum, tier) => sum + tier.payout * (tier.placeTo - tier.placeFrom + 1),
            0,
          ),
          pool: contest.totalPrizes,
        }
      })
  })
}
