/**
 * Proves the import boundaries fail lint: each case lints a snippet at a path in the repository
 * with the repository's own ESLint config and expects its rule to fire (or, for the allowed
 * form, not to). `npm run lint` runs it, so CI does.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.join(import.meta.dirname, '..')
const webFeatures = path.join(root, 'apps/web/src/features')

/** Two web features and a module of the second, read from disk so the check outlives renames. */
const siblingImport = () => {
  const [first, second] = readdirSync(webFeatures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const module = readdirSync(path.join(webFeatures, second)).find(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
  )
  return { first, specifier: `../${second}/${module.replace(/\.tsx?$/, '')}` }
}

const sibling = siblingImport()
const cases = [
  {
    name: 'a server feature importing another feature’s internals',
    filePath: 'apps/server/src/features/admin/lint-check.ts',
    code: "import { listImportRuns } from '../imports/import-runs'\nexport const runs = listImportRuns\n",
    rule: 'import-x/no-restricted-paths',
    fires: true,
  },
  {
    name: 'a server feature importing another through its index.ts',
    filePath: 'apps/server/src/features/admin/lint-check.ts',
    code: "import { listImportRuns } from '../imports'\nexport const runs = listImportRuns\n",
    rule: 'import-x/no-restricted-paths',
    fires: false,
  },
  {
    name: 'a web feature importing a sibling feature',
    filePath: `apps/web/src/features/${sibling.first}/lint-check.ts`,
    code: `import * as sibling from '${sibling.specifier}'\nexport const used = sibling\n`,
    rule: 'import-x/no-restricted-paths',
    fires: true,
  },
  {
    name: 'an import cycle',
    filePath: 'scripts/lint-fixtures/cycle-a.ts',
    code: "import { b } from './cycle-b'\n\nexport const a = (): number => b() + 1\n",
    rule: 'import-x/no-cycle',
    fires: true,
  },
]

// The fixtures are ignored by `eslint .`; here they are linted on purpose.
const eslint = new ESLint({ cwd: root, ignore: false })
let failed = 0
for (const { name, filePath, code, rule, fires } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  const fired = (result?.messages ?? []).some((message) => message.ruleId === rule)
  const ok = fired === fires
  if (!ok) failed += 1
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${rule} ${fired ? 'fires' : 'is silent'}`)
}
if (failed > 0) {
  console.error(`${failed} lint rule check(s) failed: a boundary of STYLE.md no longer fails lint.`)
  process.exit(1)
}
