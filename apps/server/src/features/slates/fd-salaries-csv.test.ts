import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { parseFdPlayerList } from './fd-salaries-csv'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'

describe('parseFdPlayerList', () => {
  const text = readFixture(fixtureNames.fdPlayers)

  it('reads a FanDuel list on the given date, its fixture list as the draft group', () => {
    const file = parseFdPlayerList(text, { date: isoDate('2023-10-15') })
    expect(file).toMatchObject({ siteId: 3, sportId: 1, variant: 'classic', draftGroupId: 91234 })
    expect(file.players[2]).toMatchObject({
      sitePlayerId: '91234-1003',
      name: 'Travis Etienne Jr.',
      team: 'JAX',
      rosterPositions: ['RB', 'FLEX'],
    })
    expect(file.players[7]).toMatchObject({ positions: ['D'], rosterPositions: ['DEF'] })
    expect(file.games).toMatchObject([{ title: 'JAX @ LV', timeKnown: false }])
  })

  it('needs the slate date, which FanDuel lists do not carry', () => {
    expect(() => parseFdPlayerList(text)).toThrow(/^date: a FanDuel list carries no dates/)
  })

  it('refuses an id from another slate with its line', () => {
    expect(() =>
      parseFdPlayerList(text.replace('"91234-1004"', '"90000-1004"'), {
        date: isoDate('2023-10-15'),
      }),
    ).toThrow('line 5, Id: expected an id such as "91234-…", got "90000-1004"')
  })

  it('names every problem of the list at once', () => {
    const damaged = text
      .replace('"91234-1004"', '"90000-1004"')
      .replace('"7400"', '"7.4k"')
      .replace('"91234-1003"', '"91234-1001"')
    expect(() => parseFdPlayerList(damaged, { date: isoDate('2023-10-15') })).toThrow(
      [
        '3 problems, nothing was imported:',
        'line 3, Salary: expected a whole number, got "7.4k"',
        'line 5, Id: expected an id such as "91234-…", got "90000-1004"',
        'line 4, Id: player id 91234-1001 is listed twice (first on line 2)',
      ].join('\n'),
    )
  })

  it('reads a single-game list as a showdown with MVP and FLEX slots', () => {
    const single = [
      'Id,Position,First Name,Nickname,Last Name,FPPG,Played,Salary,Game,Team,Opponent,Injury Indicator,Injury Details,Tier,,,Roster Position',
      '78638-57986,WR,Hunter,Hunter Renfrow,Renfrow,12.07,18,12000,JAC@LV,LV,JAC,,,,,,MVP - 1.5X Points/AnyFLEX',
    ].join('\n')
    const file = parseFdPlayerList(single, { date: isoDate('2022-08-04') })
    expect(file.variant).toBe('showdown')
    expect(file.players[0]?.rosterPositions).toEqual(['MVP', 'FLEX'])
  })
})
