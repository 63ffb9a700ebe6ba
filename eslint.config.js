import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Import boundaries of STYLE.md: domain ← contract (the API's routes) and domain ← engine ←
 * world; web never imports server code.
 */
const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group] })) }],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/dist.next/**',
      '**/dist.old/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object instead of an enum.' },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: forbid(['@slatelab/engine*', '@slatelab/world*', '@slatelab/server*', 'node:*']),
  },
  {
    files: ['packages/contract/**'],
    rules: forbid(['@slatelab/engine*', '@slatelab/world*', '@slatelab/server*', 'node:*']),
  },
  {
    files: ['packages/engine/**'],
    rules: forbid(['@slatelab/world*', '@slatelab/server*', 'node:*']),
  },
  {
    files: ['packages/world/**'],
    rules: forbid(['@slatelab/server*', 'node:*']),
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['@slatelab/server*', '@slatelab/engine*', '@slatelab/world*', 'node:*']),
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: forbid([
      '@slatelab/server*',
      '@slatelab/engine*',
      '@slatelab/world*',
      'node:*',
      '**/app/**',
      '../../features/**',
    ]),
  },
  {
    files: ['apps/web/src/shared/**'],
    rules: forbid(['@slatelab/server*', 'node:*', '**/features/**', '**/app/**']),
  },
  {
    // The web app's build scripts run on Node, never in the browser.
    files: ['apps/web/*.mjs', 'apps/web/scripts/**'],
    rules: forbid(['@slatelab/server*', '@slatelab/engine*', '@slatelab/world*']),
  },
)
