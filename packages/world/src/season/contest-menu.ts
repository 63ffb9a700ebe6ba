/**
 * The contests a site runs on a slate, as the sites build their lobbies: on a main slate a
 * ladder from a $1 head-to-head to a $1,500 high roller, with a 100,000-plus-entry GPP, cash
 * games (double-ups and 50/50s) and multi-entry limits of 1, 3, 20 and 150; smaller lobbies on
 * early, turbo and showdown slates.
 */
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import type { Rng } from '@slatelab/engine/rng'
import { z } from 'zod'
import { cashGamePrize } from '../fields/payout-tables'
import { seasonContestId } from './season-ids'

/**
 * A contest of a slate's lobby. Money in dollars.
 * @example worldContestSchema.parse({ contestId: 1534301411, title: 'NFL $50K Mini-MAX [$5K to 1st]', entryCost: 3, contestSize: 18939, multiEntryMax: 150, totalPrizes: 50000, isDoubleUp: false, isGuaranteed: true, isFiftyFifty: false })
 */
export const worldContestSchema = z
  .object({
    contestId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    title: z.string().min(1),
    entryCost: z.number().positive(),
    contestSize: z.number().int().positive(),
    multiEntryMax: z.number().int().positive(),
    totalPrizes: z.number().positive(),
    isDoubleUp: z.boolean(),
    isGuaranteed: z.boolean(),
    isFiftyFifty: z.boolean(),
  })
  .readonly()
export type WorldContest = z.infer<typeof worldContestSchema>

type ContestKind = 'gpp' | 'doubleUp' | 'fiftyFifty' | 'headToHead'

type ContestTemplate = {
  readonly kind: ContestKind
  readonly entryCost: number
  /** Guaranteed prize pool in dollars (tournaments); cash games scale with their seats. */
  readonly prizePool: number
  readonly firstPrizeShare: number
  readonly multiEntryMax: number
  readonly seats: number
  readonly name: Readonly<Record<'dk' | 'fd', string>>
}

const gpp = (
  entryCost: number,
  prizePool: number,
  firstPrizeShare: number,
  multiEntryMax: number,
  dk: string,
  fd: string,
): ContestTemplate => ({
  kind: 'gpp',
  entryCost,
  prizePool,
  firstPrizeShare,
  multiEntryMax,
  seats: 0,
  name: { dk, fd },
})

const cash = (
  kind: 'doubleUp' | 'fiftyFifty' | 'headToHead',
  entryCost: number,
  seats: number,
  dk: string,
  fd: string,
): ContestTemplate => ({
  kind,
  entryCost,
  prizePool: 0,
  firstPrizeShare: 0,
  multiEntryMax: 1,
  seats,
  name: { dk, fd },
})

/**
 * Lobbies by kind of slate. Main: eight contests covering every entry-cost band, the largest
 * over 100,000 entries. Secondary classic slates and showdowns: four smaller ones.
 */
const lobbies: Readonly<Record<'main' | 'secondary' | 'showdown', readonly ContestTemplate[]>> = {
  main: [
    cash('headToHead', 1, 2, 'Head-to-Head', 'Head-to-Head'),
    gpp(3, 50_000, 0.1, 150, 'Mini-MAX', 'Quarter Jukebox'),
    cash('fiftyFifty', 10, 2_300, '50/50', '50/50'),
    gpp(20, 2_000_000, 0.15, 150, 'Fantasy Millionaire', 'Sunday Million'),
    cash('doubleUp', 25, 11_000, 'Double Up', 'Double Up'),
    gpp(150, 300_000, 0.2, 20, 'Special', 'Luxury Box'),
    cash('doubleUp', 500, 120, 'High Stakes Double Up', 'High Stakes Double Up'),
    gpp(1_500, 250_000, 0.3, 3, 'Main Event', 'High Roller'),
  ],
  secondary: [
    gpp(4, 30_000, 0.1, 150, 'Flea Flicker', 'Quarter Arcade'),
    cash('doubleUp', 10, 1_500, 'Double Up', 'Double Up'),
    gpp(27, 100_000, 0.15, 150, 'Slant', 'Slant'),
    gpp(300, 75_000, 0.25, 20, 'Milly Maker Qualifier', 'High Roller'),
  ],
  showdown: [
    gpp(5, 75_000, 0.1, 150, 'Showdown Flex', 'Single Game Special'),
    cash('doubleUp', 10, 800, 'Showdown Double Up', 'Single Game Double Up'),
    gpp(50, 150_000, 0.2, 20, 'Showdown Spy', 'Single Game Spy'),
    gpp(1_000, 100_000, 0.3, 1, 'Showdown Main Event', 'Single Game High Roller'),
  ],
}

/** Sites keep about 10–15 % of entry fees as their rake. */
const rake = 0.12

const money = (dollars: number): string =>
  dollars >= 1_000_000
    ? `$${dollars / 1_000_000}M`
    : dollars >= 1_000
      ? `$${Math.round(dollars / 1_000)}K`
      : `$${dollars}`

const titleOf = (
  template: ContestTemplate,
  sportCode: string,
  siteId: SiteId,
  suffix: string,
): string => {
  const name = template.name[siteId === siteIds.FanDuel ? 'fd' : 'dk']
  return template.kind === 'gpp'
    ? `${sportCode} ${money(template.prizePool)} ${name} [${money(template.prizePool * template.firstPrizeShare)} to 1st]${suffix}`
    : `${sportCode} $${template.entryCost} ${name}${suffix}`
}

/**
 * The lobby of one slate: which contests, their sizes (cash games jittered by `rng`), prizes
 * and ids (`seasonContestId` of the slate, by place).
 * @example buildContestMenu({ contestGroupId: 534301400, siteId: 4, sportCode: 'NFL', lobby: 'main', contestSuffix: '' }, rng)[3]?.contestSize // 113636
 */
export const buildContestMenu = (
  slate: {
    readonly contestGroupId: number
    readonly siteId: SiteId
    readonly sportCode: string
    readonly lobby: keyof typeof lobbies
    readonly contestSuffix: string
  },
  rng: Rng,
): readonly WorldContest[] =>
  lobbies[slate.lobby].map((template, place) => {
    const contestId = seasonContestId(slate.contestGroupId, place)
    const title = titleOf(template, slate.sportCode, slate.siteId, slate.contestSuffix)
    const shared = {
      contestId,
      title,
      entryCost: template.entryCost,
      multiEntryMax: template.multiEntryMax,
    }
    if (template.kind === 'gpp') {
      return {
        ...shared,
        contestSize: Math.round(template.prizePool / (template.entryCost * (1 - rake))),
        totalPrizes: template.prizePool,
        isDoubleUp: false,
        isGuaranteed: true,
        isFiftyFifty: false,
      }
    }
    const contestSize =
      template.kind === 'headToHead' ? 2 : Math.round(template.seats * (0.7 + 0.6 * rng.next()))
    const kind = {
      isDoubleUp: template.kind === 'doubleUp',
      isFiftyFifty: template.kind === 'fiftyFifty',
    }
    const fees = contestSize * template.entryCost * (1 - rake)
    // A cash game's pool is what its paid places win: every winner the same whole prize.
    const prize = cashGamePrize({ entryCost: template.entryCost, ...kind })
    const totalPrizes = prize === undefined ? fees : Math.floor(fees / prize) * prize
    return {
      ...shared,
      contestSize,
      totalPrizes: Math.round(totalPrizes * 100) / 100,
      ...kind,
      isGuaranteed: false,
    }
  })
