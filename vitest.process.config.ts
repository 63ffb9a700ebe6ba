import { defineConfig } from 'vitest/config'

// `npm run test:process` (CI): the server's process-level tests, which `npm test` leaves out.
export default defineConfig({
  test: { projects: ['apps/server/vitest.process.config.ts'] },
})
