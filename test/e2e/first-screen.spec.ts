import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { base, signIn } from './support.ts'

// Issue 21: what a person downloads from /login to their first screen, for three kinds of account. Printed for the
// closing note and docs/capacity.md; the ceilings are the per-route budgets of `npm run size` with room for the
// loaders' own chunks, so the test fails when the first download grows, not on noise.
const accounts = [
  { kind: 'staff', phone: '13800000001', landing: /\/choose-category(\?|$)/, ceiling: { scripts: 18, kb: 180 } },
  {
    kind: 'new-hotel client',
    phone: '13800000004',
    landing: /\/startPage\/homeConsult(\?|$)/,
    ceiling: { scripts: 20, kb: 180 },
  },
  {
    kind: 'owner organization',
    phone: '13800000011',
    landing: /\/home-pages\/ownership\/industry(\?|$)/,
    ceiling: { scripts: 20, kb: 180 },
  },
]
const heavyChunk = /\/assets\/(canvas-chart|map-canvas|pdf|xlsx|index-[^/]*write-excel)/

type Script = { url: string; bytes: number }

// Playwright's trace records DOM snapshots while the page loads, which held the first screen back by 200-300 ms:
// these tests measure the app, so they run without it even when E2E_TRACE asks for traces.
test.use({ trace: 'off' })

const pageHeading = ':is(h1, h2, h3, h4, h5):not(.ant-skeleton-title)'

/**
 * Runs in the page before its scripts: notes, on the page's own clock (ms since navigation start), when main first
 * holds a heading of the page and no skeleton. The test's own polling would add its interval to the figure.
 */
function markContentShown(heading: string) {
  const selector = `main ${heading}`
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector) || document.querySelector('main .ant-skeleton')) return
    ;(window as { contentShownAt?: number }).contentShownAt = performance.now()
    observer.disconnect()
  })
  addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }))
}

/** Every script fetched, whether run or prefetched by /login (a prefetch's resource type is not `script`). */
function recordScripts(page: Page) {
  const scripts: Script[] = []
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return
    const sizes = await request.sizes().catch(() => null)
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 })
  })
  return scripts
}

/** Counts each script once, at the size it crossed the network (a later copy from the cache has no body). */
function downloaded(scripts: Script[]) {
  const largest = new Map<string, Script>()
  for (const s of scripts) if ((largest.get(s.url)?.bytes ?? -1) < s.bytes) largest.set(s.url, s)
  return [...largest.values()]
}

/** /login fetches the app's shell while the visitor waits for the SMS code; a person takes longer than this. */
async function shellPrefetched(page: Page) {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
    const fetched = new Set(performance.getEntriesByType('resource').map((e) => e.name))
    return links.length > 0 && links.every((l) => fetched.has(l.href))
  })
}

for (const account of accounts) {
  test(`login to the first screen of a ${account.kind}: scripts and bytes`, async ({ page }) => {
    // Each test has a fresh browser context: nothing cached before /login, as for a person signing in the first time.
    const scripts = recordScripts(page)
    await signIn(page, account.phone)
    await shellPrefetched(page)
    await page.addInitScript(markContentShown, pageHeading)
    await page.goto(`${base()}/`)
    await expect(page).toHaveURL(account.landing)
    // A heading of the page itself: the skeleton's title bar is a heading too, for a moment while loading.
    await expect(page.locator(`main ${pageHeading}`).first()).toBeVisible()
    await expect(page.locator('main .ant-skeleton')).toHaveCount(0)
    const shown = Math.round(await page.evaluate(() => (window as { contentShownAt?: number }).contentShownAt ?? -1))
    await page.waitForLoadState('networkidle')

    const unique = downloaded(scripts)
    const kb = unique.reduce((sum, s) => sum + s.bytes, 0) / 1024
    console.log(
      `[first screen] ${account.kind} (${account.phone}) → ${new URL(page.url()).pathname}: ` +
        `${unique.length} scripts, ${kb.toFixed(1)} KB transferred (compressed), content shown ${shown} ms after navigation start (shell prefetched by /login, in the page's own clock)`,
    )
    expect(unique.filter((s) => heavyChunk.test(s.url)).map((s) => s.url)).toEqual([])
    expect(unique.length).toBeLessThanOrEqual(account.ceiling.scripts)
    expect(kb).toBeLessThanOrEqual(account.ceiling.kb)
  })
}
