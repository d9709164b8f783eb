/**
 * Makes a CID-keyed OpenType (CFF) font's CIDs equal its glyph ids, so a PDF can embed it as what it is: a
 * CIDFontType0 whose font file is `OpenType` (PDF 1.7, 9.7.4.2), where the codes a PDF shows (pdf-lib writes glyph
 * ids) select glyphs by CID. harfbuzz keeps the source font's CIDs when it cuts a subset (glyph 17 may be CID
 * 12339), which would make such a PDF show the wrong characters.
 *
 * Only the CFF table's charset changes: it is rewritten in place as one range, glyph 1 to the last, numbered from 1
 * (a charset never names glyph 0). Such a range takes at most 5 bytes, no more than any charset it replaces (a
 * subset has at least 3 glyphs); the bytes left over are never read, as a charset is read by its own structure. The
 * table's checksum and the font's are written anew.
 */
export function withIdentityCharset(font: Uint8Array): Uint8Array {
  const out = new Uint8Array(font)
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength)
  const table = findTable(view, 'CFF ')
  if (!table) throw new Error('not an OpenType font with CFF outlines')
  const top = topDict(view, table.offset)
  if (!top.has(ROS)) throw new Error('the CFF font is not CID-keyed')
  const charset = table.offset + operand(top, CHARSET)
  const glyphs = view.getUint16(table.offset + operand(top, CHAR_STRINGS))
  if (glyphs < 3) throw new Error('the font has fewer than 3 glyphs')
  const oldLength = charsetLength(view, charset, glyphs)
  const identity = glyphs - 2 <= 0xff ? [1, 0, 1, glyphs - 2] : [2, 0, 1, (glyphs - 2) >> 8, (glyphs - 2) & 0xff]
  if (identity.length > oldLength) throw new Error('the charset is too short to rewrite in place')
  out.set(identity, charset)
  view.setUint32(table.entry + 4, checksum(view, table.offset, table.length))
  writeFontChecksum(view)
  return out
}

const CHARSET = 15
const CHAR_STRINGS = 17
const ROS = 1230

function findTable(view: DataView, tag: string) {
  const tables = view.getUint16(4)
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16
    const name = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(entry + k)))
    if (name === tag) return { entry, offset: view.getUint32(entry + 8), length: view.getUint32(entry + 12) }
  }
  return undefined
}

/** An INDEX at `at`: where each item starts and ends (absolute), and where the INDEX ends. */
function readIndex(view: DataView, at: number) {
  const count = view.getUint16(at)
  if (count === 0) return { items: [], end: at + 2 }
  const offSize = view.getUint8(at + 2)
  const offsetAt = (i: number) => {
    let value = 0
    for (let k = 0; k < offSize; k++) value = value * 256 + view.getUint8(at + 3 + i * offSize + k)
    return value
  }
  const base = at + 3 + (count + 1) * offSize - 1
  const items = Array.from({ length: count }, (_, i) => ({ start: base + offsetAt(i), end: base + offsetAt(i + 1) }))
  return { items, end: base + offsetAt(count) }
}

/** The Top DICT's operators and their operands (a two-byte operator 12 x is 1200 + x). */
function topDict(view: DataView, cff: number) {
  const names = readIndex(view, cff + view.getUint8(cff + 2))
  const first = readIndex(view, names.end).items[0]
  if (!first) throw new Error('the CFF font has no Top DICT')
  const dict = new Map<number, number[]>()
  let operands: number[] = []
  for (let at = first.start; at < first.end; ) {
    const b0 = view.getUint8(at)
    if (b0 <= 21) {
      const op = b0 === 12 ? 1200 + view.getUint8(at + 1) : b0
      at += b0 === 12 ? 2 : 1
      dict.set(op, operands)
      operands = []
    } else if (b0 === 28) {
      operands.push(view.getInt16(at + 1))
      at += 3
    } else if (b0 === 29) {
      operands.push(view.getInt32(at + 1))
      at += 5
    } else if (b0 === 30) {
      // A real number: nibbles up to the one that ends it. No operator this reads takes one.
      at += 1
      while ((view.getUint8(at) & 0x0f) !== 0x0f && (view.getUint8(at) & 0xf0) !== 0xf0) at++
      at += 1
      operands.push(Number.NaN)
    } else if (b0 <= 246) {
      operands.push(b0 - 139)
      at += 1
    } else if (b0 <= 250) {
      operands.push((b0 - 247) * 256 + view.getUint8(at + 1) + 108)
      at += 2
    } else {
      operands.push(-(b0 - 251) * 256 - view.getUint8(at + 1) - 108)
      at += 2
    }
  }
  return dict
}

function operand(dict: Map<number, number[]>, op: number) {
  const value = dict.get(op)?.[0]
  if (value === undefined || !Number.isInteger(value)) throw new Error(`the CFF Top DICT has no operator ${op}`)
  return value
}

/** The bytes a charset takes: format 0 lists each glyph, formats 1 and 2 list ranges of 3 and 4 bytes. */
function charsetLength(view: DataView, at: number, glyphs: number) {
  const format = view.getUint8(at)
  if (format === 0) return 1 + 2 * (glyphs - 1)
  if (format !== 1 && format !== 2) throw new Error(`unknown charset format ${format}`)
  const rangeSize = format === 1 ? 3 : 4
  let covered = 0
  let length = 1
  while (covered < glyphs - 1) {
    const left = format === 1 ? view.getUint8(at + length + 2) : view.getUint16(at + length + 2)
    covered += left + 1
    length += rangeSize
  }
  return length
}

/** The OpenType checksum: the sum of the big-endian 32-bit words, the last one padded with zeros. */
function checksum(view: DataView, offset: number, length: number) {
  let sum = 0
  for (let at = offset; at < offset + length; at += 4) {
    let word = 0
    for (let k = 0; k < 4; k++) word = word * 256 + (at + k < offset + length ? view.getUint8(at + k) : 0)
    sum = (sum + word) >>> 0
  }
  return sum
}

/** head.checkSumAdjustment: 0xB1B0AFBA less the whole font's checksum, taken with the adjustment at 0. */
function writeFontChecksum(view: DataView) {
  const head = findTable(view, 'head')
  if (!head) return
  view.setUint32(head.offset + 8, 0)
  view.setUint32(head.entry + 4, checksum(view, head.offset, head.length))
  view.setUint32(head.offset + 8, (0xb1b0afba - checksum(view, 0, view.byteLength)) >>> 0)
}
