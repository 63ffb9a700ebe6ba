/**
 * Fantasy points of a stat line under any scoring: Σ count × points per key over every group.
 * Projections are stored as stat lines, so a custom scoring rescores them exactly (never from
 * another scoring's points).
 */
import {
  savedCheatsheetScoring,
  scoringGroupKeys,
  scoringSchema,
  type Scoring,
  type ScoringGroup,
  type StatLine,
} from '@slatelab/domain/entities/cheatsheet'

const groups = Object.keys(scoringGroupKeys) as ScoringGroup[]

/**
 * Points of `line` under `scoring`, rounded to 0.01.
 * @example scoreStatLine(line({ passing: { yards: 4000, tds: 30 } }), presetScoring('ppr')) // 280
 */
export const scoreStatLine = (line: StatLine, scoring: Scoring): number => {
  let total = 0
  for (const group of groups) {
    const counts: Readonly<Record<string, number>> = line[group]
    const values: Readonly<Record<string, number>> = scoring[group]
    for (const key of scoringGroupKeys[group]) total += (counts[key] ?? 0) * (values[key] ?? 0)
  }
  return Math.round(total * 100) / 100
}

/** Points per reception of the named scoring types. */
const receptionPoints = { ppr: 1, half: 0.5, standard: 0 } as const

/**
 * The saved-sheet default scoring with the named type's points per reception.
 * @example presetScoring('half').receiving.receptions // 0.5
 */
export const presetScoring = (type: keyof typeof receptionPoints): Scoring =>
  scoringSchema.parse({
    ...savedCheatsheetScoring,
    receiving: { ...savedCheatsheetScoring.receiving, receptions: receptionPoints[type] },
  })

/** Whether `type` names a preset scoring (`ppr`, `half`, `standard`). */
export const isPresetScoring = (type: string): type is keyof typeof receptionPoints =>
  type in receptionPoints

/**
 * A stat line with every count multiplied by `factor` (a week's share of a season line, times
 * its matchup), rounded to 0.01.
 * @example scaleStatLine(season, 1 / 17).receiving.yards // 70.59 for a 1,200-yard season
 */
export const scaleStatLine = (line: StatLine, factor: number): StatLine => {
  const scaled: Record<string, Record<string, number>> = {}
  for (const group of groups) {
    const counts: Readonly<Record<string, number>> = line[group]
    scaled[group] = Object.fromEntries(
      scoringGroupKeys[group].map((key) => [
        key,
        Math.round((counts[key] ?? 0) * factor * 100) / 100,
      ]),
    )
  }
  return scaled as StatLine
}
