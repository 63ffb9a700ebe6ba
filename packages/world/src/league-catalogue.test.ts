import { describe, expect, it } from 'vitest'
import {
  findLeagueTeam,
  leagueCatalogue,
  leagueCodes,
  leagueTeamSchema,
  roofs,
  type LeagueCode,
  type LeagueTeam,
} from './league-catalogue'
import { teamCatalogue } from './team-catalogue'

const groupBy = (
  teams: readonly LeagueTeam[],
  key: (team: LeagueTeam) => string,
): Map<string, LeagueTeam[]> => {
  const groups = new Map<string, LeagueTeam[]>()
  for (const team of teams) groups.set(key(team), [...(groups.get(key(team)) ?? []), team])
  return groups
}

const shape: Record<LeagueCode, { teams: number; divisions: number; perDivision: number }> = {
  NFL: { teams: 32, divisions: 8, perDivision: 4 },
  NBA: { teams: 30, divisions: 6, perDivision: 5 },
  MLB: { teams: 30, divisions: 6, perDivision: 5 },
  NHL: { teams: 32, divisions: 4, perDivision: 8 },
}

/**
 * `TeamAbbrev` / `Team` values of the real salary files in shared/data/real, copied here because
 * the tests must not read those files (they are not ours to ship).
 */
const realFiles: readonly {
  file: string
  league: LeagueCode
  draftKings: boolean
  abbreviations: readonly string[]
}[] = [
  {
    file: 'dk-salaries/nfl_dk_2017-09-17_w2_main_DKSalaries.csv',
    league: 'NFL',
    draftKings: true,
    abbreviations:
      'ARI ATL BAL BUF CAR CHI CLE DAL DEN GB IND JAX KC LAC LAR MIA MIN NE NO NYJ OAK PHI PIT SEA SF TB TEN WAS'.split(
        ' ',
      ),
  },
  {
    file: 'dk-salaries/nfl_dk_2017-09-10_w1_main_DKSalaries.csv',
    league: 'NFL',
    draftKings: true,
    abbreviations: 'CIN DET HOU NYG'.split(' '),
  },
  {
    file: 'dk-salaries/nfl_dk_2023-10-15_w6_DKEntries-with-salaries.csv',
    league: 'NFL',
    draftKings: true,
    abbreviations:
      'ARI ATL CAR CHI CIN CLE DET HOU IND JAX LAR LV MIA MIN NE NO NYJ PHI SEA SF TB WAS'.split(
        ' ',
      ),
  },
  {
    file: 'dk-salaries/nba_dk_2017-11-28_raw-salaries.csv',
    league: 'NBA',
    draftKings: true,
    abbreviations: 'CHI CLE DEN MIA MIL MIN PHO SAC UTA WAS'.split(' '),
  },
  {
    file: 'dk-salaries/mlb_dk_2017-06-15_main_DKSalaries.csv',
    league: 'MLB',
    draftKings: true,
    abbreviations: 'BOS COL DET KC LAA MIL NYM NYY OAK PHI SF STL TB WAS'.split(' '),
  },
  {
    file: 'dk-salaries/mlb_dk_2020-09-24_DKSalaries.csv',
    league: 'MLB',
    draftKings: true,
    abbreviations: 'ATL BAL BOS DET HOU KC LAD MIA MIL OAK STL TEX'.split(' '),
  },
  {
    file: 'dk-salaries/nhl_dk_2018-12-22_DKSalaries.csv',
    league: 'NHL',
    draftKings: true,
    abbreviations: 'ANH ARI BUF CAR COL DAL EDM MIN NYR OTT PIT TB TOR VAN WAS WPG'.split(' '),
  },
  {
    file: 'fd-salaries/nfl_fd_players-list.csv (and the JAC@LV single game)',
    league: 'NFL',
    draftKings: false,
    abbreviations:
      'ARI ATL BAL BUF CAR CHI CIN CLE DEN DET GB HOU IND JAC KC LAR LV MIA MIN NE NYG NYJ OAK SEA SF TB TEN'.split(
        ' ',
      ),
  },
  {
    file: 'fd-salaries/mlb_fd_players-list.csv',
    league: 'MLB',
    draftKings: false,
    abbreviations:
      'ATL BAL BOS CHC CIN COL DET KC MIA MIL MIN NYM NYY PHI PIT SD SF STL TB TEX TOR WSH'.split(
        ' ',
      ),
  },
]

/** Spellings in the real files that DraftKings no longer prints, with the reason. */
const formerDraftKingsSpellings: Readonly<Record<LeagueCode, readonly string[]>> = {
  NFL: ['OAK'], // the Raiders moved to Las Vegas in 2020
  NBA: [],
  MLB: ['OAK', 'WAS'], // the Athletics left Oakland after 2024; the Nationals print as WSH now
  NHL: ['ARI'], // the Coyotes stopped playing in 2024
}

