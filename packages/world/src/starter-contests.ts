/**
 * The contests a site runs on a main slate: one ladder of entry fees from a $3 mini to a $1,500
 * high-roller, so every entry-cost band of SPEC §4 has a contest, with the sites' naming habits.
 */
import { siteIds, type SiteId } from '@slatelab/domain/sites'
import { requireSport, type SportId } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import { z } from 'zod'

/**
 * A contest of a starter slate. Money in dollars; `contestId` is unique per slate and day.
 * @example starterContestSchema.parse({ contestId: 112202041, title: 'NBA $50K Mini-MAX [$5K to 1st]', entryCost: 3, contestSize: 19607, multiEntryMax: 150, totalPrizes: 50000, isDoubleUp: false, isGuaranteed: true, isFiftyFifty: false })
 */
export const starterContestSchema = z
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
export type StarterContest = z.infer<typeof starterContestSchema>

type ContestKind = 'gpp' | 'doubleUp' | 'fiftyFifty'

type ContestTemplate = {
  readonly kind: ContestKind
  readonly entryCost: number
  /** Guaranteed prize pool in dollars, for tournaments; cash games scale with their size. */
  readonly prizePool: number
  /** Share of the pool paid to first place (tournaments only). */
  readonly firstPrizeShare: number
  readonly multiEntryMax: number
  /** Seats of a cash game, before jitter. */
  readonly seats: number
  readonly name: Readonly<Record<'dk' | 'fd', string>>
}

const templates: readonly ContestTemplate[] = [
  {
    kind: 'gpp',
    entryCost: 3,
    prizePool: 50_000,
    firstPrizeShare: 0.1,
    multiEntryMax: 150,
    seats: 0,
    name: { dk: 'Mini-MAX', fd: 'Quarter Jukebox' },
  },
  {
    kind: 'fiftyFifty',
    entryCost: 10,
    prizePool: 0,
    firstPrizeShare: 0,
    multiEntryMax: 1,
    seats: 2_300,
    name: { dk: '50/50', fd: '50/50' },
  },
  {
    kind: 'gpp',
    entryCost: 20,
    prizePool: 1_000_000,
    firstPrizeShare: 0.2,
    multiEntryMax: 150,
    seats: 0,
    name: { dk: 'Fantasy Millionaire', fd: 'Sunday Million' },
  },
  {
    kind: 'doubleUp',
    entryCost: 25,
    prizePool: 0,
    firstPrizeShare: 0,
    multiEntryMax: 1,
    seats: 11_000,
    name: { dk: 'Double Up', fd: 'Double Up' },
  },
  {
    kind: 'gpp',
    entryCost: 150,
    prizePool: 300_000,
    firstPrizeShare: 0.2,
    multiEntryMax: 20,
    seats: 0,
    name: { dk: 'Special', fd: 'Showdown Special' },
  },
  {
    kind: 'gpp',
    entryCost: 1_500,
    prizePool: 250_000,
    firstPrizeShare: 0.3,
    multiEntryMax: 3,
    seats: 0,
    name: { dk: 'Main Event', fd: 'High Roller' },
  },
]

/** Sites keep about 10–15 % of entry fees as their rake. */
const rake = 0.12

const money = (dollars: number): string =>
  dollars >= 1_000_000
    ? `$${dollars / 1_000_000}M`
    : dollars >= 1_000
      ? `$${Math.round(dollars / 1_000)}K`
      : `$${dollars}`

const titleOf = (template: ContestTemplate, sportCode: string, siteId: SiteId): string => {
  const name = template.name[siteId === siteIds.FanDuel ? 'fd' : 'dk']
  switch (template.kind) {
    case 'gpp':
      return `${sportCode} ${money(template.prizePool)} ${name} [${money(template.prizePool * template.firstPrizeShare)} to 1st]`
    case 'doubleUp':
    case 'fiftyFifty':
      return `${sportCode} $${template.entryCost} ${name}`
  }
}

/**
 * The contests of one main slate: six contests, one or more in every entry-cost band, with
 * sizes jittered by `rng`. Contest ids are `(contestGroupId mod 10⁸) × 10 + n`, n from 1.
 * @example buildSlateContests({ contestGroupId: 611220204, sportId: 2, siteId: 4 }, rng)[0]?.title // 'NBA $50K Mini-MAX [$5K to 1st]'
 */
export const buildSlateContests = (
  slate: { readonly contestGroupId: number; readonly sportId: SportId; readonly siteId: SiteId },
  rng: Rng,
): readonly StarterContest[] => {
  const sportCode = requireSport(slate.sportId).code
  return templates.map((template, index) => {
    const contestId = (slate.contestGroupId % 100_000_000) * 10 + index + 1
    const title = titleOf(template, sportCode, slate.siteId)
    if (template.kind === 'gpp') {
      return {
        contestId,
        title,
        entryCost: template.entryCost,
        contestSize: Math.round(template.prizePool / (template.entryCost * (1 - rake))),
        multiEntryMax: template.multiEntryMax,
        totalPrizes: template.prizePool,
        isDoubleUp: false,
        isGuaranteed: true,
        isFiftyFifty: false,
      }
    }
    // Cash games fill to a size that varies by slate; payouts follow from the seats.
    const contestSize = Math.round(template.seats * (0.7 + 0.6 * rng.next()))
    return {
      contestId,
      title,
      entryCost: template.entryCost,
      contestSize,
      multiEntryMax: template.multiEntryMax,
      totalPrizes: Math.round(contestSize * template.entryCost * (1 - rake)),
      isDoubleUp: template.kind === 'doubleUp',
      isGuaranteed: false,
      isFiftyFifty: template.kind === 'fiftyFifty',
    }
  })
}
