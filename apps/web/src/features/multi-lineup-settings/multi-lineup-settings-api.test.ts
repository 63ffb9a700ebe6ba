import { buildsRoute } from '@slatelab/contract/optimizer.contract'
import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureApi, resetApiConfig } from '../../shared/api/api-config'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { buildEndpoint, isBuildActive, type FollowedBuild } from './multi-lineup-settings-api'

const summary = { ...buildsRoute.example[0], buildId: 'b1', contestGroupId: 101, count: 2 }
const lineup = {
  number: 1,
  salary: 49_900,
  projection: 142.5,
  ownership: 120,
  ownershipGeoMean: 13,
  expectedDuplicates: 0.2,
  stack: 'QB + 2',
  players: [
    { slot: 'QB', id: '11', name: 'Blake Dunwick', team: 'LV', salary: 7000, projection: 22 },
  ],
}

/** The build entry's state in `store`. */
const followed = (store: ReturnType<typeof createTestStore>): FollowedBuild | undefined =>
  buildEndpoint.select('b1')(store.getState()).data

/** Starts following build `b1` from its queued summary, as the Build button does. */
const follow = (store: ReturnType<typeof createTestStore>) =>
  store.dispatch(buildEndpoint.initiate('b1'))

const queued = {
  ...summary,
  status: 'queued' as const,
  done: 0,
  slots: [],
  lineups: [],
  exposures: [],
}

describe('following a build', () => {
  beforeEach(() =>
    configureApi({
      getSession: () => ({ bearerToken: 'b', sessionId: 's' }),
      onUnauthorized: () => undefined,
    }),
  )
  afterEach(resetApiConfig)

  it('shows its progress from the event stream, then its lineups once done', async () => {
    const store = createTestStore()
    const encode = (text: string) => new TextEncoder().encode(text)
    const event = (name: string, data: unknown) =>
      encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    let finish = () => {}
    let reads = 0
    stubFetch((url) => {
      if (url.endsWith('/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(event('progress', { ...summary, status: 'running', done: 1 }))
            finish = () => {
              stream.enqueue(event('done', { ...summary, status: 'done', done: 2 }))
              stream.close()
            }
          },
        })
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
      }
      reads += 1
      return reads === 1
        ? jsonResponse(200, queued)
        : jsonResponse(200, {
            ...summary,
            status: 'done',
            done: 2,
            slots: ['QB'],
            lineups: [lineup, { ...lineup, number: 2 }],
            exposures: [],
          })
    })

    const subscription = follow(store)
    await waitFor(() =>
      expect(followed(store)?.build).toMatchObject({ status: 'running', done: 1 }),
    )
    finish()
    await waitFor(() => expect(followed(store)?.build.lineups).toHaveLength(2))
    expect(followed(store)?.failure).toBeNull()
    expect(isBuildActive(followed(store)?.build ?? queued)).toBe(false)
    subscription.unsubscribe()
  })

  it('shows the server’s words when the stream cannot be opened', async () => {
    const store = createTestStore()
    stubFetch((url) =>
      url.endsWith('/events')
        ? jsonResponse(404, { message: 'Unknown build' })
        : jsonResponse(200, queued),
    )
    const subscription = follow(store)
    await waitFor(() => expect(followed(store)?.failure).toBe('Unknown build'))
    subscription.unsubscribe()
  })
})
