/**
 * The static rules of a build: the format's site rules and every active setting, as rows of
 * the lineup model. Rules between lineups (uniqueness, exposure) come from `build-state.ts`.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import type { GroupRow, LinearRow, RowTerm } from './lineup-model'
import { battingOrderSlots, type OptimizerPlayer } from './optimizer-request'
import type {
  CountType,
  CustomRule,
  OptimizerSettings,
  PositionStack,
} from '@slatelab/domain/entities/multi-settings'

type Rules = { readonly rows: readonly LinearRow[]; readonly groupRows: readonly GroupRow[] }

const ones = (players: readonly number[], coef = 1): RowTerm[] =>
  players.map((player) => ({ player, coef }))

const countRow = (
  rule: string,
  players: readonly number[],
  type: CountType,
  count: number,
): LinearRow => ({
  rule,
  terms: ones(players),
  ...(type !== 'atMost' && { min: count }),
  ...(type !== 'atLeast' && { max: count }),
})

const groupBy = (indices: readonly number[], key: (index: number) => string) => {
  const groups = new Map<string, number[]>()
  for (const index of indices) {
    const value = key(index)
    if (value === '') continue
    groups.set(value, [...(groups.get(value) ?? []), index])
  }
  return groups
}

/**
 * Whether a player's field passes a custom rule's comparison. Fields: projection, salary,
 * ownership, or a name of `player.fields`; a player without the field fails.
 * @example passesFilter(player, { operator: 'greaterThan', fieldName: 'projection', value1: 20 }) // true at 21.4
 */
export const passesFilter = (
  player: OptimizerPlayer,
  rule: Pick<CustomRule, 'fieldName' | 'operator' | 'value1' | 'value2'>,
): boolean => {
  const builtIn: Readonly<Record<string, number>> = {
    projection: player.projection,
    salary: player.salary,
    ownership: player.ownership,
  }
  const value = builtIn[rule.fieldName] ?? player.fields[rule.fieldName]
  if (value === undefined) return false
  switch (rule.operator) {
    case 'lessThan':
      return value < rule.value1
    case 'greaterThan':
      return value > rule.value1
    case 'equals':
      return value === rule.value1
    case 'between':
      return value >= rule.value1 && value <= (rule.value2 ?? rule.value1)
  }
}

/** Positions whose players "face" the other team's players (SPEC's hitter vs his pitcher). */
export const opposingPositions: Readonly<Partial<Record<number, readonly string[]>>> = {
  [sportIds.MLB]: ['P', 'SP', 'RP'],
  [sportIds.NFL]: ['DST', 'DEF', 'D'],
  [sportIds.NHL]: ['G'],
}

/**
 * Whether the player has one of the positions (any when the list is empty).
 * @example hasPosition(player, ['DST']) // true for a defence
 */
export const hasPosition = (player: OptimizerPlayer, positions: readonly string[]) =>
  positions.length === 0 || player.positions.some((position) => positions.includes(position))

/**
 * Whether a partner plays in the key player's unit as the secondary stack asks: the same line
 * or the same power-play unit of the same team. A key player without one has no such partner.
 */
const sharesUnit = (
  type: PositionStack['secondaryStackType'],
  key: OptimizerPlayer,
  player: OptimizerPlayer,
): boolean => {
  if (type === 'none') return true
  const unit = type === 'sameLine' ? 'line' : 'powerPlay'
  return key[unit] !== undefined && player[unit] === key[unit] && player.team === key.team
}

/** A key player of a position stack and the partners that may go with him (player indices). */
export type StackPartners = { readonly key: number; readonly partners: readonly number[] }

/**
 * Every key player of a position stack with his partners: players of the stack's positions
 * passing its filters, from his team, his opponent or his game as the stack says.
 * @example positionStackPartners(qbStack, players)[0] // { key: 3, partners: [7, 8, 12] }
 */
export const positionStackPartners = (
  stack: PositionStack,
  players: readonly OptimizerPlayer[],
): readonly StackPartners[] => {
  const all = players.map((_, index) => index)
  const keyTeams = (player: OptimizerPlayer) =>
    stack.stackTeams.length === 0 ||
    stack.stackTeams.includes(player.team) === (stack.teamOption === 'includesOnly')
  return all.flatMap((keyIndex) => {
    const key = players[keyIndex]
    if (key === undefined || !key.positions.includes(stack.keyPosition) || !keyTeams(key)) {
      return []
    }
    const partners = all.filter((index) => {
      const player = players[index]
      if (player === undefined || index === keyIndex) return false
      if (!hasPosition(player, stack.positions)) return false
      if (stack.excludeQbStack && player.positions.includes('QB')) return false
      if (!stack.customRules.every((rule) => !rule.isActive || passesFilter(player, rule))) {
        return false
      }
      if (!sharesUnit(stack.secondaryStackType, key, player)) return false
      switch (stack.teamGameType) {
        case 'sameTeam':
          return player.team === key.team
        case 'opponent':
          return player.team === key.opponent && key.opponent !== ''
        case 'sameGame':
          return player.game === key.game && key.game !== ''
      }
    })
    return [{ key: keyIndex, partners }]
  })
}

