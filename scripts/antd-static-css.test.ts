import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { themeConfig } from '#web/lib/theme.ts'
import { antdStaticCss, extractCss, hookModules, withoutStyleFunctions } from './antd-static-css.ts'

const antdFile = (path: string) => createRequire(import.meta.url).resolve(`antd/es/${path}`)

describe('antd styles written at build time', () => {
  const css = extractCss(themeConfig)

  it('traces each style hook to the antd module that defines it', () => {
    const modules = hookModules()
    expect(modules.get('Button-Button')).toBe('button/style/index.js')
    expect(modules.get('Button-compact')).toBe('button/style/compact.js')
    expect(modules.get('Input-TextArea')).toBe('input/style/textarea.js')
    expect(modules.get('Wave-Wave')).toBe('_util/wave/style.js')
    expect(modules.get('Shared')).toBe('theme/util/genStyleUtils.js')
  })

  it("writes each module's CSS apart, unhashed, on the theme's variables, without css-in-js's hydration rule", () => {
    const button = css.get('button/style/index.js') ?? ''
    expect(button).toMatch(/\.ant-btn\{/)
    expect(button).toContain('var(--ant-')
    expect(button).not.toContain('.ant-table')
    expect(css.get('table/style/index.js')).toMatch(/\.ant-table\{/)
    for (const text of css.values()) {
      expect(text).not.toContain(':where(.css-')
      expect(text).not.toContain('data-ant-cssinjs-cache-path')
    }
    // What every component's hook shares (links in the theme's colour), once.
    expect(css.get('theme/util/genStyleUtils.js')).toContain('a{color:var(--ant-color-link)')
  })

  it('covers every component antd draws, and only modules that exist', () => {
    expect(css.size).toBeGreaterThan(70)
    for (const module of css.keys()) expect(() => readFileSync(antdFile(module))).not.toThrow()
  })
})

describe('withoutStyleFunctions', () => {
  it('replaces the style function of each hook and leaves everything else', () => {
    const source = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genStyle = (token) => ({ [token.componentCls]: { color: fn(token, (x) => x) } });',
      "export default genStyleHooks('Button', (token) => [genStyle(token), other(token)], prepare, { unitless: {} });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], function (t) { return [a(t)] }, prepare);",
      "export const kept = somethingElse('Button', (token) => token);",
    ].join('\n')
    const out = withoutStyleFunctions(source)
    expect(out).toContain("genStyleHooks('Button', () => [], prepare, { unitless: {} })")
    expect(out).toContain("genSubStyleComponent(['Button', 'compact'], () => [], prepare)")
    expect(out).toContain("somethingElse('Button', (token) => token)")
    expect(out).toContain('const genStyle = (token) =>')
  })
})

describe('the plugin', () => {
  const plugin = antdStaticCss(themeConfig)
  const transform = plugin.transform as (
    code: string,
    id: string,
    options?: { ssr?: boolean },
  ) => { code: string } | null
  const id = antdFile('button/style/index.js')
  const code = readFileSync(id, 'utf8')

  it('makes a style module import its CSS and drops its style functions in the browser build', () => {
    const result = transform(code, id)
    expect(result?.code.startsWith("import 'virtual:antd-css/button/style/index.js.css';\n")).toBe(true)
    expect(result?.code).toContain("genStyleHooks('Button', () => []")
  })

  it('keeps the style functions for the server render of /login, and leaves other modules alone', () => {
    expect(transform(code, id, { ssr: true })).toBeNull()
    expect(transform('export default 1', antdFile('button/index.js'))).toBeNull()
    expect(transform('export default 1', '/app/web/main.tsx')).toBeNull()
  })

  it('serves the CSS of a module under its virtual name', () => {
    const resolveId = plugin.resolveId as (source: string) => string | null
    const load = plugin.load as (id: string) => string | null
    const virtual = resolveId('virtual:antd-css/button/style/index.js.css') ?? ''
    expect(load(virtual)).toMatch(/\.ant-btn\{/)
    expect(resolveId('./other.css')).toBeNull()
  })
})
