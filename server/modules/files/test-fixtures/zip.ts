import { deflateRawSync } from 'node:zlib'

/** CRC-32 (IEEE) for zip headers. */
function crc32(data: Buffer) {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

type Field = [at: number, bytes: 2 | 4, value: number]

/** A little-endian header of `length` bytes with [offset, width in bytes, value] fields; the rest stays zero. */
function header(length: number, fields: Field[]) {
  const buffer = Buffer.alloc(length)
  for (const [at, bytes, value] of fields)
    if (bytes === 2) buffer.writeUInt16LE(value, at)
    else buffer.writeUInt32LE(value, at)
  return buffer
}

/**
 * The fields a local header and its central directory entry both carry, from "version needed" on: version 2.0,
 * UTF-8 names, deflate, CRC, compressed and real size, name length. `at` is where they start in the header.
 */
const sharedFields =
  (crc: number, compressed: number, size: number, nameLength: number) =>
  (at: number): Field[] => [
    [at, 2, 20],
    [at + 2, 2, 0x0800],
    [at + 4, 2, 8],
    [at + 10, 4, crc],
    [at + 14, 4, compressed],
    [at + 18, 4, size],
    [at + 22, 2, nameLength],
  ]

export type ZipEntry = { name: string; data: Buffer; declaredSize?: number }

/** A minimal zip writer (deflate), enough to build real and hostile workbooks for tests. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const compressed = deflateRawSync(entry.data)
    const crc = entry.data.length < 64 * 1024 * 1024 ? crc32(entry.data) : 0
    const size = entry.declaredSize ?? entry.data.length
    const shared = sharedFields(crc, compressed.length, size, name.length)
    const local = header(30, [[0, 4, 0x04034b50], ...shared(4)])
    locals.push(local, name, compressed)
    const central = header(46, [[0, 4, 0x02014b50], [4, 2, 20], ...shared(6), [42, 4, offset]])
    centrals.push(central, name)
    offset += local.length + name.length + compressed.length
  }
  const centralDir = Buffer.concat(centrals)
  const end = header(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, centralDir.length],
    [16, 4, offset],
  ])
  return Buffer.concat([...locals, centralDir, end])
}
