/**
 * The optimizer's duplicates model (issue 33 point 2) against the fields SimLabs draws: refits
 * the stored coefficients (`duplicatesCoefficients`) from the demo world's 2026-11-22 slates and
 * checks them on held-out builds counted in a new field. Fails (exit code 1) when the refit
 * differs from the stored numbers or a held-out bin is outside the model's tolerance. Minutes
 * on two cores, so not part of `npm test`.
 */
import { isoDate } from '@slatelab/domain/units'
import { duplicatesCoefficients } from '@slatelab/engine/optimizer/duplicates-model'
import {
  calibrationBins,
  fitDuplicates,
  withinTolerance,
} from '@slatelab/world/fields/duplicates-fit'
import {
  duplicatesDay,
  fitPopulation,
  kindSamples,
} from '@slatelab/world/fields/duplicates-fit-demo'
import { performance } from 'node:perf_hooks'

const day = duplicatesDay('slatelab', isoDate('2026-11-22'))
for (const kind of ['captain', 'classic'] as const) {
  const started = performance.now()
  const fit = fitDuplicates(fitPopulation(kind, await kindSamples(day, kind, 'fit')))
  const stored = duplicatesCoefficients[kind]
  const same = (['a', 'b', 'c'] as const).every((key) => Math.abs(fit[key] - stored[key]) < 0.005)
  const holdout = await kindSamples(day, kind, 'holdout')
  const bins = calibrationBins(stored, holdout.optimizer, 5)
  const calibrated = withinTolerance(bins)
  const show = (value: number) => value.toFixed(3)
  console.log(
    `\nDuplicates model, ${kind}: refit a ${show(fit.a)} b ${show(fit.b)} c ${show(fit.c)}; ` +
      `stored a ${show(stored.a)} b ${show(stored.b)} c ${show(stored.c)} (${same ? 'same' : 'DIFFERENT'}); ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  console.log('held-out bins (mean predicted / observed copies):')
  for (const bin of bins) {
    console.log(`  ${bin.samples} lineups: ${show(bin.predicted)} / ${show(bin.observed)}`)
  }
  console.log(calibrated ? 'within the tolerance' : 'OUTSIDE the tolerance')
  if (!same || !calibrated) process.exitCode = 1
}
