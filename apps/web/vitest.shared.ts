import react from '@vitejs/plugin-react'
import type { UserWorkspaceConfig } from 'vitest/config'

/**
 * Page and unit tests that change modules for the whole file (`vi.mock`) or test what a lazy
 * module shows before it loads (the navbar's selectors, a chart's placeholder): they get a fresh module graph each (project `web-isolated`);
 * every other file shares its worker's modules (project `web`), which saves most of the
 * suite's import time.
 */
export const isolatedWebTests = [
  'src/app/api-endpoints.test.ts',
  'src/app/app-shell.test.tsx',
  'src/app/app-shell-navbar.test.tsx',
  'src/shared/navbar/navbar-selectors.test.tsx',
  'src/shared/player-card/player-card-drawer.test.tsx',
  'src/shared/charts/echarts-chart.test.tsx',
  'src/features/ownership/ownership-page.test.tsx',
  'src/features/correlations/correlations-page.test.tsx',
  'src/features/simlabs/simlabs-page.test.tsx',
  'src/features/vegas/vegas-page.test.tsx',
]

export const webTestConfig = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    pool: 'threads',
    // A page test clicks through Mantine in jsdom; on a loaded 2-core machine that takes seconds.
    testTimeout: 30_000,
  },
} satisfies UserWorkspaceConfig
