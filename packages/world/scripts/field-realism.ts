/**
 * Compares generated contest fields with real DraftKings contests (docs/field-realism.md):
 * prints one markdown table row per contest. Real rows need /work/shared/data/real (or the
 * folder given as the first argument) and are skipped without it.
 *
 *   npx tsx packages/world/scripts/field-realism.ts [path/to/data/real]
 */
// A command-line script reads files; the package's src/ stays pure.
// eslint-disable-next-line no-restricted-imports
import { existsSync, readFileSync } from 'node:fs'
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path'
import { createRng } from '@slatelab/engine/rng'
import { fieldOwnership } from '../src/fields/field-ownership'
import { scoreField } from '../src/fields/field-standings'
import { generateField } from '../src/fields/generate-field'
import { classicLineupFormat } from '../src/fields/lineup-rules'
import { buildPayoutTable } from '../src/fields/payout-tables'
import { realismFigures, type RealismFigures } from '../src/fields/realism/field-realism'
import {
  normaliseName,
  paidPlaces,
  parseSalaries,
  parseStandings,
} from '../src/fields/realism/real-contest-files'
import { buildNflMainSlate, drawActualPoints } from '../src/fields/testing/synthetic-slates'

const realFolder = process.argv[2] ?? '/work/shared/data/real'
const cap = 50_000

type RealContest = {
  readonly name: string
  readonly standings: string
  readonly salaries: string
  readonly payouts?: string
}

const nflW1 = 'nfl_dk_2017-09-10_w1_main_DKSalaries.csv'
const nflW2 = 'nfl_dk_2017-09-17_w2_main_DKSalaries.csv'
const realContests: readonly RealContest[] = [
  { name: 'NFL W1 $1.5M Wildcat ($333, 150 max)', standings: 'nfl_dk_2017-09-10_w1_main_1.5M-Wildcat', salaries: nflW1 },
  { name: 'NFL W1 BIG $2 Booster (20 max)', standings: 'nfl_dk_2017-09-10_w1_main_2-BIG-Booster', salaries: nflW1 },
  { name: 'NFL W2 $1.6M Wildcat ($333, 150 max)', standings: 'nfl_dk_2017-09-17_w2_main_1.6M-Wildcat', salaries: nflW2, payouts: 'nfl_dk_2017-09-17_w2_main_1.6M-Wildcat' },
  { name: 'NFL W2 $20K Safety ($2, 20 max)', standings: 'nfl_dk_2017-09-17_w2_main_20K-Safety', salaries: nflW2, payouts: 'nfl_dk_2017-09-17_w2_main_20K-Safety' },
  { name: 'NFL W2 $25 Double Up (150 max)', standings: 'nfl_dk_2017-09-17_w2_main_25-MASSIVE-DoubleUp', salaries: nflW2, payouts: 'nfl_dk_2017-09-17_w2_main_25-MASSIVE-DoubleUp' },
  { name: 'MLB $125K Rally Cap ($8, 150 max)', standings: 'mlb_dk_2017-06-15_125K-RallyCap', salaries: 'mlb_dk_2017-06-15_main_DKSalaries.csv', payouts: 'mlb_dk_2017-06-15_125K-RallyCap' },
] // prettier-ignore

const read = (...parts: string[]): string => readFileSync(join(realFolder, ...parts), 'utf8')

const realFigures = (contest: RealContest): RealismFigures => {
  const { entries, ownership } = parseStandings(
    read('dk-contest-standings', `${contest.standings}_standings.csv`),
  )
  const salaries = parseSalaries(read('dk-salaries', contest.salaries))
  // Salary use only for lineups whose every player is in the salary file.
  const used = entries.flatMap((entry) => {
    const prices = entry.players.map((name) => salaries.get(normaliseName(name)))
    return prices.every((price) => price !== undefined)
      ? [prices.reduce<number>((sum, price) => sum + (price ?? 0), 0)]
      : []
  })
  return realismFigures({
    lineupKeys: entries.map((entry) => entry.players.map(normaliseName).sort().join('|')),
    salaries: used,
    ownership,
    points: entries.map((entry) => entry.points),
    paidPlaces:
      contest.payouts === undefined
        ? undefined
        : paidPlaces(read('dk-contest-standings', `${contest.payouts}_payouts.csv`)),
    salaryCap: cap,
  })
}

