import { defineProject, mergeConfig } from 'vitest/config'
import { isolatedWebTests, webTestConfig } from './vitest.shared.ts'

export default mergeConfig(
  webTestConfig,
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: isolatedWebTests,
      isolate: false,
    },
  }),
)
