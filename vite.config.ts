import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, posix, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { antdStaticCss } from './scripts/antd-static-css.ts'
import { fontFamily } from './web/lib/font-family.ts'
import { themeConfig } from './web/lib/theme.ts'

const root = import.meta.dirname
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }
/** package.json holds a semver ("5.1.78-b"); people see the firm's label ("5.1.78b"). */
const appVersion = pkg.version.replace(/-(?=[a-z]+$)/, '')
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`

/** Puts the loading overlay (web/app-loading.html) into every page, and writes builds/latest.json. */
function shellPages(): Plugin {
  const [style = '', markup = ''] = readFileSync(resolve(root, 'web/app-loading.html'), 'utf8')
    .replace(/^<!--.*-->\n/, '')
    .replace('sans-serif /* font-family.ts */', fontFamily)
    .split('<!--split-->\n')
  return {
    name: 'shell-pages',
    transformIndexHtml: (html) =>
      html.replace('    <!--app-loading-style-->\n', style).replace('    <!--app-loading-->\n', markup),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: new Date().toISOString() }),
      })
    },
  }
}

/** Writes which modules went into which chunk to dist/build-report (outside the web root) for `npm run size`. */
function chunkReport(): Plugin {
  return {
    name: 'chunk-report',
    writeBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk') chunks[file] = Object.keys(chunk.modules).map((id) => id.replace(`${root}/`, ''))
      }
      mkdirSync(resolve(root, 'dist/build-report'), { recursive: true })
      writeFileSync(resolve(root, 'dist/build-report/chunks.json'), JSON.stringify(chunks))
    },
  }
}

/**
 * The static import graph, for chunking by who loads what up front: modules /login needs (shared with the app so
 * they stay cached after signing in) and modules the signed-in shell needs (one vendor and one app chunk instead
 * of dozens of small files requested at once). See ADR 022.
 */
function moduleGraph() {
  let info: ((id: string) => { importedIds: readonly string[] } | null) | undefined
  const closures = new Map<string, Set<string>>()
  const closureOf = (entry: string) => {
    let set = closures.get(entry)
    if (set) return set
    set = new Set()
    const stack = [resolve(root, entry)]
    while (stack.length > 0) {
      const id = stack.pop() as string
      if (set.has(id)) continue
      set.add(id)
      stack.push(...(info?.(id)?.importedIds ?? []))
    }
    closures.set(entry, set)
    return set
  }
  const plugin: Plugin = {
    name: 'module-graph',
    buildEnd() {
      info = (id) => this.getModuleInfo(id)
      closures.clear()
    },
  }
  const entryModule = /[\\/]web[\\/](index\.html|main\.tsx)$/
  /**
   * Which up-front chunk a module the entries import statically (rolldown's `$initial` tag) belongs in: code
   * /login shares with the app, the shell's libraries, the shell's own code. Login-only code stays in its entry.
   */
  const chunkFor = (id: string): string | null => {
    if (entryModule.test(id)) return null
    const inLogin = closureOf('web/login/index.html').has(id)
    if (inLogin) return closureOf('web/index.html').has(id) ? 'boot' : null
    return /node_modules/.test(id) ? 'shell-vendor' : 'shell'
  }
  return { plugin, chunkFor }
}

const graph = moduleGraph()

/**
 * Single imports inside antd that keep large modules alive for one small export; each is pointed at a module that
 * provides that export alone. See ADR 022.
 * - antd's form context takes `FormProvider` from @rc-component/form's index, whose static assignments
 *   (`Form.Field = Field` …) keep the whole form engine and validator in every chunk with a popup (tooltip,
 *   dropdown): use the module that defines it (the same instance the full form uses, so contexts stay shared).
 * - antd's button and tag styles take `isBright` from the colour picker's preset panel module, which imports
 *   Collapse: use the same function in web/lib/antd-is-bright.ts.
 * - Eleven antd modules import the English locale as a fallback (about 0.5 KB gzip in the shell): use zh_CN.
 * - ConfigProvider imports the tooltip's UniqueProvider (the whole popup engine) for a `tooltip.unique` setting
 *   this app never uses: web/lib/antd-tooltip-unique-off.tsx, a pass-through, takes its place.
 */
const lightImports: { source: (s: string, from: string) => boolean; importer: RegExp; target: string }[] = [
  {
    source: (s: string) => s === '@rc-component/form',
    importer: /antd\/es\/form\/context\.js$/,
    target: '@rc-component/form/es/FormContext',
  },
  {
    source: (s: string) => s.endsWith('color-picker/components/ColorPresets'),
    importer: /antd\/es\/(button\/style\/token|tag\/style\/index)\.js$/,
    target: resolve(root, 'web/lib/antd-is-bright.ts'),
  },
  {
    source: (s: string) => s === '../tooltip/UniqueProvider',
    importer: /antd\/es\/config-provider\/index\.js$/,
    target: resolve(root, 'web/lib/antd-tooltip-unique-off.tsx'),
  },
  {
    // antd's fallback locale, English, for components drawn without a ConfigProvider locale: every component here is
    // drawn inside the zh-CN one (web/app/providers.tsx), and zh_CN is in the shell anyway. Not the date pickers' and
    // calendar's own en_US files, which are other modules.
    source: (s: string, from: string) =>
      s.startsWith('.') && /\/antd\/es\/locale\/en_US(\.js)?$/.test(posix.join(dirname(from), s)),
    importer: /\/antd\/es\//,
    target: 'antd/es/locale/zh_CN',
  },
]

function lightAntdImports(): Plugin {
  return {
    name: 'light-antd-imports',
    enforce: 'pre',
    async resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? ''
      const redirect = lightImports.find((r) => r.source(source, from) && r.importer.test(from))
      return redirect ? this.resolve(redirect.target, importer, { skipSelf: true }) : null
    },
  }
}

/**
 * Small antd display parts that the landing screens (organization homes, topic start pages, /choose-category) all
 * draw, in one chunk: split by component they were twenty requests of 0.1-3 KB each per screen.
 */
const displayModules =
  /node_modules\/(antd\/es\/(space|skeleton|empty|row|col|flex|statistic|tag)\/|antd\/es\/_util\/(gapSize|statusUtils|colors|fallbackProp|hooks\/useClosable)\.js|antd\/es\/theme\/util\/genPresetColor|antd\/es\/config-provider\/hooks\/useCSSVarCls|@rc-component\/util\/es\/pickAttrs)/

/**
 * The icons of topic cards (node-icon.tsx, node-card.tsx): one request on a start page instead of ten. Not
 * ProjectOutlined, which /choose-category also draws: it would bring the whole group there.
 */
const topicIcons =
  /node_modules\/@ant-design\/icons(-svg)?\/es\/(asn|icons)\/(Appstore|Calculator|Environment|FileText|Folder|Link|PaperClip|Lock)Outlined\.js/

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [
    react(),
    shellPages(),
    lightAntdImports(),
    antdStaticCss(themeConfig),
    ...(isSsrBuild ? [] : [chunkReport(), graph.plugin]),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          // Two pages: the app, and /login as its own small page (prerendered by scripts/prerender-login.mjs).
          input: { app: resolve(root, 'web/index.html'), login: resolve(root, 'web/login/index.html') },
          // antd's rc-component packages declare no `sideEffects`, so every module they import is kept (the
          // whole form engine rides along with ConfigProvider). They are plain React components: let unused
          // modules go. See ADR 022. A feature's modules have no load-time effects either (nothing in web/features is
          // imported for its effects but styles), so what a feature's index.ts re-exports and an importer does not use
          // stays out of the importer's chunks (ADR 142).
          treeshake: {
            moduleSideEffects: (id: string) => !/node_modules\/@rc-component\/|\/web\/features\/.*\.tsx?$/.test(id),
          },
          output: {
            // What the signed-in shell needs up front (react, the router, antd's core and css-in-js, the shell's own
            // code) goes in as few chunks as the static graph allows: five scripts for the shell instead of ten. TanStack
            // Query, which the shell and most pages share, is one chunk. Anything else (antd components, page code)
            // splits by where it is used, so heavy components stay in the pages that import them. /login loads none of
            // these (ADR 021).
            codeSplitting: {
              // Without a floor, pages sharing bits of antd produce dozens of tiny chunks that compress worse.
              minSize: 20_000,
              groups: [
                { name: 'query', test: /node_modules\/@tanstack\//, priority: 20 },
                { name: 'display', test: displayModules, priority: 10 },
                { name: 'topic-icons', test: topicIcons, priority: 10 },
                { name: (id: string) => graph.chunkFor(id), debugName: 'up-front', tags: ['$initial'], priority: 5 },
              ],
            },
          },
        },
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/readyz': 'http://127.0.0.1:3000',
    },
  },
}))
