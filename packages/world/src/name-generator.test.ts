import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { createNameGenerator } from './name-generator'

const namesFrom = (seed: string, count: number) => {
  const nextName = createNameGenerator(createRng(seed))
  return Array.from({ length: count }, () => nextName())
}

describe('createNameGenerator', () => {
  it('gives the same names in the same order for the same stream', () => {
    expect(namesFrom('names', 50)).toEqual(namesFrom('names', 50))
    expect(namesFrom('names', 50)).not.toEqual(namesFrom('other', 50))
  })

  it('never repeats a full name, even over 5000 names', () => {
    const names = namesFrom('many', 5000).map((name) => `${name.firstName} ${name.lastName}`)
    expect(new Set(names).size).toBe(5000)
  })

  it('builds a capitalised two-syllable surname', () => {
    for (const { firstName, lastName } of namesFrom('shape', 200)) {
      expect(firstName).toMatch(/^[A-Z][a-z]+$/)
      expect(lastName).toMatch(/^[A-Z][a-z]{3,}$/)
    }
  })
})
