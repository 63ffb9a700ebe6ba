/**
 * Portfolio selection (docs/optimizer.md): from candidate lineups with their simulated ROI and
 * top-1 % rate (SimLabs' results of a large build or an upload), the N that maximise the
 * objective under player and team-stack exposure caps and uniqueness.
 */
import { z } from 'zod'
import { defineRoute } from './define-route'
import { maxId, text } from './request-fields'
import { maxBuildLineups } from './optimizer.contract'

/** The most candidate lineups one selection reads. */
export const maxPortfolioCandidates = 2000

/**
 * What the portfolio maximises: the summed simulated ROI (the expected profit, entries
 * costing the same) or the summed top-1 % rate (the expected number of top-1 % finishes).
 * @example portfolioObjectiveSchema.parse('top1') // 'top1'
 */
export const portfolioObjectiveSchema = z.enum(['roi', 'top1'])

const percent = z.number().min(0).max(100)

export const portfolioBodySchema = z.object({
  contestGroupId: z.number().int().positive().max(maxId),
  count: z.number().int().min(1).max(maxBuildLineups),
  objective: portfolioObjectiveSchema.default('roi'),
  /** The share of the portfolio any one player may be in. */
  maxExposurePct: percent.default(100),
  /** The share of the portfolio any one team's stack may be in. */
  maxStackExposurePct: percent.default(100),
  /** Any two chosen lineups differ in at least this many players. */
  minUniquePlayers: z.number().int().min(1).max(10).default(1),
  candidates: z
    .array(
      z.object({
        /** Site player ids, as the pool and SimLabs' results name them. */
        players: z.array(text(40).min(1)).min(1).max(12),
        roiPct: z.number().min(-100).max(1_000_000),
        top1Pct: percent,
      }),
    )
    .min(1)
    .max(maxPortfolioCandidates),
})

export const portfolioSchema = z.object({
  /** The chosen candidates' numbers (1-based, in the request's order), best first. */
  chosen: z.array(z.number().int()).readonly(),
  /** Mean ROI and summed top-1 % rate of the chosen lineups. */
  meanRoiPct: z.number(),
  top1Pct: z.number(),
  /** No portfolio under the rules can exceed this objective (the LP relaxation's value). */
  upperBound: z.number().nullable(),
  /** Whether the choice is proven the best under the rules. */
  proven: z.boolean(),
  /** "Top N by the objective" taken while the rules allow: how many and their objective. */
  baseline: z.object({ count: z.number().int(), objective: z.number() }),
  /** The chosen lineups' objective, summed (as `upperBound`). */
  objective: z.number(),
  /** Each team stack (3 or more of a team's players) and the chosen lineups holding it. */
  stacks: z.array(z.object({ team: z.string(), lineups: z.number().int() })).readonly(),
})

export type PortfolioBody = z.infer<typeof portfolioBodySchema>
export type Portfolio = z.infer<typeof portfolioSchema>

export const portfolioRoute = defineRoute({
  method: 'POST',
  host: 'svc',
  path: '/optimizer/portfolio/',
  auth: 'user',
  tag: 'optimizer',
  summary: 'Choose a portfolio from simulated lineups',
  description:
    'Chooses `count` of the candidates maximising the summed simulated ROI or top-1 % rate, no player in more than `maxExposurePct` of them, no team stack in more than `maxStackExposurePct`, any two differing in `minUniquePlayers`. Exact (GLPK) within a time limit; `upperBound` bounds the best possible. More than the free optimizer’s lineups needs Optimizer Pro. 400 naming a player the slate does not have.',
  body: portfolioBodySchema,
  status: 200,
  response: portfolioSchema,
  example: {
    chosen: [2, 3],
    meanRoiPct: 12.5,
    top1Pct: 2.4,
    upperBound: 25,
    proven: true,
    baseline: { count: 2, objective: 11 },
    objective: 25,
    stacks: [{ team: 'KC', lineups: 1 }],
  },
})
