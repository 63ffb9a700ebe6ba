import { describe, expect, it, vi } from 'vitest'
import { slatelabApi } from '../shared/api/slatelab-api'

type Injection = { readonly endpoints: (build: unknown) => Record<string, unknown> }

const namesOf = (injection: Injection): readonly string[] => {
  const define = (definition: unknown) => definition
  return Object.keys(
    injection.endpoints({ query: define, mutation: define, infiniteQuery: define }),
  )
}

describe('the app’s API', () => {
  // RTK Query keeps the first endpoint of a name and silently drops a later one: two features
  // picking the same name would each call the other's route.
  it('gives every endpoint of every feature a name of its own', async () => {
    const inject = vi.spyOn(slatelabApi, 'injectEndpoints')
    const modules = {
      ...import.meta.glob('../features/*/*-api.ts'),
      ...import.meta.glob('../shared/**/*-api.ts'),
    }
    for (const load of Object.values(modules)) await load()

    const names = inject.mock.calls.flatMap(([injection]) => namesOf(injection as Injection))
    expect(names.length).toBeGreaterThan(50)
    const repeated = names.filter((name, i) => names.indexOf(name) !== i)
    expect(repeated).toEqual([])
  })
})
