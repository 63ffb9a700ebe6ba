/**
 * How the world stores a game: its event (title, start, lines, weather for an open-air
 * ballpark or stadium, MLB lineups, NBA starting fives, NHL lines) and, once played, its result.
 */
import { createRng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import type { BoxScore, GamePlayer } from '../games/game-schema'
import { battingOrder } from '../games/mlb-game'
import { nhlLineup } from '../games/nhl-lines'
import { playersAt } from '../games/player-lines'
import { easternTimeToUtc } from '../schedule'
import { drawGameWeather } from './game-weather'
import type { GolferLine, PreparedGame } from './world-games'
import type { WorldTeam } from './world-players'
import type { WorldEvent, WorldResult } from './world-types'

const baseEventOf = (seed: string, home: WorldTeam | undefined, entry: PreparedGame) => {
  const { game, lines } = entry
  const outdoor = (game.sport === 'NFL' || game.sport === 'MLB') && home?.roof === 'open'
  return {
    key: game.key,
    sportId: sportIds[game.sport],
    day: game.day,
    title: `${game.visitorTeamKey.split(':')[1]} @ ${game.homeTeamKey.split(':')[1]}`,
    startsAt: easternTimeToUtc(game.day, game.time),
    homeTeamKey: game.homeTeamKey,
    visitorTeamKey: game.visitorTeamKey,
    homeProjectedScore: lines.homeImpliedTotal,
    visitorProjectedScore: lines.visitorImpliedTotal,
    lines: lines.snapshots,
    weather:
      outdoor && home !== undefined
        ? drawGameWeather(
            home.latitude,
            game.day,
            game.time,
            createRng(`${seed}:weather:${game.key}`),
          )
        : null,
    week: game.week ?? null,
    round: game.round ?? null,
  } satisfies WorldEvent
}

const mlbLineups = (entry: PreparedGame) => {
  const lineupOf = (expected: readonly GamePlayer[], actual: readonly GamePlayer[]) => ({
    projected: battingOrder(expected),
    confirmed: battingOrder(actual),
    projectedStarter: playersAt(expected, 'SP')[0]?.key ?? null,
    starter: playersAt(actual, 'SP')[0]?.key ?? null,
  })
  return {
    home: lineupOf(entry.input.home, entry.actualInput.home),
    visitor: lineupOf(entry.input.visitor, entry.actualInput.visitor),
  }
}

// The five who start: the first at each position (the sides are depth-ordered per position).
const startingFive = (players: readonly GamePlayer[]) =>
  players.filter((player) => player.depth === 1).map((player) => player.key)

const nbaStarters = (entry: PreparedGame) => ({
  home: {
    projected: startingFive(entry.input.home),
    confirmed: startingFive(entry.actualInput.home),
  },
  visitor: {
    projected: startingFive(entry.input.visitor),
    confirmed: startingFive(entry.actualInput.visitor),
  },
})

/** A prepared game's event; `home` is the home team (its roof and latitude set the weather). */
export const eventOf = (
  seed: string,
  home: WorldTeam | undefined,
  entry: PreparedGame,
): WorldEvent => {
  const event = baseEventOf(seed, home, entry)
  if (entry.game.sport === 'MLB') return { ...event, lineups: mlbLineups(entry) }
  if (entry.game.sport === 'NBA') return { ...event, nbaStarters: nbaStarters(entry) }
  if (entry.game.sport === 'NHL') {
    const nhlLines = {
      home: nhlLineup(entry.actualInput.home),
      visitor: nhlLineup(entry.actualInput.visitor),
    }
    return { ...event, nhlLines }
  }
  return event
}

/** A game's or a tournament's result: every player's line, with his side or his cut. */
export const resultOf = (
  eventKey: string,
  box: BoxScore | { readonly golfers: readonly GolferLine[] },
  sides?: { readonly homeTeamKey: string; readonly visitorTeamKey: string },
): WorldResult => {
  // A golfer's line also says whether he made the cut; a team player's, which side he was on.
  const lines =
    'home' in box
      ? [
          ...box.home.players.map((line) => ({ ...line, teamKey: sides?.homeTeamKey ?? null })),
          ...box.visitor.players.map((line) => ({
            ...line,
            teamKey: sides?.visitorTeamKey ?? null,
          })),
        ]
      : box.golfers.map((line) => ({
          ...line,
          teamKey: null,
          stats: { ...line.stats, madeCut: line.madeCut ? 1 : 0 },
        }))
  const plays =
    'home' in box && box.home.plays !== undefined && box.visitor.plays !== undefined
      ? { plays: { home: box.home.plays, visitor: box.visitor.plays } }
      : {}
  return {
    eventKey,
    ...plays,
    homeScore: 'home' in box ? box.home.score : null,
    visitorScore: 'home' in box ? box.visitor.score : null,
    players: lines.map((line) => ({
      playerKey: line.key,
      teamKey: line.teamKey,
      stats: line.stats,
      fantasyPoints: line.fantasyPoints,
    })),
  }
}
