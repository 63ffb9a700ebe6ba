import { defineProject } from 'vitest/config'

export default defineProject({
  // Building a week of the world before a suite takes seconds; a busy 2-core machine, more.
  test: {
    name: 'world',
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    pool: 'threads',
    isolate: false,
  },
})
