import { describe, expect, it } from 'vitest'
import { keptRows } from './kept-rows.ts'
import type { RowChanges } from './row-changes.ts'

function fakeChanges() {
  const subscribers: (() => void)[] = []
  const changes = {
    live: true,
    subscribe: (fn: () => void) => subscribers.push(fn),
    close: async () => {},
    change: () => {
      for (const fn of subscribers) fn()
    },
  }
  return changes as RowChanges & { live: boolean; change: () => void }
}

describe('kept rows', () => {
  it('reads once and keeps the row until a change is reported', async () => {
    const changes = fakeChanges()
    const cache = keptRows<{ v: number }>(changes)
    let reads = 0
    const read = async () => ({ v: ++reads })
    expect(await cache.get('s1', read)).toEqual({ v: 1 })
    expect(await cache.get('s1', read)).toEqual({ v: 1 })
    changes.change()
    expect(await cache.get('s1', read)).toEqual({ v: 2 })
  })

  it('does not keep a row whose read was under way when a change arrived', async () => {
    const changes = fakeChanges()
    const cache = keptRows<{ v: number }>(changes)
    let reads = 0
    const slow = async () => {
      const v = ++reads
      if (v === 1) changes.change()
      return { v }
    }
    expect(await cache.get('s1', slow)).toEqual({ v: 1 })
    expect(await cache.get('s1', slow)).toEqual({ v: 2 })
    expect(await cache.get('s1', slow)).toEqual({ v: 2 })
  })

  it('reads the database every time without change reports or while they are down, and keeps no miss', async () => {
    let reads = 0
    const read = async () => ({ v: ++reads })
    const none = keptRows<{ v: number }>(undefined)
    await none.get('s1', read)
    await none.get('s1', read)
    expect(reads).toBe(2)
    const changes = fakeChanges()
    const cache = keptRows<{ v: number }>(changes)
    await cache.get('s1', read)
    changes.live = false
    await cache.get('s1', read)
    expect(reads).toBe(4)
    changes.live = true
    let misses = 0
    const missing = async () => {
      misses += 1
      return undefined
    }
    await cache.get('gone', missing)
    await cache.get('gone', missing)
    expect(misses).toBe(2)
  })
})
