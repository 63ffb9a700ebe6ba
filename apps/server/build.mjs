/* global console */
/**
 * Compiles the server to plain JavaScript in dist/, so `npm start`, the CLIs and the workers
 * run on `node` without transpiling at start (tsx took 2–5 s before the optimizer CLI read
 * its file). The workspace packages are bundled in; everything from node_modules stays an
 * import. Every entry lands at dist's top level (src/server-files.ts relies on it).
 *
 * `node build.mjs` builds; `node build.mjs --if-stale` builds only when a source is newer
 * than the last build (scripts/build-freshness.mjs), so the npm scripts stay correct after an
 * edit without paying for a build on every run. Written in JavaScript so that checking costs
 * one `node` start.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { filesUnder, upToDate, writeStamp } from '../../scripts/build-freshness.mjs'

const serverDir = path.dirname(fileURLToPath(import.meta.url))
const repoDir = path.resolve(serverDir, '../..')
const distDir = path.join(serverDir, 'dist')
const stampFile = path.join(distDir, '.built')

const sources = [
  fileURLToPath(import.meta.url),
  path.join(repoDir, 'scripts/build-freshness.mjs'),
  path.join(serverDir, 'src'),
  ...['domain', 'contract', 'engine', 'world'].map((name) =>
    path.join(repoDir, 'packages', name, 'src'),
  ),
]

const isTest = (file) => /\.test\.ts$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)

/**
 * The bundles and their sources: the server, each CLI, the queue worker process, and every
 * worker thread (a module named `*-worker.ts`, started by name from src/jobs/worker-threads.ts).
 */
const entryPoints = () => {
  const src = path.join(serverDir, 'src')
  const entries = {
    main: path.join(src, 'main.ts'),
    'worker-main': path.join(src, 'worker-main.ts'),
  }
  for (const file of filesUnder(path.join(src, 'cli'))) {
    if (file.endsWith('.ts') && !isTest(file)) entries[path.basename(file, '.ts')] = file
  }
  for (const file of filesUnder(src)) {
    if (file.endsWith('-worker.ts')) entries[path.basename(file, '.ts')] = file
  }
  return entries
}

/** Bare imports outside the workspace stay imports, resolved from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@slatelab/') ? undefined : { path: args.path, external: true },
    )
  },
}

const build = async () => {
  const startedAt = Date.now()
  const esbuild = await import('esbuild')
  rmSync(distDir, { recursive: true, force: true })
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: entryPoints(),
    outdir: distDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
  })
  writeStamp(stampFile, startedAt)
  console.error(`Server built in ${Date.now() - startedAt} ms (apps/server/dist)`)
}

if (!upToDate(stampFile, sources)) await build()
