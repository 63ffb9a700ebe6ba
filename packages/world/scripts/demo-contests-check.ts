/**
 * The demo world's contests of one day, drawn as the seeder draws them: per contest its kind,
 * entries, duplicated entries, most copies of one lineup, the field's ownership error against
 * the slate's projection (MAE and bias over players owned ≥ 1 %), and whether its payout table
 * pays the title's first prize and the whole pool (docs/field-model.md "Demo contests").
 *
 *   npx tsx packages/world/scripts/demo-contests-check.ts [YYYY-MM-DD] [largest contest]
 */
import { isoDate } from '@slatelab/domain/units'
import { drawDemoContests } from '../src/fields/demo-contests'

const day = isoDate(process.argv[2] ?? '2026-11-22')
const largest = Number(process.argv[3] ?? 2500)

console.log(
  '| Slate | Contest | Kind | Entries | Duplicated % | Most copies | Own. MAE | Own. bias | Players | 1st prize (title) | Paid / pool |',
)
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const row of drawDemoContests('slatelab', day, largest)) {
  console.log(
    `| ${row.slate} | ${row.title} | ${row.kind} | ${row.entries} | ${row.duplicatedEntriesPct.toFixed(1)} | ${row.maxCopies} | ${row.ownership.mae.toFixed(1)} | ${row.ownership.bias.toFixed(2)} | ${row.ownership.players} | ${row.firstPrize} (${row.titleFirstPrize ?? '—'}) | ${row.paid} / ${row.pool} |`,
  )
}
