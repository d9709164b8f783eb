// Steps after `vite build`, in order. Compression runs last so it covers every file the other steps write.
import { resolve } from 'node:path'
import { compressTree } from './compress-web.mjs'

const webRoot = resolve(import.meta.dirname, '../dist/web')
const count = compressTree(webRoot)
console.log(`compressed ${count} files (br, gz)`)
