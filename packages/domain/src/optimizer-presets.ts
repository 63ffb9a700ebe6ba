/**
 * Optimizer presets shipped with the product: one settings object per main team sport and
 * contest kind (large-field GPP, single entry, cash, showdown). The reasons behind each number
 * are in docs/optimizer.md ("Presets"). A preset fills the settings form; the user changes
 * what he likes and saves it as a template of his own.
 */
import type { OptimizerSettingsInput } from './entities/multi-settings'
import { sportIds, type SportId } from './sports'

/**
 * The contest kinds a preset is made for.
 * @example contestKinds.cash // 'cash'
 */
export const contestKinds = {
  /** Large-field tournaments (many entries, top-heavy payouts): leverage and variety. */
  gppLarge: 'gppLarge',
  /** Single-entry or 3-max tournaments: one strong, somewhat contrarian lineup. */
  singleEntry: 'singleEntry',
  /** Cash games (50/50s, double-ups): the highest floor and mean. */
  cash: 'cash',
  /** Single-game showdown / MVP tournaments. */
  showdown: 'showdown',
} as const
export type ContestKind = (typeof contestKinds)[keyof typeof contestKinds]

/** A preset: its name, sport, contest kind, a one-line reason and the settings. */
export type OptimizerPreset = {
  readonly key: string
  readonly name: string
  readonly sportId: SportId
  readonly contestKind: ContestKind
  readonly summary: string
  readonly settings: OptimizerSettingsInput
}

const kindNames: Readonly<Record<ContestKind, string>> = {
  gppLarge: 'GPP large field',
  singleEntry: 'Single entry',
  cash: 'Cash',
  showdown: 'Showdown',
}

// Shared by every sport: tournaments spread lineups and lean to ceilings, cash leans to floors.
const gppBase = {
  uniquePlayers: 3,
  maxExposurePct: 40,
  minSalaryCapPct: 97,
}
const gppObjective = { kind: 'blend', meanWeight: 1, ceilingWeight: 1, floorWeight: 0 } as const
const cashObjective = { kind: 'blend', meanWeight: 2, ceilingWeight: 0, floorWeight: 1 } as const
const showdownGpp: OptimizerSettingsInput = {
  general: { uniquePlayers: 2, maxExposurePct: 60, minSalaryCapPct: 94 },
  gpp: {
    objective: gppObjective,
    ownership: { lowOwnedCount: 1, lowOwnedUnderPct: 10 },
  },
}

type SportPresets = Readonly<Record<ContestKind, readonly [string, OptimizerSettingsInput]>>

const nfl: SportPresets = {
  gppLarge: [
    'QB with 2 pass catchers and a bring-back, no one against your DST, 3 unique, team stacks ≤ 25 %',
    {
      general: { ...gppBase, maxPerTeam: 5 },
      positionStacks: [
        { keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 },
        {
          keyPosition: 'QB',
          positions: ['WR', 'TE', 'RB'],
          playerCount: 1,
          teamGameType: 'opponent',
        },
      ],
      gpp: {
        noneAgainstOwnDefense: true,
        objective: gppObjective,
        ownership: { lowOwnedCount: 1, lowOwnedUnderPct: 5 },
        stackExposure: { teamStackSize: 3, maxTeamStackPct: 25 },
      },
    },
  ],
  singleEntry: [
    'QB with 2 pass catchers and a bring-back, no one against your DST, a mean-leaning blend',
    {
      general: { minSalaryCapPct: 98 },
      positionStacks: [
        { keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 },
        {
          keyPosition: 'QB',
          positions: ['WR', 'TE', 'RB'],
          playerCount: 1,
          teamGameType: 'opponent',
        },
      ],
      gpp: {
        noneAgainstOwnDefense: true,
        objective: { kind: 'blend', meanWeight: 2, ceilingWeight: 1, floorWeight: 0 },
      },
    },
  ],
  cash: [
    'Floor-leaning blend, full salary, QB with 1 pass catcher, no one against your DST',
    {
      general: { minSalaryCapPct: 99 },
      positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 1 }],
      gpp: { noneAgainstOwnDefense: true, objective: cashObjective },
    },
  ],
  showdown: [
    'Ceiling blend, 2 unique, 60 % exposure, at least 1 player under 10 % owned',
    showdownGpp,
  ],
}

