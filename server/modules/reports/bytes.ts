import type { Readable } from 'node:stream'

/** Reads a stored file whole: only for PDFs we are about to rewrite (watermark), which pdf-lib needs in memory. */
export async function readAll(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
