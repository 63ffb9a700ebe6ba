import { configureStore } from '@reduxjs/toolkit'
import { buildsRoute } from '@slatelab/contract/optimizer.contract'
import { describe, expect, it } from 'vitest'
import { configureApi } from '../../shared/api/api-config'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import {
  followBuild,
  multiLineupSettingsReducer,
  selectBuildRunning,
} from './multi-lineup-settings-slice'

const summary = { ...buildsRoute.example[0], buildId: 'b1', contestGroupId: 101, count: 2 }
const lineup = {
  number: 1,
  salary: 49_900,
  projection: 142.5,
  ownership: 120,
  stack: 'QB + 2',
  players: [
    { slot: 'QB', id: '11', name: 'Blake Dunwick', team: 'LV', salary: 7000, projection: 22 },
  ],
}

const eventStream = (events: readonly { event: string; data: unknown }[]) =>
  new Response(
    events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  )

describe('following a build', () => {
  it('shows its progress from the event stream, then its lineups once done', async () => {
    configureApi({
      getSession: () => ({ bearerToken: 'b', sessionId: 's' }),
      onUnauthorized: () => undefined,
    })
    const store = configureStore({ reducer: { multiLineupSettings: multiLineupSettingsReducer } })
    const seen: string[] = []
    store.subscribe(() => {
      const build = store.getState().multiLineupSettings.build
      if (build !== null) seen.push(`${build.status} ${build.done}`)
    })
    stubFetch((url) =>
      url.endsWith('/events')
        ? eventStream([
            { event: 'progress', data: { ...summary, status: 'running', done: 1 } },
            { event: 'done', data: { ...summary, status: 'done', done: 2 } },
          ])
        : jsonResponse(200, {
            ...summary,
            status: 'done',
            done: 2,
            slots: ['QB'],
            lineups: [lineup, { ...lineup, number: 2 }],
            exposures: [],
          }),
    )

    await store.dispatch(followBuild('b1'))

    const state = store.getState().multiLineupSettings
    expect(seen[0]).toBe('running 1')
    expect(state.build?.lineups).toHaveLength(2)
    expect(state.buildError).toBeNull()
    expect(selectBuildRunning(store.getState())).toBe(false)
  })

  it('shows the server’s words when the stream cannot be opened', async () => {
    const store = configureStore({ reducer: { multiLineupSettings: multiLineupSettingsReducer } })
    stubFetch(() => jsonResponse(404, { message: 'Unknown build' }))
    await store.dispatch(followBuild('b1'))
    expect(store.getState().multiLineupSettings.buildError).toBe('Unknown build')
  })
})
