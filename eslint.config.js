import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Import boundaries of STYLE.md: domain ← contract (the API's routes) and domain ← engine ←
 * world; web never imports server code; features use each other only through their public face
 * (server) or not at all (web); no import cycles anywhere.
 */
const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group] })) }],
})

/** The entries of a folder of the repository, read when the config loads: a new feature is zoned. */
const entriesOf = (folder, { folders = false } = {}) =>
  readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => !folders || entry.isDirectory())
    .map((entry) => entry.name)

const serverSrc = './apps/server/src'
const serverFeatures = entriesOf(`${serverSrc}/features/`, { folders: true })
const webFeatures = entriesOf('./apps/web/src/features/', { folders: true })

/**
 * A server feature is used only through its `index.ts`: from other features and from the rest
 * of the server (app, cli, seed, jobs…).
 */
const serverZones = serverFeatures.map((feature) => ({
  target: [
    ...serverFeatures
      .filter((other) => other !== feature)
      .map((other) => `${serverSrc}/features/${other}`),
    ...entriesOf(`${serverSrc}/`)
      .filter((entry) => entry !== 'features')
      .map((entry) => `${serverSrc}/${entry}`),
  ],
  from: `${serverSrc}/features/${feature}`,
  except: ['./index.ts'],
  message: `Use features/${feature} through its index.ts (its public face); export what you need there.`,
}))

/** A web feature never imports a sibling: what two features share goes to shared/ or a package. */
const webZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: webFeatures
    .filter((other) => other !== feature)
    .map((other) => `./apps/web/src/features/${other}`),
  message:
    'Features never import each other: move what both need into shared/ or a package, or combine them in app/.',
}))

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
      // Files that break the rules on purpose, for scripts/lint-rules-check.mjs.
      'scripts/lint-fixtures/**',
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
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported TypeScript files too (no-cycle follows them), with the TS resolver below.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      // Workspace packages resolve to their sources, so a cycle across packages counts too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**', 'apps/web/src/features/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
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
