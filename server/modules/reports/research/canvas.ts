import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { wrap } from '../demo-pdf.ts'

/** Page geometry and drawing primitives shared by the research report's blocks. */

export const A4: [number, number] = [595.28, 841.89]
export const LEFT = 56
export const WIDTH = A4[0] - 2 * LEFT
const TOP = A4[1] - 78
const BOTTOM = 64

export const ink = rgb(0.13, 0.13, 0.13)
export const grey = rgb(0.42, 0.42, 0.42)
export const red = rgb(0.62, 0.1, 0.12)
export const paleRed = rgb(0.96, 0.9, 0.9)
export const stripe = rgb(0.96, 0.96, 0.96)
export const white = rgb(1, 1, 1)

export type Canvas = {
  doc: PDFDocument
  font: PDFFont
  /** Running header of every page after the cover. */
  header: string
  page: PDFPage
  y: number
}

export function newPage(c: Canvas) {
  c.page = c.doc.addPage(A4)
  c.page.drawText(c.header, { x: LEFT, y: A4[1] - 44, size: 8.5, font: c.font, color: grey })
  c.page.drawLine({
    start: { x: LEFT, y: A4[1] - 52 },
    end: { x: A4[0] - LEFT, y: A4[1] - 52 },
    thickness: 0.6,
    color: red,
  })
  c.y = TOP
}

/** Starts a new page unless `height` still fits above the bottom margin. */
export function ensure(c: Canvas, height: number) {
  if (c.y - height < BOTTOM) newPage(c)
}

export type TextStyle = { size: number; leading: number; color?: ReturnType<typeof rgb>; x?: number; width?: number }

/** Wrapped text from the cursor down, breaking pages between lines. */
export function text(c: Canvas, value: string, style: TextStyle) {
  const x = style.x ?? LEFT
  for (const line of lines(c, value, style.size, style.width ?? WIDTH - (x - LEFT))) {
    ensure(c, style.leading)
    c.page.drawText(line, { x, y: c.y - style.size, size: style.size, font: c.font, color: style.color ?? ink })
    c.y -= style.leading
  }
}

/** Punctuation that must not open a line (Chinese typesetting's 避头点). */
const NO_LINE_START = new Set('，。、；：？！）》」’”%,.;:)')

/** Wrapped lines; a line that would open with closing punctuation takes the last character of the line above. */
export function lines(c: Canvas, value: string, size: number, width: number) {
  const out = wrap(value, c.font, size, width)
  for (let i = 1; i < out.length; i++) {
    const line = out[i] as string
    const above = out[i - 1] as string
    if (NO_LINE_START.has(line[0] ?? '') && above.length > 1) {
      out[i - 1] = above.slice(0, -1)
      out[i] = above.slice(-1) + line
    }
  }
  return out
}

/** "第 n 页 / 共 N 页" on every page but the cover. */
export function pageFooters(doc: PDFDocument, font: PDFFont) {
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    if (i === 0) return
    const label = `第 ${i + 1} 页 / 共 ${pages.length} 页`
    page.drawText(label, { x: A4[0] / 2 - font.widthOfTextAtSize(label, 8.5) / 2, y: 34, size: 8.5, font, color: grey })
  })
}
