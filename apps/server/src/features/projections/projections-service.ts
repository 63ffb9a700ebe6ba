/**
 * The rules of custom projections (docs/projections.md): uploads matched to the date's players
 * and stored whole or not at all, blends, scenarios, the active set per user and scope, system
 * sets an admin publishes, set stats, and what the optimizer's pool reads.
 */
import { randomUUID } from 'node:crypto'
import type {
  BlendWeights,
  Projection,
  ProjectionSet,
  ProjectionSetStats,
  RowChoice,
  UploadReport,
  UploadRowIssue,
} from '@slatelab/contract/projections.contract'
import { blendPreviewSize } from '@slatelab/contract/projections.contract'
import { errors } from '@slatelab/domain/errors'
import { findProjectionSource } from '@slatelab/domain/projection-sources'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { pearsonOrNull } from '@slatelab/engine/correlations/pearson'
import { blendProjections, type ProjectionNumbers } from '@slatelab/engine/projections/blend'
import type { Db, DbOrTx } from '../../db/database'
import { HttpError } from '../../http/http-error'
import { mapColumns, readProjectionRows, type FileRow } from './projection-file'
import { matchKinds, matchRows, type RowMatch } from './projection-match'
import {
  deleteSet,
  findChoice,
  findSetStats,
  findUsableSet,
  insertBlendParts,
  insertScenarioPlayers,
  insertSet,
  listScenarioSets,
  listSetsById,
  listUsableSets,
  readBlendParts,
  readScenarioPlayers,
  readSetRows,
  saveChoice,
  type ProjectionScope,
  type StoredRow,
  type StoredSet,
} from './projections-repository'
import { loadSystemPlayers, siteOfSource, type SystemPlayer } from './system-projections'

/** Who calls. */
export type Caller = {
  readonly userId: number
  readonly role: 'user' | 'admin'
}

/** A scope as the routes read it. */
export type Scope = ProjectionScope & { readonly sportId: SportId; readonly date: IsoDate }

/** The key that names the system projection where a set key is expected. */
export const systemKey = 'system'

const round2 = (value: number) => Math.round(value * 100) / 100
const roundOrNull = (value: number | null) => (value === null ? null : round2(value))

/** The path of a set's stats file on the content host. */
export const statsPath = (key: string) => `/cdn/projections/stats/${key}`

const requireSource = (sourceId: number, message: string) => {
  if (findProjectionSource(sourceId) === undefined) {
    throw new HttpError(400, `${message}: unknown projection source ${sourceId} (SPEC §9 mapping)`)
  }
}

const systemRows = (system: readonly SystemPlayer[]): ReadonlyMap<number, StoredRow> =>
  new Map(
    system.flatMap((player) =>
      player.projection === null
        ? []
        : [[player.playerId, { playerId: player.playerId, ...player.projection, isDefault: true }]],
    ),
  )

/**
 * The stats file of a set: rows, mean points and Pearson's r with the system projection over
 * the players both hold (rows the system filled are left out: they would agree by design).
 * @example statsOf(key, rows, system) // { key, count: 148, mean: 21.7, correlation: 0.91 }
 */
export const statsOf = (
  key: string,
  rows: ReadonlyMap<number, StoredRow>,
  system: ReadonlyMap<number, StoredRow>,
): ProjectionSetStats => {
  const values = [...rows.values()]
  const own = values.filter((row) => !row.isDefault && system.has(row.playerId))
  const mean = values.reduce((sum, row) => sum + row.points, 0) / Math.max(1, values.length)
  const correlation = pearsonOrNull(
    own.map((row) => row.points),
    own.map((row) => system.get(row.playerId)?.points ?? 0),
  )
  return {
    key,
    count: values.length,
    mean: round2(mean),
    correlation: correlation === null ? null : Math.round(correlation * 1000) / 1000,
  }
}

