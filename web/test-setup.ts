import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// antd measures elements; jsdom has no ResizeObserver or matchMedia.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

// antd's first render in jsdom (styles computed cold) can take seconds on a busy machine, and testing-library's
// find and waitFor give up after one second by default. Every web test file gets the longer wait.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
