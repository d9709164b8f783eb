import { PDFDocument, rgb } from 'pdf-lib'
import type { RichNode } from '#common/content'
import { embedCjkFont, savePdf } from '../cjk-font.ts'
import {
  A4,
  type Canvas,
  ensure,
  grey,
  ink,
  LEFT,
  newPage,
  pageFooters,
  red,
  text,
  WIDTH,
  white,
} from '../research/canvas.ts'
import { contents } from '../research/render.ts'
import { drawTable, notes } from '../research/table.ts'
import { CHART_HEIGHT, CHART_WIDTH, chartShapes } from './chart.ts'
import {
  chapterTitle,
  coverLines,
  type DeliverableDoc,
  type DocBlock,
  type DocChart,
  documentText,
  sourceText,
} from './model.ts'

/**
 * A deliverable as a PDF (ADR 062): the research reports' pdf-lib canvas, tables and contents page, with the same
 * chart images as the Word file. Cover, contents, one chapter per page run, 第 n 页 / 共 N 页 in the footer.
 * Downloads go through the report library's watermark and audit path like every other PDF.
 */

/** Strings the renderer itself draws (the font is cut to the document's characters plus these). */
const RENDERER_TEXT =
  '目录委托方编制单位日期注：资料来源（）一二三四五六七八九十、第页共/·[]0123456789 .,-%测算假设《》，截至'

export async function renderDocPdf(doc: DeliverableDoc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(doc.title)
  pdf.setAuthor(doc.author)
  pdf.setSubject(doc.subtitle)
  pdf.setLanguage('zh-CN')
  const font = await embedCjkFont(pdf, `${documentText(doc)}${RENDERER_TEXT}`)

  const c: Canvas = { doc: pdf, font, header: `${doc.author} · ${doc.title}`, page: cover(pdf, doc, font), y: 0 }
  newPage(c)
  const contentsPage = c.page
  const starts: { heading: string; page: number }[] = []
  for (const [i, chapter] of doc.chapters.entries()) {
    newPage(c)
    const heading = chapterTitle(chapter, i)
    starts.push({ heading, page: pdf.getPageCount() })
    text(c, heading, { size: 16, leading: 30, color: red })
    let sub = 0
    for (const block of chapter.blocks) drawBlock(c, block, () => ++sub)
  }
  contents(c, contentsPage, starts)
  pageFooters(pdf, font)
  return savePdf(pdf)
}

const subNumerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十']

function drawBlock(c: Canvas, block: DocBlock, nextSub: () => number) {
  switch (block.kind) {
    case 'para':
      text(c, block.text, { size: 10.5, leading: 18 })
      c.y -= 6
      return
    case 'subheading': {
      const n = nextSub()
      c.y -= 4
      ensure(c, 60)
      text(c, `（${subNumerals[n - 1] ?? n}）${block.text}`, { size: 12, leading: 22, color: ink })
      return
    }
    case 'bullets':
      for (const item of block.items) {
        text(c, `· ${item}`, { size: 10.5, leading: 18, x: LEFT + 8 })
        c.y -= 2
      }
      c.y -= 4
      return
    case 'table':
      drawTable(c, block, new Map())
      return
    case 'chart':
      drawChart(c, block)
      return
    case 'richText':
      for (const node of block.nodes) drawRich(c, node)
      c.y -= 4
      return
    case 'sources':
      block.items.forEach((item, i) => {
        text(c, `[${i + 1}] ${item.label}：${sourceText(item.source)}`, { size: 9, leading: 15 })
        c.y -= 4
      })
      return
  }
}

const hex = (color: string) =>
  rgb(
    Number.parseInt(color.slice(1, 3), 16) / 255,
    Number.parseInt(color.slice(3, 5), 16) / 255,
    Number.parseInt(color.slice(5, 7), 16) / 255,
  )