const toApiSet = (
  set: StoredSet,
  activeSetId: number | undefined,
  parts: readonly {
    partKey: string
    partName: string
    weight: number
    ownWeight: number
    ceilingWeight: number
    floorWeight: number
  }[] = [],
): ProjectionSet => ({
  key: set.key,
  projectionSetNumber: set.setId,
  projectionSetName: set.name,
  kind: set.kind as ProjectionSet['kind'],
  activeFlag: set.setId === activeSetId,
  recordCount: set.recordCount,
  memberId: set.userId,
  sportId: set.sportId,
  sourceId: set.sourceId,
  siteId: siteOfSource(set.sourceId),
  date: set.date,
  createdBy: set.ownerName,
  createdDate: set.createdAt.toISOString(),
  isSystem: set.isSystem,
  path: statsPath(set.key),
  weight: 1,
  ownWeight: 1,
  ceilingWeight: 1,
  floorWeight: 1,
  sets: parts.map((part) => ({
    key: part.partKey,
    projectionSetName: part.partName,
    weight: part.weight,
    ownWeight: part.ownWeight,
    ceilingWeight: part.ceilingWeight,
    floorWeight: part.floorWeight,
  })),
  stats: set.stats as ProjectionSetStats,
})

/**
 * Projections of rows, highest points first; players no longer on the date's slates are left
 * out (a set never holds others).
 */
const toProjections = (
  rows: ReadonlyMap<number, ProjectionNumbers>,
  system: readonly SystemPlayer[],
): Projection[] =>
  system
    .flatMap((player) => {
      const row = rows.get(player.playerId)
      if (row === undefined) return []
      return [
        {
          playerId: player.playerId,
          playerName: player.name,
          position: player.position,
          teamId: player.teamId,
          team: player.team,
          projectedPoints: round2(row.points),
          projectedCeiling: roundOrNull(row.ceiling),
          projectedFloor: roundOrNull(row.floor),
          projOwn: roundOrNull(row.ownership),
          playerSalaries: player.salaries,
        },
      ]
    })
    .sort((a, b) => b.projectedPoints - a.projectedPoints || a.playerId - b.playerId)

const listWithActive = async (db: DbOrTx, caller: Caller, scope: Scope) => {
  const [sets, activeSetId] = await Promise.all([
    listUsableSets(db, caller.userId, scope),
    findChoice(db, caller.userId, scope),
  ])
  const parts = await readBlendParts(
    db,
    sets.filter((set) => set.kind === 'blend').map((set) => set.setId),
  )
  const active = sets.find((set) => set.setId === activeSetId)
  return {
    activeKey: active?.key ?? null,
    sets: sets.map((set) => toApiSet(set, activeSetId, parts.get(set.setId))),
  }
}

/** The sets a user may use in a scope and which is active (SPEC §7 `/projections-custom/`). */
export const listProjectionSets = async (db: Db, caller: Caller, scope: Scope) => {
  requireSource(scope.sourceId, errors.fetchProjectionSets)
  return listWithActive(db, caller, scope)
}

/** A set of the scope the caller may use, or a 404 with the call's message. */
const requireSetOfScope = async (
  db: DbOrTx,
  caller: Caller,
  scope: ProjectionScope,
  key: string,
  message: string,
): Promise<StoredSet> => {
  const set = await findUsableSet(db, caller.userId, key)
  if (
    set === undefined ||
    set.sportId !== scope.sportId ||
    set.sourceId !== scope.sourceId ||
    set.date !== scope.date
  ) {
    throw new HttpError(404, `${message}: no projection set ${key} for this sport, source and date`)
  }
  return set
}

/** The rows a key names: the system projection's or a usable set's. */
const rowsOfKey = async (
  db: DbOrTx,
  caller: Caller,
  scope: Scope,
  key: string,
  system: readonly SystemPlayer[],
  message: string,
): Promise<{ readonly name: string; readonly rows: ReadonlyMap<number, StoredRow> }> => {
  if (key === systemKey) return { name: 'System', rows: systemRows(system) }
  const set = await requireSetOfScope(db, caller, scope, key, message)
  return { name: set.name, rows: await readSetRows(db, set.setId) }
}

