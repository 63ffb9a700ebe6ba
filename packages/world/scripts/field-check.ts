/**
 * Compares a real DraftKings contest's field with a generated one (docs/field-model.md):
 *
 *   npm run -s field-check -- --salaries <DK salary csv> --standings <DK standings csv> \
 *     [--projections <csv>] [--cash] [--seed <text>] --json
 *
 * A contest whose standings file name says Double Up or 50/50 counts as cash (or pass --cash).
 * Prints `{ "real": S, "generated": S }` with --json, else a short text table.
 */
// A command-line script reads files; the package's src/ stays pure.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs'
// eslint-disable-next-line no-restricted-imports
import { parseArgs } from 'node:util'
import { createRng } from '@slatelab/engine/rng'
import GLPK from 'glpk.js/node'
import { checkField } from '../src/fields/realism/field-check'

const { values } = parseArgs({
  options: {
    salaries: { type: 'string' },
    standings: { type: 'string' },
    projections: { type: 'string' },
    cash: { type: 'boolean', default: false },
    seed: { type: 'string', default: 'field-check' },
    json: { type: 'boolean', default: false },
  },
})

if (values.salaries === undefined || values.standings === undefined) {
  console.error(
    'Usage: npm run -s field-check -- --salaries <csv> --standings <csv> [--projections <csv>] [--cash] --json',
  )
  process.exit(2)
}

const read = (path: string): string => readFileSync(path, 'utf8')
const result = await checkField({
  salaries: read(values.salaries),
  standings: read(values.standings),
  projections: values.projections === undefined ? undefined : read(values.projections),
  cash: values.cash || /double.?up|50.?50/i.test(values.standings),
  rng: createRng(values.seed),
  glpk: await GLPK(),
})

if (values.json) console.log(JSON.stringify(result, null, 2))
else {
  for (const key of Object.keys(result.real) as (keyof typeof result.real)[])
    console.log(
      `${key.padEnd(24)} ${JSON.stringify(result.real[key]).padEnd(40)} ${JSON.stringify(result.generated[key])}`,
    )
}
