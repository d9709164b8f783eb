import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { agreementTerms, alertThresholds, dashboardAnswer, portfolioAnswer } from '#common/asset/schemas'
import { isStaff } from '#common/user-types'
import type { Db } from '#server/db/database'
import { AppError, errorBody, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { currentUser } from '#server/plugins/access'
import { auditChange } from '../admin/audit.ts'
import { importRefused, sendWorkbook } from '../admin/sheet-replies.ts'
import { noFile } from '../files/rejections.ts'
import type { Storage } from '../files/storage.ts'
import { receiveFile } from '../files/upload.ts'
import { saveAgreement } from './agreements.ts'
import { forgetDashboards, hotelDashboardJson } from './dashboard.ts'
import { type Issue, keyColumns, validatePnlRows } from './import-rows.ts'
import {
  checkOrganizationVisible,
  importHotelKeys,
  organizationHotels,
  storeMonths,
  visibleHotel,
  visibleHotelIds,
} from './queries.ts'
import { pnlTemplate, readPnlSheet } from './xlsx.ts'

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody }
const sheetErrors = { ...errors, 413: errorBody, 415: errorBody, 422: errorBody }
const hotelParams = z.object({ hotelId: z.string().min(1).max(100) })
const orgParams = z.object({ orgId: z.string().min(1).max(100) })
const issue = z.object({ row: z.number(), column: z.string(), message: z.string() })
const importAnswer = z.object({
  data: z.object({
    file_name: z.string(),
    preview: z.boolean(),
    months: z.number(),
    replaced: z.number(),
    hotels: z.number(),
    issues: z.array(issue),
  }),
})
const importQuery = z.object({ preview: z.enum(['true', 'false']).default('false') })

const notXlsx = () => new AppError(415, 'unsupported_file_type', '请上传 .xlsx 格式的 Excel 文件（可先下载模板）')

/**
 * Asset management (issue 35): the P&L template and import, each hotel's owner dashboard, the management agreement
 * and the owner's alert thresholds. A client reaches only its own organization's hotels (404 otherwise); staff all.
 */
