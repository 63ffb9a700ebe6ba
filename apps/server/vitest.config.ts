import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests that start the server or a CLI as a process of its own, and kill it: CI runs them
    // (vitest.process.config.ts), `npm test` does not.
    exclude: ['src/**/*.process.test.ts'],
    globalSetup: ['./src/testing/seed-templates.global.ts'],
    // Every test file builds its own app on its own store, so files can share a worker's
    // modules: loading the server's modules once per worker, not once per file.
    pool: 'threads',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