type GeneratedContest = {
  readonly name: string
  /** How much the field agrees on value plays (see buildNflMainSlate). */
  readonly focus: number
  readonly contest: Parameters<typeof buildPayoutTable>[0] & { readonly multiEntryMax: number }
}

const generatedContests: readonly GeneratedContest[] = [
  { name: 'like the $1.6M Wildcat', focus: 1.35, contest: { entryCost: 333, contestSize: 5_332, totalPrizes: 1_600_000, firstPrize: 250_000, multiEntryMax: 150, isDoubleUp: false, isFiftyFifty: false } },
  { name: 'like the $20K Safety', focus: 1.35, contest: { entryCost: 2, contestSize: 11_764, totalPrizes: 20_000, firstPrize: 1_000, multiEntryMax: 20, isDoubleUp: false, isFiftyFifty: false } },
  { name: 'like the $25 Double Up', focus: 2, contest: { entryCost: 25, contestSize: 13_793, totalPrizes: 300_000, multiEntryMax: 150, isDoubleUp: true, isFiftyFifty: false } },
  { name: '150 000-entry GPP ($20, 150 max)', focus: 1.35, contest: { entryCost: 20, contestSize: 150_000, totalPrizes: 2_640_000, multiEntryMax: 150, isDoubleUp: false, isFiftyFifty: false } },
] // prettier-ignore

const generatedFigures = ({ focus, contest }: GeneratedContest, seed: string): RealismFigures => {
  const format = classicLineupFormat(4, 1)
  const rng = createRng(seed)
  const players = buildNflMainSlate({ games: 13, focus, rng: rng.fork('slate') })
  const field = generateField({ slatePlayers: players, ...format, contest, rng: rng.fork('field') })
  const points = scoreField(
    field,
    format.rosterSlots,
    drawActualPoints(players, rng.fork('actual')),
  )
  const table = buildPayoutTable(contest)
  const lineupKeys = Array.from({ length: field.entryCount }, (_, entry) =>
    Array.from(field.lineups.subarray(entry * 9, entry * 9 + 9))
      .sort((a, b) => a - b)
      .join(','),
  )
  return realismFigures({
    lineupKeys,
    salaries: Array.from(field.salaryUsed),
    ownership: Array.from(fieldOwnership(field, format.rosterSlots, players.length).ownership),
    points: Array.from(points),
    paidPlaces: Math.max(...table.map((tier) => tier.placeTo)),
    salaryCap: cap,
  })
}

const cell = (value: number | undefined, digits = 1): string =>
  value === undefined ? '—' : value.toFixed(digits)

const row = (name: string, figures: RealismFigures): string =>
  `| ${name} | ${figures.entries.toLocaleString('en-US')} | ${cell(figures.topOwnership)} | ${figures.playersAbove20} | ${cell(figures.fullCapPercent)} | ${cell(figures.duplicatePercent)} | ${cell(figures.cashLineOverMedian)} |`

console.log(
  '| Contest | Entries | Most-owned % | Players > 20 % | Lineups ≥ 99 % of cap | Duplicated entries % | Cash line − median (pts) |',
)
console.log('|---|---:|---:|---:|---:|---:|---:|')
if (existsSync(join(realFolder, 'dk-contest-standings'))) {
  for (const contest of realContests)
    console.log(row(`Real: ${contest.name}`, realFigures(contest)))
} else {
  console.log(`| (no real files under ${realFolder}) | | | | | | |`)
}
for (const generated of generatedContests) {
  for (const seed of ['a', 'b']) {
    const started = process.cpuUsage()
    const figures = generatedFigures(generated, `${generated.name}-${seed}`)
    const cpuSeconds = process.cpuUsage(started).user / 1e6
    console.log(
      row(`Generated ${generated.name}, seed ${seed} (${cpuSeconds.toFixed(1)} s CPU)`, figures),
    )
  }
}
