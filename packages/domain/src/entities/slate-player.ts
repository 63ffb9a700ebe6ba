/** A player's salary row on one slate (`GET /players/salaries/?sport_id&contest_group_id`). */
import { z } from 'zod'
import { salarySchema } from '../units'
import { idSchema } from './fields'

/**
 * A player on a slate. `sitePlayerId` is the site's own id as the upload CSV needs it
 * (DK `18734521`, FD `30803-15755`). `positions` are the eligible positions (`['RB']`,
 * `['PG', 'SG']`); `rosterPositions` the slots the player may fill (`['RB', 'FLEX']`,
 * `['CPT']`). `teamId` is `null` for players without a team.
 * @example slatePlayerSchema.parse({ contestGroupId: 77, playerId: 501, sitePlayerId: '18734521', salary: 7200, positions: ['RB'], rosterPositions: ['RB', 'FLEX'], teamId: 12 })
 */
export const slatePlayerSchema = z
  .object({
    contestGroupId: idSchema,
    playerId: idSchema,
    sitePlayerId: z.string().min(1),
    salary: salarySchema,
    positions: z.array(z.string().min(1)).min(1).readonly(),
    rosterPositions: z.array(z.string().min(1)).min(1).readonly(),
    teamId: idSchema.nullable(),
  })
  .readonly()
export type SlatePlayer = z.infer<typeof slatePlayerSchema>
