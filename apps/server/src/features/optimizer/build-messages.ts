/** What the build pool, its worker threads and the build service tell each other. */
import type {
  OptimizeRequestInput,
  OptimizeResult,
} from '@slatelab/engine/optimizer/optimizer-request'

/** A job for a worker thread. */
export type BuildJobMessage = {
  readonly buildId: string
  readonly request: OptimizeRequestInput
}

/**
 * What the pool reports about a build: `started` when a worker takes it, then the worker's
 * progress and its end (or the pool's, for a cancel or a time limit).
 */
export type BuildReport =
  | { readonly buildId: string; readonly kind: 'started' }
  | { readonly buildId: string; readonly kind: 'progress'; readonly done: number }
  | { readonly buildId: string; readonly kind: 'done'; readonly result: OptimizeResult }
  | { readonly buildId: string; readonly kind: 'failed'; readonly error: string }
  | { readonly buildId: string; readonly kind: 'cancelled' }