/** The projections in force for the user (SPEC §7 `/projections/`). */
export const projectionsInForce = async (
  db: Db,
  caller: Caller,
  scope: Scope,
  contestGroupId: number | undefined,
) => {
  requireSource(scope.sourceId, errors.fetchProjections)
  const system = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  const onSlate =
    contestGroupId === undefined
      ? system
      : system.filter((player) =>
          player.salaries.some((salary) => salary.contestGroupId === contestGroupId),
        )
  if (contestGroupId !== undefined && onSlate.length === 0) {
    throw new HttpError(
      404,
      `${errors.fetchProjections}: slate ${contestGroupId} is not a slate of this sport, source and date`,
    )
  }
  const activeSetId = await findChoice(db, caller.userId, scope)
  const [active] = activeSetId === undefined ? [] : await listSetsById(db, [activeSetId])
  const rows = active === undefined ? systemRows(system) : await readSetRows(db, active.setId)
  return {
    activeSet: active === undefined ? null : toApiSet(active, activeSetId),
    projections: toProjections(rows, onSlate),
  }
}

/** The system projection of a scope (SPEC §7 `/projections-get/`). */
export const defaultProjections = async (db: Db, scope: Scope) => {
  requireSource(scope.sourceId, errors.fetchDefaultProjections)
  const system = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  return { projections: toProjections(systemRows(system), system) }
}

/** Upload options of SPEC §7 `/projections-upload/`. */
export type UploadOptions = {
  readonly filename: string
  readonly useDefaultPlayers: boolean
  readonly setKey: string | undefined
  readonly preview: boolean
}

const toIssue = (match: RowMatch, chosen: number | null | undefined): UploadRowIssue => ({
  row: match.row.row,
  name: match.row.name,
  team: match.row.team,
  projectedPoints: match.row.points,
  candidate:
    match.candidate === null
      ? null
      : {
          playerId: match.candidate.player.playerId,
          playerName: match.candidate.player.name,
          team: match.candidate.player.team,
          position: match.candidate.player.position,
          score: Math.round(match.candidate.score * 100) / 100,
        },
  chosen: chosen ?? null,
})

/**
 * Reads, matches and (unless previewing) stores an upload as one set. Fuzzy rows take their
 * candidate unless the user chose another player or none; unmatched rows are left out unless
 * he chose a player. The set replaces `setKey` when given.
 */
