import { defineProject, mergeConfig } from 'vitest/config'
import { isolatedWebTests, webTestConfig } from './vitest.shared.ts'

export default mergeConfig(
  webTestConfig,
  defineProject({ test: { name: 'web-isolated', include: isolatedWebTests } }),
)
