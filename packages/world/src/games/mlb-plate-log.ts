/**
 * A team's plate appearances in one MLB game, in the order they came, kept as four digits each
 * (lineup slot 0–8, pitcher 0 starter / 1 bullpen, outcome 0–7 of `outcomes`, pitches 1–9). A
 * game's log is about 160 characters, so the demo world stores one string per team and game
 * instead of a row per pitch; PlateIQ derives the pitches from it per request.
 */
import type { Outcome } from './mlb-plate-appearance'

/** One plate appearance as the log keeps it. */
export type LoggedPlateAppearance = {
  /** The batter's lineup slot, 0 (leadoff) to 8. */
  readonly slot: number
  /** Whether the opposing starter (false) or the bullpen (true) pitched to him. */
  readonly bullpen: boolean
  readonly outcome: Outcome
  /** Pitches thrown, the last one ending the plate appearance (1–9). */
  readonly pitches: number
}

/**
 * The log's four digits for one plate appearance.
 * @example encodePlateAppearance({ slot: 2, bullpen: false, outcome: 6, pitches: 3 }) // '2063'
 */
export const encodePlateAppearance = (pa: LoggedPlateAppearance): string =>
  `${pa.slot}${pa.bullpen ? 1 : 0}${pa.outcome}${Math.min(9, Math.max(1, pa.pitches))}`

/**
 * Reads a log back; throws on a malformed one (a stored log is written by `encodePlateAppearance`
 * only, so a bad one is a defect, not input).
 * @example decodePlateLog('20630015') // [{ slot: 2, bullpen: false, outcome: 6, pitches: 3 }, { slot: 0, bullpen: false, outcome: 1, pitches: 5 }]
 */
export const decodePlateLog = (log: string): readonly LoggedPlateAppearance[] => {
  if (!/^(?:[0-8][01][0-7][1-9])*$/.test(log)) throw new Error(`Malformed plate log: ${log}`)
  const appearances: LoggedPlateAppearance[] = []
  for (let at = 0; at < log.length; at += 4) {
    appearances.push({
      slot: Number(log[at]),
      bullpen: log[at + 1] === '1',
      outcome: Number(log[at + 2]) as Outcome,
      pitches: Number(log[at + 3]),
    })
  }
  return appearances
}
