import JSZip from 'jszip'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { site } from '#common/site'
import { pageTexts } from '../test-fixtures/pdfs.ts'
import { sampleDocument } from '../test-fixtures/sample-document.ts'
import { chartShapes, chartSvg, niceTicks, wrapLabel } from './chart.ts'
import { renderDocx } from './docx.ts'
import { CLIENT_ONLY, chapterNumeral, type DeliverableDoc } from './model.ts'
import { renderDocPdf } from './pdf.ts'

async function docxParts(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes)
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('')
  /** The text of every part whose name matches, joined. */
  const readAll = async (pattern: RegExp) =>
    (
      await Promise.all(
        Object.keys(zip.files)
          .filter((n) => pattern.test(n))
          .map(read),
      )
    ).join('')
  return {
    names: Object.keys(zip.files),
    document: await read('word/document.xml'),
    settings: await read('word/settings.xml'),
    headers: await readAll(/word\/header\d+\.xml/),
    footers: await readAll(/word\/footer\d+\.xml/),
  }
}

describe('deliverable document: Word', () => {
  it('has the headings, a contents field, tables, chart images, the firm in the header and page numbers in the footer', async () => {
    const doc = sampleDocument(3)
    const bytes = await renderDocx(doc)
    // A .docx is a zip file: PK\x03\x04.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const parts = await docxParts(bytes)
    // Chapters as Heading 1 with their Chinese numbers, subheadings as Heading 2.
    const h1 = parts.document.match(/<w:pStyle w:val="Heading1"\/>/g) ?? []
    expect(h1).toHaveLength(3)
    expect(parts.document).toContain('一、摘要与结论')
    expect(parts.document).toContain('三、经营表现分析 2')
    expect(parts.document).toContain('<w:pStyle w:val="Heading2"/>')
    expect(parts.document).toContain('（一）主要指标')
    // The table of contents is a TOC field over Heading 1–2, and Word updates fields on opening.
    expect(parts.document).toContain('TOC \\h \\o &quot;1-2&quot;')
    expect(parts.settings).toMatch(/<w:updateFields( w:val="true")?\/>/)
    // One table per chapter, each with a repeated header row.
    expect(parts.document.match(/<w:tbl>/g) ?? []).toHaveLength(3)
    expect(parts.document.match(/<w:tblHeader\/>/g)?.length).toBeGreaterThanOrEqual(3)
    expect(parts.document).toContain('平均房价（元）')
    expect(parts.document).toContain('<w:tblW w:type="pct" w:w="5000"/>')
    // Two charts per chapter as inline pictures; identical charts share one image part.
    expect(parts.document.match(/<pic:pic /g) ?? []).toHaveLength(6)
    // A picture's paragraph spaces its lines automatically: LibreOffice clips an image to an exact line height.
    const pictureParagraphs = parts.document.match(/<w:p>(?:(?!<\/w:p>).)*<w:drawing>/g) ?? []
    expect(pictureParagraphs).toHaveLength(6)
    for (const p of pictureParagraphs) expect(p).toContain('w:lineRule="auto"')
    const media = parts.names.filter((n) => n.startsWith('word/media/') && n.endsWith('.png'))
    expect(media).toHaveLength(2)
    // The consultant's rich text: bold run, an external link, an ordered list.
    expect(parts.document).toContain('重新评估协议客户价格')
    expect(parts.document).toMatch(/<w:hyperlink [^>]*r:id=/)
    expect(parts.document).toContain('<w:numPr>')
    // Sources appendix, with the assumption marked.
    expect(parts.document).toContain('测算假设')
    expect(parts.headers).toContain(site.firmName)
    expect(parts.footers).toMatch(/PAGE/)
    expect(parts.footers).toMatch(/NUMPAGES/)
  })

  it('keeps a short table on one page, and a long one’s header with its first rows', async () => {
    const doc = sampleDocument(1)
    const table = (rows: number) => ({
      kind: 'table' as const,
      title: `${rows} 行`,
      columns: [{ label: '月份' }, { label: '出租率' }],
      rows: Array.from({ length: rows }, (_, i) => [`2026-${i}`, `${i}%`]),
    })
    doc.chapters[0]?.blocks.splice(0, Infinity, table(5), table(24))
    const { document } = await docxParts(await renderDocx(doc))
    // Per table, per row (header first): whether the row's paragraphs keep with the next one.
    const kept = (document.match(/<w:tbl>.*?<\/w:tbl>/g) ?? []).map((tbl) =>
      (tbl.match(/<w:tr>.*?<\/w:tr>/g) ?? []).map((tr) => tr.includes('<w:keepNext/>')),
    )
    expect(kept[0]).toEqual([true, true, true, true, true, false])
    expect(kept[1]).toEqual([true, true, true, ...Array(22).fill(false)])
  })

  it('puts the client, the engagement and 仅供委托方内部使用 on the cover of a document made for a client', async () => {
    const doc = { ...sampleDocument(1), project: '样例酒店资产管理' }
    const cover = async (d: DeliverableDoc) => (await docxParts(await renderDocx(d))).document.split('目 录')[0] ?? ''
    const made = await cover(doc)
    for (const line of [
      '委托方：样例业主有限公司',
      '项目：样例酒店资产管理',
      `编制单位：${site.firmName}`,
      CLIENT_ONLY,
    ])
      expect(made).toContain(line)
    const { preparedFor: _, project: __, ...internal } = doc
    expect(await cover(internal)).not.toContain(CLIENT_ONLY)
    const pdfCover = (await pageTexts(await renderDocPdf(doc)))[0]?.replace(/\s+/g, '') ?? ''
    for (const line of ['委托方：样例业主有限公司', '项目：样例酒店资产管理', CLIENT_ONLY])
      expect(pdfCover).toContain(line)
  })

  it('escapes markup in text instead of breaking the file', async () => {
    const doc = sampleDocument(1)
    doc.title = '报告 <b>&"标题"</b>'
    const first = doc.chapters[0]
    first?.blocks.push({ kind: 'para', text: 'A & B < C > D' })
    const parts = await docxParts(await renderDocx(doc))
    expect(parts.document).toContain('A &amp; B &lt; C &gt; D')
  })
})

