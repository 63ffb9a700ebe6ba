import { defineConfig } from 'vitest/config'

// `npm test`: every suite that runs in process. The server's process-level tests (they start
// servers and CLIs and kill them) run in CI only: vitest.process.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
})
