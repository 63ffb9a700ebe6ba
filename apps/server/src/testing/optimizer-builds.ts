/**
 * Optimizer builds in route tests: start one through `POST /svc/optimizer/builds/` and follow
 * it through `GET /svc/optimizer/builds/{buildId}/` until it has finished.
 */
import type { App } from '../app'

/**
 * The build once it is no longer queued or running (polled every 50 ms, for a minute at most).
 * @example (await waitForBuild<Build>(t.app, headers, buildId)).status // 'done'
 */
export const waitForBuild = async <Build extends { readonly status: string }>(
  app: App,
  headers: Record<string, string>,
  buildId: string,
): Promise<Build> => {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const build = (
      await app.inject({ url: `/svc/optimizer/builds/${buildId}/`, headers })
    ).json<Build>()
    if (!['queued', 'running'].includes(build.status)) return build
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`build ${buildId} did not finish`)
}

/**
 * Starts a build of `payload` (its start must answer 202) and waits for it to finish.
 * @example (await runBuild<Build>(t.app, headers, { contestGroupId, count: 3 })).lineups.length // 3
 */
export const runBuild = async <Build extends { readonly status: string }>(
  app: App,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<Build> => {
  const started = await app.inject({
    method: 'POST',
    url: '/svc/optimizer/builds/',
    headers,
    payload,
  })
  if (started.statusCode !== 202) {
    throw new Error(`the build did not start: ${started.statusCode} ${started.body}`)
  }
  return waitForBuild<Build>(app, headers, started.json<{ buildId: string }>().buildId)
}
