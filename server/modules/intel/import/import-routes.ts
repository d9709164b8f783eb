import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { hotelFilterQuery, hotelSorts } from '#common/intel-schemas'
import { AppError, badRequest, errorBody } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { importRefused, sendWorkbook } from '#server/modules/admin/sheet-replies'
import { isUniqueViolation } from '#server/modules/admin/user-queries'
import { writeAudit } from '#server/modules/auth/queries'
import type { Storage } from '#server/modules/files/storage'
import { currentUser } from '#server/plugins/access'
import { countHotels } from '../hotel-queries.ts'
import { bumpHotelVersion, forgetHotelAnswers } from '../hotel-version.ts'
import { type ImportKind, importColumns, importKinds, kindLabels } from './columns.ts'
import { EXPORT_MAX_ROWS, hotelsWorkbookStream, importTemplate } from './export-hotels.ts'
import { insertRecords, validateImport } from './import-queries.ts'
import { readUploadedTable } from './read-upload.ts'

/** A preview lists at most this many problems (and says how many there are in all). */
export const MAX_LISTED_ISSUES = 5000

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody }
const kindParams = z.object({ kind: z.enum(importKinds, { error: '只能导入酒店、品牌、管理集团或经营数据' }) })
const issue = z.object({ row: z.number(), column: z.string(), message: z.string() })
const previewAnswer = z.object({
  data: z.object({
    kind: z.enum(importKinds),
    file_name: z.string(),
    total: z.number(),
    valid: z.number(),
    bad_rows: z.number(),
    issue_count: z.number(),
    issues: z.array(issue),
  }),
})
const commitAnswer = z.object({ data: z.object({ kind: z.enum(importKinds), created: z.number() }) })
const exportQuery = hotelFilterQuery.extend({ sort: z.enum(hotelSorts, { error: '未知的排序方式' }).default('name') })

const templateExamples: Record<ImportKind, string[]> = {
  hotels: [
    '西湖北山示例酒店',
    '锦江都城',
    '',
    '杭州市',
    '杭州市西湖区北山街 1 号',
    '30.2592',
    '120.1488',
    '',
    '320',
    '筹建中',
    '2027-05-01',
  ],
  brands: ['示例精品', 'Sample Boutique', '锦江酒店集团', '中高端'],
  groups: ['示例酒店管理有限公司', 'Sample Hospitality', '国内集团', '杭州', '2015'],
  // 320 rooms × 30 days; 77 % sold at an ADR of 400 元.
  performance: ['西湖北山示例酒店', '杭州市', '2026-09', '9600', '7392', '2956800'],
}

/**
 * Import of hotels, brands, groups and hotels' monthly performance from .xlsx or .csv (template, preview, all-or-nothing commit) and the
 * .xlsx export of the filtered hotel list. Employees only: the firm curates the market data (ADR 043).
 */
export function intelImportRoutes(storage: Storage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    const db = () => app.deps.dbh.db
    const employee = { access: 'employee' } as const

    app.get(
      '/intel/import/:kind/template',
      { config: employee, schema: { params: kindParams, response: errors } },
      async (request, reply) => {
        const kind = request.params.kind
        const buffer = await importTemplate(kind, templateExamples[kind])
        return sendWorkbook(reply, buffer, `${kindLabels[kind].noun}导入模板.xlsx`)
      },
    )

    app.post(
      '/intel/import/:kind/preview',
      { config: employee, schema: { params: kindParams, response: { 200: previewAnswer, ...errors } } },
      async (request) => {
        const kind = request.params.kind
        const table = await readUploadedTable(request, storage, importColumns[kind])
        const { issues, records } = await validateImport(db(), kind, table.rows)
        return {
          data: {
            kind,
            file_name: table.fileName,
            total: table.rows.length,
            valid: records.length,
            bad_rows: table.rows.length - records.length,
            issue_count: issues.length,
            issues: issues.slice(0, MAX_LISTED_ISSUES),
          },
        }
      },
    )

    app.post(
      '/intel/import/:kind/commit',
      {
        config: employee,
        schema: {
          params: kindParams,
          response: { 200: commitAnswer, 409: errorBody, 422: errorBody, ...errors },
        },
      },
      async (request) => {
        const kind = request.params.kind
        const table = await readUploadedTable(request, storage, importColumns[kind])
        const at = isoAt(app.deps.clock.now())
        const actor = currentUser(request)
        try {
          const created = await db()
            .transaction()
            .execute(async (trx) => {
              // Checked again inside the transaction: the preview may be stale, and nothing is saved unless all is well.
              const { issues, records } = await validateImport(trx, kind, table.rows)
              if (issues.length > 0) throw importRefused(issues, kindLabels[kind].noun)
              await insertRecords(trx, kind, records, at)
              await bumpHotelVersion(trx, at)
              await writeAudit(trx, {
                action: `intel_import_${kind}`,
                at,
                actorUserId: actor.id,
                ip: request.ip,
                detail: { file_name: table.fileName, created: records.length },
              })
              return records.length
            })
          forgetHotelAnswers(db())
          return { data: { kind, created } }
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError(409, 'conflict', '导入期间数据被其他操作修改，未导入任何数据，请重新预览')
          }
          throw error
        }
      },
    )

    app.get(
      '/hotels/export',
      { config: employee, schema: { querystring: exportQuery, response: errors } },
      async (request, reply) => {
        const total = await countHotels(db(), request.query)
        if (total > EXPORT_MAX_ROWS) {
          throw badRequest(`符合条件的酒店有 ${total} 家，一次最多导出 ${EXPORT_MAX_ROWS} 家，请先筛选后再导出`)
        }
        const day = isoAt(app.deps.clock.now()).slice(0, 10)
        reply.header('x-total-count', String(total))
        return sendWorkbook(
          reply as unknown as FastifyReply,
          hotelsWorkbookStream(db(), request.query, total),
          `酒店导出-${day}.xlsx`,
        )
      },
    )
  }
}
