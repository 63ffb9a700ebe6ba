/**
 * Statcast figures from pitches: batting lines (AVG, ISO, wOBA, xwOBA, K %, BB %, barrel %,
 * hard-hit %, exit velocity, launch angle, fly-ball %, pull %), a pitch mix with velocity,
 * spin and whiff %, and pitching lines (K-BB %, an xFIP-like and a SIERA-like ERA estimate).
 * A pitch that ends a plate appearance carries its `event`; the rest have `event` null.
 * Formulas are in docs/plateiq.md.
 */

/** How a plate appearance ended (Savant's `events`, folded to what the figures need). */
export const paEvents = {
  single: 'single',
  double: 'double',
  triple: 'triple',
  homeRun: 'home_run',
  walk: 'walk',
  hitByPitch: 'hit_by_pitch',
  strikeout: 'strikeout',
  /** Any ball in play turned into an out (field out, double play, sacrifice fly…). */
  fieldOut: 'field_out',
} as const
export type PaEvent = (typeof paEvents)[keyof typeof paEvents]

/** What a pitch was (Savant's `description`, folded). */
export const pitchResults = {
  ball: 'ball',
  calledStrike: 'called_strike',
  swingingStrike: 'swinging_strike',
  foul: 'foul',
  inPlay: 'hit_into_play',
  hitByPitch: 'hit_by_pitch',
} as const
export type PitchResult = (typeof pitchResults)[keyof typeof pitchResults]

/**
 * One pitch. `zone` is Statcast's (1–9 in the strike zone, 11–14 outside); `launchSpeed` (mph)
 * and `launchAngle` (degrees) are set on balls in play; `pulled` says whether a ball in play
 * went to the batter's pull side. `batterStands` is the side he hit from. Velocity, spin and
 * zone are null on a pitch Statcast did not track (an imported file's rare blank row).
 */
export type StatcastPitch = {
  readonly pitchType: string
  readonly releaseSpeed: number | null
  readonly spinRate: number | null
  readonly zone: number | null
  readonly result: PitchResult
  readonly event: PaEvent | null
  readonly launchSpeed: number | null
  readonly launchAngle: number | null
  readonly pulled: boolean | null
  readonly batterStands: 'L' | 'R'
  readonly pitcherThrows: 'L' | 'R'
}

/**
 * wOBA weights (FanGraphs' 2023 constants), per event.
 * @example wobaWeights.homeRun // 2.004
 */
export const wobaWeights = {
  walk: 0.696,
  hitByPitch: 0.726,
  single: 0.883,
  double: 1.244,
  triple: 1.569,
  homeRun: 2.004,
} as const

/**
 * Whether a batted ball is a barrel (MLB's definition without its xBA/xSLG side condition):
 * at least 98 mph; at 98 mph a launch angle of 26–30°, the lower bound falling 1° and the upper
 * rising 20/18° per mph above 98, to 8–50° at 116 mph and beyond.
 * @example isBarrel(100, 25) // true
 * @example isBarrel(97.9, 28) // false
 */
export const isBarrel = (launchSpeed: number, launchAngle: number): boolean => {
  if (launchSpeed < 98) return false
  const over = Math.min(launchSpeed, 116) - 98
  return launchAngle >= 26 - over && launchAngle <= 30 + (over * 20) / 18
}

/** Hard hit: an exit velocity of 95 mph or more. */
export const hardHitSpeed = 95

/**
 * Expected wOBA of a batted ball from its exit velocity and launch angle: the average wOBA of
 * Savant's launch/speed-angle class (2019–2023 league figures, rounded): barrel 1.40, solid
 * contact 0.70, flare or burner 0.62, poorly hit (weak < 60 mph) 0.20, topped (angle < 10°)
 * 0.22, under (angle above the barrel band) 0.08.
 * @example estimatedWoba(105, 28) // 1.4 (barrel)
 * @example estimatedWoba(88, -5) // 0.22 (topped)
 */
export const estimatedWoba = (launchSpeed: number, launchAngle: number): number => {
  if (isBarrel(launchSpeed, launchAngle)) return 1.4
  if (launchSpeed < 60) return 0.2
  if (launchAngle < 10) return 0.22
  // Solid contact: just short of a barrel (95 mph and up, 4° either side of the band).
  if (launchSpeed >= 95 && launchAngle >= 8 && launchAngle <= 50) {
    const over = Math.min(launchSpeed + 3, 116) - 98
    if (launchAngle >= 22 - over && launchAngle <= 34 + (over * 20) / 18) return 0.7
  }
  if (launchAngle <= 25) return 0.62
  return 0.08
}

