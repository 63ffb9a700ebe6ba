import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { workerSources } from './jobs/worker-threads'
import { distDir, serverDir } from './server-files'

// What `npm start` and the CLIs run: the server compiled by build.mjs.
describe('the compiled server', () => {
  it('bundles every entry, each worker thread as the file it is started from', () => {
    execFileSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'pipe' })
    for (const entry of ['main', 'migrate', 'seed', 'import', 'optimize', 'worker-main']) {
      expect(existsSync(path.join(distDir, `${entry}.js`)), entry).toBe(true)
    }
    for (const name of Object.keys(workerSources)) {
      expect(existsSync(path.join(distDir, `${name}.js`)), name).toBe(true)
    }
    const help = execFileSync(process.execPath, [path.join(distDir, 'optimize.js'), '--help'], {
      encoding: 'utf8',
    })
    expect(help).toMatch(/^Usage: npm run optimize -- --salaries <CSV>/)
  })
})
