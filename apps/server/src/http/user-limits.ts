/**
 * What one account may hold at once (issue 22): jobs queued or running and progress streams
 * open. The counts are read before a job is stored, so two requests at the same instant may
 * pass one over the limit; the limit bounds a user's share of the machine, not an invariant.
 */
import { errors } from '@slatelab/domain/errors'
import { HttpError } from './http-error'

export const userLimits = {
  /** Optimizer builds queued or running (a build is seconds of one worker). */
  activeBuilds: 10,
  /** SimLabs jobs queued or running (a job takes every shard thread). */
  activeSimulations: 3,
  /** Progress streams (server-sent events) open, over every tool. */
  openStreams: 10,
  /**
   * How long one build may run, by plan. A free build is at most 20 lineups, which takes
   * seconds; an Optimizer Pro build of 150 lineups with tight rules takes minutes.
   */
  buildSeconds: { free: 60, paid: 600 },
  /** How long one simulation may run (SimLabs is a paid tool: one limit). */
  simulationSeconds: 900,
} as const

/**
 * Refuses (429) a new job when the user already has `limit` active ones.
 * @example refuseOverLimit(3, userLimits.activeSimulations, 'simulations') // throws 429
 */
export const refuseOverLimit = (active: number, limit: number, jobs: string): void => {
  if (active >= limit) throw new HttpError(429, errors.tooManyActiveJobs(limit, jobs))
}

export type StreamSlots = {
  readonly hold: (userId: number, stream: () => Promise<void>) => Promise<void>
}

/**
 * Counts each user's open streams: `hold` runs a stream while holding one of the user's
 * `limit` slots, and refuses (429) when none is free.
 * @example await streams.hold(userId, () => streamJobEvents(req, reply, load, isFinished))
 */
export const createStreamSlots = (limit: number = userLimits.openStreams): StreamSlots => {
  const open = new Map<number, number>()
  return {
    hold: async (userId: number, stream: () => Promise<void>): Promise<void> => {
      const count = open.get(userId) ?? 0
      if (count >= limit) throw new HttpError(429, errors.tooManyStreams(limit))
      open.set(userId, count + 1)
      try {
        await stream()
      } finally {
        const left = (open.get(userId) ?? 1) - 1
        if (left === 0) open.delete(userId)
        else open.set(userId, left)
      }
    },
  }
}
