/**
 * GPP rules over a whole build: how often a player fills one slot (captain exposure apart from
 * flex), how often one team's or one game's stack appears, and how often a position stack's
 * key player and one partner appear together (its pair limit). Like player exposure
 * (`build-state.ts`), a cap is appearances = ⌊N·pct⌋: once reached, the rule keeps the next
 * lineups out (the player out of that slot; the team or game below its stack size); a minimum
 * forces the player into the slot once the lineups left are just enough to reach it.
 */
import type { LinearRow, ModelItem } from './lineup-model'
import { slotTerm, type GppContext } from './gpp-rules'
import { positionStackPartners } from './settings-rules'

/** Appearances allowed by a share of `count` lineups (a hair below whole numbers for float error). */
const capOf = (count: number, pct: number) => Math.floor((count * pct) / 100 + 1e-9)

type Counted = {
  readonly label: string
  readonly min: number
  readonly max: number
  /** Rows while the count is at its cap, and while the minimum needs every lineup left. */
  readonly capped: LinearRow['terms']
  readonly cappedMax: number
  readonly forced?: LinearRow['terms']
  /** Whether a built lineup counts for it. */
  readonly counts: (items: readonly ModelItem[]) => boolean
}

/** Items of the lineup whose player is in `members`, counted. */
const memberCount = (items: readonly ModelItem[], members: ReadonlySet<number>) =>
  items.reduce((sum, item) => sum + (members.has(item.player) ? 1 : 0), 0)

const slotCounters = (context: GppContext, count: number): Counted[] =>
  context.settings.gpp.slotRules
    .filter((rule) => rule.isActive && (rule.minExposurePct > 0 || rule.maxExposurePct < 100))
    .flatMap((rule) => {
      const term = slotTerm(context, rule.playerId, rule.slot, 1)
      if (term === undefined || term.slot === undefined) return []
      const slot = term.slot
      const name = context.players[term.player]?.name ?? rule.playerId
      const max = capOf(count, rule.maxExposurePct)
      return [
        {
          label: `${rule.slot} exposure (${max} lineups): ${name}`,
          min: Math.ceil((count * rule.minExposurePct) / 100 - 1e-9),
          max,
          capped: [term],
          cappedMax: 0,
          forced: [term],
          counts: (items) =>
            items.some((item) => item.player === term.player && item.codes.includes(slot)),
        },
      ]
    })

const groupCounters = (
  context: GppContext,
  count: number,
  key: 'team' | 'game',
  size: number,
  pctOf: (group: string) => number,
): Counted[] => {
  const groups = new Map<string, number[]>()
  for (const [index, player] of context.players.entries()) {
    if (player[key] === '') continue
    groups.set(player[key], [...(groups.get(player[key]) ?? []), index])
  }
  return [...groups].flatMap(([group, members]) => {
    const pct = pctOf(group)
    if (pct >= 100 || members.length < size) return []
    const set = new Set(members)
    const max = capOf(count, pct)
    return [
      {
        label: `${key === 'team' ? 'Team' : 'Game'} stack exposure (${size}+ in ${max} lineups): ${group}`,
        min: 0,
        max,
        capped: members.map((player) => ({ player, coef: 1 })),
        cappedMax: size - 1,
        counts: (items) => memberCount(items, set) >= size,
      },
    ]
  })
}

/**
 * A position stack's pair limit: a counter per key player and partner, counting the lineups
 * holding both; at the limit, later lineups hold at most one of the two.
 */
const pairCounters = (context: GppContext): Counted[] =>
  context.settings.positionStacks
    .filter((stack) => stack.isActive && stack.pairLimit > 0)
    .flatMap((stack) =>
      positionStackPartners(stack, context.players).flatMap(({ key, partners }) =>
        partners.map((partner): Counted => {
          const names = [key, partner].map((player) => context.players[player]?.name ?? player)
          return {
            label: `Position stack ${stack.keyPosition} pair limit (${stack.pairLimit} lineups): ${names.join(' + ')}`,
            min: 0,
            max: stack.pairLimit,
            capped: [
              { player: key, coef: 1 },
              { player: partner, coef: 1 },
            ],
            cappedMax: 1,
            counts: (items) =>
              items.some((item) => item.player === key) &&
              items.some((item) => item.player === partner),
          }
        }),
      ),
    )

/** The between-lineup GPP rules of one build, and their counts so far. */
export type GppBuildState = {
  /** Whether any rule is on (a build without them can serve many lineups from one listing). */
  readonly active: boolean
  /** Rows before lineup `lineupIndex` (0-based) of the build's `count`. */
  rowsBefore(lineupIndex: number): readonly LinearRow[]
  /** Counts a built lineup's items. */
  record(items: readonly ModelItem[]): void
}

/**
 * The slot and stack exposure state of a build of `count` lineups.
 * @example createGppBuildState(context, 150).rowsBefore(40) // [{ rule: 'Team stack exposure (3+ in 30 lineups): KC', max: 2 }]
 */
export const createGppBuildState = (context: GppContext, count: number): GppBuildState => {
  const { stackExposure } = context.settings.gpp
  const teamCaps = new Map(stackExposure.teams.map((cap) => [cap.team, cap.maxPct]))
  const counters = [
    ...slotCounters(context, count),
    ...pairCounters(context),
    ...groupCounters(context, count, 'team', stackExposure.teamStackSize, (team) =>
      Math.min(stackExposure.maxTeamStackPct, teamCaps.get(team) ?? 100),
    ),
    ...groupCounters(
      context,
      count,
      'game',
      stackExposure.gameStackSize,
      () => stackExposure.maxGameStackPct,
    ),
  ]
  const seen = new Uint32Array(counters.length)
  return {
    active: counters.length > 0,
    rowsBefore: (lineupIndex) =>
      counters.flatMap((counter, index): LinearRow[] => {
        const done = seen[index] ?? 0
        if (done >= counter.max) {
          return [{ rule: counter.label, terms: counter.capped, max: counter.cappedMax }]
        }
        if (counter.forced !== undefined && counter.min - done >= count - lineupIndex) {
          return [
            {
              rule: counter.label.replace('exposure', 'min exposure'),
              terms: counter.forced,
              min: 1,
            },
          ]
        }
        return []
      }),
    record: (items) => {
      for (const [index, counter] of counters.entries()) {
        if (counter.counts(items)) seen[index] = (seen[index] ?? 0) + 1
      }
    },
  }
}
