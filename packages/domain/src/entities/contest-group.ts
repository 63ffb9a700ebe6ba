/** A slate (SPEC §3 "Contest group (slate)"). */
import { z } from 'zod'
import { siteIdSchema } from '../sites'
import { sportIdSchema } from '../sports'
import { isoDateTimeSchema } from '../units'
import { variantSchema } from '../variants'
import { idSchema } from './fields'

/**
 * Id of the All Games pseudo-slate of the vegas and plateiq pages.
 * @example allGamesContestGroupId // 0
 */
export const allGamesContestGroupId = 0

/**
 * A slate: the games of one site's draft group. `events` holds the slate's event ids (fetch
 * the events through `GET /api/sportevents/?contestGroupId`); `gameCount` is their number.
 * `contestSuffix` is the site's label such as `(Early)`, empty when there is none.
 * `contestGroupId` 0 is the All Games pseudo-slate. `variant` is our addition: the game
 * variant its salaries belong to.
 * @example contestGroupSchema.parse({ contestGroupId: 77, sportId: 1, sourceId: 4, contestStartDate: '2025-09-07T17:00:00Z', contestSuffix: '', draftGroupId: 120455, gameCount: 2, displayName: 'Sun 1:00 PM ET (Main)', displayNameShort: 'Main', events: [9001, 9002], isSimLabs: true, variant: 'classic' })
 */
export const contestGroupSchema = z
  .object({
    contestGroupId: z.number().int().nonnegative(),
    sportId: sportIdSchema,
    sourceId: siteIdSchema,
    contestStartDate: isoDateTimeSchema,
    contestSuffix: z.string(),
    draftGroupId: z.number().int().nonnegative(),
    gameCount: z.number().int().nonnegative(),
    displayName: z.string().min(1),
    displayNameShort: z.string().min(1),
    events: z.array(idSchema).readonly(),
    isSimLabs: z.boolean(),
    variant: variantSchema,
  })
  .readonly()
export type ContestGroup = z.infer<typeof contestGroupSchema>

/**
 * The slates with the All Games pseudo-slate first: id 0, the summed `gameCount`, every
 * event once and the earliest start. No slates give no pseudo-slate.
 * @example withAllGamesSlate(slates)[0].displayName // 'All Games'
 */
export const withAllGamesSlate = (slates: readonly ContestGroup[]): readonly ContestGroup[] => {
  const [first] = slates
  if (first === undefined) return slates
  const earliest = slates.reduce((min, slate) =>
    Date.parse(slate.contestStartDate) < Date.parse(min.contestStartDate) ? slate : min,
  )
  const allGames: ContestGroup = {
    ...first,
    contestGroupId: allGamesContestGroupId,
    contestStartDate: earliest.contestStartDate,
    contestSuffix: '',
    draftGroupId: 0,
    gameCount: slates.reduce((sum, slate) => sum + slate.gameCount, 0),
    displayName: 'All Games',
    displayNameShort: 'All Games',
    events: [...new Set(slates.flatMap((slate) => slate.events))],
    isSimLabs: false,
  }
  return [allGames, ...slates]
}
