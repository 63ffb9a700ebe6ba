import { describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseDkStandings } from './dk-standings-csv'

// The current standings export as re-saved by other tools: snake_case or lower-case headers,
// LF line ends instead of CR.
describe('standings files in other dialects', () => {
  const text = readFixture(fixtureNames.dkStandingsCurrent)
  const original = parseDkStandings(text)
  const withHeader = (header: string) => {
    const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)
    return [header, ...lines.slice(1)].join('\n')
  }

  it('reads snake_case headers', () => {
    const read = parseDkStandings(
      withHeader(
        'rank,entry_id,entry_name,time_remaining,points,lineup,,player,roster_position,%drafted,fpts',
      ),
    )
    expect(read.entries).toEqual(original.entries)
    expect(read.players).toEqual(original.players)
  })

  it('reads lower-case headers', () => {
    const read = parseDkStandings(
      withHeader(
        'rank,entryid,entryname,timeremaining,points,lineup,,player,roster position,%drafted,fpts',
      ),
    )
    expect(read.entries).toEqual(original.entries)
  })
})
