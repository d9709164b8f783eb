import type { FastifyReply } from 'fastify'
import { contentDisposition } from '../files/routes.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export function sendWorkbook(reply: FastifyReply, buffer: Buffer, name: string) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(buffer)
}
