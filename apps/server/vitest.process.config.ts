import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server-process',
    include: ['src/**/*.process.test.ts'],
    // One at a time: each starts servers, builds or kills processes, and times what they do.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
