import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont } from 'pdf-lib'
import subsetFont from 'subset-font'

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

/** A small font holding just the characters of `text` (characters outside GB 2312 render as blanks). */
export async function cjkFontFor(text: string): Promise<Uint8Array> {
  const chars = [...new Set(text)].join('')
  return subsetFont(await sourceFont(), chars, { targetFormat: 'sfnt' })
}

/** Embeds a font covering `text`, or the font bytes a caller already cut with `cjkFontFor`. */
export async function embedCjkFont(doc: PDFDocument, text: string, prepared?: Uint8Array): Promise<PDFFont> {
  doc.registerFontkit(fontkit)
  return doc.embedFont(prepared ?? (await cjkFontFor(text)), { subset: false })
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
