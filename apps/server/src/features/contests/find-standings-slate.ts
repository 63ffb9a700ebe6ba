/**
 * The slate of a standings export whose caller did not name it. Standings carry no date and
 * no slate id, only lineups and the names the field drafted, so the slate is found by them:
 * the lineups' slot codes tell the sport (`QB … FLEX … DST` is NFL), SQL finds that sport's
 * DraftKings slates holding players of those names, and each candidate is then checked in
 * full with the importers' name normalisation (accents, suffixes, initials) and for every
 * slot the lineups use (a showdown `CPT` is not on a classic slate).
 *
 * Among the slates that hold every name, the contest's is one that had started by the time
 * of the import; of those, one where every team has a drafted player (a big field drafts
 * every team of its slate, while a longer slate around it — the Sunday-to-Monday slate, next
 * week's full slate — has teams nobody drafted); then the latest. Slates still equal are
 * refused by name, for the caller to give the id.
 */
import { slateTimeZone } from '@slatelab/domain/constants'
import { siteIds } from '@slatelab/domain/sites'
import { findSport, type SportId } from '@slatelab/domain/sports'
import { formatInTimeZone } from 'date-fns-tz'
import type { DbOrTx } from '../../db/database'
import type { StandingsFile } from './dk-standings-csv'
import { ImportError, shown } from '../../csv/import-error'
import { listSlatesHoldingNames, listSlatesPlayers } from './standings-repository'
import { normalizeName } from '../../csv/player-names'
import { sportsOfSlots } from '../../csv/roster-positions'

// Names a refusal lists at most.
const shownNames = 5
// Candidates checked in full: the slates holding most of the names by exact spelling. The
// contest's slate is among the first unless as many longer slates hold them all.
const candidateLimit = 20

type Candidate = Awaited<ReturnType<typeof listSlatesHoldingNames>>[number]
type Checked = Candidate & {
  readonly missingNames: readonly string[]
  readonly missingSlots: readonly string[]
  /** Every team of the slate has a drafted player; true for a slate without teams. */
  readonly everyTeamDrafted: boolean
}

const listNames = (names: readonly string[]) =>
  names.slice(0, shownNames).map(shown).join(', ') +
  (names.length > shownNames ? ` and ${names.length - shownNames} more` : '')

const slateLabel = (slate: Candidate) =>
  `slate ${slate.contestGroupId} (${slate.displayName}, ${formatInTimeZone(slate.startsAt, slateTimeZone, 'yyyy-MM-dd')})`

const slatesOf = (sportIds: readonly SportId[]) => {
  const codes = sportIds.map((sportId) => findSport(sportId)?.code ?? String(sportId))
  // Lineups that tell little of their sport (none set, or only a `C`) name no sport.
  return codes.length === 0 || codes.length > 2
    ? 'DraftKings slate'
    : `DraftKings ${codes.join(' or ')} slate`
}

/** The slot code each lineup starts with: lineups name a slot before every player. */
const lineupSlots = (file: StandingsFile) =>
  new Set(file.entries.flatMap((entry) => entry.lineup.trim().split(/\s+/, 1)).filter(Boolean))

/** Checks each candidate against every drafted name and lineup slot, in one read. */
const checkCandidates = async (
  db: DbOrTx,
  candidates: readonly Candidate[],
  drafted: readonly string[],
  slots: ReadonlySet<string>,
): Promise<readonly Checked[]> => {
  const rows = await listSlatesPlayers(
    db,
    candidates.map((candidate) => candidate.contestGroupId),
  )
  const draftedNames = new Set(drafted.map(normalizeName))
  const rowsBySlate = new Map<number, (typeof rows)[number][]>()
  for (const row of rows) {
    const slateRows = rowsBySlate.get(row.contestGroupId)
    if (slateRows === undefined) rowsBySlate.set(row.contestGroupId, [row])
    else slateRows.push(row)
  }
  return candidates.map((candidate) => {
    const names = new Set<string>()
    const slateSlots = new Set<string>()
    const teams = new Set<number>()
    const draftedTeams = new Set<number>()
    for (const row of rowsBySlate.get(candidate.contestGroupId) ?? []) {
      const name = normalizeName(`${row.firstName} ${row.lastName}`)
      names.add(name)
      for (const slot of row.rosterPositions) slateSlots.add(slot)
      if (row.teamId === null) continue
      teams.add(row.teamId)
      if (draftedNames.has(name)) draftedTeams.add(row.teamId)
    }
    return {
      ...candidate,
      missingNames: drafted.filter((name) => !names.has(normalizeName(name))),
      missingSlots: [...slots].filter((slot) => !slateSlots.has(slot)),
      everyTeamDrafted: draftedTeams.size === teams.size,
    }
  })
}