export const uploadProjections = async (
  db: Db,
  caller: Caller,
  scope: Scope,
  options: UploadOptions,
  body: { readonly rows: readonly FileRow[]; readonly choices: readonly RowChoice[] },
  now: Date,
): Promise<{ report: UploadReport; set: ProjectionSet | null }> => {
  requireSource(scope.sourceId, errors.postProjections)
  const headers = Object.keys(body.rows[0] ?? {})
  const mapping = mapColumns(headers, body.rows)
  const fileRows = readProjectionRows(body.rows, mapping)
  const system = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  const byId = new Map(system.map((player) => [player.playerId, player]))
  const matches = matchRows(fileRows, system)
  const choiceOf = new Map(body.choices.map((choice) => [choice.row, choice.playerId]))
  for (const choice of body.choices) {
    if (choice.row > fileRows.length) {
      throw new HttpError(
        400,
        `${errors.postProjections}: choice of row ${choice.row}: no such row`,
      )
    }
    if (choice.playerId !== null && !byId.has(choice.playerId)) {
      throw new HttpError(
        400,
        `${errors.postProjections}: row ${choice.row}, field player: player ${choice.playerId} is not on this date’s slates`,
      )
    }
  }
  const rows = new Map<number, StoredRow>()
  for (const match of matches) {
    const chosen = choiceOf.get(match.row.row)
    const playerId = chosen === undefined ? match.player?.playerId : (chosen ?? undefined)
    if (playerId === undefined || rows.has(playerId)) continue
    rows.set(playerId, {
      playerId,
      points: match.row.points,
      ceiling: match.row.ceiling,
      floor: match.row.floor,
      ownership: match.row.ownership,
      isDefault: false,
    })
  }
  const systemNumbers = systemRows(system)
  let defaultsFilled = 0
  if (options.useDefaultPlayers) {
    for (const [playerId, row] of systemNumbers) {
      if (rows.has(playerId)) continue
      rows.set(playerId, row)
      defaultsFilled += 1
    }
  }
  const count = (kind: string) => matches.filter((match) => match.kind === kind).length
  const report: UploadReport = {
    mapping,
    rows: fileRows.length,
    matchedBySiteId: count(matchKinds.siteId),
    matchedByName: count(matchKinds.name),
    fuzzy: matches
      .filter((match) => match.kind === matchKinds.fuzzy)
      .map((match) => toIssue(match, choiceOf.get(match.row.row))),
    unmatched: matches
      .filter((match) => match.kind === matchKinds.none)
      .map((match) => toIssue(match, choiceOf.get(match.row.row))),
    defaultsFilled,
    recordCount: rows.size,
  }
  if (options.preview) return { report, set: null }
  if (rows.size === 0) {
    throw new HttpError(
      400,
      `${errors.postProjections}: no row matched a player of this date’s slates`,
    )
  }
  const set = await db.transaction(async (tx) => {
    let key: string = randomUUID()
    let wasActive = false
    if (options.setKey !== undefined) {
      const old = await requireSetOfScope(tx, caller, scope, options.setKey, errors.postProjections)
      if (old.userId !== caller.userId) {
        throw new HttpError(403, `${errors.postProjections}: set ${old.key} is not yours`)
      }
      wasActive = (await findChoice(tx, caller.userId, scope)) === old.setId
      key = old.key
      await deleteSet(tx, old.setId)
    }
    const setId = await insertSet(tx, {
      key,
      userId: caller.userId,
      ...scope,
      name: options.filename,
      kind: 'upload',
      useDefaultPlayers: options.useDefaultPlayers,
      stats: statsOf(key, rows, systemNumbers),
      createdAt: now,
      rows: [...rows.values()],
    })
    if (wasActive) await saveChoice(tx, caller.userId, scope, setId)
    const [stored] = await listSetsById(tx, [setId])
    if (stored === undefined) throw new Error('the stored set vanished')
    return toApiSet(stored, wasActive ? setId : undefined)
  })
  return { report, set }
}

/** Makes a set (or `system`) the caller's active projections of a scope. */
export const setActiveProjections = async (db: Db, caller: Caller, scope: Scope, key: string) => {
  requireSource(scope.sourceId, errors.setActiveProjections)
  const set =
    key === systemKey
      ? null
      : await requireSetOfScope(db, caller, scope, key, errors.setActiveProjections)
  await saveChoice(db, caller.userId, scope, set?.setId ?? null)
  return listWithActive(db, caller, scope)
}

/** Deletes one of the caller's sets (an admin may delete a system set); answers the rest. */
export const deleteProjections = async (
  db: Db,
  caller: Caller,
  sportId: SportId,
  date: IsoDate,
  key: string,
) => {
  const set = await findUsableSet(db, caller.userId, key)
  const mayDelete =
    set !== undefined && (set.userId === caller.userId || (set.isSystem && caller.role === 'admin'))
  if (set === undefined || !mayDelete || set.sportId !== sportId || set.date !== date) {
    throw new HttpError(
      404,
      `${errors.deleteProjections}: no projection set ${key} of yours for this sport and date`,
    )
  }
  await deleteSet(db, set.setId)
  return listWithActive(db, caller, { sportId, sourceId: set.sourceId, date })
}

