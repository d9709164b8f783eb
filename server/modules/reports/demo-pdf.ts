import { type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { z } from 'zod'
import { newReportPdf, savePdf } from './cjk-font.ts'

const text = z.string().trim().min(1)

/** A demo PDF's text as the data files write it: a cover's title and subtitle, then one page per section. */
export const demoReportFields = {
  title: text,
  subtitle: text,
  sections: z.array(z.strictObject({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
}

export type DemoSection = { heading: string; paragraphs: string[] }
export type DemoReport = { title: string; subtitle: string; sections: DemoSection[] }

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 64
const BODY = 11
const LEADING = 19

/** A real, multi-page PDF with Chinese text for the demo seed: a cover page, then one page per section. */
export async function renderDemoReport(report: DemoReport, author: string, prepared?: Uint8Array): Promise<Uint8Array> {
  const { doc, font } = await newReportPdf(report, author, demoText(report, author), prepared)
  const total = report.sections.length + 1

  const cover = doc.addPage(A4)
  cover.drawRectangle({ x: 0, y: A4[1] - 260, width: A4[0], height: 260, color: rgb(0.62, 0.1, 0.12) })
  drawLines(cover, wrap(report.title, font, 26, A4[0] - 2 * MARGIN), font, 26, A4[1] - 150, rgb(1, 1, 1))
  drawLines(cover, wrap(report.subtitle, font, 13, A4[0] - 2 * MARGIN), font, 13, A4[1] - 320, rgb(0.2, 0.2, 0.2))
  cover.drawText(author, { x: MARGIN, y: 90, size: 12, font, color: rgb(0.3, 0.3, 0.3) })
  footer(cover, font, 1, total)

  report.sections.forEach((section, index) => {
    const page = doc.addPage(A4)
    let y = A4[1] - MARGIN - 10
    page.drawText(section.heading, { x: MARGIN, y, size: 17, font, color: rgb(0.62, 0.1, 0.12) })
    y -= 36
    for (const paragraph of section.paragraphs) {
      const lines = wrap(paragraph, font, BODY, A4[0] - 2 * MARGIN)
      y = drawLines(page, lines, font, BODY, y, rgb(0.1, 0.1, 0.1)) - 10
    }
    footer(page, font, index + 2, total)
  })
  return savePdf(doc)
}

/** Every character a demo report draws, so one font subset can serve several reports. */
export function demoText(report: DemoReport, author: string) {
  const parts = [report.title, report.subtitle, author, ...report.sections.flatMap((s) => [s.heading, ...s.paragraphs])]
  return `${parts.join('')}0123456789第页共/ `
}

function footer(page: PDFPage, font: PDFFont, n: number, total: number) {
  const text = `第 ${n} 页 / 共 ${total} 页`
  page.drawText(text, { x: A4[0] / 2 - font.widthOfTextAtSize(text, 9) / 2, y: 36, size: 9, font })
}

function drawLines(page: PDFPage, lines: string[], font: PDFFont, size: number, top: number, color = rgb(0, 0, 0)) {
  let y = top
  for (const line of lines) {
    page.drawText(line, { x: MARGIN, y, size, font, color })
    y -= size === BODY ? LEADING : size * 1.5
  }
  return y
}

/**
 * Breaks Chinese text by width, one character at a time (Chinese has no spaces to break at). Widths are
 * measured per character and summed: laying out the growing line each time made seeding quadratic.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number) {
  const widths = new Map<string, number>()
  const widthOf = (ch: string) => {
    let w = widths.get(ch)
    if (w === undefined) {
      w = font.widthOfTextAtSize(ch, size)
      widths.set(ch, w)
    }
    return w
  }
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  for (const ch of text) {
    const w = widthOf(ch)
    if (line && lineWidth + w > width) {
      lines.push(line)
      line = ''
      lineWidth = 0
    }
    line += ch
    lineWidth += w
  }
  if (line) lines.push(line)
  return lines
}
