import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A small, valid PDF with `pages` pages of ASCII text (standard font, no CJK needed). */
export async function plainPdf(pages = 2, label = 'Sample report') {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= pages; i++) {
    doc.addPage([595, 842]).drawText(`${label} page ${i}`, { x: 60, y: 760, size: 14, font })
  }
  return Buffer.from(await doc.save())
}

/** The text of every page, as pdf.js (the viewer's engine) extracts it. */
export async function pageTexts(pdf: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const texts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await doc.destroy()
  return texts
}
