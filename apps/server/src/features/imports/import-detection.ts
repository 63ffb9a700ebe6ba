/**
 * Which kind of file a text is, told from its header (`npm run import -- <file>` without a
 * kind, and the admin upload's "detect"). Each kind lists the header keys that only its
 * layouts carry; the first kind whose signature a header line holds wins, so the more
 * specific kinds come first.
 */
import { importKinds, type ImportKind } from '@slatelab/contract/imports.contract'
import { headerKey, readCsvRows } from '../../csv/csv-rows'
import { ImportError } from '../../csv/import-error'
import { gameLogLayoutOf } from '../correlations'
import { isGarHeader } from '../hockey'

/** Header keys every one of which a header must hold; one list per layout of the kind. */
type Signature = readonly (readonly string[])[]

// Keys are `headerKey` forms. A layout matches when each of its groups has one key present.
const signatures: readonly (readonly [ImportKind, readonly Signature[]])[] = [
  [importKinds.dkStandings, [[['entryid'], ['entryname'], ['lineup']]]],
  [
    importKinds.dkSalaries,
    [
      [['nameid'], ['rosterposition'], ['salary']],
      [['name'], ['salary'], ['gameinfo'], ['avgpointspergame']],
    ],
  ],
  [importKinds.fdSalaries, [[['fppg'], ['salary'], ['nickname', 'firstname']]]],
  [
    importKinds.odds,
    [
      [['spreadfavorite']],
      [['opponentmoneyline']],
      [['runlineodds']],
      [['bookmaker'], ['americanodds']],
      [['tournamentwinner']],
      // SBR season sheets: rotation number, V/H, opening and closing line.
      [['rot'], ['vh'], ['open'], ['close']],
    ],
  ],
  [importKinds.nhlTeamLogs, [[['game'], ['team'], ['cf'], ['xgf'], ['pdo']]]],
  [
    importKinds.statcast,
    [
      [['pitchtype'], ['releasespeed']],
      [['playerid'], ['pitches', 'totalpitches'], ['pa']],
    ],
  ],
  [
    importKinds.rankings,
    [
      [
        ['tiers', 'tier'],
        ['rk', 'rank'],
        ['playername', 'player'],
      ],
    ],
  ],
  [
    importKinds.seasonProjections,
    [[['player', 'playername'], ['passyd', 'passyds', 'passingyards'], ['fpts']]],
  ],
  [
    importKinds.adp,
    [
      [
        ['player', 'playername'],
        ['avg', 'adp'],
        ['rank', 'rk'],
      ],
    ],
  ],
]

const holds = (keys: ReadonlySet<string>, signature: Signature) =>
  signature.every((group) => group.some((key) => keys.has(key)))

/** How many leading lines may come before the header (DraftKings' entries file puts it lower). */
const headerSearchLines = 12

// The first lines only: a 20 MB file is told by its header. A quote left open by the cut
// is no reason to refuse here; the importer reads the whole file later.
const leadingRows = (text: string) => {
  try {
    return readCsvRows(`${text.split(/\r\n?|\n/, 200).join('\n')}\n`).slice(0, headerSearchLines)
  } catch (error) {
    if (error instanceof ImportError) return []
    throw error
  }
}

/**
 * The kind of a file by its header, or undefined when no kind's layout matches. A JSON array
 * is the SBR NFL odds archive.
 * @example detectImportKind('Position,Name + ID,Name,ID,Roster Position,Salary,…') // 'dk-salaries'
 */
export const detectImportKind = (text: string): ImportKind | undefined => {
  if (text.trimStart().startsWith('[')) return importKinds.odds
  for (const row of leadingRows(text)) {
    if (gameLogLayoutOf(row.cells) !== undefined) return importKinds.gameLogs
    if (isGarHeader(row.cells)) return importKinds.nhlGar
    const keys = new Set(row.cells.map(headerKey))
    const found = signatures.find(([, layouts]) => layouts.some((layout) => holds(keys, layout)))
    if (found !== undefined) return found[0]
  }
  return undefined
}
