/**
 * The teams an imported file names, found by sport and abbreviation or added (named from the
 * league catalogue where it knows the team), and the sport's stored players by name and team.
 * Run inside the caller's transaction.
 */
import { findSport } from '@slatelab/domain/sports'
import { findLeagueTeam, leagueCodes, type LeagueCode } from '@slatelab/world/league-catalogue'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { players, teams } from '../schema'
import { normalizeName } from '../../csv/player-names'

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

/**
 * How a player is found by name: his normalized name and team id.
 * @example playerKey('José Ramírez', 12) // 'jose ramirez|12'
 */
export const playerKey = (name: string, teamId: number | null | undefined): string =>
  `${normalizeName(name)}|${teamId ?? ''}`

/** The sport's stored players' ids by `playerKey`. */
export const storedPlayerIds = async (
  tx: DbOrTx,
  sportId: number,
): Promise<Map<string, number>> => {
  const stored = await tx
    .select({
      playerId: players.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      teamId: players.teamId,
    })
    .from(players)
    .where(eq(players.sportId, sportId))
  return new Map(
    stored.map((player) => [
      playerKey(`${player.firstName} ${player.lastName}`, player.teamId),
      player.playerId,
    ]),
  )
}
