/**
 * A worker thread that builds the demo world's days (the pure, CPU-heavy part of seeding) while
 * the main thread writes earlier ones: it answers each requested day index with that day, its
 * other sports merged in.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import { buildOtherSportsDay } from '@slatelab/world/season/other-sports/other-sports-day'
import type { WorldDayJob } from './world-day-source'

const port = parentPort
if (port === null) throw new Error('world-day-worker.ts runs only as a worker thread')
const job = workerData as WorldDayJob
const world = createDemoWorld(job.seed, demoGameModels)

port.on('message', (index: number) => {
  const day = job.days[index]
  if (day === undefined) return
  try {
    const main = world.buildDay(day, { resultsThrough: job.resultsThrough })
    const other = buildOtherSportsDay(job.seed, day)
    port.postMessage({
      index,
      day: { ...main, events: [...main.events, ...other.events], odds: other.odds },
    })
  } catch (error) {
    port.postMessage({ index, error: error instanceof Error ? error.message : String(error) })
  }
})
