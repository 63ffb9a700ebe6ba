/** Hockey (SPEC §3 "Starting goalie matchup", §7 Hockey): the day's starting goalies. */
import { idSchema } from '@slatelab/domain/entities/fields'
import { isoDateSchema, isoDateTimeSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'

const percentileSchema = z.number().min(0).max(100)

/**
 * One team's side of a matchup: its goalie as the latest report names him (`status`), the
 * team's moneyline now and its change since open (null without a posted line), its no-vig win
 * probability, the goalie's DK and FD salary on the day's slates (null when not listed), his
 * fantasy points per start as a percentile of the league's goalies (`dkFptsPct`, `fdFptsPct`)
 * and the opponent's goalie points allowed as a percentile of the teams (`dkOppFptsPct`…:
 * 100 = the opponent gives goalies the most points). Percentiles are null before any stored start.
 */
export const goalieSideSchema = z
  .object({
    teamId: idSchema,
    teamName: z.string().min(1),
    teamShort: z.string().min(1),
    goalieId: idSchema,
    goalieName: z.string().min(1),
    goalieHeadshotUrl: z.string().nullable(),
    goalieStatus: z.enum(['confirmed', 'expected', 'unconfirmed']),
    moneyline: z.number().int().nullable(),
    moneylineChange: z.number().int().nullable(),
    winProbability: z.number().min(0).max(1).nullable(),
    dkSalary: z.number().int().nonnegative().nullable(),
    fdSalary: z.number().int().nonnegative().nullable(),
    dkFptsPct: percentileSchema.nullable(),
    fdFptsPct: percentileSchema.nullable(),
    dkOppFptsPct: percentileSchema.nullable(),
    fdOppFptsPct: percentileSchema.nullable(),
  })
  .readonly()
export type GoalieSide = z.infer<typeof goalieSideSchema>

export const goalieMatchupSchema = z
  .object({
    Properties: z
      .object({
        eventId: idSchema,
        eventDateTime: isoDateTimeSchema,
        stadium: z.string().min(1),
        visitor: goalieSideSchema,
        home: goalieSideSchema,
      })
      .readonly(),
  })
  .readonly()
export type GoalieMatchup = z.infer<typeof goalieMatchupSchema>

const exampleSide: GoalieSide = {
  teamId: 101,
  teamName: 'Toronto Maple Leafs',
  teamShort: 'TOR',
  goalieId: 4021,
  goalieName: 'Jonas Lindqvist',
  goalieHeadshotUrl: null,
  goalieStatus: 'confirmed',
  moneyline: -145,
  moneylineChange: -10,
  winProbability: 0.5714,
  dkSalary: 8200,
  fdSalary: 8700,
  dkFptsPct: 82,
  fdFptsPct: 79,
  dkOppFptsPct: 64,
  fdOppFptsPct: 61,
}

export const startingGoaliesRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/lines/4/:date/startinggoalies',
  auth: 'none',
  tag: 'hockey',
  summary: 'The day’s starting goalies, one matchup per NHL game',
  description:
    'The NHL games of the ET date in start order, each goalie as the latest posted report names him. 404 `No properties found in data` when the date has no NHL game.',
  params: z.object({ date: isoDateSchema }),
  status: 200,
  response: z.object({ GoalieMatchups: z.array(goalieMatchupSchema).readonly() }).readonly(),
  example: {
    GoalieMatchups: [
      {
        Properties: {
          eventId: 7001,
          eventDateTime: '2026-11-22T00:00:00Z' as GoalieMatchup['Properties']['eventDateTime'],
          stadium: 'Toronto',
          visitor: {
            ...exampleSide,
            teamId: 102,
            teamName: 'Boston Bruins',
            teamShort: 'BOS',
            goalieId: 4031,
            goalieName: 'Eli Marchetti',
            goalieStatus: 'expected',
            moneyline: 125,
            moneylineChange: 10,
            winProbability: 0.4286,
            dkSalary: 7800,
            fdSalary: 8300,
          },
          home: exampleSide,
        },
      },
    ],
  },
})
