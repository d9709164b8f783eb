import type { PDFDocument } from 'pdf-lib'
import { applets } from '#common/applets/registry'
import { sourceKindLabels } from '#common/benchmarks/schema'
import { newReportPdf, savePdf } from '../cjk-font.ts'
import { A4, type Canvas, grey, ink, LEFT, newPage, pageFooters, red, text, WIDTH, white } from './canvas.ts'
import { drawChart } from './chart.ts'
import type { ResearchReport, Section } from './model.ts'
import { sourceById, sourceEntry, sourceNumbers } from './sources.ts'
import { drawTable, inlineText } from './table.ts'

const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二']
export const SOURCES_HEADING = '资料来源'

/** Strings the renderer itself draws, so a font subset cut from the reports' text covers them too. */
const RENDERER_TEXT = `${numerals.join('')}目录${SOURCES_HEADING}第页共/注：；。、，「」测算本平台工具输入见表内品牌数库按集团与统一档次统计单位深色条为典型值浅色带区间下限至上限类型取值依据说明网址年版《》（）·…[]0123456789 .,-%`

/** Every character a report draws: its strings, its figures, its sources' citations and the renderer's labels. */
export function researchText(report: ResearchReport, author: string) {
  const sources = [...sourceNumbers(report).keys()].map((id) => sourceEntry(sourceById(id)))
  const tools = Object.keys(applets).map((name) => applets[name as keyof typeof applets].title)
  return `${JSON.stringify(report)}${author}${RENDERER_TEXT}${sources.join('')}${tools.join('')}${Object.values(sourceKindLabels).join('')}`
}

/**
 * A research report as a PDF: cover, contents, one section per page run, a sources section numbered as the tables
 * cite it, page numbers. `prepared` is a font already cut for several reports (see seed.ts).
 */
export async function renderResearchReport(report: ResearchReport, author: string, prepared?: Uint8Array) {
  const { doc, font } = await newReportPdf(report, author, researchText(report, author), prepared)
  const numbers = sourceNumbers(report)

  const c: Canvas = { doc, font, header: `${author} · ${report.title}`, page: cover(doc, report, author, font), y: 0 }
  newPage(c)
  const contentsPage = c.page
  const sourcesSection: Section = { heading: SOURCES_HEADING, blocks: [] }
  const starts: { heading: string; page: number }[] = []
  report.sections.forEach((section, i) => {
    newPage(c)
    const heading = `${numerals[i]}、${section.heading}`
    starts.push({ heading, page: doc.getPageCount() })
    text(c, heading, { size: 16, leading: 30, color: red })
    for (const block of section.blocks) {
      if (block.kind === 'para') {
        text(c, inlineText(block.parts, numbers), { size: 10.5, leading: 18 })
        c.y -= 6
      } else if (block.kind === 'subheading') {
        c.y -= 4
        text(c, block.text, { size: 11.5, leading: 20, color: red })
      } else if (block.kind === 'bullets') {
        for (const item of block.items) {
          text(c, `· ${inlineText(item, numbers)}`, { size: 10.5, leading: 18, x: LEFT + 8 })
          c.y -= 2
        }
        c.y -= 4
      } else if (block.kind === 'table') drawTable(c, block, numbers)
      else drawChart(c, block, numbers)
    }
  })

  newPage(c)
  starts.push({ heading: sourcesSection.heading, page: doc.getPageCount() })
  text(c, SOURCES_HEADING, { size: 16, leading: 30, color: red })
  text(
    c,
    '本报告每个数字均取自下列来源，编号与各表、各图下“资料来源”一行的编号对应；标为“测算假设”者为本公司在缺少公开统计时的取值，取值依据一并列出。',
    {
      size: 10,
      leading: 17,
      color: grey,
    },
  )
  c.y -= 6
  for (const [id, n] of numbers) {
    text(c, `[${n}] ${sourceEntry(sourceById(id))}`, { size: 9, leading: 15 })
    c.y -= 5
  }

  contents(c, contentsPage, starts)
  pageFooters(doc, font)
  return savePdf(doc)
}

function cover(doc: PDFDocument, report: ResearchReport, author: string, font: Canvas['font']) {
  const page = doc.addPage(A4)
  page.drawRectangle({ x: 0, y: A4[1] - 300, width: A4[0], height: 300, color: red })
  const c = { page, font } as Canvas
  c.y = A4[1] - 130
  text(c, report.title, { size: 28, leading: 40, color: white })
  c.y -= 8
  text(c, report.subtitle, { size: 13, leading: 20, color: white })
  c.y = A4[1] - 350
  text(c, report.summary, { size: 11, leading: 19, color: ink })
  page.drawText(`${report.year} 年版`, { x: LEFT, y: 120, size: 12, font, color: ink })
  page.drawText(author, { x: LEFT, y: 96, size: 12, font, color: grey })
  return page
}

/** The contents page: each heading with dotted leaders to its page number. */
export function contents(c: Canvas, page: Canvas['page'], starts: { heading: string; page: number }[]) {
  page.drawText('目录', { x: LEFT, y: A4[1] - 110, size: 18, font: c.font, color: red })
  starts.forEach((s, i) => {
    const y = A4[1] - 160 - i * 28
    const number = String(s.page)
    page.drawText(s.heading, { x: LEFT, y, size: 11.5, font: c.font, color: ink })
    const right = LEFT + WIDTH - c.font.widthOfTextAtSize(number, 11.5)
    const from = LEFT + c.font.widthOfTextAtSize(s.heading, 11.5) + 8
    page.drawLine({
      start: { x: from, y: y + 3 },
      end: { x: right - 8, y: y + 3 },
      thickness: 0.4,
      color: grey,
      dashArray: [1, 3],
    })
    page.drawText(number, { x: right, y, size: 11.5, font: c.font, color: ink })
  })
}
