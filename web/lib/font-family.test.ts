import { describe, expect, it } from 'vitest'
import loadingPage from '../app-loading.html?raw'
import { fontFamily } from './font-family.ts'
import { themeConfig } from './theme.ts'

describe('the font stack', () => {
  it('names the Chinese system fonts of each platform before the generic family', () => {
    const families = fontFamily.split(', ')
    const generic = families.indexOf('sans-serif')
    for (const cjk of ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'", "'WenQuanYi Micro Hei'"]) {
      expect(families.indexOf(cjk), cjk).toBeGreaterThan(-1)
      expect(families.indexOf(cjk), cjk).toBeLessThan(generic)
    }
  })

  it('is the one stack of the antd theme and of the pages before any script', () => {
    expect(themeConfig.token?.fontFamily).toBe(fontFamily)
    // vite.config.ts replaces this placeholder in web/app-loading.html with the stack.
    expect(loadingPage).toContain('font-family: sans-serif /* font-family.ts */;')
  })
})
