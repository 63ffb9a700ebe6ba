/** Players and teams as several API groups read them (news, the player card). */
import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { players, teams } from '../schema'

/** `Sam Rivera`; a one-name player (a team defense) by that name. */
export const displayName = (
  player: Pick<typeof players.$inferSelect, 'firstName' | 'lastName'>,
): string => (player.firstName === '' ? player.lastName : `${player.firstName} ${player.lastName}`)

/** A player with his team (none for golfers, fighters, drivers), or `undefined`. */
export const findPlayerWithTeam = async (db: DbOrTx, playerId: number) => {
  const [row] = await db
    .select({ player: players, team: teams })
    .from(players)
    .leftJoin(teams, eq(teams.teamId, players.teamId))
    .where(eq(players.playerId, playerId))
  return row
}

/** A sport's players by last name, then first name. */
export const listPlayersOfSport = (db: DbOrTx, sportId: number) =>
  db
    .select()
    .from(players)
    .where(eq(players.sportId, sportId))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.playerId))

/** A sport's teams by abbreviation. */
export const listTeamsOfSport = (db: DbOrTx, sportId: number) =>
  db.select().from(teams).where(eq(teams.sportId, sportId)).orderBy(asc(teams.abbreviation))
