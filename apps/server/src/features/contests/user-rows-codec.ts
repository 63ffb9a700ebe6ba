/**
 * A user's lineups and exposures as stored beside his row: JSON arrays of tuples, without
 * key names, shares rounded to 4 decimals. A 150 000-entry field has about a million
 * exposure rows, so their stored size sets how long a refresh takes.
 */
import type {
  UserExposure,
  UserLineup,
} from '@slatelab/engine/contest-analytics/contest-analytics-schema'
import { z } from 'zod'

const lineupTuples = z.array(z.tuple([z.string(), z.number().int(), z.number().int()]))
const exposureTuples = z.array(
  z.tuple([
    z.number().int(),
    z.union([z.literal(0), z.literal(1)]),
    z.number().int(),
    z.number(),
    z.number(),
  ]),
)

const round4 = (value: number) => Math.round(value * 10_000) / 10_000

/**
 * A user's lineups as stored.
 * @example encodeLineups([{ lineupHash: '85944171f73967e8', lineupCt: 3, lineupRank: 6 }]) // '[["85944171f73967e8",3,6]]'
 */
export const encodeLineups = (lineups: readonly UserLineup[]): string =>
  JSON.stringify(lineups.map((row) => [row.lineupHash, row.lineupCt, row.lineupRank]))

/**
 * A user's lineups read back.
 * @example decodeLineups('[["85944171f73967e8",3,6]]') // [{ lineupHash: '85944171f73967e8', lineupCt: 3, lineupRank: 6 }]
 */
export const decodeLineups = (text: string) =>
  lineupTuples.parse(JSON.parse(text)).map(([lineupHash, lineupCt, lineupRank]) => ({
    lineupHash,
    lineupCt,
    lineupRank,
  }))

/**
 * A user's exposures as stored: percent and percentage points to 4 decimals.
 * @example encodeExposures([{ playerId: 7, isCaptain: true, playerCt: 2, playerExposure: 66.66667, playerLeverage: 36.7 }]) // '[[7,1,2,66.6667,36.7]]'
 */
export const encodeExposures = (exposures: readonly UserExposure[]): string =>
  JSON.stringify(
    exposures.map((row) => [
      row.playerId,
      row.isCaptain ? 1 : 0,
      row.playerCt,
      round4(row.playerExposure),
      round4(row.playerLeverage),
    ]),
  )

/**
 * A user's exposures read back.
 * @example decodeExposures('[[7,1,2,66.6667,36.7]]') // [{ playerId: 7, isCaptain: true, playerCt: 2, playerExposure: 66.6667, playerLeverage: 36.7 }]
 */
export const decodeExposures = (text: string) =>
  exposureTuples
    .parse(JSON.parse(text))
    .map(([playerId, isCaptain, playerCt, playerExposure, playerLeverage]) => ({
      playerId,
      isCaptain: isCaptain === 1,
      playerCt,
      playerExposure,
      playerLeverage,
    }))
