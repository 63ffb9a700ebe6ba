/* global console */
/**
 * Builds the web app into dist/ for the server to serve (`vite build` with vite.config.ts).
 *
 * The build is written to dist.next/ and swapped in by rename, so a running server keeps
 * answering from the previous build until the new one is complete (no missing index.html or
 * assets while Vite writes). `node build.mjs --if-stale` builds only when a source is newer than
 * the last build (scripts/build-freshness.mjs, as the server's build does), so `npm start`
 * pays for a build only after a change.
 */
import { renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { upToDate, writeStamp } from '../../scripts/build-freshness.mjs'

const webDir = path.dirname(fileURLToPath(import.meta.url))
const repoDir = path.resolve(webDir, '../..')
const distDir = path.join(webDir, 'dist')
const nextDir = path.join(webDir, 'dist.next')
const oldDir = path.join(webDir, 'dist.old')
const stampName = '.built'

/** What the build reads: the app, the workspace packages it imports, the locked libraries. */
const sources = [
  fileURLToPath(import.meta.url),
  path.join(repoDir, 'scripts/build-freshness.mjs'),
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
    path.join(webDir, name),
  ),
  ...['domain', 'contract'].map((name) => path.join(repoDir, 'packages', name, 'src')),
  path.join(repoDir, 'package-lock.json'),
]

/** Puts the finished build in dist/'s place: two renames, the old build removed after. */
const swapIn = () => {
  rmSync(oldDir, { recursive: true, force: true })
  try {
    renameSync(distDir, oldDir)
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  renameSync(nextDir, distDir)
  rmSync(oldDir, { recursive: true, force: true })
}

const build = async () => {
  const startedAt = Date.now()
  const vite = await import('vite')
  await vite.build({ root: webDir, build: { outDir: nextDir, emptyOutDir: true } })
  writeStamp(path.join(nextDir, stampName), startedAt)
  swapIn()
  console.error(`Web app built in ${Date.now() - startedAt} ms (apps/web/dist)`)
}

if (!upToDate(path.join(distDir, stampName), sources)) await build()
