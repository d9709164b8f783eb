import { test as base, expect } from '@playwright/test'

export { expect }

/** Narrowest phone the portal supports (issue 20): no screen may scroll sideways at this width. */
export const PHONE_WIDTH = 375

/**
 * The suite's `test`: after every passing test that ends on a page of the app, the screen it ended on is
 * narrowed to 375 px and must not scroll sideways — so every screen the browser tests reach is also checked
 * at phone width, without a second copy of each test.
 */
export const test = base.extend<{ phoneWidth: null }>({
  phoneWidth: [
    async ({ page }, use, testInfo) => {
      await use(null)
      if (testInfo.status !== testInfo.expectedStatus || !page.url().startsWith('http') || page.isClosed()) return
      await page.setViewportSize({ width: PHONE_WIDTH, height: 812 })
      // Let antd's breakpoints and layout settle after the resize.
      await page.waitForTimeout(400)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${page.url()} scrolls sideways at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(0)
    },
    { auto: true },
  ],
})
