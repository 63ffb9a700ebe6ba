/** A worker thread that draws the demo world's contest fields, off the HTTP event loop. */
import { parentPort } from 'node:worker_threads'
import { drawFieldHere, type FieldAnswer, type FieldRequest } from './field-generator'

const port = parentPort
if (port === null) throw new Error('field-worker.ts runs only as a worker thread')

port.on('message', ({ id, request }: { id: number; request: FieldRequest }) => {
  drawFieldHere(request).then(
    (field) => {
      const answer: FieldAnswer = { id, field }
      port.postMessage(answer)
    },
    (error: unknown) => {
      const answer: FieldAnswer = {
        id,
        error: error instanceof Error ? error.message : String(error),
      }
      port.postMessage(answer)
    },
  )
})
