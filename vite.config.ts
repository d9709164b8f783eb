import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }
/** package.json holds a semver ("5.1.78-b"); people see the firm's label ("5.1.78b"). */
const appVersion = pkg.version.replace(/-(?=[a-z]+$)/, '')
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`

/** Puts the loading overlay (web/app-loading.html) into every page, and writes builds/latest.json. */
function shellPages(): Plugin {
  const [style = '', markup = ''] = readFileSync(resolve(root, 'web/app-loading.html'), 'utf8')
    .replace(/^<!--.*-->\n/, '')
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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react(), shellPages(), ...(isSsrBuild ? [] : [chunkReport()])],
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
          // modules go. See ADR 022.
          treeshake: { moduleSideEffects: (id: string) => !/node_modules\/@rc-component\//.test(id) },
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
