import { vegasLinesRoute, type BettingLineEvent } from '@slatelab/contract/vegas.contract'

const example = vegasLinesRoute.example[0] as BettingLineEvent
const { gameSpread, moneyline, overUnder } = example
if (gameSpread === null || moneyline === null || overUnder === null) {
  throw new Error('The contract’s example quotes every market')
}

type Team = { readonly id: number; readonly short: string; readonly name: string }

/**
 * A game's two rows built from the contract's example: the home team, the visitor, the game
 * total and the home spread; the visitor row mirrors the home row as the server's does.
 */
export const gameRows = (
  eventId: number,
  home: Team,
  visitor: Team,
  line: {
    readonly total: number
    readonly homeSpread: number
    readonly kickoff?: string
    readonly score?: readonly [number, number]
  },
): readonly BettingLineEvent[] => {
  const homeImplied = (line.total - line.homeSpread) / 2
  const homeWin = 0.5 - line.homeSpread / 30
  const side = (isHome: boolean): BettingLineEvent => {
    const [team, opponent] = isHome ? [home, visitor] : [visitor, home]
    const spread = isHome ? line.homeSpread : -line.homeSpread
    const implied = isHome ? homeImplied : line.total - homeImplied
    return {
      ...example,
      eventId,
      isHome,
      team: team.name,
      teamId: team.id,
      teamShort: team.short,
      opposingTeam: opponent.name,
      opposingTeamId: opponent.id,
      opposingTeamShort: opponent.short,
      eventDateTime: (line.kickoff ?? example.eventDateTime) as BettingLineEvent['eventDateTime'],
      score: line.score === undefined ? null : line.score[isHome ? 0 : 1],
      opposingScore: line.score === undefined ? null : line.score[isHome ? 1 : 0],
      vegasRuns: { current: implied, open: implied - 0.5, diff: 0.5 },
      gameSpread: { ...gameSpread, current: spread, open: spread, change: 0 },
      moneyline: { ...moneyline, winProbability: isHome ? homeWin : 1 - homeWin },
      overUnder: { ...overUnder, current: line.total, open: line.total - 1, change: 1 },
    }
  }
  return [side(true), side(false)]
}
