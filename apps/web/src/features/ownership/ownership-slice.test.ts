import { configureStore } from '@reduxjs/toolkit'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiMiddleware, apiReducers } from '../../shared/api/api-store'
import { failureMessage } from '../../shared/api/slatelab-api'
import { ownershipApi } from './ownership-api'
import {
  initialOwnershipState,
  ownershipReducer,
  ownershipSlateChanged,
  visibleContestsChanged,
} from './ownership-slice'

const contest = (contestId: number, entryCost: number): Contest =>
  ({
    contestId,
    contestSize: 100,
    date: '2026-11-22T13:00:00-05:00',
    draftGroupId: 1,
    entryCost,
    multiEntryMax: 150,
    players: [],
    sportId: 1,
    status: 'completed',
    title: `$${entryCost} contest ${contestId}`,
    totalPrizes: 1000,
    uploadedDate: null,
    isDoubleUp: false,
    isGuaranteed: true,
    isFiftyFifty: false,
  }) as unknown as Contest

const storeAt = (contestGroupId: number) => {
  const store = configureStore({
    reducer: { ...apiReducers, ownership: ownershipReducer },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  store.dispatch(ownershipSlateChanged(contestGroupId))
  return store
}

/** Answers every fetch with `body`, after `release()` when a gate is given. */
const answerWith = (body: unknown, gate?: Promise<void>) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
}

const { ownershipContests, ownershipPlayers } = ownershipApi.endpoints

const loadedIds = async (contests: readonly Contest[]) => {
  answerWith(contests)
  const store = storeAt(7)
  await store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }))
  return store.getState().ownership.visibleContestIds
}

describe('ownership default contests', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows one contest per entry-cost band, the priciest of each band', async () => {
    const ids = await loadedIds([
      contest(1, 3),
      contest(2, 10),
      contest(3, 20),
      contest(4, 75.01),
      contest(5, 150),
      contest(6, 1500),
      contest(7, 25),
    ])
    // Bands ≤ 10, > 10–75, > 75–750, > 750, by entry cost highest first within each.
    expect(ids).toEqual([2, 7, 5, 6])
  })

  it('falls back to the first four by entry cost when a band is empty', async () => {
    const ids = await loadedIds([
      contest(1, 3),
      contest(2, 5),
      contest(3, 20),
      contest(4, 150),
      contest(5, 100),
    ])
    expect(ids).toEqual([4, 5, 3, 2])
  })

  it('shows all contests when there are three or fewer, even one per band', async () => {
    expect(await loadedIds([contest(1, 5), contest(2, 1000), contest(3, 50)])).toEqual([2, 3, 1])
  })

  it('keeps the user’s choice when the slate’s contests are read again', async () => {
    answerWith([contest(1, 5), contest(2, 50)])
    const store = storeAt(7)
    await store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }))
    store.dispatch(visibleContestsChanged([1]))
    await store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }, { forceRefetch: true }))
    expect(store.getState().ownership).toMatchObject({ visibleContestIds: [1], contestId: 1 })
  })

  it('lets the user choose the visible contests; the first leads', () => {
    const state = ownershipReducer(
      { ...initialOwnershipState, contestGroupId: 7, visibleContestIds: [2] },
      visibleContestsChanged([2, 1]),
    )
    expect(state.visibleContestIds).toEqual([2, 1])
    expect(state.contestId).toBe(2)
  })
})

describe('ownership slate changes and stale requests', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('clears the contest and the visibility, and asks the new slate’s data anew', async () => {
    answerWith([contest(1, 5), contest(2, 50)])
    const store = storeAt(7)
    await store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }))
    expect(store.getState().ownership).toMatchObject({ contestId: 2, visibleContestIds: [2, 1] })
    store.dispatch(ownershipSlateChanged(8))
    expect(store.getState().ownership).toEqual({
      contestGroupId: 8,
      contestId: 0,
      visibleContestIds: [],
    })
    expect(ownershipContests.select({ contestGroupId: 8 })(store.getState()).data).toBeUndefined()
  })

  it('rejects an answer for a slate that is no longer chosen with "Stale request blocked"', async () => {
    let release = () => {}
    answerWith(
      [contest(1, 5)],
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    const store = storeAt(7)
    const pending = store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }))
    store.dispatch(ownershipSlateChanged(8))
    release()
    const result = await pending
    expect(failureMessage(result.error)).toBe(errors.staleRequestBlocked)
    expect(result.data).toBeUndefined()
    expect(store.getState().ownership).toEqual({ ...initialOwnershipState, contestGroupId: 8 })
  })

  it('blocks a request for another slate before sending it', async () => {
    answerWith([])
    const store = storeAt(7)
    const result = await store.dispatch(
      ownershipPlayers.initiate({ sportId: 1, contestGroupId: 9 }),
    )
    expect(failureMessage(result.error)).toBe(errors.staleRequestBlocked)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps the slate’s player list when the lead contest is chosen while it loads', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    answerWith([], gate)
    const store = storeAt(7)
    const players = store.dispatch(ownershipPlayers.initiate({ sportId: 1, contestGroupId: 7 }))
    answerWith([contest(1, 5), contest(2, 50)])
    await store.dispatch(ownershipContests.initiate({ contestGroupId: 7 }))
    expect(store.getState().ownership.contestId).toBe(2)
    release()
    const result = await players
    expect(result.error).toBeUndefined()
    expect(result.data).toEqual([])
  })

  it('fails the player list with its error text when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    const store = storeAt(7)
    const result = await store.dispatch(
      ownershipPlayers.initiate({ sportId: 1, contestGroupId: 7 }),
    )
    expect(result.data).toBeUndefined()
    expect(failureMessage(result.error)).toBe(errors.fetchPlayerProperties)
  })
})
