import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import type { ThemeConfig } from 'antd'
import { type Plugin, parseAst } from 'vite'

/**
 * antd without its run-time CSS-in-JS (ADR 023). The app runs antd with `zeroRuntime` (web/app/providers.tsx), so its
 * components register no styles in the browser; their CSS is written here at build time instead, per style hook,
 * and each antd module that defines a hook imports the CSS of that hook. Vite then puts a component's CSS in the
 * chunk of the code that draws it, and loads it with that chunk: a page gets the CSS of the components it uses,
 * not antd's whole 1 MB stylesheet.
 *
 * The CSS comes from rendering every antd component once on the server with the app's theme, the way antd makes
 * its own antd.css (@ant-design/static-style-extract draws each component with the props it needs), and then
 * splitting css-in-js's cache by hook. Colours and sizes are CSS variables, which antd still sets at run time
 * from the theme, so the CSS does not depend on the theme's values.
 */

const PREFIX = 'virtual:antd-css/'
const require = createRequire(import.meta.url)
const antdRoot = join(dirname(require.resolve('antd/package.json')), 'es')

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/**
 * The style hooks a module defines (`genStyleHooks('Button', styleFn, …)`, `genSubStyleComponent(['Button',
 * 'compact'], styleFn, …)`): css-in-js's name for each ("Button-Button", "Button-compact") and its style function.
 */
function hookCalls(code: string): { name?: string; styleFn: Node }[] {
  const calls: { name?: string; styleFn: Node }[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const n = node as Node
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node & { name?: string }
      const [component, styleFn] = n.arguments as (Node & { value?: unknown; elements?: { value?: unknown }[] })[]
      if (/^gen(StyleHooks|ComponentStyleHook|SubStyleComponent)$/.test(callee.name ?? '') && component && styleFn) {
        const cells = (component.elements ?? [component]).map((e) => e.value)
        const named = cells.every((c) => typeof c === 'string')
        calls.push({ name: named ? (cells.length === 1 ? [cells[0], cells[0]] : cells).join('-') : undefined, styleFn })
      }
    }
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key])
  }
  visit(parseAst(code))
  return calls
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return entry.name.endsWith('.js') ? [path] : []
  })
}

/** Which antd module (path under antd/es) defines each style hook, by css-in-js's name for it ("Button-Button"). */
export function hookModules(): Map<string, string> {
  const modules = new Map<string, string>([['Shared', 'theme/util/genStyleUtils.js']])
  for (const file of filesUnder(antdRoot)) {
    if (!/[\\/]style([\\/]|\.js$)/.test(file)) continue
    for (const { name } of hookCalls(readFileSync(file, 'utf8'))) {
      if (name) modules.set(name, relative(antdRoot, file).split('\\').join('/'))
    }
  }
  return modules
}

/** Every component drawn once with the theme: the CSS of each antd module that defines a style hook. */
export function extractCss(theme: ThemeConfig): Map<string, string> {
  const React = require('react') as typeof import('react')
  const { ConfigProvider } = require('antd') as typeof import('antd')
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs')
  const { extractStyle: drawAll } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: { customTheme: (node: React.ReactElement) => React.ReactElement }) => string
  }
  const cache = cssinjs.createCache()
  const drawTheme = { ...theme, zeroRuntime: false, hashed: false }
  // Deprecated components (Input.Group, List) warn when drawn; here they are drawn only to take their CSS.
  const { error, warn } = console
  console.error = console.warn = () => {}
  try {
    drawAll({
      customTheme: (node) =>
        React.createElement(
          cssinjs.StyleProvider,
          { cache },
          React.createElement(ConfigProvider, { theme: drawTheme }, node),
        ),
    })
  } finally {
    Object.assign(console, { error, warn })
  }

  const modules = hookModules()
  const byModule = new Map<string, ReturnType<typeof cssinjs.createCache>>()
  for (const key of cache.cache.keys()) {
    const [kind, , name = ''] = key.split('%')
    // Icon styles: antd's ConfigProvider registers them at run time even without run-time component styles.
    if (kind !== 'style' || name === 'ant-design-icons') continue
    const module = modules.get(name)
    if (!module) throw new Error(`antd style hook ${name}: no antd module defines it (scripts/antd-static-css.ts)`)
    const part = byModule.get(module) ?? cssinjs.createCache()
    part.cache.set(key, cache.cache.get(key) as never)
    part.updateTimes.set(key, cache.updateTimes.get(key) ?? 0)
    byModule.set(module, part)
  }
  const css = new Map<string, string>()
  for (const [module, part] of byModule) {
    const text = cssinjs.extractStyle(part, { plain: true, types: 'style' })
    // extractStyle ends with a rule that maps cache paths for hydration; static CSS has nothing to hydrate.
    css.set(module, text.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, ''))
  }
  return css
}

/**
 * The style functions of a style module replaced by `() => []`: with no styles made in the browser, the code that
 * writes them (and the helpers only it calls) is dead weight, and tree-shaking drops it. The hooks stay: they
 * still set each component's CSS variables from the theme.
 */
export function withoutStyleFunctions(code: string): string {
  return hookCalls(code)
    .map(({ styleFn }) => [styleFn.start, styleFn.end] as const)
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => `${text.slice(0, start)}() => []${text.slice(end)}`, code)
}

export function antdStaticCss(theme: ThemeConfig): Plugin {
  let css: Map<string, string> | undefined
  const cssOf = () => {
    css ??= extractCss(theme)
    return css
  }
  return {
    name: 'antd-static-css',
    // The dev server pre-bundles antd without transforms; there the app keeps css-in-js (web/app/providers.tsx).
    apply: 'build',
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      return cssOf().get(id.slice(PREFIX.length + 1, -'.css'.length)) ?? ''
    },
    transform(code, id, options) {
      // The server render of /login (scripts/prerender.mjs) makes its styles with css-in-js: it keeps them, and
      // needs no CSS files (nor the extraction that writes them).
      if (options?.ssr) return null
      const path = id.split('\\').join('/')
      const at = path.lastIndexOf('/node_modules/antd/es/')
      if (at < 0) return null
      const module = path.slice(at + '/node_modules/antd/es/'.length)
      if (!cssOf().has(module)) return null
      return { code: `import '${PREFIX}${module}.css';\n${withoutStyleFunctions(code)}`, map: null }
    },
  }
}
