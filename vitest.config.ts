import { defineConfig } from 'vitest/config'

// `npm test`: every suite that runs in process. The server's process-level tests (they start
// servers and CLIs and kill them) run in CI only: vitest.process.config.ts.
export default defineConfig({
  test: {
    // Half again as many workers as cores: a test waiting on a timer, a worker thread or a
    // stream leaves its core to the others (on 2 cores: 6 min 21 s with 2 workers, 4 min 27 s
    // with 3, docs/testing.md).
    maxWorkers: '150%',
    projects: [
      'packages/*',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
})
