import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, badRequest, errorBody, forbidden, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { kindForFilename } from '../files/policy.ts'
import { findFile, insertFile } from '../files/queries.ts'
import { noFile } from '../files/rejections.ts'
import { contentDisposition, requestedRange, sendBytes } from '../files/routes.ts'
import type { Storage } from '../files/storage.ts'
import { cleanName, type ReceivedFile, receiveFile } from '../files/upload.ts'
import { auditReport } from './audit.ts'
import { readAll } from './bytes.ts'
import { sendDeliverable } from './deliverable-reply.ts'
import {
  canReadReport,
  findReport,
  insertReport,
  listReadableReports,
  seesAllReports,
  unknownOrganizations,
} from './queries.ts'
import { stampInThread } from './render-thread.ts'
import { listQuery, newReportFields, reportIdParams, reportJson } from './schemas.ts'
import { watermarkText } from './watermark.ts'

type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>
type ListRow = Awaited<ReturnType<typeof listReadableReports>>[number]

/** The report library: metadata, the PDF for the viewer, a watermarked copy to keep, and uploads by staff. */
export async function reportRoutes(app: FastifyInstance, options: { storage: Storage }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { storage } = options
  const db = () => app.deps.dbh.db

  api.get(
    '/reports',
    {
      config: { access: 'user' },
      schema: { querystring: listQuery, response: { 200: z.object({ data: z.array(reportJson) }), 400: errorBody } },
    },
    async (request) => {
      const { topic, year, q, annual } = request.query
      const rows = await listReadableReports(db(), currentUser(request), { topic, year, q, annual: annual === '1' })
      return { data: rows.map((row) => toJson(row)) }
    },
  )

  api.get(
    '/reports/:id',
    {
      config: { access: 'user' },
      schema: {
        params: reportIdParams,
        response: { 200: z.object({ data: reportJson }), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { user, report } = await readerAndReport(request)
      return { data: toJson(report, seesAllReports(user) ? report.organization_ids : undefined) }
    },
  )

  api.get(
    '/reports/:id/pdf',
    {
      config: { access: 'user' },
      // Binary answer (200, or 206 for a range): errors use the usual envelope (403, 404, 416).
      schema: { params: reportIdParams },
    },
    async (request, reply) => {
      const { user, report } = await readerAndReport(request)
      const file = await reportFile(report)
      const range = request.headers.range ? requestedRange(request.headers.range, file.size) : undefined
      // A viewer fetches one PDF in many ranges; the opening request (no range, or from byte 0) is the view.
      if (!range || range.start === 0) await auditReport(app, request, user, 'report_view', report)
      pdfHeaders(reply, 'inline', report.title)
      return sendBytes(reply, storage, file, range)
    },
  )

  api.get(
    '/reports/:id/download',
    {
      config: { access: 'user' },
      // Binary answer: no 200 schema; errors use the usual envelope (403, 404, 422 for an unreadable PDF).
      schema: { params: reportIdParams },
    },
    async (request, reply) => {
      const { user, report } = await readerAndReport(request)
      const file = await reportFile(report)
      const original = await readAll(await storage.read(file.storage_key))
      const stamped = await stampInThread(original, watermarkText(user, app.deps.clock.now()))
      await auditReport(app, request, user, 'report_download', report)
      pdfHeaders(reply, 'attachment', report.title)
      return reply.header('content-length', String(stamped.length)).send(Buffer.from(stamped))
    },
  )

  api.get(
    '/reports/:id/word',
    {
      config: { access: 'user' },
      // Binary answer: no 200 schema; errors use the usual envelope (403, 404 when the report has no Word file).
      schema: { params: reportIdParams },
    },
    async (request, reply) => {
      const { user, report } = await readerAndReport(request)
      const file = report.word_file_id ? await findFile(db(), report.word_file_id) : undefined
      if (!file) throw notFound('该报告没有 Word 版本')
      const bytes = await readAll(await storage.read(file.storage_key))
      await auditReport(app, request, user, 'report_download_word', report)
      return sendDeliverable(reply, bytes, 'docx', report.title)
    },
  )

  api.post(
    '/reports',
    {
      config: { access: 'employee' },
      schema: { response: { 201: z.object({ data: reportJson }), 400: errorBody, 413: errorBody, 415: errorBody } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传报告')
      const fields: Record<string, string> = {}
      let received: ReceivedFile | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const value = String(part.value)
            fields[part.fieldname] = fields[part.fieldname] ? `${fields[part.fieldname]},${value}` : value
          } else {
            if (received) throw badRequest('一份报告只能上传一个 PDF 文件')
            received = await receivePdf(part, storage)
          }
        }
        if (!received) throw noFile()
        const parsed = newReportFields.safeParse(fields)
        if (!parsed.success) {
          const problems: Record<string, string> = {}
          for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message
          throw badRequest('报告信息不正确', problems)
        }
        const meta = parsed.data
        const organizationIds = [...new Set(meta.organization_ids)]
        const unknown = await unknownOrganizations(db(), organizationIds)
        if (unknown.length > 0) {
          throw badRequest('报告信息不正确', { organization_ids: `机构不存在：${unknown.join('、')}` })
        }
        const file = await insertFile(db(), received, user, nowIso(app.deps.clock))
        const now = nowIso(app.deps.clock)
        const row = {
          id: newId(),
          title: meta.title,
          topic: meta.topic,
          year: meta.year,
          summary: meta.summary,
          file_id: file.id,
          is_annual: meta.is_annual === '1' ? (1 as const) : (0 as const),
          created_by: user.id,
          created_at: now,
          updated_at: now,
        }
        await insertReport(db(), row, organizationIds)
        const saved = await findReport(db(), row.id)
        if (!saved) throw new Error('report vanished after insert')
        await auditReport(app, request, user, 'report_create', saved)
        return reply.status(201).send({ data: toJson(saved, saved.organization_ids) })
      } catch (error) {
        // A refused report leaves no stored file behind (a saved files row keeps its bytes).
        if (received && !(await findFileByKey(received.storage_key))) await storage.remove(received.storage_key)
        throw error
      }
    },
  )

  /** The signed-in reader and the report of the request's `:id`, which the reader may read. */
  async function readerAndReport(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = currentUser(request)
    return { user, report: await readableReport(user, request.params.id) }
  }

  async function readableReport(user: AuthUser, id: string) {
    const report = await findReport(db(), id)
    if (!report) throw notFound('报告不存在')
    if (!canReadReport(user, report.organization_ids)) throw forbidden('没有权限查看此报告')
    return report
  }

  async function reportFile(report: ReportRow) {
    const file = await findFile(db(), report.file_id)
    if (!file) throw notFound('报告文件不存在')
    return file
  }

  async function findFileByKey(key: string) {
    return db().selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirst()
  }

  function pdfHeaders(reply: FastifyReply, type: 'inline' | 'attachment', title: string) {
    reply
      .header('content-type', 'application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(type, `${title}.pdf`))
  }
}

/** Only a PDF may be a report; anything else is refused before a byte of it is stored. */
async function receivePdf(part: MultipartFile, storage: Storage) {
  if (kindForFilename(cleanName(part.filename)) !== 'pdf') {
    part.file.resume()
    throw new AppError(415, 'report_not_pdf', '报告文件必须是 PDF')
  }
  return receiveFile(part, storage)
}

function toJson(row: ListRow, organizationIds?: string[]) {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    year: Number(row.year),
    summary: row.summary,
    is_annual: Number(row.is_annual) === 1,
    file_size: Number(row.file_size),
    word_size: row.word_size == null ? null : Number(row.word_size),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(organizationIds ? { organization_ids: organizationIds } : {}),
  }
}
