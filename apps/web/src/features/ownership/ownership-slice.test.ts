import { configureStore } from '@reduxjs/toolkit'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fetchOwnershipContests,
  fetchOwnershipPlayers,
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
  const store = configureStore({ reducer: { ownership: ownershipReducer } })
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

const loadedIds = async (contests: readonly Contest[]) => {
  answerWith(contests)
  const store = storeAt(7)
  await store.dispatch(fetchOwnershipContests({ contestGroupId: 7 }))
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

  it('lets the user choose the visible contests; the first leads', () => {
    const state = ownershipReducer(
      { ...initialOwnershipState, contestGroupId: 7, contests: [contest(1, 5), contest(2, 50)] },
      visibleContestsChanged([2, 1]),
    )
    expect(state.visibleContestIds).toEqual([2, 1])
    expect(state.contestId).toBe(2)
  })
})

describe('ownership slate changes and stale requests', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('clears the contest, the list and the visibility and marks the data stale', async () => {
    answerWith([contest(1, 5), contest(2, 50)])
    const store = storeAt(7)
    await store.dispatch(fetchOwnershipContests({ contestGroupId: 7 }))
    expect(store.getState().ownership).toMatchObject({ isStale: false, contestId: 2 })
    store.dispatch(ownershipSlateChanged(8))
    expect(store.getState().ownership).toMatchObject({
      contestGroupId: 8,
      contestId: 0,
      contests: [],
      visibleContestIds: [],
      isStale: true,
    })
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
    const pending = store.dispatch(fetchOwnershipContests({ contestGroupId: 7 }))
    store.dispatch(ownershipSlateChanged(8))
    release()
    const result = await pending
    expect(result.payload).toBe(errors.staleRequestBlocked)
    expect(store.getState().ownership).toMatchObject({
      contestGroupId: 8,
      contests: [],
      contestsError: null,
    })
  })

  it('blocks a request for another contest before sending it', async () => {
    answerWith([])
    const store = storeAt(7)
    const result = await store.dispatch(fetchOwnershipPlayers({ sportId: 1, contestGroupId: 9 }))
    expect(result.payload).toBe(errors.staleRequestBlocked)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps the slate’s player list when the lead contest is chosen while it loads', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    answerWith([], gate)
    const store = storeAt(7)
    const players = store.dispatch(fetchOwnershipPlayers({ sportId: 1, contestGroupId: 7 }))
    answerWith([contest(1, 5), contest(2, 50)])
    await store.dispatch(fetchOwnershipContests({ contestGroupId: 7 }))
    expect(store.getState().ownership.contestId).toBe(2)
    release()
    await players
    expect(store.getState().ownership.playersLoading).toBe(false)
  })

  it('falls back to an empty player list with its error text when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    const store = storeAt(7)
    await store.dispatch(fetchOwnershipPlayers({ sportId: 1, contestGroupId: 7 }))
    expect(store.getState().ownership).toMatchObject({
      players: [],
      playersError: errors.fetchPlayerProperties,
    })
  })
})
