import type { FastifyInstance } from 'fastify'
import { makeZip } from './zip.ts'

const MB = 1024 * 1024

export function png(width = 1, height = 1, extra = Buffer.alloc(0)) {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr[16] = 8
  ihdr[17] = 6
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, extra])
}

export function jpeg(comment = '') {
  const com = Buffer.from(comment, 'latin1')
  const comSegment = Buffer.concat([Buffer.from([0xff, 0xfe]), u16(com.length + 2), com])
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x20, 0x01, 0x01, 0x11, 0x00])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
    comSegment,
    sof,
    Buffer.from([0xff, 0xd9]),
  ])
}

export function pdf(body = '1 0 obj << /Type /Catalog >> endobj') {
  return Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')
}

export function xlsx(extraEntries: { name: string; data: Buffer; declaredSize?: number }[] = []) {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
    ...extraEntries,
  ])
}

/** Pads a valid file with trailing bytes up to an exact size. */
export function padTo(file: Buffer, size: number) {
  return Buffer.concat([file, Buffer.alloc(size - file.length, 0x20)])
}

export const sizes = { image: 10 * MB, pdf: 50 * MB, xlsx: 20 * MB }

function u16(n: number) {
  const b = Buffer.alloc(2)
  b.writeUInt16BE(n)
  return b
}

export type Part = { field?: string; filename?: string; type?: string; data: Buffer | string }

/** Builds a multipart/form-data body by hand, so tests control every header of every part. */
export function multipart(parts: Part[]) {
  const boundary = `----hic${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"`
      : `form-data; name="${part.field ?? 'field'}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Posts the parts to the app as multipart/form-data, with the caller's headers (a login) beside the body's. */
export function postParts(app: FastifyInstance, url: string, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts)
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } })
}
