import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests that start the server or a CLI as a process of its own, and kill it: CI runs them
    // (vitest.process.config.ts), `npm test` does not.
    exclude: ['src/**/*.process.test.ts'],
    globalSetup: ['./src/testing/seed-templates.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
