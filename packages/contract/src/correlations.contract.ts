/**
 * Correlations (docs/correlations.md): the correlation matrix of a view (SPEC §3 "Correlation
 * view" → "Correlation result"), the two roles' points behind one cell, and the caller's saved
 * views beside the system views of each sport.
 */
import { maxCustomFilters } from '@slatelab/domain/multi-lineup-defaults'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, maxId, text } from './request-fields'

const tag = 'correlations'

/** Most rows or columns a view holds (NFL has 9 roles; two sides make 18 columns). */
export const maxViewItems = 40

/**
 * What a row or column is: a role of the anchor's team (rows: the anchor's own), a role of his
 * opponent, or one player (`propertyName` his player id) against another player.
 * @example correlationItemTypes.opponent // 'opponent'
 */
export const correlationItemTypes = {
  team: 'team',
  opponent: 'opponent',
  player: 'player',
} as const

/**
 * A row or column of a view: a roster role (`propertyName`: QB, WR1, P…) or a player id, and
 * its label.
 * @example correlationItemSchema.parse({ correlationItemId: 2, correlationItemType: 'opponent', propertyHeader: 'Opp QB', propertyName: 'QB' })
 */
export const correlationItemSchema = z
  .object({
    correlationItemId: z.number().int().nonnegative().max(maxId),
    correlationItemType: z.enum(correlationItemTypes),
    propertyHeader: text(40).min(1),
    propertyName: text(20).min(1),
  })
  .refine(
    (item) =>
      item.correlationItemType !== 'player' ||
      (/^\d+$/.test(item.propertyName) && Number(item.propertyName) <= maxId),
    { message: 'A player item names a player id', path: ['propertyName'] },
  )
export type CorrelationItem = z.infer<typeof correlationItemSchema>

/**
 * What a filter tests about the anchor's team-game (docs/correlations.md "Filters").
 * @example correlationFilterTypes.location // 'location'
 */
export const correlationFilterTypes = {
  /** Games between `startDate` and `endDate` (America/Chicago days). */
  dateRange: 'dateRange',
  /** `stringValue` home or away. */
  location: 'location',
  /** `stringValue` favorite or underdog (by the closing spread). */
  favorite: 'favorite',
  /** Both teams in one division. */
  division: 'division',
  /** Cells with fewer than `numberValue1` games show no value. */
  minGames: 'minGames',
  /** A game property (`propertyName`) against values with an operator (`stringValue`). */
  condition: 'condition',
  /** A condition the user added (at most 3 active, SPEC §5). */
  custom: 'custom',
} as const
export type CorrelationFilterType =
  (typeof correlationFilterTypes)[keyof typeof correlationFilterTypes]

/**
 * The game properties a condition reads: the closing total, the anchor team's closing spread
 * (negative: favoured), the forecast's temperature (°F) and wind (mph).
 */
export const conditionProperties = ['total', 'spread', 'temperatureF', 'windMph'] as const
export type ConditionProperty = (typeof conditionProperties)[number]

/** SPEC §5's operators; the second value is read only for between. */
export const conditionOperators = ['less than', 'greater than', 'equals', 'between'] as const
export type ConditionOperator = (typeof conditionOperators)[number]

/**
 * A filter of a view (SPEC §3's fields). Values left null take the view's defaults on the page.
 * @example correlationFilterSchema.parse({ correlationFilterId: 1, filterType: 'location', filterName: 'Home/Away', stringValue: 'home' })
 */
export const correlationFilterSchema = z.object({
  active: z.boolean().default(true),
  correlationFilterId: z.number().int().nonnegative().max(maxId),
  dataItemId: z.number().int().nonnegative().max(maxId).nullable().default(null),
  description: text(200).default(''),
  startDate: isoDateSchema.nullable().default(null),
  endDate: isoDateSchema.nullable().default(null),
  dateStrings: z.array(isoDateSchema).max(366).readonly().default([]),
  filterId: z.number().int().nonnegative().max(maxId).default(0),
  filterName: text(60).min(1),
  filterType: z.enum(correlationFilterTypes),
  isUnique: z.boolean().default(false),
  itemType: text(40).default('game'),
  name: text(60).default(''),
  numberValue1: z.number().min(-1_000).max(1_000).nullable().default(null),
  numberValue2: z.number().min(-1_000).max(1_000).nullable().default(null),
  parentId: z.number().int().nonnegative().max(maxId).nullable().default(null),
  propertyName: text(40).default(''),
  rankValue: z.number().int().min(0).max(1_000).nullable().default(null),
  sortIndex: z.number().int().min(0).max(1_000).default(0),
  stringValue: text(40).nullable().default(null),
})
export type CorrelationFilter = z.infer<typeof correlationFilterSchema>

/** The values a result shows per cell. */
export const correlationStats = ['correlation', 'percentile', 'samples'] as const

/**
 * A correlation view (SPEC §3): rows (anchor roles), columns (roles of the same team or the
 * opponent), filters, and the site whose scoring the points follow (`sourceId`).
 */