const positionStackRows = (
  stack: PositionStack,
  players: readonly OptimizerPlayer[],
): LinearRow[] => {
  const name = `Position stack ${stack.keyPosition} + ${stack.stackType === 'atLeast' ? '' : `${stack.stackType} `}${stack.playerCount} ${stack.positions.join('/')} (${stack.teamGameType})`
  return positionStackPartners(stack, players).flatMap(({ key: keyIndex, partners }) => {
    const rule = `${name}: ${players[keyIndex]?.name ?? keyIndex}`
    const rows: LinearRow[] = []
    // k·y_key ≤ Σ partners: with the key player in, at least k partners.
    if (stack.stackType !== 'atMost') {
      rows.push({
        rule,
        terms: [{ player: keyIndex, coef: stack.playerCount }, ...ones(partners, -1)],
        max: 0,
      })
    }
    // Σ partners + M·y_key ≤ k + M: with the key player in, at most k partners.
    if (stack.stackType !== 'atLeast' && partners.length > stack.playerCount) {
      const bigM = partners.length
      rows.push({
        rule,
        terms: [...ones(partners), { player: keyIndex, coef: bigM }],
        max: stack.playerCount + bigM,
      })
    }
    // y_key ≤ Σ secondary partners: one of the partners plays the secondary position. A stack
    // of no partners asks for none, so it asks for no secondary one either.
    if (stack.secondaryPosition !== '' && stack.playerCount > 0) {
      const secondary = partners.filter((index) =>
        players[index]?.positions.includes(stack.secondaryPosition),
      )
      rows.push({
        rule: `${rule}, one a ${stack.secondaryPosition}`,
        terms: [{ player: keyIndex, coef: 1 }, ...ones(secondary, -1)],
        max: 0,
      })
    }
    return rows
  })
}

/**
 * A team's hitters by runs of `size` adjacent batting-order slots, one window per first slot
 * (9 → 1 wraps); a window some slot of which nobody fills is left out, so a team without a
 * batting order has none.
 * @example battingOrderWindows(players, members, 4)[8] // the hitters in slots 9, 1, 2 and 3
 */
export const battingOrderWindows = (
  players: readonly OptimizerPlayer[],
  members: readonly number[],
  size: number,
): readonly (readonly number[])[] => {
  if (size > battingOrderSlots) return []
  const bySlot = groupBy(members, (index) => String(players[index]?.battingOrder ?? ''))
  return Array.from({ length: battingOrderSlots }, (_, first) =>
    Array.from({ length: size }, (_, step) =>
      bySlot.get(String(((first + step) % battingOrderSlots) + 1)),
    ),
  ).flatMap((slots) =>
    slots.every((hitters) => hitters !== undefined)
      ? [slots.flatMap((hitters) => hitters ?? [])]
      : [],
  )
}

/** What every part of the rules reads: the players, the format, the settings and indexes. */
type RuleContext = {
  readonly players: readonly OptimizerPlayer[]
  readonly format: RosterFormat
  readonly settings: OptimizerSettings
  /** Every player index. */
  readonly all: readonly number[]
  readonly byTeam: ReadonlyMap<string, readonly number[]>
  readonly byGame: ReadonlyMap<string, readonly number[]>
  readonly indicesOf: (ids: readonly string[]) => number[]
}

/** Locks and excludes, and the site's rules: teams, games and the per-team cap. */
const siteRules = ({ players, format, byTeam, byGame }: RuleContext): Rules => {
  const rows: LinearRow[] = []
  const groupRows: GroupRow[] = []
  for (const [index, player] of players.entries()) {
    if (player.lock) rows.push({ rule: `Lock: ${player.name}`, terms: ones([index]), min: 1 })
    if (player.exclude) rows.push({ rule: `Exclude: ${player.name}`, terms: ones([index]), max: 0 })
  }
  if (format.minTeams > 1) {
    groupRows.push({
      rule: `Site rule, players from ${format.minTeams}+ teams`,
      groups: [...byTeam.values()].map((members) => ({ players: members, minPlayers: 1 })),
      minGroups: format.minTeams,
    })
  }
  if (format.minGames > 1) {
    groupRows.push({
      rule: `Site rule, players from ${format.minGames}+ games`,
      groups: [...byGame.values()].map((members) => ({ players: members, minPlayers: 1 })),
      minGroups: format.minGames,
    })
  }
  const { teamCap } = format
  if (teamCap !== undefined) {
    for (const [team, members] of byTeam) {
      const capped = members.filter((index) => {
        const player = players[index]
        return player !== undefined && hasPosition(player, teamCap.positions)
      })
      if (capped.length > teamCap.maxPlayers) {
        rows.push({
          rule: `Site rule, at most ${teamCap.maxPlayers} per team: ${team}`,
          terms: ones(capped),
          max: teamCap.maxPlayers,
        })
      }
    }
  }
  return { rows, groupRows }
}

