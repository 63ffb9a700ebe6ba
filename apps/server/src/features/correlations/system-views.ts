/**
 * The views every user starts with, per sport (docs/correlations.md "System views"): NFL
 * stacks, bring-backs and game stacks; NBA teammates and position matchups; MLB pitcher vs batters and batter stacks; NHL goalie vs
 * skaters. Their ids are below the first saved view's; users save their own copies.
 */
import {
  correlationViewSchema,
  type CorrelationFilter,
  type CorrelationItem,
  type CorrelationView,
  type CorrelationViewInput,
} from '@slatelab/contract/correlations.contract'
import { sportRoles } from '@slatelab/engine/correlations/game-roles'
import { sportIds } from '@slatelab/domain/sports'

/** Games a cell needs before it shows a value, unless the view says otherwise. */
export const defaultMinGames = 20

const items = (
  roles: readonly string[],
  type: CorrelationItem['correlationItemType'],
  firstId: number,
): CorrelationItem[] =>
  roles.map((role, index) => ({
    correlationItemId: firstId + index,
    correlationItemType: type,
    propertyName: role,
    propertyHeader: type === 'opponent' ? `Opp ${role}` : role,
  }))

type FilterSeed = Pick<CorrelationFilter, 'filterName' | 'filterType' | 'description'> &
  Partial<CorrelationFilter>

/** The filters of every system view of a sport, inactive or open until the user sets them. */
const standardFilters = (withWeather: boolean): FilterSeed[] => [
  {
    filterName: 'Dates',
    filterType: 'dateRange',
    description: 'Games from the start date to the end date (default 2011-07-02 to today)',
  },
  {
    filterName: 'Home/Away',
    filterType: 'location',
    description: 'The anchor’s team at home or away',
  },
  {
    filterName: 'Favorite/Underdog',
    filterType: 'favorite',
    description: 'The anchor’s team favoured or not by the closing spread',
  },
  {
    filterName: 'Game total',
    filterType: 'condition',
    propertyName: 'total',
    stringValue: 'greater than',
    description: 'The closing over/under',
  },
  {
    filterName: 'Spread',
    filterType: 'condition',
    propertyName: 'spread',
    stringValue: 'between',
    description: 'The anchor’s team’s closing spread (negative: favoured)',
  },
  {
    filterName: 'Division games',
    filterType: 'division',
    active: false,
    description: 'Both teams in one division',
  },
  ...(withWeather
    ? [
        {
          filterName: 'Temperature',
          filterType: 'condition',
          propertyName: 'temperatureF',
          stringValue: 'less than',
          description: 'The forecast at outdoor games (°F)',
        } as const,
        {
          filterName: 'Wind',
          filterType: 'condition',
          propertyName: 'windMph',
          stringValue: 'greater than',
          description: 'The forecast wind at outdoor games (mph)',
        } as const,
      ]
    : []),
  {
    filterName: 'Minimum games',
    filterType: 'minGames',
    numberValue1: defaultMinGames,
    description: 'Cells read from fewer games show no value',
  },
]

let nextViewId = 1

const view = (
  sportId: CorrelationView['sportId'],
  viewName: string,
  rows: readonly string[],
  columns: readonly CorrelationItem[],
): CorrelationView => {
  const correlationViewId = nextViewId
  nextViewId += 1
  const input: CorrelationViewInput = {
    correlationViewId,
    viewName,
    sportId,
    isSystem: true,
    rows: items(rows, 'team', 1),
    columns,
    filters: standardFilters(sportId !== sportIds.NHL).map((filter, index) => ({
      ...filter,
      correlationFilterId: index + 1,
      filterId: index + 1,
      sortIndex: index,
    })),
  }
  return correlationViewSchema.parse(input)
}

const nfl = sportRoles(sportIds.NFL)
const nflSkill = ['QB', 'RB1', 'WR1', 'WR2', 'TE1']
const nba = sportRoles(sportIds.NBA)

/** The system views, in the order the dropdown lists them. */
export const systemViews: readonly CorrelationView[] = [
  view(sportIds.NFL, 'Stacks', nfl, items(nfl, 'team', 101)),
  view(sportIds.NFL, 'Bring-backs', nflSkill, items(nfl, 'opponent', 201)),
  view(sportIds.NFL, 'Game stacks', nfl, [
    ...items(nfl, 'team', 101),
    ...items(nfl, 'opponent', 201),
  ]),
  view(sportIds.NBA, 'Teammates', nba, items(nba, 'team', 101)),
  view(sportIds.NBA, 'Position matchups', nba, items(nba, 'opponent', 201)),
  view(
    sportIds.MLB,
    'Pitcher vs batters',
    ['P'],
    [...items(['B'], 'team', 101), ...items(['P', 'B'], 'opponent', 201)],
  ),
  view(
    sportIds.MLB,
    'Batter stacks',
    ['B'],
    [...items(['P', 'B'], 'team', 101), ...items(['P', 'B'], 'opponent', 201)],
  ),
  view(
    sportIds.NHL,
    'Goalie vs skaters',
    ['G', 'S'],
    [...items(['G', 'S'], 'team', 101), ...items(['G', 'S'], 'opponent', 201)],
  ),
]

/**
 * The system views of a sport.
 * @example systemViewsOf(3).map((v) => v.viewName) // ['Pitcher vs batters', 'Batter stacks']
 */
export const systemViewsOf = (sportId: number): readonly CorrelationView[] =>
  systemViews.filter((candidate) => candidate.sportId === sportId)
