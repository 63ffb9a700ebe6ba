import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { parseDkSalaries } from './dk-salaries-csv'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { ImportError } from '../../csv/import-error'

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  throw new Error('expected the file to be refused')
}

describe('parseDkSalaries', () => {
  it('reads the current layout: ids, roster positions, dated games in ET', () => {
    const file = parseDkSalaries(readFixture(fixtureNames.dkSalariesCurrent))
    expect(file).toMatchObject({ sportId: 1, variant: 'classic', layout: 'current' })
    expect(file.date).toBe('2023-10-15')
    expect(file.players).toHaveLength(21)
    expect(file.players[4]).toMatchObject({
      line: 6,
      sitePlayerId: '30100005',
      name: 'Isiah Pacheco',
      team: 'KC',
      positions: ['RB'],
      rosterPositions: ['RB', 'FLEX'],
      salary: 6100,
    })
    expect(file.players.find((player) => player.positions[0] === 'DST')?.name).toBe('Chiefs')
    expect(file.games.map((game) => [game.title, game.startsAt.toISOString()])).toEqual([
      ['KC @ BUF', '2023-10-15T20:25:00.000Z'],
      ['DAL @ PHI', '2023-10-15T17:00:00.000Z'],
    ])
  })

  it('reads the 2017 layout on the given date, with ids made from name and team', () => {
    const text = readFixture(fixtureNames.dkSalaries2017)
    const file = parseDkSalaries(text, { date: isoDate('2017-09-17') })
    expect(file.layout).toBe('2017')
    const johnsons = file.players.filter((player) => player.name === 'David Johnson')
    expect(johnsons.map((player) => player.sitePlayerId)).toEqual([
      'david-johnson-ari',
      'david-johnson-pit',
    ])
    expect(johnsons[1]?.rosterPositions).toEqual(['TE', 'FLEX'])
    expect(file.games[0]?.startsAt.toISOString()).toBe('2017-09-17T17:00:00.000Z')
    expect(parseDkSalaries(text, { date: isoDate('2017-09-17') }).players).toEqual(file.players)
  })

  it('refuses a file without dates when no date is given, naming the line and column', () => {
    expect(refusal(() => parseDkSalaries(readFixture(fixtureNames.dkSalaries2017)))).toMatch(
      /^line 2, GameInfo: "NE@NO 01:00PM ET" has no date: give the slate's date/,
    )
  })

  it('finds the player table to the right of a DKEntries file’s lineup columns', () => {
    const file = parseDkSalaries(readFixture(fixtureNames.dkEntries))
    expect(file.layout).toBe('entries')
    expect(file.players.map((player) => [player.line, player.sitePlayerId])).toContainEqual([
      6,
      '30100001',
    ])
    expect(file.players).toHaveLength(7)
  })

  it('reads a showdown file as a showdown slate with captain and flex rows', () => {
    const file = parseDkSalaries(readFixture(fixtureNames.dkSalariesShowdown))
    expect(file.variant).toBe('showdown')
    expect(file.players.filter((player) => player.rosterPositions[0] === 'CPT')).toHaveLength(4)
    expect(file.games).toHaveLength(1)
  })

  it('refuses a bad salary with its line and column', () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent).replace(',6100,', ',12k,')
    expect(refusal(() => parseDkSalaries(text))).toBe(
      'line 6, Salary: expected a whole number, got "12k"',
    )
  })

  it('refuses a file cut inside its last line, and a team not in its game, naming the line', () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent).trimEnd()
    const cut = text.slice(0, text.lastIndexOf(',DAL,') + 3)
    const line = cut.split('\n').length
    expect(refusal(() => parseDkSalaries(cut))).toMatch(
      new RegExp(`^line ${line}: the file ends in the middle of this line`),
    )
    // A whole line with a team its game does not have (the 2017 layout ends in the team).
    expect(refusal(() => parseDkSalaries(`${cut},0\n`))).toMatch(
      new RegExp(`^line ${line}, TeamAbbrev: team "DA" is not in its game`),
    )
  })

  it('refuses an unreadable game, a repeated id and a file without the header', () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent)
    expect(
      refusal(() => parseDkSalaries(text.replace('KC@BUF 10/15/2023 04:25PM ET', 'soon'))),
    ).toBe('line 2, Game Info: expected a game such as "IND@HOU 01/05/2019 04:35PM ET", got "soon"')
    expect(refusal(() => parseDkSalaries(text.replaceAll('30100002', '30100001')))).toBe(
      'line 3, ID: player id 30100001 is listed twice (first on line 2)',
    )
    expect(refusal(() => parseDkSalaries('Player,Cost\nTom Brady,8000\n'))).toMatch(
      /^line 1: no DraftKings salary header/,
    )
  })

  it('names every problem of a file at once, by line and column', () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent)
      .replace(',6100,', ',12k,')
      .replace('KC@BUF 10/15/2023 04:25PM ET', 'soon')
      .replaceAll('30100004', '30100003')
    const message = refusal(() => parseDkSalaries(text))
    expect(message.split('\n')).toEqual([
      '3 problems, nothing was imported:',
      'line 2, Game Info: expected a game such as "IND@HOU 01/05/2019 04:35PM ET", got "soon"',
      'line 6, Salary: expected a whole number, got "12k"',
      'line 5, ID: player id 30100003 is listed twice (first on line 4)',
    ])
  })

  it('tells golf from its positions and gives golfers no team', () => {
    const text = [
      'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame',
      'G,Scottie Scheffler (38292391),Scottie Scheffler,38292391,G,12400,Masters Tournament,Golf,102.12',
      'G,Rory McIlroy (38292392),Rory McIlroy,38292392,G,11100,Masters Tournament,Golf,102.79',
    ].join('\n')
    const file = parseDkSalaries(text, { date: isoDate('2025-04-10') })
    expect(file.sportId).toBe(5)
    expect(file.players.map((player) => player.team)).toEqual([undefined, undefined])
    expect(file.games).toMatchObject([{ title: 'Masters Tournament', timeKnown: false }])
  })

  it('takes the sport given over the one read from the positions', () => {
    const file = parseDkSalaries(readFixture(fixtureNames.dkSalariesCurrent), { sport: 'cfb' })
    expect(file.sportId).toBe(11)
    expect(
      refusal(() => parseDkSalaries(readFixture(fixtureNames.dkSalariesCurrent), { sport: 'XYZ' })),
    ).toBe('sport: unknown sport "XYZ"')
  })
})