export const correlationViewSchema = z
  .object({
    correlationViewId: z.number().int().nonnegative().max(maxId).default(0),
    viewName: text(60).min(1),
    viewType: z.enum(['roles', 'players']).default('roles'),
    sportId: sportIdSchema,
    sourceId: z.number().int().positive().max(maxId).default(4),
    positionId: z.number().int().nonnegative().max(maxId).nullable().default(null),
    correlationStatName: z.enum(['fantasyPoints']).default('fantasyPoints'),
    isSystem: z.boolean().default(false),
    rows: z.array(correlationItemSchema).min(1).max(maxViewItems).readonly(),
    columns: z.array(correlationItemSchema).min(1).max(maxViewItems).readonly(),
    stats: z
      .array(z.enum(correlationStats))
      .max(3)
      .readonly()
      .default([...correlationStats]),
    filters: z.array(correlationFilterSchema).max(30).readonly().default([]),
  })
  .superRefine((view, ctx) => {
    const customs = view.filters.filter(
      (filter) => filter.filterType === correlationFilterTypes.custom && filter.active,
    )
    if (customs.length > maxCustomFilters) {
      ctx.addIssue({
        code: 'custom',
        message: `At most ${maxCustomFilters} custom filters`,
        path: ['filters'],
      })
    }
    view.filters.forEach((filter, index) => {
      const isCondition =
        filter.filterType === correlationFilterTypes.condition ||
        filter.filterType === correlationFilterTypes.custom
      if (!isCondition) return
      if (!(conditionProperties as readonly string[]).includes(filter.propertyName)) {
        ctx.addIssue({
          code: 'custom',
          message: `propertyName must be one of ${conditionProperties.join(', ')}`,
          path: ['filters', index, 'propertyName'],
        })
      }
      if (
        filter.stringValue !== null &&
        !(conditionOperators as readonly string[]).includes(filter.stringValue)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `stringValue must be one of ${conditionOperators.join(', ')}`,
          path: ['filters', index, 'stringValue'],
        })
      }
    })
  })
export type CorrelationView = z.infer<typeof correlationViewSchema>
export type CorrelationViewInput = z.input<typeof correlationViewSchema>

/**
 * A result row (SPEC §3 "Correlation result"): the row's role and, per column of the view, the
 * correlation (null below the minimum games), its percentile among all role pairs of the
 * sport, and the games it was read from.
 */
export const correlationResultSchema = z.object({
  propertyName: z.string(),
  propertyHeader: z.string(),
  correlationValues: z.array(z.number().nullable()).readonly(),
  percentiles: z.array(z.number().nullable()).readonly(),
  sampleSizes: z.array(z.number().int()).readonly(),
})
export type CorrelationResult = z.infer<typeof correlationResultSchema>

const exampleItems = [
  { correlationItemId: 1, correlationItemType: 'team', propertyHeader: 'QB', propertyName: 'QB' },
  { correlationItemId: 2, correlationItemType: 'team', propertyHeader: 'WR1', propertyName: 'WR1' },
  {
    correlationItemId: 3,
    correlationItemType: 'opponent',
    propertyHeader: 'Opp QB',
    propertyName: 'QB',
  },
] as const

export const correlationsRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/v2/correlations/',
  auth: 'none',
  tag,
  summary: 'The correlation matrix of a view',
  description:
    'Pearson correlations of fantasy points (the scoring of the view’s `sourceId`) between each row role and each column role (same team or opponent) over the finished games of the view’s date range (default 2011-07-02 to today, America/Chicago) and filters. Percentiles rank each value among all role pairs of the sport under the same filters. Cached per view body.',
  body: correlationViewSchema,
  status: 200,
  response: z.object({ Data: z.array(correlationResultSchema).readonly() }),
  example: {
    Data: [
      {
        propertyName: 'QB',
        propertyHeader: 'QB',
        correlationValues: [null, 0.46, 0.21],
        percentiles: [null, 97, 81],
        sampleSizes: [0, 570, 285],
      },
    ],
  },
})

export const correlationPairRequestSchema = z.object({
  view: correlationViewSchema,
  rowItemId: z.number().int().nonnegative().max(maxId),
  columnItemId: z.number().int().nonnegative().max(maxId),
})

/** One game of a cell: the row player's and the column player's points. */
export const correlationPointSchema = z.object({
  eventId: z.number().int(),
  date: isoDateSchema,
  x: z.number(),
  y: z.number(),
})
export type CorrelationPoint = z.infer<typeof correlationPointSchema>

export const correlationPairRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/v2/correlations/pair/',
  auth: 'none',
  tag,
  summary: 'The games behind one cell of a view',
  description:
    'Each game of the view’s sample where the row role and the column role both played: the two players’ fantasy points (the drill-down scatter). 404 when the view has no such row or column.',
  body: correlationPairRequestSchema,
  status: 200,
  response: z.object({ Data: z.array(correlationPointSchema).readonly() }),
  example: { Data: [{ eventId: 812, date: '2025-09-07', x: 24.3, y: 19.8 }] },
})

