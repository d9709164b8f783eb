import JSZip from 'jszip'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { AppError } from '#server/errors'
import { renderDocx } from './document/docx.ts'
import { renderDocPdf } from './document/pdf.ts'
import { docxInThread, pdfInThread, stampInThread } from './render-thread.ts'
import { sampleDocument } from './test-fixtures/sample-document.ts'

/** The longest the event loop went without a turn while `work` ran (a 5 ms timer's late ticks). */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 5)
  await work()
  clearInterval(timer)
  return longest
}

/** The text of the Word body, without the contents' bookmark numbers (a counter of the process that rendered it). */
const bodyText = async (bytes: Uint8Array) =>
  ((await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/_Toc\d+/g, '_Toc')

describe('the render thread', () => {
  const doc = sampleDocument(6)

  it('makes the same Word body and the same PDF pages as rendering in place', async () => {
    const [threadDocx, directDocx] = [await docxInThread(doc), await renderDocx(doc)]
    const text = await bodyText(threadDocx)
    expect(text).toContain('经营表现分析 5')
    expect(text).toBe(await bodyText(directDocx))
    const [threadPdf, directPdf] = [await pdfInThread(doc), await renderDocPdf(doc)]
    const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount()
    expect(await pages(threadPdf)).toBe(await pages(directPdf))
    const stamped = await stampInThread(threadPdf, '张三 1234 2026-11-29')
    expect(await pages(stamped)).toBe(await pages(directPdf))
    expect(stamped.length).toBeGreaterThan(threadPdf.length)
  })

  it('keeps the event loop turning while a document renders, where rendering in place stalls it', async () => {
    await docxInThread(doc) // the thread is started and has loaded its modules and font
    const inPlace = await longestStall(() => renderDocx(doc))
    const inThread = await longestStall(() => docxInThread(doc))
    console.log(
      `longest stall of the event loop: ${Math.round(inPlace)} ms in place, ${Math.round(inThread)} ms in the thread`,
    )
    expect(inPlace).toBeGreaterThan(100)
    expect(inThread).toBeLessThan(inPlace / 3)
  })

  it('answers a refusal of the job as the AppError it was, and keeps working after it', async () => {
    const error = await stampInThread(new TextEncoder().encode('not a pdf'), 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 422, code: 'pdf_unreadable' })
    expect([...(await docxInThread(sampleDocument(1))).slice(0, 2)]).toEqual([0x50, 0x4b])
  })

  it('renders several documents at once', async () => {
    const all = await Promise.all([1, 2, 3].map((n) => pdfInThread(sampleDocument(n))))
    const pages = await Promise.all(all.map(async (bytes) => (await PDFDocument.load(bytes)).getPageCount()))
    expect(pages[0]).toBeLessThan(pages[2] as number)
  })
})