describe('leagueCatalogue', () => {
  it('holds every franchise of each league', () => {
    for (const league of leagueCodes) {
      expect(leagueCatalogue[league], league).toHaveLength(shape[league].teams)
    }
  })

  it('gives every team a valid record: #RRGGBB colours, a roof, a latitude in North America', () => {
    for (const league of leagueCodes) {
      for (const team of leagueCatalogue[league]) {
        expect(() => leagueTeamSchema.parse(team), `${league} ${team.abbreviation}`).not.toThrow()
        expect(new Set(team.colors).size, `${league} ${team.abbreviation}`).toBe(team.colors.length)
      }
    }
  })

  it('gives a league no abbreviation or spelling twice', () => {
    for (const league of leagueCodes) {
      const teams = leagueCatalogue[league]
      expect(new Set(teams.map((team) => team.abbreviation)).size, league).toBe(teams.length)
      expect(new Set(teams.map((team) => team.draftKings)).size, league).toBe(teams.length)
      const spellings = teams.flatMap((team) => [
        ...new Set([team.abbreviation, team.draftKings, ...team.otherAbbreviations]),
      ])
      expect(new Set(spellings).size, league).toBe(spellings.length)
    }
  })

  it('splits each league into its real divisions of equal size, each in one conference', () => {
    for (const league of leagueCodes) {
      const divisions = groupBy(leagueCatalogue[league], (team) => team.division)
      expect(divisions.size, league).toBe(shape[league].divisions)
      for (const [name, teams] of divisions) {
        expect(teams, `${league} ${name}`).toHaveLength(shape[league].perDivision)
        expect(new Set(teams.map((team) => team.conference)).size, `${league} ${name}`).toBe(1)
      }
      const conferences = groupBy(leagueCatalogue[league], (team) => team.conference)
      expect(
        [...conferences.values()].map((teams) => teams.length),
        league,
      ).toEqual([shape[league].teams / 2, shape[league].teams / 2])
    }
  })

  it('lists a division’s teams together, so the order reads as the standings do', () => {
    for (const league of leagueCodes) {
      const runs = leagueCatalogue[league]
        .map((team) => team.division)
        .filter((division, i, all) => division !== all[i - 1])
      expect(runs, league).toEqual([...new Set(runs)])
    }
  })

  it('puts every NBA and NHL team indoors and every NFL and MLB venue under a known roof', () => {
    for (const league of ['NBA', 'NHL'] as const) {
      expect(
        leagueCatalogue[league].every((team) => team.roof === roofs.dome),
        league,
      ).toBe(true)
    }
    for (const league of ['NFL', 'MLB'] as const) {
      const kinds = new Set(leagueCatalogue[league].map((team) => team.roof))
      expect(kinds, league).toEqual(new Set(Object.values(roofs)))
    }
  })

  it('places venues by latitude for a climate: Green Bay north of Miami, Calgary north of Dallas', () => {
    const latitude = (league: LeagueCode, abbreviation: string) =>
      findLeagueTeam(league, abbreviation)?.latitude ?? Number.NaN
    expect(latitude('NFL', 'GB')).toBeGreaterThan(latitude('NFL', 'MIA') + 15)
    expect(latitude('NHL', 'CGY')).toBeGreaterThan(latitude('NHL', 'DAL') + 15)
    expect(latitude('MLB', 'SEA')).toBeGreaterThan(latitude('MLB', 'SD'))
  })

  it('keeps the starter world’s teams under the same abbreviation, city and name', () => {
    for (const league of leagueCodes) {
      for (const starter of teamCatalogue[league]) {
        const team = leagueCatalogue[league].find((t) => t.abbreviation === starter.abbreviation)
        expect(
          team && { city: team.city, name: team.name },
          `${league} ${starter.abbreviation}`,
        ).toEqual({
          city: starter.city,
          name: starter.name,
        })
      }
    }
  })

  it('knows the 2025–26 franchises: Utah Mammoth, the Athletics as ATH, Washington Commanders', () => {
    expect(findLeagueTeam('NHL', 'UTA')?.name).toBe('Mammoth')
    expect(findLeagueTeam('MLB', 'ATH')?.name).toBe('Athletics')
    expect(findLeagueTeam('NFL', 'WAS')?.name).toBe('Commanders')
  })
})

describe('the real salary files', () => {
  it('name only catalogue teams, except the Arizona Coyotes who stopped playing in 2024', () => {
    for (const { file, league, abbreviations } of realFiles) {
      const unknown = abbreviations.filter((spelling) => !findLeagueTeam(league, spelling))
      expect(unknown, file).toEqual(file.startsWith('dk-salaries/nhl') ? ['ARI'] : [])
    }
  })

  it('print DraftKings’ own spelling, or one the catalogue marks as former', () => {
    for (const { file, league, abbreviations } of realFiles.filter((f) => f.draftKings)) {
      const printed = new Set(leagueCatalogue[league].map((team) => team.draftKings))
      const former = formerDraftKingsSpellings[league]
      const other = abbreviations.filter(
        (spelling) => !printed.has(spelling) && !former.includes(spelling),
      )
      expect(other, file).toEqual([])
    }
  })
})

describe('findLeagueTeam', () => {
  it('finds a team by its stored, DraftKings or other spelling, ignoring case and spaces', () => {
    expect(findLeagueTeam('NHL', 'TBL')?.name).toBe('Lightning')
    expect(findLeagueTeam('NHL', ' tb ')?.name).toBe('Lightning')
    expect(findLeagueTeam('NBA', 'PHO')?.abbreviation).toBe('PHX')
    expect(findLeagueTeam('NFL', 'JAC')?.abbreviation).toBe('JAX')
  })

  it('keeps leagues apart: TB is the Buccaneers in the NFL and the Lightning in the NHL', () => {
    expect(findLeagueTeam('NFL', 'TB')?.name).toBe('Buccaneers')
    expect(findLeagueTeam('MLB', 'TB')?.name).toBe('Rays')
    expect(findLeagueTeam('NHL', 'TB')?.name).toBe('Lightning')
  })

  it('returns undefined for a spelling no site uses', () => {
    expect(findLeagueTeam('NBA', 'XYZ')).toBeUndefined()
  })
})
