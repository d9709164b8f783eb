// Writes .br and .gz next to every compressible file of the web build, so the server never compresses per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm|xml)$/
const MIN_BYTES = 1024

export function compressTree(dir) {
  let count = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      count += compressTree(path)
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
    count++
  }
  return count
}
