/**
 * The demo world's other sports (college football and basketball, soccer): a whole year of
 * their days built from the seed, against one day of them in the same run. The year's budget
 * is well under a second (it was a timed unit test before; speed is measured here now).
 */
import { isoDate } from '@slatelab/domain/units'
import { daysFrom } from '@slatelab/world/season/calendar-dates'
import { buildOtherSportsDay } from '@slatelab/world/season/other-sports/other-sports-day'
import { measure, report } from './measure'

const year = daysFrom(isoDate('2025-08-01'), isoDate('2026-07-31'))
const options = { rounds: 5, perRound: 1 }
const baseline = await measure(
  'baseline: one day of the other sports',
  () => Promise.resolve(buildOtherSportsDay('bench', isoDate('2025-11-15'))),
  { rounds: 5, perRound: 50 },
)
const wholeYear = await measure(
  `a year of the other sports (${year.length} days)`,
  () => Promise.resolve(year.map((day) => buildOtherSportsDay('bench', day))),
  options,
)
console.log(report(baseline, baseline))
console.log(report(wholeYear, baseline))
console.log(
  `goal: a year well under 1 s — ${wholeYear.medianMicros < 1_000_000 ? 'met' : 'not met'}`,
)
