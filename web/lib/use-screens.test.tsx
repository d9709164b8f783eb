import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A window of `width` px whose media lists tell their listeners when it is resized. */
function fakeWindow(width: number) {
  const lists: { query: string; listeners: Set<() => void>; list: MediaQueryList }[] = []
  const state = { width }
  const matches = (query: string) => state.width >= Number(query.match(/(\d+)px/)?.[1])
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>(), list: {} as MediaQueryList }
    entry.list = {
      get matches() {
        return matches(query)
      },
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
    } as unknown as MediaQueryList
    lists.push(entry)
    return entry.list
  })
  return {
    resize(next: number) {
      state.width = next
      for (const entry of lists) for (const l of entry.listeners) l()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('useScreens', () => {
  it('knows the breakpoints at the first render, and follows the window', async () => {
    const win = fakeWindow(800)
    const { useScreens } = await import('./use-screens.ts')
    const seen: string[] = []
    function Probe() {
      const s = useScreens()
      seen.push(`${s.sm}/${s.md}/${s.lg}`)
      return null
    }
    render(<Probe />)
    expect(seen).toEqual(['true/true/false'])
    act(() => win.resize(400))
    expect(seen.at(-1)).toBe('false/false/false')
    act(() => win.resize(1200))
    expect(seen.at(-1)).toBe('true/true/true')
  })

  it('gives the same object while nothing changed', async () => {
    fakeWindow(1000)
    const { useScreens } = await import('./use-screens.ts')
    const objects = new Set<object>()
    function Probe() {
      objects.add(useScreens())
      return null
    }
    const { rerender } = render(<Probe />)
    rerender(<Probe />)
    expect(objects.size).toBe(1)
  })
})
