import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { z } from 'zod'
import type { toolSummarySchema } from '#common/applets/summary'
import { site } from '#common/site'
import { embedCjkFont, savePdf } from '../reports/cjk-font.ts'
import { wrap } from '../reports/demo-pdf.ts'

type Summary = z.output<typeof toolSummarySchema>

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const ACCENT = rgb(0.62, 0.1, 0.12)
const GREY = rgb(0.4, 0.4, 0.4)
const INK = rgb(0.1, 0.1, 0.1)

/**
 * One A4 page: the firm's name and the date on a band, the tool's title and case, the verdict, then the figures in
 * two columns of label/value rows. The schema's limits make it fit; rows past the foot are not drawn.
 */
export async function renderToolSummary(summary: Summary, generatedAt: Date, reader: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const date = generatedAt.toISOString().slice(0, 10)
  doc.setTitle(summary.title)
  doc.setAuthor(site.firmName)
  doc.setLanguage('zh-CN')
  doc.setCreationDate(generatedAt)
  const footText = `${site.name} · 生成于 ${date} · 阅读人 ${reader} · 基于所填假设的估算，不构成投资建议`
  const font = await embedCjkFont(doc, allText(summary, footText))
  const page = doc.addPage(A4)
  const width = A4[0] - 2 * MARGIN

  page.drawRectangle({ x: 0, y: A4[1] - 56, width: A4[0], height: 56, color: ACCENT })
  page.drawText(site.firmName, { x: MARGIN, y: A4[1] - 35, size: 14, font, color: rgb(1, 1, 1) })
  const dateWidth = font.widthOfTextAtSize(date, 10)
  page.drawText(date, { x: A4[0] - MARGIN - dateWidth, y: A4[1] - 33, size: 10, font, color: rgb(1, 1, 1) })

  let y = A4[1] - 96
  page.drawText(summary.title, { x: MARGIN, y, size: 20, font, color: INK })
  y -= 22
  if (summary.subtitle) {
    y = lines(page, wrap(summary.subtitle, font, 11, width), font, 11, y, GREY) - 6
  }
  for (const paragraph of summary.verdict) {
    y = lines(page, wrap(paragraph, font, 10.5, width), font, 10.5, y, INK) - 6
  }

  const columnWidth = (width - 24) / 2
  for (const section of summary.sections) {
    y -= 10
    if (y < 90) break
    page.drawText(section.heading, { x: MARGIN, y, size: 12, font, color: ACCENT })
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: GREY })
    y -= 15
    section.rows.forEach(([label, value], i) => {
      const x = MARGIN + (i % 2) * (columnWidth + 24)
      if (y < 70) return
      page.drawText(label, { x, y, size: 9.5, font, color: GREY })
      const valueWidth = font.widthOfTextAtSize(value, 10)
      page.drawText(value, { x: x + columnWidth - valueWidth, y, size: 10, font, color: INK })
      if (i % 2 === 1 || i === section.rows.length - 1) y -= 16
    })
  }

  if (summary.link) {
    page.drawText(`在线查看：${summary.link.length > 90 ? `${summary.link.slice(0, 90)}…` : summary.link}`, {
      x: MARGIN,
      y: 48,
      size: 7.5,
      font,
      color: GREY,
    })
  }
  page.drawText(footText, { x: MARGIN, y: 32, size: 8, font, color: GREY })
  return savePdf(doc)
}

function lines(page: PDFPage, rows: string[], font: PDFFont, size: number, top: number, color = INK) {
  let y = top
  for (const row of rows) {
    page.drawText(row, { x: MARGIN, y, size, font, color })
    y -= size * 1.6
  }
  return y
}

function allText(summary: Summary, foot: string) {
  const parts = [
    site.firmName,
    summary.title,
    summary.subtitle,
    ...summary.verdict,
    ...summary.sections.flatMap((s) => [s.heading, ...s.rows.flat()]),
    summary.link ?? '',
    foot,
  ]
  return `${parts.join('')}0123456789-…在线查看：`
}
