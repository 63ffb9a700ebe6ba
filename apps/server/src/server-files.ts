/**
 * Where the server's own files are, from source (`src/*.ts`, under tsx or vitest) and from the
 * compiled build (`dist/*.js`, `npm start`): both sit one folder below apps/server, so one
 * relative step finds the package from either (the build keeps every file at dist's top level).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/server, the package folder. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url))

/** Whether this process runs the compiled build rather than the TypeScript sources. */
export const isCompiled = import.meta.url.endsWith('.js')

/** The folder of drizzle-kit's migrations. */
export const migrationsDir = path.join(serverDir, 'drizzle')

/** The compiled build's folder (`npm run build -w @slatelab/server`). */
export const distDir = path.join(serverDir, 'dist')