const hitEvents: ReadonlySet<PaEvent> = new Set([
  paEvents.single,
  paEvents.double,
  paEvents.triple,
  paEvents.homeRun,
])

/** A batting line over a set of pitches (rates in percent, averages as decimals). */
export type BattingFigures = {
  readonly pa: number
  readonly avg: number | null
  readonly iso: number | null
  readonly woba: number | null
  readonly xwoba: number | null
  readonly kPct: number | null
  readonly bbPct: number | null
  readonly barrelPct: number | null
  readonly hardHitPct: number | null
  readonly avgEv: number | null
  readonly avgLa: number | null
  readonly flyBallPct: number | null
  readonly pullPct: number | null
}

const ratio = (part: number, whole: number, scale = 1, digits = 3): number | null =>
  whole === 0 ? null : Math.round((part / whole) * scale * 10 ** digits) / 10 ** digits

/** Fly ball: a launch angle from 25° to 50° (above is a pop-up, below a liner or grounder). */
const isFlyBall = (launchAngle: number) => launchAngle >= 25 && launchAngle <= 50

/**
 * The counts and sums a batting line is made of: they add up across games, so a window's line
 * can be built from stored per-game totals (`addBattingTotals`) instead of its pitches. `woba`
 * and `xwoba` are the sums of the plate appearances' weights; `speedSum` (mph) and `angleSum`
 * (degrees) run over the batted balls.
 */
export type BattingTotals = {
  readonly pa: number
  readonly atBats: number
  readonly hits: number
  readonly totalBases: number
  readonly woba: number
  readonly xwoba: number
  readonly strikeouts: number
  readonly walks: number
  readonly battedBalls: number
  readonly barrels: number
  readonly hardHits: number
  readonly flyBalls: number
  readonly pulled: number
  readonly speedSum: number
  readonly angleSum: number
}

/** Totals of no plate appearance. */
export const emptyBattingTotals: BattingTotals = {
  pa: 0,
  atBats: 0,
  hits: 0,
  totalBases: 0,
  woba: 0,
  xwoba: 0,
  strikeouts: 0,
  walks: 0,
  battedBalls: 0,
  barrels: 0,
  hardHits: 0,
  flyBalls: 0,
  pulled: 0,
  speedSum: 0,
  angleSum: 0,
}

/**
 * The totals of two sets of plate appearances together.
 * @example addBattingTotals(firstGame, secondGame).pa // 9
 */
export const addBattingTotals = (a: BattingTotals, b: BattingTotals): BattingTotals => ({
  pa: a.pa + b.pa,
  atBats: a.atBats + b.atBats,
  hits: a.hits + b.hits,
  totalBases: a.totalBases + b.totalBases,
  woba: a.woba + b.woba,
  xwoba: a.xwoba + b.xwoba,
  strikeouts: a.strikeouts + b.strikeouts,
  walks: a.walks + b.walks,
  battedBalls: a.battedBalls + b.battedBalls,
  barrels: a.barrels + b.barrels,
  hardHits: a.hardHits + b.hardHits,
  flyBalls: a.flyBalls + b.flyBalls,
  pulled: a.pulled + b.pulled,
  speedSum: a.speedSum + b.speedSum,
  angleSum: a.angleSum + b.angleSum,
})

/**
 * The batting totals of these pitches (only pitches with an event count: one per plate
 * appearance). wOBA weights per event; xwOBA replaces each ball in play's weight with
 * `estimatedWoba` (strikeouts 0, walks and hit-by-pitch their weights).
 * @example battingTotals(pitches).pa // 38
 */
