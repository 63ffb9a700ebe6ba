/** What the build runner and its worker threads tell each other. */
import type {
  OptimizeRequestInput,
  OptimizeResult,
} from '@slatelab/engine/optimizer/optimizer-request'

/** A job for a worker; `cancelFlag` is one Int32 the runner sets to 1 to cancel. */
export type BuildJobMessage = {
  readonly buildId: string
  readonly request: OptimizeRequestInput
  readonly cancelFlag: SharedArrayBuffer
}

/** What a worker reports about its job. */
export type BuildReport =
  | { readonly buildId: string; readonly kind: 'progress'; readonly done: number }
  | { readonly buildId: string; readonly kind: 'done'; readonly result: OptimizeResult }
  | { readonly buildId: string; readonly kind: 'failed'; readonly error: string }
  | { readonly buildId: string; readonly kind: 'cancelled' }