/** The general settings: per team, facing an opponent, same fight, opposition. */
const generalRules = ({ players, format, settings, byTeam, byGame }: RuleContext): Rules => {
  const { general } = settings
  const rows: LinearRow[] = []
  const groupRows: GroupRow[] = []
  if (general.maxPerTeam < format.slots.length) {
    for (const [team, members] of byTeam) {
      if (members.length > general.maxPerTeam) {
        rows.push({
          rule: `Max per team (${general.maxPerTeam}): ${team}`,
          terms: ones(members),
          max: general.maxPerTeam,
        })
      }
    }
  }
  // maxOwnershipPerLineupPct: with the other ownership rules, by slot (`gpp-rules.ts`).
  const opposing = opposingPositions[format.sportId] ?? []
  if (general.playersAgainstOpponent > 0 && opposing.length > 0) {
    for (const [index, player] of players.entries()) {
      if (!hasPosition(player, opposing) || player.opponent === '') continue
      const facing = (byTeam.get(player.opponent) ?? []).filter((other) => {
        const opponent = players[other]
        return opponent !== undefined && !hasPosition(opponent, opposing)
      })
      if (facing.length <= general.playersAgainstOpponent) continue
      rows.push({
        rule: `Players against opponent (${general.playersAgainstOpponent}): ${player.name}`,
        terms: [...ones(facing), { player: index, coef: facing.length }],
        max: general.playersAgainstOpponent + facing.length,
      })
    }
  }
  if (general.avoidSameFight) {
    for (const [game, members] of byGame) {
      rows.push({ rule: `Avoid same fight: ${game}`, terms: ones(members), max: 1 })
    }
  }
  if (general.avoidOpposition) {
    for (const [game, members] of byGame) {
      const sides = groupBy(members, (index) => players[index]?.team ?? '')
      if (sides.size < 2) continue
      groupRows.push({
        rule: `Avoid opposition: ${game}`,
        groups: [...sides.values()].map((side) => ({ players: side, minPlayers: 1 })),
        maxGroups: 1,
      })
    }
  }
  return { rows, groupRows }
}

/** Custom rules, starting-position rules and team limits. */
const customRules = ({ players, settings, all, byTeam }: RuleContext): Rules => {
  const customRow = (
    rule: string,
    custom: CustomRule | Omit<CustomRule, 'fieldName' | 'fieldDisplayName'>,
    fieldName: string,
  ) =>
    countRow(
      rule,
      all.filter((index) => {
        const player = players[index]
        return (
          player !== undefined &&
          hasPosition(player, custom.positions) &&
          passesFilter(player, { ...custom, fieldName })
        )
      }),
      custom.type,
      custom.playerCount,
    )
  const rows: LinearRow[] = []
  for (const custom of settings.customRules.filter((rule) => rule.isActive)) {
    rows.push(
      customRow(
        `Custom rule ${custom.type} ${custom.playerCount} with ${custom.fieldDisplayName} ${custom.operator} ${custom.value1}`,
        custom,
        custom.fieldName,
      ),
    )
  }
  for (const custom of settings.startingPosRules.filter((rule) => rule.isActive)) {
    rows.push(
      customRow(
        `Starting position rule ${custom.type} ${custom.playerCount} ${custom.operator} ${custom.value1}`,
        custom,
        'startingPosition',
      ),
    )
  }
  for (const limit of settings.teamLimits) {
    rows.push({
      rule: `Team limit ${limit.team}`,
      terms: ones(byTeam.get(limit.team) ?? []),
      min: limit.minCount,
      ...(limit.maxCount !== undefined && { max: limit.maxCount }),
    })
  }
  return { rows, groupRows: [] }
}

