import type { DerivedStat, ScoringRules } from '@slatelab/domain/scoring/scoring-rules'

/** A box-score line: stat name → count (yards, goals, outs…); absent stats are 0. */
export type StatLine = Readonly<Record<string, number>>

const valueOf = (line: StatLine, stat: string): number => line[stat] ?? 0

const derive = (line: StatLine, derived: DerivedStat): number =>
  'sumOf' in derived
    ? derived.sumOf.reduce((sum, stat) => sum + valueOf(line, stat), 0)
    : derived.of.filter((stat) => valueOf(line, stat) >= derived.countAtLeast).length

/**
 * Fantasy points of one stat line under a site's table: per-stat values, then derived stats,
 * threshold bonuses (which stack) and range buckets. Rounded to 0.01, as the sites show them.
 * @example fantasyPoints(dkNbaRules, { points: 30, rebounds: 10, assists: 5 }) // 49 (incl. +1.5 double-double)
 */
export const fantasyPoints = (rules: ScoringRules, line: StatLine): number => {
  const withDerived: Record<string, number> = { ...line }
  for (const derived of rules.derived) withDerived[derived.key] = derive(line, derived)

  let points = 0
  for (const [stat, value] of Object.entries(rules.perStat)) {
    points += value * valueOf(withDerived, stat)
  }
  for (const bonus of rules.thresholds) {
    if (valueOf(withDerived, bonus.stat) >= bonus.atLeast) points += bonus.points
  }
  for (const bucket of rules.buckets) {
    if (!(bucket.stat in withDerived)) continue
    const value = valueOf(withDerived, bucket.stat)
    const range = bucket.ranges.find(
      (candidate) => candidate.upTo === null || value <= candidate.upTo,
    )
    points += range?.points ?? 0
  }
  return Math.round(points * 100) / 100
}
