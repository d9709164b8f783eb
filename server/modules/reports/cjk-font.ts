import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFArray, PDFDict, PDFDocument, type PDFFont, PDFName, PDFStream } from 'pdf-lib'
import subsetFont from 'subset-font'
import { withIdentityCharset } from './cff-charset.ts'

/**
 * Chinese text in generated PDFs (ADR 061). The standard PDF fonts have no CJK glyphs, so we embed Noto Sans
 * (GB 2312 coverage, SIL OFL) from `@embedpdf/fonts-sc`. harfbuzz cuts it down to the characters a document
 * uses and pdf-lib embeds that small font whole, because pdf-lib's own subsetter breaks CFF outlines.
 */
export const cjkFontPath = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
  'NotoSansHans-Regular.otf',
)

let fullFont: Promise<Buffer> | undefined

/** The 8 MB source font is read once per process, on first use. */
function sourceFont() {
  fullFont ??= readFile(cjkFontPath)
  return fullFont
}

/**
 * A small font holding just the characters of `text` (characters outside GB 2312 render as blanks), its CIDs equal
 * to its glyph ids so that `savePdf` can embed it as the CFF font it is.
 */
export async function cjkFontFor(text: string): Promise<Uint8Array> {
  const chars = [...new Set(text)].join('')
  return withIdentityCharset(await subsetFont(await sourceFont(), chars, { targetFormat: 'sfnt' }))
}

/** The CJK fonts embedded in each document, for `savePdf`. */
const embedded = new WeakMap<PDFDocument, PDFFont[]>()

/** Embeds a font covering `text`, or the font bytes a caller already cut with `cjkFontFor`. Save with `savePdf`. */
export async function embedCjkFont(doc: PDFDocument, text: string, prepared?: Uint8Array): Promise<PDFFont> {
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(prepared ?? (await cjkFontFor(text)), { subset: false })
  embedded.set(doc, [...(embedded.get(doc) ?? []), font])
  return font
}

/**
 * Saves a document that embeds the CJK font. pdf-lib does not see that the font has CFF outlines, and labels it a
 * TrueType CIDFont (CIDFontType2, FontFile2); strict readers then refuse or warn about the font (Acrobat: "cannot
 * extract the embedded font"; poppler: "Mismatch between font type and embedded font file"). It is relabelled as
 * what it is: a CIDFontType0 whose font file is OpenType (PDF 1.7, 9.7.4.2), selecting glyphs by CID, which
 * `cjkFontFor` made equal to the glyph ids pdf-lib writes. Only the fonts this module embedded are touched: a stamped
 * upload keeps its own fonts as they were.
 */
export async function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  await doc.flush()
  for (const font of embedded.get(doc) ?? []) {
    const type0 = doc.context.lookup(font.ref, PDFDict)
    const cidFont = doc.context.lookup(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict)
    cidFont.set(PDFName.of('Subtype'), PDFName.of('CIDFontType0'))
    cidFont.delete(PDFName.of('CIDToGIDMap'))
    const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict)
    const file = descriptor.get(PDFName.of('FontFile2'))
    if (!file) continue
    descriptor.delete(PDFName.of('FontFile2'))
    descriptor.set(PDFName.of('FontFile3'), file)
    doc.context.lookup(file, PDFStream).dict.set(PDFName.of('Subtype'), PDFName.of('OpenType'))
  }
  return doc.save()
}

/**
 * A new PDF for a report: its title, subtitle and author in the document info, Chinese as its language, and the CJK
 * font cut to `text` (`prepared`: a font already cut for several reports).
 */
export async function newReportPdf(
  report: { title: string; subtitle: string },
  author: string,
  text: string,
  prepared?: Uint8Array,
) {
  const doc = await PDFDocument.create()
  doc.setTitle(report.title)
  doc.setAuthor(author)
  doc.setSubject(report.subtitle)
  doc.setLanguage('zh-CN')
  return { doc, font: await embedCjkFont(doc, text, prepared) }
}
