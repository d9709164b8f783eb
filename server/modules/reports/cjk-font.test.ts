import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { toolSummarySchema } from '#common/applets/summary'
import { renderToolSummary } from '../applets/summary-pdf.ts'
import { withIdentityCharset } from './cff-charset.ts'
import { cjkFontFor, newReportPdf, savePdf } from './cjk-font.ts'
import { renderDemoReport } from './demo-pdf.ts'
import { renderDocPdf } from './document/pdf.ts'
import { researchReports } from './research/catalogue.ts'
import { renderResearchReport } from './research/render.ts'
import { pageTexts, plainPdf } from './test-fixtures/pdfs.ts'
import { sampleDocument } from './test-fixtures/sample-document.ts'
import { stampWatermark } from './watermark.ts'

const text = '酒店可行性研究报告：市场供给与需求（测算假设）ABC 123'

/** The CFF charset as fontkit reads it: ranges of CIDs given to glyphs 1, 2, … in order. */
const charsetOf = (font: Uint8Array) => {
  const parsed = fontkit.create(Buffer.from(font)) as unknown as {
    numGlyphs: number
    'CFF ': { isCIDFont: boolean; topDict: { charset: { ranges: { first: number; nLeft: number }[] } } }
  }
  return { glyphs: parsed.numGlyphs, cid: parsed['CFF '].isCIDFont, ranges: parsed['CFF '].topDict.charset.ranges }
}

/** The font dictionaries of every CJK font in a PDF. */
async function cjkFonts(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font'))
    .filter((font) => String(font.get(PDFName.of('BaseFont'))).includes('NotoSansHans'))
    .filter((font) => font.get(PDFName.of('Subtype')) !== PDFName.of('Type0'))
    .map((cidFont) => {
      const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict)
      const file = descriptor.get(PDFName.of('FontFile3'))
      return {
        subtype: String(cidFont.get(PDFName.of('Subtype'))),
        cidToGid: cidFont.get(PDFName.of('CIDToGIDMap')),
        fontFile2: descriptor.get(PDFName.of('FontFile2')),
        fileSubtype: file && String(doc.context.lookup(file, PDFStream).dict.get(PDFName.of('Subtype'))),
      }
    })
}

const fail = (why: string): never => {
  throw new Error(why)
}

const hasPoppler = spawnSync('pdffonts', ['-v']).status === 0

/** What poppler says while it reads the fonts and the text: its warnings come on stderr. */
function popplerWarnings(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'cjk-font-'))
  try {
    const file = join(dir, 'a.pdf')
    writeFileSync(file, pdf)
    return [spawnSync('pdffonts', [file]), spawnSync('pdftotext', [file, '-'])]
      .map((run) => run.stderr.toString())
      .join('')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the CJK font in our PDFs', () => {
  it('is cut with CIDs equal to its glyph ids: one range from glyph 1', async () => {
    const font = await cjkFontFor(text)
    const { glyphs, cid, ranges } = charsetOf(font)
    expect(cid).toBe(true)
    expect(ranges).toEqual([{ first: 1, nLeft: glyphs - 2, offset: 0 }])
  })

  it('refuses what it cannot rewrite, rather than returning a broken font', () => {
    expect(() => withIdentityCharset(new Uint8Array(64))).toThrow('not an OpenType font with CFF outlines')
  })

  it('is labelled as the CFF OpenType font it is, and reads back as the same text', async () => {
    const { doc, font } = await newReportPdf({ title: '测试', subtitle: '字体' }, '测试', text)
    doc.addPage().drawText(text, { x: 40, y: 700, size: 14, font })
    const pdf = await savePdf(doc)
    expect(await cjkFonts(pdf)).toEqual([
      { subtype: '/CIDFontType0', cidToGid: undefined, fontFile2: undefined, fileSubtype: '/OpenType' },
    ])
    expect((await pageTexts(pdf))[0]?.replaceAll('\n', '')).toBe(text)
    if (hasPoppler) expect(popplerWarnings(pdf)).toBe('')
  })

  it('labels the watermark font of a stamped upload and leaves the upload’s own fonts as they were', async () => {
    const stamped = await stampWatermark(await plainPdf(1), '张三 138****0000')
    expect(await cjkFonts(stamped)).toEqual([
      { subtype: '/CIDFontType0', cidToGid: undefined, fontFile2: undefined, fileSubtype: '/OpenType' },
    ])
    expect((await pageTexts(stamped))[0]).toContain('Sample report page 1')
  })

  const labelled = { subtype: '/CIDFontType0', cidToGid: undefined, fontFile2: undefined, fileSubtype: '/OpenType' }
  const summary = toolSummarySchema.parse({
    title: '贷款额度测算',
    verdict: ['测试'],
    sections: [{ heading: '结果', rows: [['最高可贷', '1 万元']] }],
  })
  it.each([
    ['a deliverable (study, asset review)', () => renderDocPdf(sampleDocument(1))],
    ['a research report', () => renderResearchReport(researchReports()[0] ?? fail('no research report'), '测试')],
    ['a demo report', () => renderDemoReport({ title: '演示', subtitle: '测试', sections: [] }, '测试')],
    ['a tool summary', () => renderToolSummary(summary, new Date('2026-11-30T00:00:00Z'), '测试')],
  ])('is labelled so in %s', async (_, render) => {
    const fonts = await cjkFonts(await render())
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font).toEqual(labelled)
  })
})
