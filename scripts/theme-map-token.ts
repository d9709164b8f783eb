import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { theme } from 'antd'
import { themeConfig } from '#web/lib/theme.ts'

/** antd's dark algorithm run on the app's seed tokens: what web/lib/dark-map-token.json holds. */
export function darkMapToken() {
  return theme.darkAlgorithm({ ...theme.defaultSeed, ...themeConfig.token })
}

if (process.argv[1] === import.meta.filename) {
  const file = resolve(import.meta.dirname, '../web/lib/dark-map-token.json')
  writeFileSync(file, `${JSON.stringify(darkMapToken(), null, 2)}\n`)
  console.log(`wrote ${file}`)
}
