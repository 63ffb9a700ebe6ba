/**
 * What a job records at submit time about the inputs it ran on, so an old result still says
 * which projections and which field model made it after the user's projections or the
 * generator change.
 */
import {
  systemProjectionsKey,
  type RecordedFieldModel,
  type RecordedProjectionSet,
} from '@slatelab/contract/simlabs.contract'
import { createRng } from '@slatelab/engine/rng'
import { entrantKinds, planEntrants } from '@slatelab/world/fields/field-entrants'
import type { SpecField } from './sim-spec'

/** The generator of a `generated` field as results name it (docs/field-model.md). */
export const generatedFieldModelName = 'Entrant kinds (issue 30)'
/** A field of a contest's stored entries, its players moved by what its ownership says it knew. */
export const storedEntriesFieldModelName =
  'The contest’s stored entries, read for what the field knew'

/**
 * The projection set of a slate pool: the user's active set, or the system projection.
 * @example recordedProjectionSet(null) // { key: 'system', name: 'System projections' }
 */
export const recordedProjectionSet = (
  active: { readonly key: string; readonly name: string } | null,
): RecordedProjectionSet =>
  active === null
    ? { key: systemProjectionsKey, name: 'System projections' }
    : { key: active.key, name: active.name }

const percent = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 1000) / 10

/**
 * The field model of a spec's field. A generated field's kind mix is read from the entrants
 * `generateField` plans from the same seed, so it is the mix the job's field has.
 * @example recordedFieldModel({ kind: 'entries', lineups: [] }).kindMix // null
 */
export const recordedFieldModel = (field: SpecField): RecordedFieldModel => {
  if (field.kind === 'entries') return { name: storedEntriesFieldModelName, kindMix: null }
  const entrants = planEntrants(field.contest, createRng(field.seed).fork('entrants'))
  const entries = new Map<string, number>()
  for (const entrant of entrants) {
    entries.set(entrant.kind, (entries.get(entrant.kind) ?? 0) + entrant.entries)
  }
  return {
    name: generatedFieldModelName,
    kindMix: Object.fromEntries(
      Object.values(entrantKinds).map((kind) => [
        kind,
        percent(entries.get(kind) ?? 0, field.contest.contestSize),
      ]),
    ),
  }
}
