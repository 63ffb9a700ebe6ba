/**
 * Matching a file's rows to the players of the date's slates (docs/projections.md "Matching"):
 * by site id (when the name agrees), then by normalised name and team, then by normalised name
 * alone when one player has it, then fuzzily by name, the best candidate offered for the user
 * to accept or change.
 */
import { normalizeName } from '../../csv/player-names'
import type { ProjectionFileRow } from './projection-file'

/** A player a row may match. */
export type MatchablePlayer = {
  readonly playerId: number
  readonly name: string
  readonly team: string
  readonly position: string
  readonly sitePlayerIds: readonly string[]
}

/** How a row matched. */
export const matchKinds = {
  /** By the site's player id. */
  siteId: 'siteId',
  /** By normalised name (and team when the file has one). */
  name: 'name',
  /** By the closest name; the user may change it. */
  fuzzy: 'fuzzy',
  /** No player close enough. */
  none: 'none',
} as const
export type MatchKind = (typeof matchKinds)[keyof typeof matchKinds]

/** A row and what it matched; `candidate` is the fuzzy match's player (or the nearest miss). */
export type RowMatch = {
  readonly row: ProjectionFileRow
  readonly kind: MatchKind
  readonly player: MatchablePlayer | null
  readonly candidate: { readonly player: MatchablePlayer; readonly score: number } | null
}

/** The least name similarity (0–1) a fuzzy match needs. */
export const fuzzyThreshold = 0.72

const bigrams = (text: string): Map<string, number> => {
  const padded = ` ${text} `
  const counts = new Map<string, number>()
  for (let i = 0; i < padded.length - 1; i += 1) {
    const pair = padded.slice(i, i + 2)
    counts.set(pair, (counts.get(pair) ?? 0) + 1)
  }
  return counts
}

/**
 * Sørensen–Dice similarity of two normalised names' letter pairs (0–1).
 * @example nameSimilarity('nic claxton', 'nicolas claxton') // 0.8
 */
export const nameSimilarity = (a: string, b: string): number => {
  if (a === b) return 1
  const left = bigrams(a)
  const right = bigrams(b)
  let shared = 0
  let total = 0
  for (const [pair, count] of left) {
    shared += Math.min(count, right.get(pair) ?? 0)
    total += count
  }
  for (const count of right.values()) total += count
  return total === 0 ? 0 : (2 * shared) / total
}

/**
 * Each row's match among `pool`. A player already matched exactly is not offered again as a
 * fuzzy candidate, so two rows never silently land on one player.
 * @example matchRows(rows, pool).filter((match) => match.kind === 'name').length
 */
export const matchRows = (
  rows: readonly ProjectionFileRow[],
  pool: readonly MatchablePlayer[],
): readonly RowMatch[] => {
  const bySiteId = new Map<string, MatchablePlayer>()
  const byName = new Map<string, MatchablePlayer[]>()
  const normalised = new Map<MatchablePlayer, string>()
  for (const player of pool) {
    for (const id of player.sitePlayerIds) bySiteId.set(id, player)
    const name = normalizeName(player.name)
    normalised.set(player, name)
    byName.set(name, [...(byName.get(name) ?? []), player])
  }
  const exact = rows.map((row): RowMatch | null => {
    const name = normalizeName(row.name)
    const byId = row.siteId === null ? undefined : bySiteId.get(row.siteId)
    // Files from other tools carry their own ids: an id counts only when the name agrees.
    if (byId !== undefined && nameSimilarity(name, normalised.get(byId) ?? '') >= fuzzyThreshold) {
      return { row, kind: matchKinds.siteId, player: byId, candidate: null }
    }
    const named = byName.get(name) ?? []
    const sameTeam = named.filter((player) => row.team !== '' && player.team === row.team)
    const only = sameTeam.length === 1 ? sameTeam[0] : named.length === 1 ? named[0] : undefined
    return only === undefined ? null : { row, kind: matchKinds.name, player: only, candidate: null }
  })
  const taken = new Set(exact.flatMap((match) => (match?.player ? [match.player.playerId] : [])))
  const open = pool.filter((player) => !taken.has(player.playerId))
  return rows.map((row, index) => {
    const found = exact[index]
    if (found !== null && found !== undefined) return found
    const name = normalizeName(row.name)
    let best: { player: MatchablePlayer; score: number } | null = null
    for (const player of open) {
      // The same team breaks near-ties: a tenth of a point of similarity.
      const score =
        nameSimilarity(name, normalised.get(player) ?? '') +
        (row.team !== '' && player.team === row.team ? 0.1 : 0)
      if (best === null || score > best.score) best = { player, score }
    }
    const candidate = best === null ? null : { player: best.player, score: Math.min(1, best.score) }
    return candidate !== null && candidate.score >= fuzzyThreshold
      ? { row, kind: matchKinds.fuzzy, player: candidate.player, candidate }
      : { row, kind: matchKinds.none, player: null, candidate }
  })
}