export function assetRoutes(storage: Storage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    const db = () => app.deps.dbh.db
    const user = { access: 'user' as const }

    app.get('/asset/pnl/template', { config: user, schema: { response: errors } }, async (request, reply) => {
      const visible = await visibleHotelIds(db(), currentUser(request))
      const hotels = visible
        ? await db()
            .selectFrom('hotels')
            .select('name')
            .where('id', 'in', [...visible, ''])
            .where('status', '=', 'open')
            .orderBy('name')
            .execute()
        : [{ name: '（酒店名称或编号）' }]
      const month = isoAt(app.deps.clock.now()).slice(0, 7)
      return sendWorkbook(reply, await pnlTemplate(hotels, month), '月度损益导入模板.xlsx')
    })

    app.post(
      '/asset/pnl/import',
      { config: user, schema: { querystring: importQuery, response: { 200: importAnswer, ...sheetErrors } } },
      async (request) => {
        const actor = currentUser(request)
        const preview = request.query.preview === 'true'
        const { fileName, rows } = await uploadedRows(request, storage)
        const at = isoAt(app.deps.clock.now())
        const keys = rows.map((r) => (r.cells[keyColumns.hotel] ?? '').trim())
        const result = await db()
          .transaction()
          .execute(async (trx) => {
            const { issues, months } = validatePnlRows(rows, { hotelsByKey: await importHotelKeys(trx, actor, keys) })
            const hotels = new Set(months.map((m) => m.hotel_id)).size
            if (preview) return { months: months.length, replaced: 0, hotels, issues }
            if (issues.length > 0) throw importRefused(issues, '数据')
            const stored = await storeMonths(trx, months, { file_name: fileName, user_id: actor.id, at })
            await auditChange(trx, actor, request.ip, at, {
              action: 'asset_pnl_import',
              target: { hotel_id: months[0]?.hotel_id ?? '' },
              extra: {
                file_name: fileName,
                months: stored.stored,
                replaced: stored.replaced,
                hotels: [...new Set(months.map((m) => m.hotel_id))],
                kinds: [...new Set(months.map((m) => m.kind))],
              },
            })
            return { months: stored.stored, replaced: stored.replaced, hotels, issues: [] as Issue[] }
          })
        if (!preview) forgetDashboards(db())
        return { data: { file_name: fileName, preview, ...result } }
      },
    )

    app.get(
      '/asset/hotels/:hotelId/dashboard',
      {
        config: user,
        schema: { params: hotelParams, response: { 200: z.object({ data: dashboardAnswer }), ...errors } },
      },
      async (request, reply) => {
        const viewer = currentUser(request)
        const hotel = await visibleHotel(db(), viewer, request.params.hotelId)
        const org = isStaff(viewer) ? await ownerOf(db(), hotel.id) : viewer.organization_id
        // Already validated against the 200 schema and serialized once per kept answer: sent as it is.
        const body = await hotelDashboardJson(db(), hotel, org)
        return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body)
      },
    )

    app.put(
      '/asset/hotels/:hotelId/agreement',
      {
        config: user,
        schema: {
          params: hotelParams,
          body: agreementTerms,
          response: { 200: z.object({ data: agreementTerms }), ...errors },
        },
      },
      async (request) => {
        const actor = currentUser(request)
        const hotel = await visibleHotel(db(), actor, request.params.hotelId)
        const at = isoAt(app.deps.clock.now())
        await db()
          .transaction()
          .execute(async (trx) => {
            const before = await saveAgreement(trx, hotel.id, request.body, { user_id: actor.id, at })
            await auditChange(trx, actor, request.ip, at, {
              action: 'asset_agreement_save',
              target: { hotel_id: hotel.id },
              before,
              after: request.body,
            })
          })
        forgetDashboards(db())
        return { data: request.body }
      },
    )

    app.get(
      '/asset/organizations/:orgId/hotels',
      {
        config: user,
        schema: { params: orgParams, response: { 200: z.object({ data: portfolioAnswer }), ...errors } },
      },
      async (request) => {
        const viewer = currentUser(request)
        const { orgId } = request.params
        checkOrganizationVisible(viewer, orgId)
        const rows = await organizationHotels(db(), orgId)
        const latest = rows.length
          ? await db()
              .selectFrom('asset_pnl_months')
              .select(['hotel_id', (eb) => eb.fn.max('month').as('latest')])
              .where(
                'hotel_id',
                'in',
                rows.map((r) => r.id),
              )
              .where('kind', '=', 'actual')
              .groupBy('hotel_id')
              .execute()
          : []
        const byHotel = new Map(latest.map((l) => [l.hotel_id, l.latest as string]))
        return {
          data: { hotels: rows.map((r) => ({ id: r.id, name: r.name, latest_month: byHotel.get(r.id) ?? null })) },
        }
      },
    )

    app.put(
      '/asset/organizations/:orgId/thresholds',
      {
        config: user,
        schema: {
          params: orgParams,
          body: alertThresholds,
          response: { 200: z.object({ data: alertThresholds }), ...errors },
        },
      },
      async (request) => {
        const viewer = currentUser(request)
        const { orgId } = request.params
        checkOrganizationVisible(viewer, orgId)
        const org = await db().selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst()
        if (!org) throw notFound('机构不存在或无权查看')
        const at = isoAt(app.deps.clock.now())
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx.deleteFrom('asset_alert_settings').where('organization_id', '=', orgId).execute()
            await trx
              .insertInto('asset_alert_settings')
              .values({ organization_id: orgId, thresholds: JSON.stringify(request.body), updated_at: at })
              .execute()
            await auditChange(trx, viewer, request.ip, at, {
              action: 'asset_thresholds_save',
              target: { organization_id: orgId },
              after: request.body,
            })
          })
        forgetDashboards(db())
        return { data: request.body }
      },
    )
  }
}

/** The client organization that holds a hotel (for its thresholds when staff look). */
async function ownerOf(db: Db, hotelId: string) {
  const row = await db
    .selectFrom('organization_links')
    .select('organization_id')
    .where('target_kind', '=', 'hotel')
    .where('target_id', '=', hotelId)
    .orderBy('organization_id')
    .executeTakeFirst()
  return row?.organization_id ?? null
}

/** The .xlsx of a multipart request, inspected by the files module, read as a stream, then removed. */
async function uploadedRows(request: FastifyRequest, storage: Storage) {
  if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
  const part: MultipartFile | undefined = await request.file()
  if (!part) throw noFile()
  if (!part.filename.toLowerCase().endsWith('.xlsx')) {
    part.file.resume()
    throw notXlsx()
  }
  const received = await receiveFile(part, storage)
  try {
    return { fileName: received.original_name, rows: await readPnlSheet(() => storage.read(received.storage_key)) }
  } finally {
    await storage.remove(received.storage_key)
  }
}