const exampleView = {
  correlationViewId: 1,
  viewName: 'Stacks',
  viewType: 'roles',
  sportId: 1,
  sourceId: 4,
  positionId: null,
  correlationStatName: 'fantasyPoints',
  isSystem: true,
  rows: exampleItems.slice(0, 2),
  columns: exampleItems,
  stats: ['correlation', 'percentile', 'samples'],
  filters: [
    {
      active: true,
      correlationFilterId: 1,
      dataItemId: null,
      description: 'Games of the anchor team at home or away',
      startDate: null,
      endDate: null,
      dateStrings: [],
      filterId: 2,
      filterName: 'Home/Away',
      filterType: 'location',
      isUnique: true,
      itemType: 'game',
      name: 'location',
      numberValue1: null,
      numberValue2: null,
      parentId: null,
      propertyName: '',
      rankValue: null,
      sortIndex: 0,
      stringValue: null,
    },
  ],
} as const

export const correlationViewsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/v2/correlations/views/:sportId/',
  auth: 'user',
  tag,
  summary: 'The views of a sport: the system views, then the caller’s saved views',
  params: z.object({ sportId: decimalParam(sportIdSchema) }),
  status: 200,
  response: z.object({ Views: z.array(correlationViewSchema).readonly() }),
  example: { Views: [exampleView] },
})

export const saveCorrelationViewRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/v2/correlations/views/',
  auth: 'user',
  tag,
  summary: 'Save one of the caller’s views (correlationViewId 0: a new one)',
  description:
    'Stores the view for the caller and answers it with its id. System views are read-only (403); another user’s view id answers 404.',
  body: correlationViewSchema,
  status: 200,
  response: correlationViewSchema,
  example: { ...exampleView, correlationViewId: 1001, viewName: 'My stacks', isSystem: false },
})

/**
 * "Use in optimizer": a view's values for one slate. `threshold` is the smallest |r| that makes
 * an optimizer rule (SimLabs takes every value).
 */
export const correlationUseRequestSchema = z.object({
  view: correlationViewSchema,
  contestGroupId: z.number().int().positive().max(maxId),
  threshold: z.number().min(0.05).max(0.95).default(0.2),
})
export type CorrelationUseRequest = z.input<typeof correlationUseRequestSchema>

/** A player-correlation rule of the optimizer, with the players' names and the value behind it. */
export const correlationUseRuleSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  otherPlayerId: z.string(),
  otherPlayerName: z.string(),
  kind: z.enum(['together', 'apart']),
  correlation: z.number(),
  pair: z.string(),
})

/** A SimLabs correlation target: two roles, teammates or opponents, and the value. */
export const correlationUseTargetSchema = z.object({
  roles: z.tuple([z.string(), z.string()]).readonly(),
  relation: z.enum(['teammate', 'opponent']),
  correlation: z.number().min(-1).max(1),
  samples: z.number().int(),
})

/** What a view gives a slate: the optimizer rules and SimLabs targets, and whether they are stored. */
export const correlationUseSchema = z.object({
  contestGroupId: z.number().int(),
  slateName: z.string(),
  viewName: z.string(),
  threshold: z.number(),
  rules: z.array(correlationUseRuleSchema).readonly(),
  targets: z.array(correlationUseTargetSchema).readonly(),
  /** Rules the settings could not hold (SPEC §5's 100 rules), the weakest. */
  rulesLeftOut: z.number().int(),
  applied: z.boolean(),
})
export type CorrelationUse = z.infer<typeof correlationUseSchema>

const exampleUse: CorrelationUse = {
  contestGroupId: 4101,
  slateName: 'Main',
  viewName: 'Stacks',
  threshold: 0.2,
  rules: [
    {
      playerId: '38123',
      playerName: 'Jalen Cole',
      otherPlayerId: '38140',
      otherPlayerName: 'Marcus Reed',
      kind: 'together',
      correlation: 0.46,
      pair: 'QB–WR1',
    },
  ],
  targets: [{ roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.46, samples: 570 }],
  rulesLeftOut: 0,
  applied: false,
}

export const correlationUsePreviewRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/v2/correlations/use/preview/',
  auth: 'user',
  tag,
  summary: 'What a view would set for a slate: optimizer rules and SimLabs targets',
  description:
    'The view’s values (as `POST /v2/correlations/`) mapped to the slate: each role pair becomes SimLabs targets, and, where |r| ≥ `threshold`, optimizer player-correlation rules between the slate’s players of those roles (depth by projection). Nothing is stored. 404 for an unknown slate, 400 for a slate of another sport.',
  body: correlationUseRequestSchema,
  status: 200,
  response: correlationUseSchema,
  example: exampleUse,
})

export const applyCorrelationUseRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/v2/correlations/use/',
  auth: 'user',
  tag,
  summary: 'Apply a view to a slate: the caller’s optimizer rules and SimLabs targets',
  description:
    'Stores what the preview shows: the rules replace the caller’s rules from an earlier apply in his multi-lineup settings of the slate (other rules are kept), and the targets are what his simulations of the slate use over the store’s estimates.',
  body: correlationUseRequestSchema,
  status: 200,
  response: correlationUseSchema,
  example: { ...exampleUse, applied: true },
})
