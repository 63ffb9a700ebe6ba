/**
 * The teams an imported file names, found by sport and abbreviation or added (named from the
 * league catalogue where it knows the team). Run inside the caller's transaction.
 */
import { findSport } from '@slatelab/domain/sports'
import { findLeagueTeam, leagueCodes, type LeagueCode } from '@slatelab/world/league-catalogue'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { teams } from '../../db/schema'

/**
 * The ids of the named teams by abbreviation, and how many were added.
 * @example (await storeTeams(tx, 3, ['BOS', 'CLE'])).ids.get('BOS') // 17
 */
export const storeTeams = async (
  tx: DbOrTx,
  sportId: number,
  abbreviations: readonly string[],
): Promise<{ readonly ids: ReadonlyMap<string, number>; readonly added: number }> => {
  const code = findSport(sportId)?.code ?? ''
  const league = (leagueCodes as readonly string[]).includes(code)
    ? (code as LeagueCode)
    : undefined
  const stored = await tx
    .select({ teamId: teams.teamId, abbreviation: teams.abbreviation })
    .from(teams)
    .where(eq(teams.sportId, sportId))
  const ids = new Map(stored.map((team) => [team.abbreviation, team.teamId]))
  const missing = [...new Set(abbreviations)].filter((abbreviation) => !ids.has(abbreviation))
  if (missing.length > 0) {
    const added = await tx
      .insert(teams)
      .values(
        missing.map((abbreviation) => {
          const known = league === undefined ? undefined : findLeagueTeam(league, abbreviation)
          return {
            sportId,
            abbreviation,
            name: known?.name ?? abbreviation,
            city: known?.city ?? abbreviation,
            colors: [...(known?.colors ?? [])],
          }
        }),
      )
      .returning({ teamId: teams.teamId, abbreviation: teams.abbreviation })
    for (const team of added) ids.set(team.abbreviation, team.teamId)
  }
  return { ids, added: missing.length }
}
