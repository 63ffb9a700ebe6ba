/**
 * When a build is older than its sources, for the build scripts that `npm start` runs with
 * `--if-stale` (apps/server/build.mjs, apps/web/build.mjs). A build writes a stamp file whose
 * time is the moment the build started, so a source saved while it ran makes the next start
 * build again. Modification times only: checking costs a walk of the source folders, no hashing.
 */
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, recursively. */
export const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** The newest modification time among `sources`, each a file or a folder searched through. */
const newestSource = (sources) =>
  Math.max(
    ...sources.flatMap((source) => {
      const stats = statSync(source)
      return stats.isDirectory()
        ? filesUnder(source).map((file) => statSync(file).mtimeMs)
        : [stats.mtimeMs]
    }),
  )

/** Whether a source is newer than the build's stamp, or there is no stamp yet. */
export const isStale = (stampFile, sources) => {
  try {
    return statSync(stampFile).mtimeMs < newestSource(sources)
  } catch {
    return true
  }
}

/** Writes the stamp, dated when the build started. */
export const writeStamp = (stampFile, startedAt) => {
  writeFileSync(stampFile, '')
  const started = new Date(startedAt)
  utimesSync(stampFile, started, started)
}

/** Whether the script was asked to build only when stale and nothing is. */
export const upToDate = (stampFile, sources) =>
  process.argv.includes('--if-stale') && !isStale(stampFile, sources)
