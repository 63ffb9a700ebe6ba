import { contestSchema, type Contest } from '@slatelab/domain/entities/contest'
import { contestGroupSchema, type ContestGroup } from '@slatelab/domain/entities/contest-group'
import { sourceSchema, type Source } from '@slatelab/domain/entities/source'

type Overrides<T> = { readonly [K in keyof T]?: unknown }

/**
 * A DraftKings NBA main slate at 7:00 PM ET on 2026-11-22 with 6 games; validated by the
 * domain schema, so an override of the wrong shape fails loudly.
 * @example buildSlate({ contestGroupId: 12, gameCount: 3 })
 */
export const buildSlate = (overrides: Overrides<ContestGroup> = {}): ContestGroup =>
  contestGroupSchema.parse({
    contestGroupId: 101,
    sportId: 2,
    sourceId: 4,
    contestStartDate: '2026-11-22T19:00:00-05:00',
    contestSuffix: '',
    draftGroupId: 5101,
    gameCount: 6,
    displayName: 'Main (6 games)',
    displayNameShort: 'Main',
    events: [1, 2, 3, 4, 5, 6],
    isSimLabs: true,
    variant: 'classic',
    ...overrides,
  })

const siteNames: Readonly<Record<number, string>> = { 4: 'DraftKings', 3: 'FanDuel', 11: 'Yahoo' }

/**
 * A source with its slates; the display name follows the id.
 * @example buildSource(3, [buildSlate({ sourceId: 3 })])
 */
export const buildSource = (id: number, contestGroups: readonly ContestGroup[] = []): Source =>
  sourceSchema.parse({ id, displayName: siteNames[id] ?? 'Site', contestGroups })

/**
 * An upcoming $20 NBA contest of the default slate.
 * @example buildContest({ contestId: 9, entryCost: 1000 })
 */
export const buildContest = (overrides: Overrides<Contest> = {}): Contest =>
  contestSchema.parse({
    contestId: 1,
    contestSize: 11_890,
    date: '2026-11-22T19:00:00-05:00',
    draftGroupId: 5101,
    entryCost: 20,
    multiEntryMax: 150,
    players: [],
    sportId: 2,
    status: 'upcoming',
    title: 'NBA $200K Pick and Roll',
    totalPrizes: 200_000,
    uploadedDate: null,
    isDoubleUp: false,
    isGuaranteed: true,
    isFiftyFifty: false,
    ...overrides,
  })
