import { describe, expect, it } from 'vitest'
import { createMemoryCacheStore } from './memory-cache-store'

describe('the in-process response cache', () => {
  it('stays within its bytes, dropping the least recently used answers first', async () => {
    const cache = createMemoryCacheStore(100_000)
    const answer = 'x'.repeat(5_000) // 10 000 bytes with its key
    for (let index = 0; index < 50; index += 1) {
      await cache.set(`GET /a/${index}`, answer, 300, [`tag-${index}`])
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000)
    expect(await cache.get('GET /a/0')).toBeUndefined()
    expect(await cache.get('GET /a/49')).toBe(answer)
    // Tags of evicted answers are forgotten with them.
    expect(cache.stats().tags).toBe(cache.stats().entries)
  })

  it('does not keep an answer too large for its share of the budget', async () => {
    const cache = createMemoryCacheStore(80_000)
    await cache.set('GET /small', 'ok', 300, ['t'])
    await cache.set('GET /huge', 'y'.repeat(20_000), 300, ['t'])
    expect(await cache.get('GET /huge')).toBeUndefined()
    expect(await cache.get('GET /small')).toBe('ok')
  })

  it('forgets expired answers and their tags', async () => {
    const cache = createMemoryCacheStore()
    await cache.set('GET /a', 'a', 0.05, ['only-a', 'slates'])
    await cache.set('GET /b', 'b', 300, ['slates', 'contests'])
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await cache.get('GET /a')).toBeUndefined()
    expect(cache.stats()).toMatchObject({ entries: 1, tags: 2 })
  })

  it('drops every answer of an invalidated tag and nothing else', async () => {
    const cache = createMemoryCacheStore()
    await cache.set('GET /a', 'a', 300, ['slates'])
    await cache.set('GET /b', 'b', 300, ['contests'])
    await cache.invalidate(['slates'])
    expect(await cache.get('GET /a')).toBeUndefined()
    expect(await cache.get('GET /b')).toBe('b')
    expect(cache.stats()).toMatchObject({ entries: 1, tags: 1 })
  })
})
