/**
 * Weather at outdoor NFL and MLB games from a simple climate: warmer south and in summer,
 * cooler at night, wind and rain chances drawn per game.
 */
import type { Rng } from '@slatelab/engine/rng'
import type { IsoDate } from '@slatelab/domain/units'

/**
 * A forecast at first pitch or kickoff; `windDirection` is the compass point the wind blows
 * from.
 * @example { temperatureF: 48, windMph: 12, windDirection: 'NW', precipitationPct: 20 }
 */
export type GameWeather = {
  readonly temperatureF: number
  readonly windMph: number
  readonly windDirection: string
  readonly precipitationPct: number
}

// Mid-latitude winds are mostly westerlies: the western points are listed twice.
const windDirections = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'SW', 'W', 'W', 'NW', 'NW'] as const

/**
 * The compass point a game's wind blows from, westerlies most often. Drawn after the rest of
 * a forecast, so adding it left every other draw of the world as it was.
 * @example drawWindDirection(rng) // 'W'
 */
export const drawWindDirection = (rng: Rng): string =>
  windDirections[rng.int(0, windDirections.length - 1)] ?? 'W'

const dayOfYear = (day: IsoDate): number => {
  const date = Date.parse(`${day}T00:00:00Z`)
  const start = Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)
  return Math.round((date - start) / 86_400_000)
}

/**
 * The forecast for a game at a venue of this latitude, `day` and Eastern start time (`HH:mm`).
 * Mid-July is the warmest, mid-January the coldest; the swing grows to the north.
 * @example drawGameWeather(42.3, isoDate('2026-12-20'), '13:00', rng) // { temperatureF: 31, windMph: 14, windDirection: 'W', precipitationPct: 30 } (Boston in December)
 */
export const drawGameWeather = (
  latitude: number,
  day: IsoDate,
  time: string,
  rng: Rng,
): GameWeather => {
  const season = Math.cos((2 * Math.PI * (dayOfYear(day) - 200)) / 365)
  const mean = 62 - (latitude - 35) * 1.3 + season * (14 + (latitude - 25) * 0.6)
  const evening = Number(time.slice(0, 2)) >= 18 ? -5 : 0
  const roll = rng.next()
  const precipitationPct =
    roll < 0.65 ? rng.int(0, 2) * 5 : roll < 0.88 ? rng.int(3, 9) * 5 : rng.int(10, 18) * 5
  const temperatureF = Math.round(mean + evening + rng.normal(0, 7))
  const windMph = Math.round(Math.abs(rng.normal(8, 5)))
  return { temperatureF, windMph, windDirection: drawWindDirection(rng), precipitationPct }
}
