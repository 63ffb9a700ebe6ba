import { isoDate } from '@slatelab/domain/units'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'
import type { WorldDay } from './world-types'

const resultsThrough = isoDate('2026-11-21')

describe('the demo world’s player news', () => {
  const world = createDemoWorld('test', demoGameModels)
  let before: WorldDay
  let day: WorldDay
  beforeAll(() => {
    before = world.buildDay(isoDate('2026-11-21'), { resultsThrough })
    day = world.buildDay(isoDate('2026-11-22'), { resultsThrough })
  })

  it('is the same news for the same seed and day', () => {
    const again = createDemoWorld('test', demoGameModels).buildDay(isoDate('2026-11-22'), {
      resultsThrough,
    })
    expect(again.news).toEqual(day.news)
    expect(day.news.length).toBeGreaterThan(20)
  })

  it('posts an injury story exactly when a listed status changed since yesterday', () => {
    const yesterday = new Map(before.injuries.map((entry) => [entry.playerKey, entry.status]))
    const today = new Map(day.injuries.map((entry) => [entry.playerKey, entry.status]))
    const changed = new Set(
      [...new Set([...yesterday.keys(), ...today.keys()])].filter(
        (key) => yesterday.get(key) !== today.get(key),
      ),
    )
    const injuryStories = day.news.filter((story) => story.kind === 'injury')
    expect(new Set(injuryStories.map((story) => story.playerKey))).toEqual(changed)
    for (const story of injuryStories) {
      expect(story.playerStatus).toBe(today.get(story.playerKey) ?? null)
    }
  })

  it('rules out before lock exactly the questionable players who do not play', () => {
    const decisions = day.news.filter((story) => story.kind === 'decision')
    expect(decisions.length).toBeGreaterThan(0)
    const played = new Set(
      world
        .buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-22') })
        .results.flatMap((result) => result.players.map((line) => line.playerKey)),
    )
    const events = new Map(day.events.map((event) => [event.key, event]))
    // His team of the day (after any trade), not the one his key was made with.
    const teamOf = new Map(
      world.playersOn(isoDate('2026-11-22')).map((player) => [player.key, player.teamKey]),
    )
    for (const story of decisions) {
      const ruledOut = story.title.includes('ruled out')
      expect(story.playerStatus).toBe(ruledOut ? 'Out' : null)
      expect(played.has(story.playerKey)).toBe(!ruledOut)
      const team = teamOf.get(story.playerKey)
      const game = [...events.values()].find(
        (event) => event.homeTeamKey === team || event.visitorTeamKey === team,
      )
      expect(game).toBeDefined()
      expect(story.publishedAt < (game?.startsAt ?? '')).toBe(true)
    }
  })

  it('confirms one starting goalie per NHL team in a game and moves backups up', () => {
    const goalies = day.news.filter(
      (story) => story.kind === 'lineup' && story.playerKey.startsWith('NHL:'),
    )
    const nhlGames = day.events.filter((event) => event.sportId === 4)
    expect(goalies).toHaveLength(nhlGames.length * 2)
    const newsDays = [before, day].flatMap((entry) => entry.news)
    expect(newsDays.some((story) => story.kind === 'depthChart')).toBe(true)
  })

  it('lists stories newest first', () => {
    const times = day.news.map((story) => story.publishedAt)
    expect(times).toEqual(times.toSorted().toReversed())
  })
})
