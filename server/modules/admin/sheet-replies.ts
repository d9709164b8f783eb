import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { AppError } from '#server/errors'
import { contentDisposition } from '../files/routes.ts'
import { XLSX_MIME } from './xlsx-write.ts'

/** A generated .xlsx (whole, or streamed as it is written) as a download: never cached, never sniffed. */
export function sendWorkbook(reply: FastifyReply, workbook: Buffer | Readable, name: string) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(workbook)
}

/**
 * A sheet import refused as a whole: 422 `import_has_errors`, one field per sheet row (`row_N`) with each issue as
 * "column：message" (the first 200 issues). `noun` says what was not imported (用户, 数据).
 */
export function importRefused(issues: { row: number; column: string; message: string }[], noun: string) {
  const fields: Record<string, string> = {}
  for (const i of issues.slice(0, 200)) {
    const key = `row_${i.row}`
    const text = `${i.column}：${i.message}`
    fields[key] = fields[key] ? `${fields[key]}；${text}` : text
  }
  const rowCount = new Set(issues.map((i) => i.row)).size
  return new AppError(
    422,
    'import_has_errors',
    `有 ${rowCount} 行数据有误，未导入任何${noun}。请修正后重新上传`,
    fields,
  )
}
