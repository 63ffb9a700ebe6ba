import { errors } from '@slatelab/domain/errors'
import type { FastifyRequest } from 'fastify'
import type { LiveSession } from '../db/repositories/sessions'
import { HttpError } from './http-error'
import './route-config'

/** The session of a request to an authenticated route (set by the auth hook). */
export const sessionOf = (request: FastifyRequest): LiveSession => {
  if (!request.session) throw new HttpError(401, errors.missingTokens)
  return request.session
}
