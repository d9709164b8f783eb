import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  quarterLabel,
  type ReviewTexts,
  reviewCreate,
  reviewDetail,
  reviewExportQuery,
  reviewFigures,
  reviewListQuery,
  reviewParams,
  reviewSectionBody,
  reviewSectionParams,
  reviewSections,
  reviewSummary,
  reviewTexts,
} from '#common/asset/review'
import { isStaff } from '#common/user-types'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { AppError, errorBody, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { auditChange } from '../admin/audit.ts'
import { writeAudit } from '../auth/queries.ts'
import type { Storage } from '../files/storage.ts'
import { readAll } from '../reports/bytes.ts'
import { type StoredDeliverable, storeDeliverable } from '../reports/deliverable-files.ts'
import { sendDeliverable } from '../reports/deliverable-reply.ts'
import { insertReportRows } from '../reports/queries.ts'
import { docxInThread, pdfInThread, stampInThread } from '../reports/render-thread.ts'
import { watermarkText } from '../reports/watermark.ts'
import { missingTexts, reviewDocument, reviewFiguresFor } from './review.ts'
import type { AssetReviewsTable } from './review-tables.ts'

const readFigures = jsonColumn(reviewFigures, { name: 'asset_reviews.figures' })
const readTexts = jsonColumn(reviewTexts, { name: 'asset_reviews.texts' })

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody }
const detailAnswer = { 200: z.object({ data: reviewDetail }), ...errors }
const staff = { access: 'employee' as const }
const user = { access: 'user' as const }

const missing = () => notFound('资产管理报告不存在或无权查看')
const frozen = () => new AppError(409, 'review_published', '该报告已发布，内容已冻结，不能再修改')

/**
 * The quarterly asset review (issue 35 item 5). Staff generate a review for an owner organization and a quarter,
 * write the text of each section, regenerate the figures (the text stays), export Word and PDF, and publish; a
 * published review is frozen, its PDF entered in the report library for the owner's organization. The owner reads
 * its organization's published reviews; everyone else gets 404.
 */
