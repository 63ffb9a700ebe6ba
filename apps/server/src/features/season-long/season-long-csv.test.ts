import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seasonAdp, seasonPlayers, seasonRankings } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  importSeasonLongFile,
  parseRankingsCsv,
  parseSeasonProjectionsCsv,
  seasonOfFile,
} from './season-long-csv'

// The whole message `run` throws.
const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return 'accepted'
}

// Small files in the FantasyPros layouts (made up for the tests).
const adpCsv = `Rank,Player,Team,Bye,POS,Yahoo,Sleeper,RTSports,AVG
1,Ada Quill,SF,9,RB1,1,1,2,1.3
2,Ben Rook,MIA,6,WR1,2,3,,2.5
3,Cal Punter,NYG,11,P1,,250,,250
`
const rankingsCsv = `"RK",TIERS,"PLAYER NAME",TEAM,"POS","BYE WEEK","SOS SEASON","ECR VS. ADP"
"1",1,"Ada Quill",SF,"RB1","9","4 out of 5 stars","0"
"2",2,"Ben Rook",MIA,"WR1","6","3 out of 5 stars","+1"
`
const projectionsCsv = `Player,Team,POS,PASS_ATT,PASS_CMP,PASS_YD,PASS_TD,INTS,RUSH_ATT,RUSH_YD,RUSH_TD,REC,REC_YD,REC_TD,FL,FPTS
Dee Arm,BUF,QB,600,400,"4,372.70",34.4,14.1,120.3,698.1,6.8,0,0,0,3.5,402.2
`

describe('the FantasyPros season-long importers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  }, 120_000)
  afterAll(() => t.close())

  it('stores each site’s ADP of the season named by the file, skipping punters', async () => {
    const summary = await importSeasonLongFile(t.database.db, 'adp', adpCsv, {
      fileName: 'nfl_2030_fantasypros_overall_ADP.csv',
    })
    expect(summary).toEqual({
      season: 2030,
      seasonLongKind: 'adp',
      players: 2,
      records: 5,
      skipped: 1,
    })
    const rows = await t.database.db
      .select({
        name: seasonPlayers.name,
        site: seasonAdp.site,
        adp: seasonAdp.adp,
        asOf: seasonAdp.asOf,
      })
      .from(seasonAdp)
      .innerJoin(seasonPlayers, eq(seasonPlayers.seasonPlayerId, seasonAdp.seasonPlayerId))
      .where(eq(seasonPlayers.name, 'Ben Rook'))
    expect(rows.map((row) => [row.site, row.adp, row.asOf]).sort()).toEqual([
      ['sleeper', 3, '2030-08-25'],
      ['yahoo', 2, '2030-08-25'],
    ])
  })

  it('stores rankings with tiers and projections as stat lines (thousands separators read)', async () => {
    await importSeasonLongFile(t.database.db, 'rankings', rankingsCsv, {
      fileName: 'nfl_2030_rankings.csv',
    })
    const ranks = await t.database.db.select().from(seasonRankings)
    expect(ranks.map((row) => [row.rank, row.tier]).sort()).toEqual([
      [1, 1],
      [2, 2],
    ])
    const summary = await importSeasonLongFile(
      t.database.db,
      'season-projections',
      projectionsCsv,
      {
        fileName: 'projections.csv',
        date: '2030-08-01',
      },
    )
    expect(summary.records).toBe(1)
  })

  it('refuses a bad file whole, naming the line and the column', async () => {
    const bad = adpCsv.replace('2,3,,2.5', '2,three,,2.5')
    await expect(
      importSeasonLongFile(t.database.db, 'adp', bad, { fileName: 'nfl_2031_adp.csv' }),
    ).rejects.toThrow('line 3, Sleeper: expected a number, got "three"')
    const stored = await t.database.db
      .select()
      .from(seasonPlayers)
      .where(eq(seasonPlayers.year, 2031))
    expect(stored).toEqual([])
    await expect(
      importSeasonLongFile(t.database.db, 'adp', adpCsv.replace('Yahoo', 'Myspace'), {
        fileName: 'nfl_2031_adp.csv',
      }),
    ).rejects.toThrow('line 1, Myspace: unknown ADP site "Myspace"')
  })

  it('names every problem of an ADP file at once and stores nothing', async () => {
    const bad = adpCsv
      .replace('RB1,1,1,2', 'XX1,1,1,2')
      .replace('2,3,,2.5', '2,three,,2.5')
      .replace('Cal Punter', '')
    const message = await importSeasonLongFile(t.database.db, 'adp', bad, {
      fileName: 'nfl_2032_adp.csv',
    }).then(
      () => 'accepted',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(message).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, POS: expected QB, RB, WR, TE, K or DST, got "XX1"',
        'line 3, Sleeper: expected a number, got "three"',
        'line 4, Player: a player name is required',
      ].join('\n'),
    )
    const stored = await t.database.db
      .select()
      .from(seasonPlayers)
      .where(eq(seasonPlayers.year, 2032))
    expect(stored).toEqual([])
  })

  it('names every problem of a rankings or projections file at once', () => {
    const rankings = `${rankingsCsv.replace('"1",1,', '"0",1,').replace('"2",2,', '"2",two,')}"3",2,"Cy Kick",DAL,"LS1","7","",""\n`
    expect(refusal(() => parseRankingsCsv(rankings))).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, RK: expected a rank from 1, got "0"',
        'line 3, TIERS: expected a number, got "two"',
        'line 4, POS: expected QB, RB, WR, TE, K or DST, got "LS1"',
      ].join('\n'),
    )
    const projections = [
      projectionsCsv.replace(',34.4,', ',x,').trimEnd(),
      'Eve Legs,KC,RB,0,0,0,0,0,200,-5,1,30,200,1,1,150',
      'Fay Hands,DAL,WR,0,0,0,0,0,0,0,0,lots,900,6,0,200',
      '',
    ].join('\n')
    expect(refusal(() => parseSeasonProjectionsCsv(projections))).toBe(
      [
        '3 problems, nothing was imported:',
        'line 2, PASS_TD: expected a number, got "x"',
        'line 3, RUSH_YD: expected a count of 0 or more, got -5',
        'line 4, REC: expected a number, got "lots"',
      ].join('\n'),
    )
  })

  it('reads the season from --date, else from the file name, else asks for --date', () => {
    expect(seasonOfFile('nfl_2023_fantasypros_overall_ADP.csv', undefined)).toBe(2023)
    expect(seasonOfFile('adp.csv', '2025-08-30')).toBe(2025)
    expect(() => seasonOfFile('adp.csv', undefined)).toThrow('--date')
  })
})