/** Team stacks (consecutive hitters among them) and position stacks. */
const stackRules = ({ players, settings, byTeam }: RuleContext): Rules => {
  const groupRows: GroupRow[] = []
  // Stacks of sizes s₁ ≥ s₂ ≥ … hold together when, for each size s, the teams with s or more
  // players number at least the stacks of size s or more.
  const teamStacks = settings.teamStacks.filter((stack) => stack.isActive)
  for (const size of new Set(teamStacks.map((stack) => stack.stackCount))) {
    const needed = teamStacks.filter((stack) => stack.stackCount >= size)
    const teams = new Set(needed.flatMap((stack) => stack.teams))
    groupRows.push({
      rule: `Team stack ${needed.map((stack) => stack.stackCount).join('-')}`,
      groups: [...byTeam]
        .filter(([team]) => teams.size === 0 || teams.has(team))
        .map(([, members]) => ({ players: members, minPlayers: size })),
      minGroups: needed.length,
    })
  }
  // A consecutive stack of s: s hitters of one team in s adjacent batting-order slots, the
  // order wrapping from 9 to 1 (the 8-9-1-2 hitters bat in a row from the second time through).
  const consecutive = teamStacks.filter((stack) => stack.consecutivePlayers)
  for (const size of new Set(consecutive.map((stack) => stack.stackCount))) {
    const needed = consecutive.filter((stack) => stack.stackCount >= size)
    const teams = new Set(needed.flatMap((stack) => stack.teams))
    groupRows.push({
      rule: `Team stack ${needed.map((stack) => stack.stackCount).join('-')} consecutive hitters`,
      groups: [...byTeam]
        .filter(([team]) => teams.size === 0 || teams.has(team))
        .map(([, members]) => ({
          players: members,
          minPlayers: size,
          windows: battingOrderWindows(players, members, size),
        })),
      minGroups: needed.length,
    })
  }
  const rows = settings.positionStacks
    .filter((stack) => stack.isActive)
    .flatMap((stack) => positionStackRows(stack, players))
  return { rows, groupRows }
}

/** Player correlations, player groups and tee-time stacks. */
const playerRules = ({ players, settings, all, indicesOf }: RuleContext): Rules => {
  const rows: LinearRow[] = []
  for (const correlation of settings.playerCorrelations.filter((rule) => rule.isActive)) {
    const [first, second] = indicesOf([correlation.playerId, correlation.otherPlayerId])
    if (first === undefined || second === undefined) continue
    rows.push(
      correlation.kind === 'together'
        ? {
            rule: `Correlation together ${correlation.playerId} → ${correlation.otherPlayerId}`,
            terms: [
              { player: first, coef: 1 },
              { player: second, coef: -1 },
            ],
            max: 0,
          }
        : {
            rule: `Correlation apart ${correlation.playerId} / ${correlation.otherPlayerId}`,
            terms: ones([first, second]),
            max: 1,
          },
    )
  }
  for (const group of settings.playerGroups.filter((rule) => rule.isActive)) {
    const members = indicesOf(group.playerIds)
    const rule = `Player group ${group.key || group.playerIds.join(',')}: ${group.kind} ${group.count}`
    if (group.kind !== 'ifThen') {
      rows.push(countRow(rule, members, group.kind, group.count))
      continue
    }
    const then = indicesOf(group.thenPlayerIds)
    for (const member of members) {
      rows.push({ rule, terms: [{ player: member, coef: group.count }, ...ones(then, -1)], max: 0 })
    }
  }
  for (const stack of settings.teeTimeStacks.filter((rule) => rule.isActive)) {
    const from = Date.parse(stack.from)
    const to = Date.parse(stack.to)
    const inWindow = all.filter((index) => {
      const teeTime = players[index]?.teeTime
      if (teeTime === undefined) return false
      const at = Date.parse(teeTime)
      return settings.general.teeTimesInclusive ? at >= from && at <= to : at > from && at < to
    })
    rows.push({
      rule: `Tee-time stack ${stack.playerCount} from ${stack.from} to ${stack.to}`,
      terms: ones(inWindow),
      min: stack.playerCount,
    })
  }
  return { rows, groupRows: [] }
}

/**
 * Rows of the format's site rules and of every active setting, over player indices.
 * @example buildSettingsRules(players, format, settings).rows.length // 34 (32 teams × max per team, …)
 */
export const buildSettingsRules = (
  players: readonly OptimizerPlayer[],
  format: RosterFormat,
  settings: OptimizerSettings,
): Rules => {
  const all = players.map((_, index) => index)
  const byId = new Map(players.map((player, index) => [player.id, index]))
  const context: RuleContext = {
    players,
    format,
    settings,
    all,
    byTeam: groupBy(all, (index) => players[index]?.team ?? ''),
    byGame: groupBy(all, (index) => players[index]?.game ?? ''),
    indicesOf: (ids) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id) ?? 0] : [])),
  }
  const parts = [siteRules, generalRules, customRules, stackRules, playerRules].map((part) =>
    part(context),
  )
  return {
    rows: parts.flatMap((part) => part.rows),
    groupRows: parts.flatMap((part) => part.groupRows),
  }
}
