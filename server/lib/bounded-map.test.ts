import { describe, expect, it } from 'vitest'
import { setBounded } from './bounded-map.ts'

describe('setBounded', () => {
  it('drops the oldest entries past the bound, and renews a key that is set again', () => {
    const map = new Map<string, number>()
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      setBounded(map, key, value, 3)
    setBounded(map, 'a', 10, 3)
    setBounded(map, 'd', 4, 3)
    expect([...map]).toEqual([
      ['c', 3],
      ['a', 10],
      ['d', 4],
    ])
  })
})
