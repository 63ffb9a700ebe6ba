/* global console, process */
/**
 * Prints the web app's initial JavaScript, gzipped: the entry script of dist/index.html and
 * every module it loads before the first page renders (the modulepreload links and, followed
 * through the built files, each chunk's static imports). Lazy chunks (`import()`) are left out.
 * Run after `npm run build:web`; `npm run size -w @slatelab/web`. With `--max KB` it fails when
 * the figure is above KB (docs/web-shell.md sets 250).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')

/** The script and modulepreload paths of index.html, as dist-relative paths. */
const htmlScripts = (html) =>
  [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1])

/** The relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (code) =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) => match[1])

const initialChunks = (html) => {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(path.join(distDir, file), 'utf8')
    for (const spec of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), spec))
  }
  htmlScripts(html).forEach(visit)
  return [...seen]
}

const indexFile = path.join(distDir, 'index.html')
if (!existsSync(indexFile)) {
  console.error('No apps/web/dist/index.html: run `npm run build:web` first.')
  process.exit(1)
}
const sizes = initialChunks(readFileSync(indexFile, 'utf8'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }))
  .sort((a, b) => b.gzip - a.gzip)
const kb = (bytes) => (bytes / 1000).toFixed(1)
for (const { file, gzip } of sizes) console.log(`${kb(gzip).padStart(8)} KB  ${file}`)
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
console.log(`${kb(total).padStart(8)} KB  initial JavaScript, gzip (${sizes.length} files)`)

const maxIndex = process.argv.indexOf('--max')
if (maxIndex !== -1 && total > Number(process.argv[maxIndex + 1]) * 1000) {
  console.error(`Above the budget of ${process.argv[maxIndex + 1]} KB.`)
  process.exit(1)
}
