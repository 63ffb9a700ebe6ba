/**
 * Figures that have no same-run baseline to divide by (bytes shipped, a page's time in
 * Chromium) are compared with the figures of the last accepted build, kept in
 * bench/baselines.json. A run only reads that file; `UPDATE_BASELINES=1 npm run bench`
 * writes the run's figures into it, to commit along with the change that moved them.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const file = path.resolve(import.meta.dirname, '../baselines.json')

/** Each figure by name; the name carries the unit (`…Bytes`, `…Ms`). */
export type Baselines = Readonly<Record<string, number>>

const readBaselines = (): Baselines => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Baselines
  } catch {
    return {}
  }
}

const measured: Record<string, number> = {}

const formats = {
  bytes: (value: number) => `${(value / 1000).toFixed(1)} KB`,
  ms: (value: number) => `${value.toFixed(0)} ms`,
} as const

/**
 * One printed figure beside the previous one, and keeps it for `saveBaselines`.
 * @example againstPrevious('firstPageJsGzipBytes', 245_700, 'bytes')
 *   // '245.7 KB  (previous 292.4 KB, 0.84×)'
 */
export const againstPrevious = (
  name: string,
  value: number,
  unit: keyof typeof formats,
): string => {
  measured[name] = Math.round(value)
  const format = formats[unit]
  const previous = readBaselines()[name]
  const comparison =
    previous === undefined
      ? 'no previous figure'
      : `previous ${format(previous)}, ${(value / previous).toFixed(2)}×`
  return `${format(value).padStart(9)}  (${comparison})`
}

/** With UPDATE_BASELINES=1, writes this run's figures over the previous ones. */
export const saveBaselines = () => {
  if (process.env.UPDATE_BASELINES !== '1' || Object.keys(measured).length === 0) return
  const next = { ...readBaselines(), ...measured }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`)
  console.log(`\nbench/baselines.json updated: ${Object.keys(measured).join(', ')}`)
}
