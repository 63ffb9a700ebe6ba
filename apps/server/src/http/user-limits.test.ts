import { errors } from '@slatelab/domain/errors'
import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error'
import { createStreamSlots } from './user-limits'

describe('stream slots', () => {
  it('refuses a user’s stream past the limit with 429, and frees a slot when a stream ends', async () => {
    const slots = createStreamSlots(2)
    const ends: (() => void)[] = []
    const open = (userId: number) =>
      slots.hold(userId, () => new Promise<void>((resolve) => ends.push(resolve)))
    const first = open(1)
    const second = open(1)
    const refused = open(1)
    await expect(refused).rejects.toBeInstanceOf(HttpError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      message: errors.tooManyStreams(2),
    })
    // Another user has slots of his own.
    const other = open(2)
    ends[0]?.()
    await first
    const third = open(1)
    for (const end of ends.slice(1)) end()
    await Promise.all([second, other, third])
  })

  it('frees the slot of a stream that fails', async () => {
    const slots = createStreamSlots(1)
    await expect(slots.hold(1, () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    await expect(slots.hold(1, () => Promise.resolve())).resolves.toBeUndefined()
  })
})
