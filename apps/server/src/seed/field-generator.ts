/**
 * Where a contest field is drawn. A field of 12 000 entries is seconds of synchronous work (the
 * Millionaire half a minute): drawn on the event loop of a server seeding in the background,
 * every request would wait for it. So the background seed draws on a worker thread
 * (`field-worker.ts`); a foreground seed (the CLI, tests) draws in place. Same request, same
 * field: the random stream is made from its seed on whichever thread draws.
 */
import { createRng } from '@slatelab/engine/rng'
import { generateField, type FieldInput, type GeneratedField } from '@slatelab/world/fields/index'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../jobs/worker-threads'

/** A field to draw: `generateField`'s input with the seed of its random stream. */
export type FieldRequest = Omit<FieldInput, 'rng'> & { readonly rngSeed: string }

/** Draws a requested field. */
export type FieldGenerator = (request: FieldRequest) => Promise<GeneratedField>

/** The answer of the field worker to request `id`. */
export type FieldAnswer =
  | { readonly id: number; readonly field: GeneratedField }
  | { readonly id: number; readonly error: string }

/**
 * Draws a field on this thread.
 * @example (await drawFieldHere(request)).entryCount // 2378
 */
export const drawFieldHere: FieldGenerator = ({ rngSeed, ...input }) =>
  // A field the model cannot fill throws: as a rejection, on either thread.
  new Promise((resolve) => resolve(generateField({ ...input, rng: createRng(rngSeed) })))

/**
 * A worker thread drawing fields one at a time, started by the first draw (a run that draws
 * nothing starts none); `close()` ends it.
 * @example const fields = startFieldWorker(); try { await fields.draw(request) } finally { await fields.close() }
 */
export const startFieldWorker = (): {
  readonly draw: FieldGenerator
  readonly close: () => Promise<void>
} => {
  let worker: Worker | undefined
  const waiting = new Map<number, (answer: FieldAnswer | Error) => void>()
  let nextId = 0
  const failAll = (error: Error) => {
    for (const settle of waiting.values()) settle(error)
    waiting.clear()
  }
  const started = (): Worker => {
    if (worker !== undefined) return worker
    const thread = startWorker('field-worker')
    thread.on('message', (answer: FieldAnswer) => {
      waiting.get(answer.id)?.(answer)
      waiting.delete(answer.id)
    })
    thread.on('error', failAll)
    thread.on('exit', () => {
      worker = undefined
      failAll(new Error('The field worker stopped'))
    })
    worker = thread
    return thread
  }
  return {
    draw: (request) =>
      new Promise((resolve, reject) => {
        const id = nextId
        nextId += 1
        waiting.set(id, (answer) => {
          if (answer instanceof Error) reject(answer)
          else if ('error' in answer) reject(new Error(answer.error))
          else resolve(answer.field)
        })
        started().postMessage({ id, request })
      }),
    close: async () => {
      await worker?.terminate()
    },
  }
}
