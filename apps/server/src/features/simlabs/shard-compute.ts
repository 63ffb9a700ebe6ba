/**
 * The work of a shard task, wherever it runs (a worker thread or a BullMQ worker): built
 * inputs are cached per job, so a job's shards on one worker generate its field once.
 */
import {
  simulateShard,
  summarizeSimulation,
  type SimulationTally,
} from '@slatelab/engine/simlabs/simulate-contest'
import type { SimulationInput } from '@slatelab/engine/simlabs/simulation-input'
import type { SimulationResult } from '@slatelab/engine/simlabs/simulation-result'
import { materializeSpec, type SimSpec } from './sim-spec'

// A worker serves few jobs at once; older inputs (fields of up to millions of ints) go.
const cachedJobs = 2
const inputs = new Map<string, SimulationInput>()

const inputOf = (jobId: string, spec: SimSpec): SimulationInput => {
  const known = inputs.get(jobId)
  if (known !== undefined) return known
  const input = materializeSpec(spec)
  inputs.set(jobId, input)
  for (const key of inputs.keys()) {
    if (inputs.size <= cachedJobs) break
    inputs.delete(key)
  }
  return input
}

/**
 * Iterations `from`–`to` of a job.
 * @example runShard('job-1', spec, 0, 1000).iterations // 1000
 */
export const runShard = (jobId: string, spec: SimSpec, from: number, to: number): SimulationTally =>
  simulateShard(inputOf(jobId, spec), from, to)

/**
 * The result of a job from its merged tally.
 * @example summarizeShards('job-1', spec, tally).lineups.length // 150
 */
export const summarizeShards = (
  jobId: string,
  spec: SimSpec,
  tally: SimulationTally,
): SimulationResult => summarizeSimulation(inputOf(jobId, spec), tally)