/** A blend to make or preview (SPEC §7 `/projections-weights/`). */
export const blendSets = async (
  db: Db,
  caller: Caller,
  scope: Scope,
  options: { readonly filename: string; readonly preview: boolean },
  parts: readonly BlendWeights[],
  now: Date,
) => {
  requireSource(scope.sourceId, errors.postAggregateSets)
  const system = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  const keys = new Set<string>()
  const inputs: (BlendWeights & {
    readonly name: string
    readonly rows: ReadonlyMap<number, StoredRow>
  })[] = []
  for (const part of parts) {
    if (keys.has(part.key)) {
      throw new HttpError(400, `${errors.postAggregateSets}: set ${part.key} is given twice`)
    }
    keys.add(part.key)
    const { name, rows } = await rowsOfKey(
      db,
      caller,
      scope,
      part.key,
      system,
      errors.postAggregateSets,
    )
    inputs.push({ ...part, name, rows })
  }
  if (inputs.every((input) => input.weight === 0)) {
    throw new HttpError(400, `${errors.postAggregateSets}: every points weight is 0`)
  }
  const blended = blendProjections(inputs)
  const top = toProjections(blended, system).slice(0, blendPreviewSize)
  if (options.preview) return { set: null, top }
  const rows: StoredRow[] = [...blended].map(([playerId, numbers]) => ({
    playerId,
    ...numbers,
    isDefault: false,
  }))
  const set = await db.transaction(async (tx) => {
    const key = randomUUID()
    const setId = await insertSet(tx, {
      key,
      userId: caller.userId,
      ...scope,
      name: options.filename,
      kind: 'blend',
      stats: statsOf(key, new Map(rows.map((row) => [row.playerId, row])), systemRows(system)),
      createdAt: now,
      rows,
    })
    const partRows = inputs.map((input) => ({
      setId,
      partKey: input.key,
      partName: input.name,
      weight: input.weight,
      ownWeight: input.ownWeight,
      ceilingWeight: input.ceilingWeight,
      floorWeight: input.floorWeight,
    }))
    await insertBlendParts(tx, partRows)
    const [stored] = await listSetsById(tx, [setId])
    if (stored === undefined) throw new Error('the stored set vanished')
    return toApiSet(stored, undefined, partRows)
  })
  return { set, top }
}

/** A scenario's overridden player as the call sends him. */
export type ScenarioPlayerInput = {
  readonly playerId: number
  readonly projectedPoints: number
  readonly projectedCeiling?: number | undefined
  readonly projectedFloor?: number | undefined
  readonly projOwn?: number | undefined
}

/**
 * A scenario: the base set's rows (default the active set, else the system projection) with
 * its players overridden; `useDefaultPlayers` also fills players the base lacks from the
 * system projection. Fields a player's override omits keep the base's.
 */
