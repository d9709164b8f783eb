import type { PDFDocumentProxy } from 'pdfjs-dist'
import { authHeaders } from '#web/lib/api-client.ts'

/**
 * pdf.js and its worker load only when the viewer opens (dynamic import). The worker file is bundled by Vite
 * and served by the app itself (`?url`), so no CDN is involved and the CSP's `worker-src 'self'` holds.
 */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs.getDocument({
    url,
    httpHeaders: authHeaders(),
    withCredentials: true,
    // Ranges let a long report show its first pages before the rest arrives.
    rangeChunkSize: 256 * 1024,
    disableAutoFetch: true,
  }).promise
}

export type { PDFDocumentProxy }
