import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
    // Builds and infeasibility searches take seconds when three workers share two cores.
    testTimeout: 30_000,
  },
})
