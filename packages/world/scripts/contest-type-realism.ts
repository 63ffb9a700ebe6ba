/**
 * Ownership by kind of contest, real against the demo world (docs/field-realism.md, "By kind
 * of contest"): prints one markdown row per contest with the most-owned player's share, the
 * players above 20 %, the nine most-owned players' share of all ownership and the effective
 * number of players. Real rows need /work/shared/data/real (or the folder given as the first
 * argument) and are skipped without it; demo rows draw every contest of the demo world's
 * DraftKings and FanDuel NFL and NBA main slates of the day given second (default 2026-11-22)
 * as the seeder does (`contestOwnership`, then `generateField`).
 *
 *   npm run field-realism [-- path/to/data/real [YYYY-MM-DD]]
 */
// A command-line script reads files; the package's src/ stays pure.
// eslint-disable-next-line no-restricted-imports
import { existsSync, readFileSync } from 'node:fs'
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path'
import { isoDate } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import { contestOwnership } from '../src/fields/contest-ownership'
import { fieldOwnership } from '../src/fields/field-ownership'
import { generateField } from '../src/fields/generate-field'
import { ownershipSpread } from '../src/fields/realism/field-realism'
import { parseStandings } from '../src/fields/realism/real-contest-files'
import {
  dayFieldKeys,
  slateFieldPlayers,
  slateLineupFormat,
} from '../src/fields/slate-field-players'
import { createDemoWorld } from '../src/season/demo-world'
import { demoGameModels } from '../src/season/demo-game-models'

const realFolder = process.argv[2] ?? '/work/shared/data/real'
const day = isoDate(process.argv[3] ?? '2026-11-22')

const realContests = [
  ['NFL W2 $25 Double Up (cash, 150 max)', 'nfl_dk_2017-09-17_w2_main_25-MASSIVE-DoubleUp'],
  ['NFL W1 $1.5M Wildcat ($333, 150 max)', 'nfl_dk_2017-09-10_w1_main_1.5M-Wildcat'],
  ['NFL W2 $1.6M Wildcat ($333, 150 max)', 'nfl_dk_2017-09-17_w2_main_1.6M-Wildcat'],
  ['NFL W1 BIG $2 Booster (20 max)', 'nfl_dk_2017-09-10_w1_main_2-BIG-Booster'],
  ['NFL W2 $20K Safety ($2, 20 max)', 'nfl_dk_2017-09-17_w2_main_20K-Safety'],
  ['MLB $125K Rally Cap ($8, 150 max)', 'mlb_dk_2017-06-15_125K-RallyCap'],
  ['MLB Perfect Game (500 entries)', 'mlb_dk_2018-04-08_perfect-game'],
] as const

const kindOf = (contest: { isDoubleUp: boolean; isFiftyFifty: boolean; multiEntryMax: number }) =>
  contest.isDoubleUp || contest.isFiftyFifty
    ? 'cash'
    : contest.multiEntryMax === 1
      ? 'single entry'
      : `${contest.multiEntryMax} max`

const row = (name: string, entries: number, ownership: readonly number[]): string => {
  const spread = ownershipSpread(ownership)
  return `| ${name} | ${entries.toLocaleString('en-US')} | ${spread.topOwnership.toFixed(1)} | ${spread.playersAbove20} | ${spread.topNineShare.toFixed(1)} | ${spread.effectivePlayers.toFixed(1)} |`
}

console.log(
  '| Contest | Entries | Most-owned % | Players > 20 % | Top nine’s share of ownership % | Effective players |',
)
console.log('|---|---:|---:|---:|---:|---:|')
if (existsSync(join(realFolder, 'dk-contest-standings'))) {
  for (const [name, file] of realContests) {
    const text = readFileSync(
      join(realFolder, 'dk-contest-standings', `${file}_standings.csv`),
      'utf8',
    )
    const { entries, ownership } = parseStandings(text)
    console.log(row(`Real: ${name}`, entries.length, ownership))
  }
} else {
  console.log(`| (no real files under ${realFolder}) | | | | | |`)
}

const world = createDemoWorld('slatelab', demoGameModels)
const built = world.buildDay(day, { resultsThrough: day })
const keys = dayFieldKeys(world.players, built.events)
const playerIds = new Map(world.players.map((player, index) => [player.key, index + 1]))
const sportCodes: Readonly<Record<number, string>> = { 1: 'NFL', 2: 'NBA' }
const siteCodes: Readonly<Record<number, string>> = { 3: 'FD', 4: 'DK' }
const mains = built.slates.filter(
  (slate) => slate.contests.length === 8 && sportCodes[slate.sportId] !== undefined,
)
for (const slate of mains) {
  const format = slateLineupFormat(slate)
  const { players } = slateFieldPlayers(slate, format, { seed: 'slatelab', playerIds, ...keys })
  for (const contest of slate.contests) {
    if (contest.contestSize < 100) continue
    const field = generateField({
      ...format,
      slatePlayers: contestOwnership(players, contest),
      contest,
      rng: createRng(`slatelab:field:${contest.contestId}`),
    })
    const { ownership } = fieldOwnership(field, format.rosterSlots, players.length)
    const name = `Demo ${siteCodes[slate.sourceId]} ${sportCodes[slate.sportId]}: $${contest.entryCost} ${contest.title.replace(/^\w+ /, '').replace(/ \[.*\]$/, '')} (${kindOf(contest)})`
    console.log(row(name, field.entryCount, Array.from(ownership)))
  }
}
