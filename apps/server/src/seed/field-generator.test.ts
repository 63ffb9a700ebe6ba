import { createRng } from '@slatelab/engine/rng'
import { classicLineupFormat } from '@slatelab/world/fields/lineup-rules'
import { buildFieldContest } from '@slatelab/world/fields/testing/field-builders'
import { buildNflMainSlate } from '@slatelab/world/fields/testing/synthetic-slates'
import { afterAll, describe, expect, it } from 'vitest'
import { drawFieldHere, startFieldWorker, type FieldRequest } from './field-generator'

const request = (contestSize: number): FieldRequest => ({
  ...classicLineupFormat(4, 1),
  slatePlayers: buildNflMainSlate({ games: 13, focus: 1, rng: createRng('worker-field') }),
  contest: buildFieldContest({ contestSize, multiEntryMax: 150 }),
  rngSeed: 'worker-field',
})

describe('field generator', () => {
  const worker = startFieldWorker()
  afterAll(() => worker.close())

  it('draws on the worker thread the same field as on this one', async () => {
    const here = await drawFieldHere(request(2_000))
    const there = await worker.draw(request(2_000))
    expect(there.entryCount).toBe(2_000)
    expect(Array.from(there.lineups)).toEqual(Array.from(here.lineups))
    expect(Array.from(there.userOf)).toEqual(Array.from(here.userOf))
  }, 60_000)

  it('answers a field the model cannot fill with its reason, and draws the next one', async () => {
    const impossible: FieldRequest = {
      ...request(100),
      salaryCap: 1_000 as FieldRequest['salaryCap'],
    }
    const reason = await drawFieldHere(impossible).then(
      () => 'drawn',
      (error: Error) => error.message,
    )
    expect(reason).not.toBe('drawn')
    await expect(worker.draw(impossible)).rejects.toThrow(reason)
    expect((await worker.draw(request(100))).entryCount).toBe(100)
  }, 60_000)
})
