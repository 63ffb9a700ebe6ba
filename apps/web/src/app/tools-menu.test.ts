import { pagePaths } from '@slatelab/domain/pages'
import { describe, expect, it } from 'vitest'
import { toolGroups } from './tools-menu'

describe('tools menu', () => {
  it('lists every page exactly once', () => {
    const listed = toolGroups.flatMap(({ paths }) => paths)
    expect([...listed].sort()).toEqual([...pagePaths].sort())
  })
})