export function assetReviewRoutes(storage: Storage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    const db = () => app.deps.dbh.db
    const now = () => isoAt(app.deps.clock.now())

    app.get(
      '/asset/reviews',
      {
        config: user,
        schema: {
          querystring: reviewListQuery,
          response: { 200: z.object({ data: z.array(reviewSummary) }), ...errors },
        },
      },
      async (request) => {
        const viewer = currentUser(request)
        let query = listQuery(db())
        if (isStaff(viewer)) {
          if (request.query.organization_id)
            query = query.where('r.organization_id', '=', request.query.organization_id)
        } else {
          if (!viewer.organization_id) return { data: [] }
          query = query.where('r.organization_id', '=', viewer.organization_id).where('r.status', '=', 'published')
        }
        const rows = await query.orderBy('r.year', 'desc').orderBy('r.quarter', 'desc').orderBy('o.name').execute()
        return { data: rows.map(summaryJson) }
      },
    )

    app.post(
      '/asset/reviews',
      {
        config: staff,
        schema: { body: reviewCreate, response: { 201: z.object({ data: reviewDetail }), ...errors } },
      },
      async (request, reply) => {
        const actor = currentUser(request)
        const { organization_id: orgId, year, quarter } = request.body
        const taken = await db()
          .selectFrom('asset_reviews')
          .select('id')
          .where('organization_id', '=', orgId)
          .where('year', '=', year)
          .where('quarter', '=', quarter)
          .executeTakeFirst()
        if (taken) {
          throw new AppError(409, 'review_exists', `该机构${quarterLabel(year, quarter)}的资产管理报告已存在`, {
            id: taken.id,
          })
        }
        const figures = await reviewFiguresFor(db(), orgId, year, quarter)
        const at = now()
        const row: AssetReviewsTable = {
          id: newId(),
          organization_id: orgId,
          year,
          quarter,
          title: `${figures.organization.name} ${quarterLabel(year, quarter)}资产管理报告`,
          status: 'draft',
          figures: JSON.stringify(figures),
          texts: '{}',
          generated_at: at,
          report_id: null,
          docx_file_id: null,
          pdf_file_id: null,
          published_by: null,
          published_at: null,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        }
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('asset_reviews').values(row).execute()
            await auditChange(trx, actor, request.ip, at, {
              action: 'asset_review_create',
              target: { organization_id: orgId },
              extra: { review_id: row.id, year, quarter },
            })
          })
        return reply.status(201).send({ data: detailJson(row, figures.organization.name) })
      },
    )

    app.get(
      '/asset/reviews/:id',
      {
        config: user,
        schema: { params: reviewParams, response: detailAnswer },
      },
      async (request) => {
        const { row, orgName } = await readable(currentUser(request), request.params.id)
        return { data: detailJson(row, orgName) }
      },
    )

    app.put(
      '/asset/reviews/:id/sections/:section',
      {
        config: staff,
        schema: {
          params: reviewSectionParams,
          body: reviewSectionBody,
          response: detailAnswer,
        },
      },
      async (request) => {
        const { row, orgName } = await editableDraft(request)
        const texts: ReviewTexts = {
          ...readTexts(row.texts),
          [request.params.section]: request.body.content,
        }
        const at = now()
        await db()
          .updateTable('asset_reviews')
          .set({ texts: JSON.stringify(texts), updated_at: at })
          .where('id', '=', row.id)
          .where('status', '=', 'draft')
          .execute()
        return { data: detailJson({ ...row, texts: JSON.stringify(texts), updated_at: at }, orgName) }
      },
    )

    app.post(
      '/asset/reviews/:id/regenerate',
      {
        config: staff,
        schema: { params: reviewParams, response: detailAnswer },
      },
      async (request) => {
        const { row, orgName } = await editableDraft(request)
        const figures = await reviewFiguresFor(db(), row.organization_id, row.year, row.quarter)
        const at = now()
        await db()
          .updateTable('asset_reviews')
          .set({ figures: JSON.stringify(figures), generated_at: at, updated_at: at })
          .where('id', '=', row.id)
          .execute()
        return {
          data: detailJson({ ...row, figures: JSON.stringify(figures), generated_at: at, updated_at: at }, orgName),
        }
      },
    )

    app.get(
      '/asset/reviews/:id/export',
      // Binary answer: no 200 schema; errors use the usual envelope.
      { config: user, schema: { params: reviewParams, querystring: reviewExportQuery, response: errors } },
      async (request, reply) => {
        const viewer = currentUser(request)
        const { row } = await readable(viewer, request.params.id)
        const { format } = request.query
        const stored = row.status === 'published' ? (format === 'pdf' ? row.pdf_file_id : row.docx_file_id) : null
        let bytes = stored ? await storedBytes(db(), storage, stored) : await render(row, format, request)
        if (format === 'pdf') bytes = await stampInThread(bytes, watermarkText(viewer, app.deps.clock.now()))
        await writeAudit(db(), {
          action: 'asset_review_export',
          at: now(),
          actorUserId: viewer.id,
          phone: viewer.phone,
          ip: request.ip,
          detail: { review_id: row.id, title: row.title, format, status: row.status },
        })
        return sendDeliverable(reply, bytes, format, row.title)
      },
    )

    app.post(
      '/asset/reviews/:id/publish',
      {
        config: staff,
        schema: { params: reviewParams, response: detailAnswer },
      },
      async (request) => {
        const { actor, row, orgName } = await editableDraft(request)
        const lacking = missingTexts(readTexts(row.texts))
        if (lacking.length) {
          const titles = reviewSections.filter((s) => lacking.includes(s.key)).map((s) => `「${s.title}」`)
          throw new AppError(422, 'review_text_missing', `发布前请先撰写${titles.join('、')}的顾问意见`)
        }
        const [docx, pdf] = [
          await render(row, 'docx', request, 'published'),
          await render(row, 'pdf', request, 'published'),
        ]
        const at = now()
        let stored: StoredDeliverable | undefined
        try {
          stored = await storeDeliverable(
            storage,
            { docx, pdf },
            { name: row.title, ownerUserId: actor.id, organizationId: row.organization_id, at },
          )
          const { docx: docxFile, pdf: pdfFile } = stored.files
          const reportId = newId()
          const published = await db()
            .transaction()
            .execute(async (trx) => {
              await trx.insertInto('files').values([docxFile, pdfFile]).execute()
              await insertReportRows(
                trx,
                {
                  id: reportId,
                  title: row.title,
                  topic: null,
                  year: row.year,
                  summary: `${orgName}名下酒店${quarterLabel(row.year, row.quarter)}的经营表现、预算与去年对比、竞争市场、管理费核查与业绩考核`,
                  file_id: pdfFile.id,
                  word_file_id: docxFile.id,
                  is_annual: 0,
                  created_by: actor.id,
                  created_at: at,
                  updated_at: at,
                },
                [row.organization_id],
              )
              const publication = {
                status: 'published' as const,
                report_id: reportId,
                docx_file_id: docxFile.id,
                pdf_file_id: pdfFile.id,
                published_by: actor.id,
                published_at: at,
                updated_at: at,
              }
              const updated = await trx
                .updateTable('asset_reviews')
                .set(publication)
                .where('id', '=', row.id)
                .where('status', '=', 'draft')
                .executeTakeFirst()
              if (Number(updated.numUpdatedRows) !== 1) throw frozen()
              await auditChange(trx, actor, request.ip, at, {
                action: 'asset_review_publish',
                target: { organization_id: row.organization_id },
                extra: { review_id: row.id, report_id: reportId, docx_size: docx.length, pdf_size: pdf.length },
              })
              return { ...row, ...publication }
            })
          return { data: detailJson(published, orgName) }
        } catch (error) {
          await stored?.discard()
          if (error instanceof AppError) throw error
          request.log.error(error)
          throw new AppError(500, 'publish_failed', '发布失败：文件未能保存，报告仍为草稿，请稍后重试')
        }
      },
    )

    /** The review if the user may read it: staff any, the owner's users a published one of their organization. */
    /** A draft staff may change: a published review is frozen. */
    async function editableDraft(request: FastifyRequest<{ Params: { id: string } }>) {
      const actor = currentUser(request)
      const { row, orgName } = await readable(actor, request.params.id)
      if (row.status === 'published') throw frozen()
      return { actor, row, orgName }
    }

    async function readable(viewer: AuthUser, id: string) {
      const found = await listQuery(db()).selectAll('r').where('r.id', '=', id).executeTakeFirst()
      if (!found) throw missing()
      const { organization_name: orgName, ...row } = found as typeof found & { organization_name: string }
      if (!isStaff(viewer) && (viewer.organization_id !== row.organization_id || row.status !== 'published')) {
        throw missing()
      }
      return { row: row as AssetReviewsTable, orgName }
    }

    /** Renders the review's document; a renderer's failure is logged and answered with a plain message. */
    async function render(
      row: AssetReviewsTable,
      format: 'docx' | 'pdf',
      request: FastifyRequest,
      edition: 'draft' | 'published' = row.status === 'published' ? 'published' : 'draft',
    ) {
      const figures = readFigures(row.figures)
      const texts = readTexts(row.texts)
      const china = new Date(app.deps.clock.now() + 8 * 3600_000)
      const date = `${china.getUTCFullYear()} 年 ${china.getUTCMonth() + 1} 月`
      const doc = reviewDocument(row, figures, texts, date, edition)
      try {
        return format === 'docx' ? await docxInThread(doc) : await pdfInThread(doc)
      } catch (error) {
        request.log.error(error)
        throw new AppError(
          500,
          'export_failed',
          `导出${format === 'docx' ? ' Word' : ' PDF'} 失败，报告内容未受影响，请稍后重试`,
        )
      }
    }
  }
}

