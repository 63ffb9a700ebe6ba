import type { DerivedStat, ScoringRules } from '@slatelab/domain/scoring/scoring-rules'

/** A box-score line: stat name → count (yards, goals, outs…); absent stats are 0. */
export type StatLine = Readonly<Record<string, number>>

const valueOf = (line: StatLine, stat: string): number => line[stat] ?? 0

const derive = (line: StatLine, derived: DerivedStat): number =>
  'sumOf' in derived
    ? derived.sumOf.reduce((sum, stat) => sum + valueOf(line, stat), 0)
    : derived.of.filter((stat) => valueOf(line, stat) >= derived.countAtLeast).length

type Scorer = (line: StatLine) => number

// Game simulations score millions of lines, so each table is turned once into flat arrays.
const scorers = new WeakMap<ScoringRules, Scorer>()

const compile = (rules: ScoringRules): Scorer => {
  const stats = Object.keys(rules.perStat)
  const values = Object.values(rules.perStat)
  return (statLine) => {
    let line = statLine
    if (rules.derived.length > 0) {
      const withDerived: Record<string, number> = { ...statLine }
      for (const derived of rules.derived) withDerived[derived.key] = derive(statLine, derived)
      line = withDerived
    }
    let points = 0
    for (let index = 0; index < stats.length; index += 1) {
      points += (values[index] ?? 0) * valueOf(line, stats[index] ?? '')
    }
    for (const bonus of rules.thresholds) {
      if (valueOf(line, bonus.stat) >= bonus.atLeast) points += bonus.points
    }
    for (const bucket of rules.buckets) {
      if (!(bucket.stat in line)) continue
      const value = valueOf(line, bucket.stat)
      const range = bucket.ranges.find(
        (candidate) => candidate.upTo === null || value <= candidate.upTo,
      )
      points += range?.points ?? 0
    }
    return Math.round(points * 100) / 100
  }
}

/**
 * Fantasy points of one stat line under a site's table: per-stat values, then derived stats,
 * threshold bonuses (which stack) and range buckets. Rounded to 0.01, as the sites show them.
 * @example fantasyPoints(dkNbaRules, { points: 30, rebounds: 10, assists: 5 }) // 49 (incl. +1.5 double-double)
 */
export const fantasyPoints = (rules: ScoringRules, line: StatLine): number => {
  let scorer = scorers.get(rules)
  if (scorer === undefined) {
    scorer = compile(rules)
    scorers.set(rules, scorer)
  }
  return scorer(line)
}
