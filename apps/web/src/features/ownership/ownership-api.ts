import { contestSchema, type Contest } from '@slatelab/domain/entities/contest'
import { z } from 'zod'
import { svcClient } from '../../shared/api/api-clients'

const contestsSchema = z.array(contestSchema).readonly()

/**
 * SPEC §3 "Ownership player property": a slate's player once (captain rows dropped), with
 * his fantasy points once the games are played.
 */
export const ownershipPlayerSchema = z
  .object({
    playerId: z.number().int(),
    position: z.string(),
    playerName: z.string(),
    team: z.string().nullable(),
    salary: z.number().int(),
    actualPoints: z.number().nullable(),
    teamId: z.number().int().nullable(),
  })
  .readonly()
export type OwnershipPlayer = z.infer<typeof ownershipPlayerSchema>

/**
 * A player's top-of-field ownership in one contest (percent): the shares of the best 20 %,
 * 10 % and 1 % of entries that rostered him, read from the contest data.
 */
export const ownershipSplitSchema = z
  .object({
    playerId: z.number().int(),
    isCaptain: z.boolean(),
    ownership: z.number(),
    ownership20: z.number(),
    ownership10: z.number(),
    ownership1: z.number(),
  })
  .readonly()
export type OwnershipSplit = z.infer<typeof ownershipSplitSchema>

const splitsSchema = z.object({ players: z.array(ownershipSplitSchema).readonly() })

/** The slate's contests with each one's ownership rows (`GET /svc/contests/{contestGroupId}/`). */
export const getOwnershipContests = async (contestGroupId: number): Promise<readonly Contest[]> =>
  contestsSchema.parse(await svcClient.get(`/contests/${contestGroupId}/`))

/** The slate's players (`GET /svc/live/players/?sport_id&contest_group_id&contest_id`). */
export const getOwnershipPlayers = async (query: {
  readonly sportId: number
  readonly contestGroupId: number
  readonly contestId: number
}): Promise<readonly OwnershipPlayer[]> =>
  z
    .array(ownershipPlayerSchema)
    .readonly()
    .parse(
      await svcClient.get('/live/players/', {
        query: {
          sport_id: query.sportId,
          contest_group_id: query.contestGroupId,
          contest_id: query.contestId === 0 ? undefined : query.contestId,
        },
      }),
    )

/**
 * A contest's top-of-field splits: the players of its contest data, with the smallest pages
 * of users and lineups the call allows (`GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`).
 */
export const getOwnershipSplits = async (target: {
  readonly sportCode: string
  readonly pathDate: string
  readonly contestId: number
}): Promise<readonly OwnershipSplit[]> =>
  splitsSchema.parse(
    await svcClient.get(
      `/contests/${target.sportCode.toLowerCase()}/${target.pathDate}/${target.contestId}/data/`,
      { query: { users_limit: 1, lineups_limit: 1 } },
    ),
  ).players