export const createScenario = async (
  db: Db,
  caller: Caller,
  scope: Scope,
  options: { readonly filename: string; readonly useDefaultPlayers: boolean },
  body: { readonly baseKey?: string | undefined; readonly players: readonly ScenarioPlayerInput[] },
  now: Date,
) => {
  requireSource(scope.sourceId, errors.postScenarioSet)
  const system = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  const onSlates = new Set(system.map((player) => player.playerId))
  body.players.forEach((player, index) => {
    if (!onSlates.has(player.playerId)) {
      throw new HttpError(
        400,
        `${errors.postScenarioSet}: players.${index}.playerId: player ${player.playerId} is not on this date’s slates`,
      )
    }
  })
  const activeSetId = await findChoice(db, caller.userId, scope)
  const [active] = activeSetId === undefined ? [] : await listSetsById(db, [activeSetId])
  const baseKey = body.baseKey ?? active?.key ?? systemKey
  const base = await rowsOfKey(db, caller, scope, baseKey, system, errors.postScenarioSet)
  const rows = new Map(base.rows)
  if (options.useDefaultPlayers) {
    for (const [playerId, row] of systemRows(system))
      if (!rows.has(playerId)) rows.set(playerId, row)
  }
  const overridden = body.players.map((player) => {
    const before = rows.get(player.playerId)
    const row: StoredRow = {
      playerId: player.playerId,
      points: player.projectedPoints,
      ceiling: player.projectedCeiling ?? before?.ceiling ?? null,
      floor: player.projectedFloor ?? before?.floor ?? null,
      ownership: player.projOwn ?? before?.ownership ?? null,
      isDefault: false,
    }
    rows.set(player.playerId, row)
    return { row, basePoints: before?.points ?? null }
  })
  const set = await db.transaction(async (tx) => {
    const key = randomUUID()
    const setId = await insertSet(tx, {
      key,
      userId: caller.userId,
      ...scope,
      name: options.filename,
      kind: 'scenario',
      useDefaultPlayers: options.useDefaultPlayers,
      stats: statsOf(key, rows, systemRows(system)),
      createdAt: now,
      rows: [...rows.values()],
    })
    await insertScenarioPlayers(
      tx,
      overridden.map(({ row, basePoints }) => ({
        setId,
        playerId: row.playerId,
        basePoints,
        points: row.points,
      })),
    )
    const [stored] = await listSetsById(tx, [setId])
    if (stored === undefined) throw new Error('the stored set vanished')
    return toApiSet(stored, undefined)
  })
  return { set }
}

/** The players the caller's scenarios of a sport and date override, every source. */
export const listScenarioPlayers = async (
  db: Db,
  caller: Caller,
  sportId: SportId,
  date: IsoDate,
) => {
  const sets = await listScenarioSets(db, caller.userId, sportId, date)
  const rows = await readScenarioPlayers(
    db,
    sets.map((set) => set.setId),
  )
  const playersOfSource = new Map<number, ReadonlyMap<number, SystemPlayer>>()
  const players = []
  for (const set of sets) {
    let known = playersOfSource.get(set.sourceId)
    if (known === undefined) {
      const system = await loadSystemPlayers(db, sportId, set.sourceId, date)
      known = new Map(system.map((player) => [player.playerId, player]))
      playersOfSource.set(set.sourceId, known)
    }
    for (const row of rows.filter((item) => item.setId === set.setId)) {
      const player = known.get(row.playerId)
      players.push({
        key: set.key,
        projectionSetName: set.name,
        playerId: row.playerId,
        playerName: player?.name ?? `Player ${row.playerId}`,
        team: player?.team ?? '',
        position: player?.position ?? '',
        baseProjectedPoints: roundOrNull(row.basePoints),
        projectedPoints: round2(row.points),
      })
    }
  }
  return { players }
}

/** An admin publishes a copy of a set as a system set every user sees. */
export const importAdminSet = async (
  db: Db,
  caller: Caller,
  scope: Scope,
  key: string,
  name: string,
  now: Date,
) => {
  requireSource(scope.sourceId, errors.importAdminProjectionSet)
  const source = await requireSetOfScope(db, caller, scope, key, errors.importAdminProjectionSet)
  const rows = await readSetRows(db, source.setId)
  const set = await db.transaction(async (tx) => {
    const copyKey = randomUUID()
    const setId = await insertSet(tx, {
      key: copyKey,
      userId: caller.userId,
      ...scope,
      name,
      kind: source.kind,
      isSystem: true,
      useDefaultPlayers: source.useDefaultPlayers,
      stats: { ...(source.stats as ProjectionSetStats), key: copyKey },
      createdAt: now,
      rows: [...rows.values()],
    })
    const [stored] = await listSetsById(tx, [setId])
    if (stored === undefined) throw new Error('the stored set vanished')
    return toApiSet(stored, undefined)
  })
  return { set }
}

/** A set's stats file; 404 for an unknown key. */
export const readSetStats = async (db: Db, key: string): Promise<ProjectionSetStats> => {
  const stats = await findSetStats(db, key)
  if (stats === undefined) throw new HttpError(404, `No projection set ${key}`)
  return stats as ProjectionSetStats
}
