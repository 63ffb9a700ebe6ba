/**
 * Goalie fantasy-point percentiles from stored box scores: each goalie's points per start, and
 * the points each team allows the goalies facing it, as percentiles (0 = fewest, 100 = most).
 */
import { siteIds } from '@slatelab/domain/sites'
import { mean, percentilesOfValues } from './percentiles'

export type GoalieLine = {
  readonly playerId: number
  readonly teamId: number | null
  readonly homeTeamId: number | null
  readonly visitorTeamId: number | null
  readonly stats: Record<string, number>
  readonly fantasyPoints: Record<string, number>
}

export type SitePercentiles = { readonly dk: number; readonly fd: number }

/** Each key's mean as a percentile among all keys' means (see `percentilesOfValues`). */
export const percentilesOf = <K>(samples: ReadonlyMap<K, readonly number[]>): Map<K, number> =>
  percentilesOfValues(new Map([...samples].map(([key, values]) => [key, mean(values)])))

const push = <K>(map: Map<K, number[]>, key: K, value: number) =>
  map.set(key, [...(map.get(key) ?? []), value])

const sitesOf = (samples: {
  readonly dk: Map<number, number[]>
  readonly fd: Map<number, number[]>
}): ReadonlyMap<number, SitePercentiles> => {
  const dk = percentilesOf(samples.dk)
  const fd = percentilesOf(samples.fd)
  return new Map([...dk].map(([key, value]) => [key, { dk: value, fd: fd.get(key) ?? value }]))
}

/** Goalies' and teams' percentiles from the lines of goalies who started (faced a shot). */
export const goaliePercentiles = (lines: readonly GoalieLine[]) => {
  const goalies = { dk: new Map<number, number[]>(), fd: new Map<number, number[]>() }
  const allowed = { dk: new Map<number, number[]>(), fd: new Map<number, number[]>() }
  for (const line of lines) {
    if ((line.stats.shotsAgainst ?? 0) === 0) continue
    const dk = line.fantasyPoints[String(siteIds.DraftKings)] ?? 0
    const fd = line.fantasyPoints[String(siteIds.FanDuel)] ?? 0
    push(goalies.dk, line.playerId, dk)
    push(goalies.fd, line.playerId, fd)
    const opponent = line.teamId === line.homeTeamId ? line.visitorTeamId : line.homeTeamId
    if (opponent === null) continue
    push(allowed.dk, opponent, dk)
    push(allowed.fd, opponent, fd)
  }
  return { byGoalie: sitesOf(goalies), allowedByTeam: sitesOf(allowed) }
}