const refuseClosest = (checked: readonly Checked[], sportIds: readonly SportId[]): never => {
  const [closest] = [...checked].sort(
    (a, b) =>
      a.missingNames.length - b.missingNames.length ||
      a.missingSlots.length - b.missingSlots.length,
  )
  const lacks =
    closest === undefined
      ? ''
      : closest.missingNames.length > 0
        ? `; the closest, ${slateLabel(closest)}, lacks ${listNames(closest.missingNames)}`
        : `; ${slateLabel(closest)} holds them but has no ${closest.missingSlots.join(', ')} slot`
  throw new ImportError(
    `no ${slatesOf(sportIds)} holds every drafted player${lacks}: import the salary file of the contest's slate first (dk-salaries), or give its id (--slate N, or ?slate=N)`,
    { field: 'slate' },
  )
}

/**
 * The id of the DraftKings slate of `file`, found by its drafted names and lineup slots
 * (see the file's doc for the order of preference). `now` is the time of the import: a slate
 * that starts later cannot have standings yet. Refuses naming the drafted players the closest
 * slate lacks, or, when several slates fit equally, naming them.
 * @example await findStandingsSlate(tx, file, new Date()) // 1456000657
 */
export const findStandingsSlate = async (
  db: DbOrTx,
  file: StandingsFile,
  now: Date,
): Promise<number> => {
  const drafted = [...new Set(file.players.map((player) => player.name.trim()))].filter(
    (name) => name !== '',
  )
  if (drafted.length === 0) {
    throw new ImportError(
      'the file lists no drafted players to find its slate by: give the slate id (--slate N, or ?slate=N)',
      { field: 'slate' },
    )
  }
  const slots = lineupSlots(file)
  const sportIds = sportsOfSlots(siteIds.DraftKings, slots)
  const candidates = await listSlatesHoldingNames(
    db,
    sportIds,
    drafted.map((name) => name.toLowerCase()),
    candidateLimit,
  )
  if (candidates.length === 0) {
    throw new ImportError(
      `no ${slatesOf(sportIds)} holds these players (${listNames(drafted)}): import the salary file of the contest's slate first (dk-salaries)`,
      { field: 'slate' },
    )
  }
  const checked = await checkCandidates(db, candidates, drafted, slots)
  const complete = checked.filter(
    (candidate) => candidate.missingNames.length === 0 && candidate.missingSlots.length === 0,
  )
  if (complete.length === 0) return refuseClosest(checked, sportIds)

  const started = complete.filter((candidate) => candidate.startsAt <= now)
  const pool = started.length > 0 ? started : complete
  const preference = (a: Checked, b: Checked) =>
    Number(b.everyTeamDrafted) - Number(a.everyTeamDrafted) ||
    b.startsAt.getTime() - a.startsAt.getTime()
  const [best, ...rest] = [...pool].sort(preference)
  if (best === undefined) return refuseClosest(checked, sportIds)
  const tied = rest.filter((candidate) => preference(best, candidate) === 0)
  if (tied.length > 0) {
    throw new ImportError(
      `${tied.length + 1} DraftKings slates hold every drafted player, starting at the same time: ${[best, ...tied].map(slateLabel).join(', ')}; give the contest's (--slate N, or ?slate=N)`,
      { field: 'slate' },
    )
  }
  return best.contestGroupId
}
