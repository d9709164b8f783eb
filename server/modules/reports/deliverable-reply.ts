import type { FastifyReply } from 'fastify'
import { contentDisposition } from '../files/routes.ts'

export const wordMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * A deliverable (Word original or watermarked PDF) as a download: never cached, never sniffed, a PDF sandboxed
 * should a browser open it in place. One reply for the report library, the studies and the asset reviews.
 */
export function sendDeliverable(reply: FastifyReply, bytes: Uint8Array, format: 'docx' | 'pdf', name: string) {
  if (format === 'pdf') reply.header('content-security-policy', "default-src 'none'; sandbox")
  return reply
    .header('content-type', format === 'pdf' ? 'application/pdf' : wordMime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition('attachment', `${name}.${format}`))
    .header('content-length', String(bytes.length))
    .send(Buffer.from(bytes))
}
