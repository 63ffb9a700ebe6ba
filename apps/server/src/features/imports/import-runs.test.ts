import { describe, expect, it } from 'vitest'
import { describeImportSummary } from './import-runs'

describe('describeImportSummary', () => {
  it('says in one line what each kind of import stored', () => {
    expect(
      describeImportSummary('dk-salaries', {
        contestGroupId: 7,
        sportId: 1,
        sourceId: 4,
        variant: 'classic',
        layout: 'current',
        date: '2023-10-15',
        rows: 512,
        players: { matchedBySiteId: 0, matchedByName: 0, created: 512 },
        teamsCreated: 0,
        events: { matched: 0, created: 13 },
        replacedExisting: false,
      }),
    ).toBe('Slate 7 (current, 2023-10-15): 512 players')
    expect(
      describeImportSummary('dk-standings', {
        contestId: 9,
        contestGroupId: 7,
        slateName: 'Main',
        slateFoundByPlayers: true,
        title: 'NFL $3 Flea Flicker',
        layout: 'current',
        entries: 11890,
        entriesWithoutLineup: 0,
        multiEntryMax: 150,
        playersWithPoints: 301,
        payoutBands: 24,
        totalPrizes: 30000,
        ownership: { players: 301, maxDifferencePercent: 0.01 },
        replacedExisting: false,
      }),
    ).toBe('Contest 9 “NFL $3 Flea Flicker” on slate 7: 11890 entries')
    expect(
      describeImportSummary('odds', {
        layout: 'spreadspoke',
        sportId: 1,
        games: 267,
        eventsMatched: 12,
        eventsCreated: 255,
        snapshots: 267,
        skippedRows: 0,
        droppedPrices: 0,
        firstDroppedLine: null,
      }),
    ).toBe('267 games (spreadspoke): 12 events matched, 255 created')
    expect(
      describeImportSummary('nhl-team-logs', {
        teamGames: 2282,
        teams: 32,
        from: '2024-10-04',
        to: '2025-03-26',
      }),
    ).toBe('2282 NHL team games of 32 teams, 2024-10-04 to 2025-03-26')
    expect(
      describeImportSummary('game-logs', {
        layout: 'rotoguru-mlb',
        sportId: 3,
        playerGames: 4000,
        games: 180,
        newTeams: 0,
        newPlayers: 12,
        newGames: 180,
      }),
    ).toBe('4000 player-games in 180 games (rotoguru-mlb)')
  })
})