export const battingTotals = (pitches: readonly StatcastPitch[]): BattingTotals => {
  let pa = 0
  let atBats = 0
  let hits = 0
  let totalBases = 0
  let woba = 0
  let xwoba = 0
  let strikeouts = 0
  let walks = 0
  let battedBalls = 0
  let barrels = 0
  let hardHits = 0
  let flyBalls = 0
  let pulled = 0
  let speedSum = 0
  let angleSum = 0
  for (const pitch of pitches) {
    const event = pitch.event
    if (event === null) continue
    pa += 1
    if (event === paEvents.walk || event === paEvents.hitByPitch) {
      const weight = event === paEvents.walk ? wobaWeights.walk : wobaWeights.hitByPitch
      woba += weight
      xwoba += weight
      if (event === paEvents.walk) walks += 1
      continue
    }
    atBats += 1
    if (event === paEvents.strikeout) {
      strikeouts += 1
      continue
    }
    if (hitEvents.has(event)) hits += 1
    const bases = { single: 1, double: 2, triple: 3, home_run: 4, field_out: 0 }[event]
    totalBases += bases
    woba += [0, wobaWeights.single, wobaWeights.double, wobaWeights.triple, wobaWeights.homeRun][
      bases
    ] as number
    if (pitch.launchSpeed === null || pitch.launchAngle === null) continue
    battedBalls += 1
    xwoba += estimatedWoba(pitch.launchSpeed, pitch.launchAngle)
    if (isBarrel(pitch.launchSpeed, pitch.launchAngle)) barrels += 1
    if (pitch.launchSpeed >= hardHitSpeed) hardHits += 1
    if (isFlyBall(pitch.launchAngle)) flyBalls += 1
    if (pitch.pulled === true) pulled += 1
    speedSum += pitch.launchSpeed
    angleSum += pitch.launchAngle
  }
  return {
    pa,
    atBats,
    hits,
    totalBases,
    woba,
    xwoba,
    strikeouts,
    walks,
    battedBalls,
    barrels,
    hardHits,
    flyBalls,
    pulled,
    speedSum,
    angleSum,
  }
}

/**
 * The batting line of these totals: AVG = H / AB, ISO = (TB − H) / AB, wOBA and xwOBA per PA;
 * barrel, hard-hit, fly-ball and pull % per batted ball; K % and BB % per plate appearance.
 * @example battingFiguresOfTotals(totals).avg // 0.271
 */
export const battingFiguresOfTotals = (totals: BattingTotals): BattingFigures => ({
  pa: totals.pa,
  avg: ratio(totals.hits, totals.atBats),
  iso: ratio(totals.totalBases - totals.hits, totals.atBats),
  woba: ratio(totals.woba, totals.pa),
  xwoba: ratio(totals.xwoba, totals.pa),
  kPct: ratio(totals.strikeouts, totals.pa, 100, 1),
  bbPct: ratio(totals.walks, totals.pa, 100, 1),
  barrelPct: ratio(totals.barrels, totals.battedBalls, 100, 1),
  hardHitPct: ratio(totals.hardHits, totals.battedBalls, 100, 1),
  avgEv: ratio(totals.speedSum, totals.battedBalls, 1, 1),
  avgLa: ratio(totals.angleSum, totals.battedBalls, 1, 1),
  flyBallPct: ratio(totals.flyBalls, totals.battedBalls, 100, 1),
  pullPct: ratio(totals.pulled, totals.battedBalls, 100, 1),
})

/**
 * The batting line of these pitches (`battingTotals`, then `battingFiguresOfTotals`).
 * @example battingFigures(pitches).xwoba // 0.342
 */
export const battingFigures = (pitches: readonly StatcastPitch[]): BattingFigures =>
  battingFiguresOfTotals(battingTotals(pitches))

/**
 * The mean of the measured values (nulls left out), rounded to `digits`; null when none is.
 * @example meanOf([94.1, null, 95.2], 1) // 94.7
 */
export const meanOf = (values: readonly (number | null)[], digits: number): number | null => {
  const measured = values.filter((value) => value !== null)
  return ratio(
    measured.reduce((sum, value) => sum + value, 0),
    measured.length,
    1,
    digits,
  )
}

/** One pitch type in a mix: share of pitches, average velocity and spin, whiffs per swing. */
export type PitchMixRow = {
  readonly pitchType: string
  readonly pitches: number
  readonly usagePct: number
  readonly avgVelocity: number | null
  readonly avgSpin: number | null
  readonly whiffPct: number | null
  readonly xwoba: number | null
}

const swingResults: ReadonlySet<PitchResult> = new Set([
  pitchResults.swingingStrike,
  pitchResults.foul,
  pitchResults.inPlay,
])

/**
 * The pitch mix, most used first: per type its usage %, mean velocity (mph) and spin (rpm),
 * whiff % (swinging strikes per swing) and the xwOBA of the plate appearances it ended.
 * @example pitchMix(pitches)[0] // { pitchType: 'FF', usagePct: 48.2, avgVelocity: 94.6, … }
 */
