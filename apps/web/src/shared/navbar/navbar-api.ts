import { contestSchema, type Contest } from '@slatelab/domain/entities/contest'
import { sourceSchema, type Source } from '@slatelab/domain/entities/source'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { z } from 'zod'
import { apiClient, svcClient } from '../api/api-clients'
import { authModes } from '../api/http-client'
import { toPathDate } from './navbar-dates'

const sourcesSchema = z.array(sourceSchema).readonly()
const contestsSchema = z.array(contestSchema).readonly()

/**
 * The sites and their slates for a sport and ET date (`GET /api/sourcedata/{sportId}/{MM_DD_YYYY}`);
 * the server applies the slate window of SPEC §4. Public data, sent without the session.
 */
export const getSources = async (sportId: SportId, date: IsoDate): Promise<readonly Source[]> =>
  sourcesSchema.parse(
    await apiClient.get(`/sourcedata/${sportId}/${toPathDate(date)}`, { auth: authModes.none }),
  )

/** A slate's contests, unsorted (`GET /svc/contests/{contestGroupId}/`). */
export const getContests = async (contestGroupId: number): Promise<readonly Contest[]> =>
  contestsSchema.parse(await svcClient.get(`/contests/${contestGroupId}/`))
