// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { describe, expect, it } from 'vitest'
import { prefetchAppShell } from './prefetch-app.ts'

function pageWith(meta?: string) {
  const doc = document.implementation.createHTMLDocument('login')
  if (meta !== undefined) doc.head.innerHTML = `<meta name="app-shell" content="${meta}">`
  return doc
}

const prefetched = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ])

describe('prefetchAppShell', () => {
  it('prefetches every listed asset with the CORS mode index.html uses for it', () => {
    const doc = pageWith('/assets/app-1.js /assets/shell-2.js /assets/shell-3.css')
    prefetchAppShell(doc)
    expect(prefetched(doc)).toEqual([
      ['/assets/app-1.js', ''],
      ['/assets/shell-2.js', ''],
      ['/assets/shell-3.css', ''],
    ])
  })

  it('does nothing on a page the build did not list (the dev server)', () => {
    const doc = pageWith()
    prefetchAppShell(doc)
    expect(prefetched(doc)).toEqual([])
  })

  it('ignores anything outside /assets/', () => {
    const doc = pageWith('https://elsewhere.example/x.js  /api/v1/user/info /assets/app-1.js')
    prefetchAppShell(doc)
    expect(prefetched(doc)).toEqual([['/assets/app-1.js', '']])
  })
})