export const pitchMix = (pitches: readonly StatcastPitch[]): readonly PitchMixRow[] => {
  const byType = new Map<string, StatcastPitch[]>()
  for (const pitch of pitches) {
    const list = byType.get(pitch.pitchType)
    if (list === undefined) byType.set(pitch.pitchType, [pitch])
    else list.push(pitch)
  }
  return [...byType]
    .map(([pitchType, list]) => {
      const swings = list.filter((pitch) => swingResults.has(pitch.result)).length
      const whiffs = list.filter((pitch) => pitch.result === pitchResults.swingingStrike).length
      return {
        pitchType,
        pitches: list.length,
        usagePct: ratio(list.length, pitches.length, 100, 1) ?? 0,
        avgVelocity: meanOf(
          list.map((pitch) => pitch.releaseSpeed),
          1,
        ),
        avgSpin: meanOf(
          list.map((pitch) => pitch.spinRate),
          0,
        ),
        whiffPct: ratio(whiffs, swings, 100, 1),
        xwoba: battingFigures(list).xwoba,
      }
    })
    .sort((a, b) => b.pitches - a.pitches || a.pitchType.localeCompare(b.pitchType))
}

/** A pitching line over a set of pitches; `xfip` and `siera` are ERA-scale estimates. */
export type PitchingFigures = {
  readonly battersFaced: number
  readonly pitches: number
  readonly outs: number
  readonly kPct: number | null
  readonly bbPct: number | null
  readonly kMinusBbPct: number | null
  readonly whiffPct: number | null
  readonly groundBallPct: number | null
  readonly xfip: number | null
  readonly siera: number | null
  readonly against: BattingFigures
}

/** League home runs per fly ball, and the constant that puts FIP on the ERA scale. */
const leagueHrPerFlyBall = 0.12
const fipConstant = 3.1

/**
 * The pitching line of these pitches. Outs are strikeouts plus balls in play turned into outs
 * (the demo world has no double plays in its pitches' events; an imported file's are single
 * outs too, so innings run a little short on real double plays).
 * - xFIP-like = (13 · FB · 12 % + 3 · (BB + HBP) − 2 · K) / IP + 3.10, fly balls including pop-ups.
 * - SIERA-like = 6.145 − 16.986·k + 11.434·b − 1.858·n + 7.653·k² − 6.664·sign(n)·n²
 *   + 10.130·k·n − 5.195·b·n, with k = K/PA, b = (BB+HBP)/PA, n = (GB − FB − PU)/PA.
 * @example pitchingFigures(pitches).kMinusBbPct // 17.4
 */
export const pitchingFigures = (pitches: readonly StatcastPitch[]): PitchingFigures => {
  const against = battingFigures(pitches)
  let strikeouts = 0
  let walks = 0
  let freePasses = 0
  let outs = 0
  let groundBalls = 0
  let flyBalls = 0
  let popUps = 0
  let battedBalls = 0
  let swings = 0
  let whiffs = 0
  for (const pitch of pitches) {
    if (swingResults.has(pitch.result)) swings += 1
    if (pitch.result === pitchResults.swingingStrike) whiffs += 1
    if (pitch.event === paEvents.strikeout) strikeouts += 1
    if (pitch.event === paEvents.walk) walks += 1
    if (pitch.event === paEvents.walk || pitch.event === paEvents.hitByPitch) freePasses += 1
    if (pitch.event === paEvents.strikeout || pitch.event === paEvents.fieldOut) outs += 1
    if (pitch.launchAngle === null) continue
    battedBalls += 1
    if (pitch.launchAngle < 10) groundBalls += 1
    else if (pitch.launchAngle > 50) popUps += 1
    else if (pitch.launchAngle >= 25) flyBalls += 1
  }
  const pa = against.pa
  const innings = outs / 3
  const k = pa === 0 ? 0 : strikeouts / pa
  const b = pa === 0 ? 0 : freePasses / pa
  const n = pa === 0 ? 0 : (groundBalls - flyBalls - popUps) / pa
  const round2 = (value: number) => Math.round(value * 100) / 100
  return {
    battersFaced: pa,
    pitches: pitches.length,
    outs,
    kPct: against.kPct,
    bbPct: against.bbPct,
    kMinusBbPct: ratio(strikeouts - walks, pa, 100, 1),
    whiffPct: ratio(whiffs, swings, 100, 1),
    groundBallPct: ratio(groundBalls, battedBalls, 100, 1),
    xfip:
      innings === 0
        ? null
        : round2(
            (13 * (flyBalls + popUps) * leagueHrPerFlyBall + 3 * freePasses - 2 * strikeouts) /
              innings +
              fipConstant,
          ),
    siera:
      pa === 0
        ? null
        : round2(
            6.145 -
              16.986 * k +
              11.434 * b -
              1.858 * n +
              7.653 * k * k -
              6.664 * Math.sign(n) * n * n +
              10.13 * k * n -
              5.195 * b * n,
          ),
    against,
  }
}
