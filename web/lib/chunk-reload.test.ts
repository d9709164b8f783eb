// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, RELOAD_TTL_MS, reloadForFailedChunk, shouldReload } from './chunk-reload.ts'

describe('reload after a failed chunk', () => {
  beforeEach(() => sessionStorage.clear())

  it('reloads at most once per 10 s per path', () => {
    expect(RELOAD_TTL_MS).toBe(10_000)
    expect(shouldReload({}, '/a', 50_000)).toBe(true)
    expect(shouldReload({ '/a': 50_000 }, '/a', 59_999)).toBe(false)
    expect(shouldReload({ '/a': 50_000 }, '/a', 60_000)).toBe(true)
    expect(shouldReload({ '/a': 50_000 }, '/b', 50_001)).toBe(true)
  })

  it('remembers reloads across page loads in sessionStorage', () => {
    const reload = vi.fn()
    expect(reloadForFailedChunk('/hotel-map', 1_000, reload)).toBe(true)
    expect(reloadForFailedChunk('/hotel-map', 5_000, reload)).toBe(false)
    expect(reloadForFailedChunk('/report-viewer', 5_000, reload)).toBe(true)
    expect(reloadForFailedChunk('/hotel-map', 11_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('recognises the browsers’ chunk load errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false)
  })
})
