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

function recordScripts(page: Page) {
  const scripts: Script[] = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes().catch(() => null)
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 })
  })
  return scripts
}

for (const account of accounts) {
  test(`login to the first screen of a ${account.kind}: scripts and bytes`, async ({ page }) => {
    // Each test has a fresh browser context: nothing cached, as for a person signing in for the first time.
    const scripts = recordScripts(page)
    await signIn(page, account.phone)
    await page.addInitScript(markContentShown, pageHeading)
    await page.goto(`${base()}/`)
    await expect(page).toHaveURL(account.landing)
    // A heading of the page itself: the skeleton's title bar is a heading too, for a moment while loading.
    await expect(page.locator(`main ${pageHeading}`).first()).toBeVisible()
    await expect(page.locator('main .ant-skeleton')).toHaveCount(0)
    const shown = Math.round(await page.evaluate(() => (window as { contentShownAt?: number }).contentShownAt ?? -1))
    await page.waitForLoadState('networkidle')

    const unique = [...new Map(scripts.map((s) => [s.url, s])).values()]
    const kb = unique.reduce((sum, s) => sum + s.bytes, 0) / 1024
    console.log(
      `[first screen] ${account.kind} (${account.phone}) → ${new URL(page.url()).pathname}: ` +
        `${unique.length} scripts, ${kb.toFixed(1)} KB transferred (compressed), content shown ${shown} ms after navigation start (cold, in the page's own clock)`,
    )
    expect(unique.filter((s) => heavyChunk.test(s.url)).map((s) => s.url)).toEqual([])
    expect(unique.length).toBeLessThanOrEqual(account.ceiling.scripts)
    expect(kb).toBeLessThanOrEqual(account.ceiling.kb)
  })
}