describe('deliverable document: PDF', () => {
  it('has a cover, contents and one page run per chapter, with the text and page numbers', async () => {
    const bytes = await renderDocPdf(sampleDocument(3))
    const pdf = await PDFDocument.load(bytes)
    // Cover + contents + 3 chapters, each of which needs two pages (table and two charts).
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5)
    expect(pdf.getTitle()).toBe('样例酒店 2025 年第四季度资产管理报告')
    expect(pdf.getAuthor()).toBe(site.firmName)
  })

  it('starts a short table on a new page rather than split it, wherever the text before it ends', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => [`行${i + 1}`, `${i}%`])
    const table = { kind: 'table' as const, title: '十二行表', columns: [{ label: '项' }, { label: '值' }], rows }
    let split = 0
    for (let lines = 14; lines <= 40; lines += 2) {
      const doc = sampleDocument(1)
      const filler = Array.from({ length: lines }, (_, i) => ({ kind: 'para' as const, text: `第 ${i + 1} 段。` }))
      doc.chapters[0]?.blocks.splice(0, Infinity, ...filler, table)
      const pages = (await pageTexts(await renderDocPdf(doc))).map((p) => p.replace(/\s+/g, ''))
      const at = pages.findIndex((p) => p.includes('十二行表'))
      if (!pages[at]?.includes('行12')) split++
    }
    expect(split).toBe(0)
  })

  it('grows with the document', async () => {
    const short = await PDFDocument.load(await renderDocPdf(sampleDocument(1)))
    const long = await PDFDocument.load(await renderDocPdf(sampleDocument(6)))
    expect(long.getPageCount()).toBeGreaterThan(short.getPageCount() + 4)
  })
})

describe('charts', () => {
  it('picks round ticks that cover the values, including negatives', () => {
    expect(niceTicks(0, 480)).toEqual([0, 100, 200, 300, 400, 500])
    const ticks = niceTicks(-80, 1300)
    expect(ticks[0]).toBeLessThanOrEqual(-80)
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1300)
  })

  it('draws a line per series with a gap for a missing month, and escapes labels', () => {
    const svg = chartSvg({
      kind: 'chart',
      chart: 'line',
      title: 't',
      unit: '元',
      categories: ['1月', '2月', '3月', '4月', '5月'],
      series: [{ name: 'A<&>', values: [1, 2, null, 4, 5] }],
    })
    expect(svg.match(/<polyline /g)).toHaveLength(2)
    expect(svg).toContain('A&lt;&amp;&gt;')
  })

  it('numbers chapters in Chinese', () => {
    expect([0, 9, 10, 11, 19, 20].map(chapterNumeral)).toEqual(['一', '十', '十一', '十二', '二十', '二十一'])
  })
})

describe('chart category labels', () => {
  it('names each of a few wide categories on up to two lines instead of skipping every other one', () => {
    const factors = [
      '部门及总分配费用率',
      '稳定期出租率',
      '平均房价',
      '开发成本',
      '退出资本化率',
      '贷款利率',
      '建设期',
      '管理费率',
    ]
    const shapes = chartShapes({
      kind: 'chart',
      chart: 'bar',
      title: '敏感性',
      unit: '%',
      categories: factors,
      series: [{ name: '下调', values: factors.map((_, i) => i) }],
    })
    const texts = shapes.flatMap((s) => (s.kind === 'text' ? [s.text] : []))
    for (const f of factors) expect(texts.join('|')).toContain(wrapLabel(f, 64, 9.5)[0])
    expect(wrapLabel('部门及总分配费用率', 64, 9.5)).toEqual(['部门及总分配', '费用率'])
  })

  it('still thins a long run of months', () => {
    const months = Array.from({ length: 24 }, (_, i) => `2025-${String((i % 12) + 1).padStart(2, '0')}`)
    const shapes = chartShapes({
      kind: 'chart',
      chart: 'line',
      title: '出租率',
      unit: '%',
      categories: months,
      series: [{ name: '出租率', values: months.map(() => 60) }],
    })
    const labels = shapes.filter((s) => s.kind === 'text' && /^2025-/.test(s.text))
    expect(labels.length).toBeLessThan(24)
  })
})
