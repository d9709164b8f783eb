import { gzipSync } from 'node:zlib'
import { setBounded } from '../../lib/bounded-map.ts'

/**
 * Gzipped map-point answers by filter, kept briefly: all 100k points take about a second to read and compress,
 * and every visitor of the map asks for the same few filters. Per process, bounded, so it costs no shared state;
 * a change of hotel data shows on the map within `ttlMs`.
 */
export function pointsCache(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const entries = new Map<string, { at: number; body: Buffer }>()
  return {
    async gzipped(key: string, build: () => Promise<string>): Promise<Buffer> {
      const hit = entries.get(key)
      if (hit && now() - hit.at < options.ttlMs) return hit.body
      const body = gzipSync(await build(), { level: 6 })
      setBounded(entries, key, { at: now(), body }, options.maxEntries)
      return body
    },
    clear: () => entries.clear(),
  }
}
