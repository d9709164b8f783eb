import { createReadStream } from 'node:fs'

/**
 * Streams a file looking for any of the given ASCII markers (case-insensitive), without loading it whole.
 * Chunks overlap by the longest marker so a marker split across two chunks is still found.
 */
export async function findMarker(path: string, markers: string[]): Promise<string | undefined> {
  const lowered = markers.map((m) => m.toLowerCase())
  const overlap = Math.max(...lowered.map((m) => m.length)) - 1
  let tail = ''
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = tail + (chunk as Buffer).toString('latin1').toLowerCase()
    const found = lowered.find((m) => text.includes(m))
    if (found) return markers[lowered.indexOf(found)]
    tail = text.slice(-overlap)
  }
  return undefined
}
