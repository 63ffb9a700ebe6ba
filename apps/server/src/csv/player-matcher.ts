/**
 * Finding the player a file's row means among known players, in the order that is surest:
 * the site's player id, then the normalised name with the team, then the name alone when only
 * one player has it, then a fuzzy match (initials, nicknames, a typo) whose candidate is shown
 * so a user can check it. Every importer and the optimizer CLI match through this one place.
 */
import { normalizeName } from './player-names'

/** A known player: `id` is what the caller gets back. */
export type MatchCandidate<Id> = {
  readonly id: Id
  readonly siteId?: string | undefined
  readonly name: string
  readonly team?: string | undefined
}

/** What a row says about its player. */
export type MatchQuery = {
  readonly siteId?: string | null | undefined
  readonly name: string
  readonly team?: string | null | undefined
}

/** How a row was matched, surest first. */
export const matchMethods = {
  /** The site's own player id. */
  siteId: 'siteId',
  /** The normalised name and the team. */
  nameAndTeam: 'nameAndTeam',
  /** The normalised name, held by one known player only. */
  uniqueName: 'uniqueName',
  /** A close name (initial, nickname, typo), same team when the row has one. */
  fuzzy: 'fuzzy',
} as const
export type MatchMethod = (typeof matchMethods)[keyof typeof matchMethods]

/** A row's player, or why there is none. */
export type PlayerMatch<Id> =
  | { readonly method: MatchMethod; readonly candidate: MatchCandidate<Id> }
  | { readonly method: 'unmatched'; readonly nearest: MatchCandidate<Id> | undefined }

/** How alike two normalised names must be (0–1, 1 - edit distance / length) to match fuzzily. */
export const fuzzyThreshold = 0.8

const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * How alike two normalised names are, 0–1: the edit-distance ratio, or 0.9 when one gives
 * only the other's first initial (`p mahomes` / `patrick mahomes`).
 * @example nameSimilarity('patrick mahomes', 'pat mahomes') // 0.8
 */
export const nameSimilarity = (a: string, b: string): number => {
  if (a === b) return 1
  const [firstA = '', ...restA] = a.split(' ')
  const [firstB = '', ...restB] = b.split(' ')
  const sameLast = restA.join(' ') === restB.join(' ') && restA.length > 0
  if (sameLast && (firstA.length === 1 || firstB.length === 1) && firstA[0] === firstB[0]) {
    return 0.9
  }
  return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1)
}

/**
 * `Mahomes, Patrick` as `Patrick Mahomes`; any other name as it is.
 * @example firstNameFirst('Mahomes, Patrick') // 'Patrick Mahomes'
 */
export const firstNameFirst = (name: string): string => {
  const parts = name.split(',').map((part) => part.trim())
  return parts.length === 2 && parts[1] !== '' ? `${parts[1]} ${parts[0]}` : name
}

/**
 * A matcher over known players: each call finds one row's player.
 * @example createPlayerMatcher([{ id: 1, name: 'Patrick Mahomes', team: 'KC' }])({ name: 'Mahomes, Patrick' }) // { method: 'uniqueName', candidate: … }
 */
export const createPlayerMatcher = <Id>(candidates: readonly MatchCandidate<Id>[]) => {
  const bySiteId = new Map<string, MatchCandidate<Id>>()
  const byName = new Map<string, MatchCandidate<Id>[]>()
  const keyed = candidates.map((candidate) => ({ candidate, key: normalizeName(candidate.name) }))
  for (const { candidate, key } of keyed) {
    if (candidate.siteId !== undefined && candidate.siteId !== '') {
      bySiteId.set(candidate.siteId, candidate)
    }
    byName.set(key, [...(byName.get(key) ?? []), candidate])
  }
  const sameTeam = (candidate: MatchCandidate<Id>, team: string | null | undefined) =>
    team === undefined || team === null || team === '' || candidate.team === undefined
      ? true
      : candidate.team.toUpperCase() === team.toUpperCase()

  return (query: MatchQuery): PlayerMatch<Id> => {
    const bySite = query.siteId ? bySiteId.get(query.siteId) : undefined
    if (bySite !== undefined) return { method: matchMethods.siteId, candidate: bySite }
    const key = normalizeName(firstNameFirst(query.name))
    const named = byName.get(key) ?? []
    const withTeam = named.filter((candidate) => sameTeam(candidate, query.team))
    const hasTeam = query.team !== undefined && query.team !== null && query.team !== ''
    const [onlyWithTeam] = withTeam
    if (hasTeam && withTeam.length === 1 && onlyWithTeam !== undefined) {
      return { method: matchMethods.nameAndTeam, candidate: onlyWithTeam }
    }
    const [only] = named
    if (named.length === 1 && only !== undefined) {
      return { method: matchMethods.uniqueName, candidate: only }
    }
    const scored = keyed
      .filter(({ candidate }) => sameTeam(candidate, query.team))
      .map(({ candidate, key: other }) => ({ candidate, score: nameSimilarity(key, other) }))
      .sort((a, b) => b.score - a.score)
    const [best, second] = scored
    if (best !== undefined && best.score >= fuzzyThreshold && best.score > (second?.score ?? 0)) {
      return { method: matchMethods.fuzzy, candidate: best.candidate }
    }
    return { method: 'unmatched', nearest: best?.candidate }
  }
}
