/** What the SimLabs runner and its worker threads tell each other. */
import type {
  ProjectionAccuracy,
  ProjectionOutcome,
} from '@slatelab/engine/simlabs/projection-accuracy'
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import type { SimulationTally } from '@slatelab/engine/simlabs/simulate-contest'
import type { SimSpec } from './sim-spec'

/**
 * A task for a worker: measure the projection accuracy a job's history gives (seconds of work
 * on a sport's two months, kept off the HTTP event loop), simulate iterations `from`–`to` of a
 * job, or summarise a job's merged tally. `jobId` keys the worker's cache of built inputs (a
 * generated field is built once) and the pool's turns between jobs.
 */
export type ShardTask =
  | {
      readonly kind: 'accuracy'
      readonly jobId: string
      readonly rows: readonly ProjectionOutcome[]
    }
  | {
      readonly kind: 'shard'
      readonly jobId: string
      readonly spec: SimSpec
      readonly from: number
      readonly to: number
    }
  | {
      readonly kind: 'summarize'
      readonly jobId: string
      readonly spec: SimSpec
      readonly tally: SimulationTally
    }

/** A task's answer, by the id the pool gave it. */
export type ShardAnswer =
  | { readonly taskId: number; readonly tally: SimulationTally }
  | { readonly taskId: number; readonly result: SimulationResult }
  | { readonly taskId: number; readonly accuracy: ProjectionAccuracy }
  | { readonly taskId: number; readonly error: string }