const nba: SportPresets = {
  gppLarge: [
    'Ceiling blend, 2 unique, 50 % exposure, at least 1 player under 8 % owned',
    {
      general: { ...gppBase, uniquePlayers: 2, maxExposurePct: 50, minSalaryCapPct: 98 },
      gpp: { objective: gppObjective, ownership: { lowOwnedCount: 1, lowOwnedUnderPct: 8 } },
    },
  ],
  singleEntry: [
    'Mean-leaning blend, full salary',
    {
      general: { minSalaryCapPct: 99 },
      gpp: { objective: { kind: 'blend', meanWeight: 2, ceilingWeight: 1, floorWeight: 0 } },
    },
  ],
  cash: [
    'Floor-leaning blend, full salary',
    { general: { minSalaryCapPct: 99.5 }, gpp: { objective: cashObjective } },
  ],
  showdown: ['Ceiling blend, 2 unique, 60 % exposure, 1 player under 10 %', showdownGpp],
}

const mlb: SportPresets = {
  gppLarge: [
    '5-3 team stacks, no hitters against your pitchers, 3 unique, team stacks ≤ 20 %',
    {
      general: { ...gppBase, maxPerTeam: 5 },
      teamStacks: [{ stackCount: 5 }, { stackCount: 3 }],
      gpp: {
        noneAgainstOwnDefense: true,
        objective: gppObjective,
        stackExposure: { teamStackSize: 5, maxTeamStackPct: 20 },
      },
    },
  ],
  singleEntry: [
    '4-3 team stacks, no hitters against your pitchers',
    {
      general: { minSalaryCapPct: 98 },
      teamStacks: [{ stackCount: 4 }, { stackCount: 3 }],
      gpp: { noneAgainstOwnDefense: true, objective: gppObjective },
    },
  ],
  cash: [
    'Floor-leaning blend, no hitters against your pitchers',
    {
      general: { minSalaryCapPct: 99 },
      gpp: { noneAgainstOwnDefense: true, objective: cashObjective },
    },
  ],
  showdown: ['Ceiling blend, 2 unique, 60 % exposure, 1 player under 10 %', showdownGpp],
}

const nhl: SportPresets = {
  gppLarge: [
    'Line stacks (C + 2 wingers of his line), a 3-2 team stack, no skaters against your goalie',
    {
      general: { ...gppBase, maxPerTeam: 5 },
      teamStacks: [{ stackCount: 3 }, { stackCount: 2 }],
      positionStacks: [
        { keyPosition: 'C', positions: ['W'], playerCount: 2, secondaryStackType: 'sameLine' },
      ],
      gpp: { noneAgainstOwnDefense: true, objective: gppObjective },
    },
  ],
  singleEntry: [
    'A 3-2 team stack, no skaters against your goalie',
    {
      general: { minSalaryCapPct: 98 },
      teamStacks: [{ stackCount: 3 }, { stackCount: 2 }],
      gpp: { noneAgainstOwnDefense: true, objective: gppObjective },
    },
  ],
  cash: [
    'Floor-leaning blend, no skaters against your goalie',
    {
      general: { minSalaryCapPct: 99 },
      gpp: { noneAgainstOwnDefense: true, objective: cashObjective },
    },
  ],
  showdown: ['Ceiling blend, 2 unique, 60 % exposure, 1 player under 10 %', showdownGpp],
}

const bySport: ReadonlyArray<readonly [SportId, string, SportPresets]> = [
  [sportIds.NFL, 'NFL', nfl],
  [sportIds.NBA, 'NBA', nba],
  [sportIds.MLB, 'MLB', mlb],
  [sportIds.NHL, 'NHL', nhl],
]

/**
 * Every shipped preset.
 * @example optimizerPresets.find((preset) => preset.key === 'nfl-gppLarge')?.name // 'NFL GPP large field'
 */
export const optimizerPresets: readonly OptimizerPreset[] = bySport.flatMap(
  ([sportId, sportName, presets]) =>
    Object.values(contestKinds).map((contestKind) => {
      const [summary, settings] = presets[contestKind]
      return {
        key: `${sportName.toLowerCase()}-${contestKind}`,
        name: `${sportName} ${kindNames[contestKind]}`,
        sportId,
        contestKind,
        summary,
        settings,
      }
    }),
)

/**
 * The presets of a sport for a slate variant: showdown presets on single-game slates, the rest
 * elsewhere.
 * @example presetsFor(sportIds.NFL, 'classic').map((preset) => preset.contestKind) // ['gppLarge', 'singleEntry', 'cash']
 */
export const presetsFor = (sportId: number, variant: string): readonly OptimizerPreset[] =>
  optimizerPresets.filter(
    (preset) =>
      preset.sportId === sportId &&
      (preset.contestKind === 'showdown') === (variant === 'showdown'),
  )
