/**
 * The demo world's starting-goalie reports: for each NHL team of a game, who is announced in
 * goal and how sure the report is, from the morning until the start. The team's first goalie
 * (depth 1) is the one who plays (the game model puts him in net); on some days the morning
 * report expects the backup and the confirmation swaps him out.
 */
import { createRng } from '@slatelab/engine/rng'

export type GoalieStatus = 'unconfirmed' | 'expected' | 'confirmed'

/** A report posted `minutesBefore` the start naming `playerKey` with `status`. */
export type GoalieReport = {
  readonly playerKey: string
  readonly status: GoalieStatus
  readonly minutesBefore: number
}

/** How often the morning report expects the backup, whom the confirmation then swaps out. */
const swapRate = 0.15

/**
 * A team's reports for a game, oldest first: unconfirmed the day before, expected in the
 * morning (6–10 hours before), confirmed 45–120 minutes before the start.
 * @example goalieReports('NHL:2026-11-22:BOS@TOR', 'NHL:TOR', ['NHL:TOR:21', 'NHL:TOR:22'])
 *   // [{ playerKey: 'NHL:TOR:21', status: 'unconfirmed', minutesBefore: 1440 }, …]
 */
export const goalieReports = (
  eventKey: string,
  teamKey: string,
  [starterKey, backupKey]: readonly [string, string | undefined],
): readonly GoalieReport[] => {
  const rng = createRng(`goalies:${eventKey}:${teamKey}`)
  const expectedAt = rng.int(360, 600)
  const confirmedAt = rng.int(45, 120)
  const swapped = backupKey !== undefined && rng.next() < swapRate
  return [
    { playerKey: starterKey, status: 'unconfirmed', minutesBefore: 1440 },
    { playerKey: swapped ? backupKey : starterKey, status: 'expected', minutesBefore: expectedAt },
    { playerKey: starterKey, status: 'confirmed', minutesBefore: confirmedAt },
  ]
}
