/**
 * Portfolio selection over a slate's pool: candidate lineups named by site player ids are
 * read against the pool (an unknown id is refused by name), each gets its team stacks (three
 * or more players of one team), and `selectPortfolio` chooses them under the caps.
 */
import type { Portfolio, PortfolioBody } from '@slatelab/contract/portfolio.contract'
import {
  selectPortfolio,
  type PortfolioRequest,
} from '@slatelab/engine/optimizer/portfolio-selection'
import GLPK from 'glpk.js/node'
import { HttpError } from '../../http/http-error'
import type { SlatePool } from './slate-pool'

/** Players of one team that make a lineup's stack of that team. */
export const portfolioStackSize = 3

let glpkReady: ReturnType<typeof GLPK> | undefined

const stacksOf = (teams: readonly string[]) => {
  const counts = new Map<string, number>()
  for (const team of teams) if (team !== '') counts.set(team, (counts.get(team) ?? 0) + 1)
  return [...counts].filter(([, count]) => count >= portfolioStackSize).map(([team]) => team)
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * The portfolio of `body.count` candidates.
 * @example (await choosePortfolio(pool, { ...body, count: 20 })).chosen.length // 20
 */
export const choosePortfolio = async (pool: SlatePool, body: PortfolioBody): Promise<Portfolio> => {
  const playerOf = new Map(pool.players.map((player, index) => [player.id, { player, index }]))
  // Captain rows have their own ids: they name the same player.
  for (const [index, player] of pool.players.entries()) {
    for (const id of Object.values(player.slotIds)) playerOf.set(id, { player, index })
  }
  const unknown = [...new Set(body.candidates.flatMap((candidate) => candidate.players))].filter(
    (id) => !playerOf.has(id),
  )
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      `Not in slate ${pool.contestGroupId}'s pool: player ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
    )
  }
  const candidates = body.candidates.map((candidate) => {
    const players = candidate.players.flatMap((id) => playerOf.get(id) ?? [])
    return {
      players: players.map(({ index }) => index),
      value: body.objective === 'roi' ? candidate.roiPct : candidate.top1Pct,
      stacks: stacksOf(players.map(({ player }) => player.team)),
    }
  })
  const request: PortfolioRequest = {
    candidates,
    count: body.count,
    maxExposure: body.maxExposurePct / 100,
    maxStackExposure: body.maxStackExposurePct / 100,
    minUniquePlayers: body.minUniquePlayers,
  }
  glpkReady ??= GLPK()
  const selection = await selectPortfolio(await glpkReady, request)
  const { baseline } = selection
  const chosen = selection.chosen.map((index) => body.candidates[index])
  const stackCounts = new Map<string, number>()
  for (const index of selection.chosen) {
    for (const team of candidates[index]?.stacks ?? []) {
      stackCounts.set(team, (stackCounts.get(team) ?? 0) + 1)
    }
  }
  return {
    chosen: selection.chosen.map((index) => index + 1),
    meanRoiPct: round(
      chosen.reduce((sum, candidate) => sum + (candidate?.roiPct ?? 0), 0) /
        Math.max(1, chosen.length),
    ),
    top1Pct: round(chosen.reduce((sum, candidate) => sum + (candidate?.top1Pct ?? 0), 0)),
    upperBound: Number.isFinite(selection.upperBound) ? round(selection.upperBound) : null,
    proven: selection.proven,
    baseline: { count: baseline.chosen.length, objective: round(baseline.value) },
    objective: round(selection.value),
    stacks: [...stackCounts]
      .map(([team, lineups]) => ({ team, lineups }))
      .sort((a, b) => b.lineups - a.lineups || a.team.localeCompare(b.team)),
  }
}