/** The chart's shapes (chart.ts, the same as the Word file's image) drawn as vectors across the text width. */
function drawChart(c: Canvas, chart: DocChart) {
  const s = WIDTH / CHART_WIDTH
  const height = CHART_HEIGHT * s
  ensure(c, 24 + height + 20)
  text(c, `${chart.title}（单位：${chart.unit}）`, { size: 10, leading: 16, color: red })
  const top = c.y
  const X = (x: number) => LEFT + x * s
  const Y = (y: number) => top - y * s
  for (const shape of chartShapes(chart)) {
    if (shape.kind === 'rect') {
      c.page.drawRectangle({
        x: X(shape.x),
        y: Y(shape.y + shape.height),
        width: shape.width * s,
        height: shape.height * s,
        color: hex(shape.fill),
      })
    } else if (shape.kind === 'line') {
      c.page.drawLine({
        start: { x: X(shape.x1), y: Y(shape.y1) },
        end: { x: X(shape.x2), y: Y(shape.y2) },
        thickness: shape.width * s,
        color: hex(shape.stroke),
      })
    } else if (shape.kind === 'polyline') {
      for (let i = 1; i < shape.points.length; i++) {
        const [x1, y1] = shape.points[i - 1] as [number, number]
        const [x2, y2] = shape.points[i] as [number, number]
        c.page.drawLine({
          start: { x: X(x1), y: Y(y1) },
          end: { x: X(x2), y: Y(y2) },
          thickness: shape.width * s,
          color: hex(shape.stroke),
          lineCap: 1,
        })
      }
    } else if (shape.kind === 'circle') {
      c.page.drawCircle({ x: X(shape.cx), y: Y(shape.cy), size: shape.r * s, color: hex(shape.fill) })
    } else {
      const size = shape.size * s
      const w = c.font.widthOfTextAtSize(shape.text, size)
      const x = X(shape.x) - (shape.anchor === 'middle' ? w / 2 : shape.anchor === 'end' ? w : 0)
      c.page.drawText(shape.text, { x, y: Y(shape.y), size, font: c.font, color: hex(shape.fill) })
    }
  }
  c.y -= height + 6
  notes(c, chart.note, [], new Map(), chart.source)
}

function drawRich(c: Canvas, node: RichNode) {
  switch (node.type) {
    case 'heading':
      c.y -= 4
      ensure(c, 50)
      text(c, node.text, { size: 11.5, leading: 20, color: ink })
      return
    case 'paragraph':
      // One weight of the font is embedded: bold and links print as plain text, a link with its address.
      text(
        c,
        `${node.spans.map((s) => (s.href && /^https?:\/\//i.test(s.href) ? `${s.text}（${s.href}）` : s.text)).join('')}`,
        { size: 10.5, leading: 18 },
      )
      c.y -= 6
      return
    case 'list':
      node.items.forEach((item, i) => {
        text(c, `${node.ordered ? `${i + 1}.` : '·'} ${item}`, { size: 10.5, leading: 18, x: LEFT + 8 })
        c.y -= 2
      })
      c.y -= 4
      return
    case 'note': {
      const top = c.y
      text(c, node.text, { size: 9.5, leading: 16, color: grey, x: LEFT + 10 })
      if (c.y < top) c.page.drawRectangle({ x: LEFT, y: c.y + 2, width: 2.5, height: top - c.y - 2, color: red })
      c.y -= 8
      return
    }
  }
}

function cover(pdf: PDFDocument, doc: DeliverableDoc, font: Canvas['font']) {
  const page = pdf.addPage(A4)
  page.drawRectangle({ x: 0, y: A4[1] - 300, width: A4[0], height: 300, color: red })
  const c = { page, font } as Canvas
  c.y = A4[1] - 110
  text(c, doc.author, { size: 12, leading: 30, color: white })
  text(c, doc.title, { size: 24, leading: 34, color: white })
  c.y -= 8
  text(c, doc.subtitle, { size: 13, leading: 20, color: white })
  c.y = A4[1] - 350
  if (doc.summary) text(c, doc.summary, { size: 11, leading: 19, color: ink })
  const lines = coverLines(doc)
  lines.forEach(({ text, emphasis }, i) => {
    const color = emphasis === 'notice' ? red : emphasis === 'quiet' ? grey : ink
    page.drawText(text, { x: LEFT, y: 60 + (lines.length - 1 - i) * 24, size: 11.5, font, color })
  })
  return page
}
