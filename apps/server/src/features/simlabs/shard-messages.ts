/** What the SimLabs runner and its worker threads tell each other. */
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import type { SimulationTally } from '@slatelab/engine/simlabs/simulate-contest'
import type { SimSpec } from './sim-spec'

/**
 * A task for a worker: simulate iterations `from`–`to` of a job, or summarise a job's merged
 * tally. `jobId` keys the worker's cache of built inputs (a generated field is built once).
 */
export type ShardTask =
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
  | { readonly taskId: number; readonly error: string }
