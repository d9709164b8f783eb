import { deflateSync } from 'node:zlib'

/** An RGB canvas the seed paints case illustrations on, without any image library or network. */
export type Canvas = { width: number; height: number; pixels: Uint8Array }
export type Rgb = readonly [number, number, number]

export function canvas(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8Array(width * height * 3) }
}

export function fillRect(c: Canvas, x0: number, y0: number, x1: number, y1: number, color: Rgb) {
  const xa = Math.max(0, Math.floor(x0))
  const xb = Math.min(c.width, Math.ceil(x1))
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(c.height, Math.ceil(y1)); y++) {
    for (let x = xa; x < xb; x++) setPixel(c, x, y, color)
  }
}

export function setPixel(c: Canvas, x: number, y: number, [r, g, b]: Rgb) {
  const i = (y * c.width + x) * 3
  c.pixels[i] = r
  c.pixels[i + 1] = g
  c.pixels[i + 2] = b
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ]
}

/** Vertical gradient between two rows. */
export function gradient(c: Canvas, y0: number, y1: number, top: Rgb, bottom: Rgb) {
  for (let y = Math.max(0, y0); y < Math.min(c.height, y1); y++) {
    fillRect(c, 0, y, c.width, y + 1, mix(top, bottom, (y - y0) / Math.max(1, y1 - y0 - 1)))
  }
}

export function fillCircle(c: Canvas, cx: number, cy: number, r: number, color: Rgb) {
  for (let y = Math.floor(cy - r); y <= cy + r; y++) {
    for (let x = Math.floor(cx - r); x <= cx + r; x++) {
      if (x >= 0 && y >= 0 && x < c.width && y < c.height && (x - cx) ** 2 + (y - cy) ** 2 <= r * r) {
        setPixel(c, x, y, color)
      }
    }
  }
}

/** A filled polygon by even-odd scanlines (mountains, roofs, perspective floors). */
export function fillPolygon(c: Canvas, points: [number, number][], color: Rgb) {
  const ys = points.map((p) => p[1])
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y < Math.min(c.height, Math.ceil(Math.max(...ys))); y++) {
    const scan = y + 0.5
    const xs: number[] = []
    for (let i = 0; i < points.length; i++) {
      const [ax, ay] = points[i] as [number, number]
      const [bx, by] = points[(i + 1) % points.length] as [number, number]
      if ((ay <= scan && by > scan) || (by <= scan && ay > scan)) xs.push(ax + ((scan - ay) / (by - ay)) * (bx - ax))
    }
    xs.sort((a, b) => a - b)
    for (let i = 0; i + 1 < xs.length; i += 2) fillRect(c, xs[i] as number, y, xs[i + 1] as number, y + 1, color)
  }
}

/** The canvas as PNG bytes (8-bit RGB, no interlace). */
export function encodePng(c: Canvas): Uint8Array {
  const raw = Buffer.alloc((c.width * 3 + 1) * c.height)
  for (let y = 0; y < c.height; y++) {
    raw[y * (c.width * 3 + 1)] = 0
    Buffer.from(c.pixels.buffer, c.pixels.byteOffset + y * c.width * 3, c.width * 3).copy(
      raw,
      y * (c.width * 3 + 1) + 1,
    )
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(c.width, 0)
  header.writeUInt32BE(c.height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
