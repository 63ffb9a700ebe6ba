/** How the page names what a simulation ran on: its projection set and its field model. */
import type { JobSummary } from '@slatelab/contract/simlabs.contract'

/**
 * The projections a job ran on, as recorded when it was submitted.
 * @example projectionsText({ projectionSet: { key: 'system', name: 'System projections' } }) // 'System projections'
 */
export const projectionsText = (job: Pick<JobSummary, 'projectionSet'>): string =>
  job.projectionSet?.name ?? 'Not recorded (run before projections were recorded)'

/**
 * The field a job played against: the generator and its entrants' kind mix, or the contest's
 * stored entries; a job stored before the model was recorded says only where its field came from.
 * @example fieldText({ fieldSource: 'generated', fieldModel: { name: 'Entrant kinds', kindMix: { casual: 30, pro: 10 } } }) // 'Entrant kinds: casual 30%, pro 10%'
 */
export const fieldText = (job: Pick<JobSummary, 'fieldSource' | 'fieldModel'>): string => {
  const model = job.fieldModel
  if (model === null) {
    return job.fieldSource === 'entries'
      ? 'The contest’s real entries'
      : 'Generated from projected ownership'
  }
  if (model.kindMix === null) return model.name
  // Largest share first (the store does not keep the keys' order).
  const mix = Object.entries(model.kindMix)
    .toSorted(([, a], [, b]) => b - a)
    .map(([kind, share]) => `${kind} ${share.toFixed(0)}%`)
    .join(', ')
  return `${model.name}: ${mix}`
}
