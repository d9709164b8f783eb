import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { themeConfig } from '#web/lib/theme.ts'
import { darkMapToken } from './theme-map-token.ts'

it("web/lib/dark-map-token.json is antd's dark algorithm on the app's seed (regenerate: npx tsx scripts/theme-map-token.ts)", () => {
  const saved = JSON.parse(readFileSync(resolve(import.meta.dirname, '../web/lib/dark-map-token.json'), 'utf8'))
  expect(saved).toEqual(JSON.parse(JSON.stringify(darkMapToken())))
  // Our seed went in (the dark algorithm darkens the primary red itself).
  expect(saved.fontFamily).toBe(themeConfig.token?.fontFamily)
  expect(saved.colorPrimary).not.toBe('#1677ff')
})