function listQuery(db: Db) {
  return db
    .selectFrom('asset_reviews as r')
    .innerJoin('organizations as o', 'o.id', 'r.organization_id')
    .select([
      'r.id',
      'r.organization_id',
      'o.name as organization_name',
      'r.year',
      'r.quarter',
      'r.title',
      'r.status',
      'r.generated_at',
      'r.published_at',
      'r.report_id',
    ])
}

function summaryJson(r: {
  id: string
  organization_id: string
  organization_name: string
  year: number
  quarter: number
  title: string
  status: 'draft' | 'published'
  generated_at: string
  published_at: string | null
  report_id: string | null
}) {
  return {
    id: r.id,
    organization_id: r.organization_id,
    organization_name: r.organization_name,
    year: Number(r.year),
    quarter: Number(r.quarter),
    title: r.title,
    status: r.status,
    generated_at: r.generated_at,
    published_at: r.published_at,
    report_id: r.report_id,
  }
}

function detailJson(row: AssetReviewsTable, orgName: string) {
  return {
    ...summaryJson({ ...row, organization_name: orgName }),
    figures: readFigures(row.figures),
    texts: readTexts(row.texts),
  }
}

async function storedBytes(db: Db, storage: Storage, fileId: string) {
  const file = await db.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirst()
  if (!file) throw notFound('报告文件不存在')
  return readAll(await storage.read(file.storage_key))
}
