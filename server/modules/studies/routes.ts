import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  chapterTextBody,
  compSetEditBody,
  createStudyBody,
  publishAnswer,
  studyChapterParams,
  studyDetailAnswer,
  studyDistrictsAnswer,
  studyDocumentAnswer,
  studyIdParams,
  studyListAnswer,
  studyParams,
  studyVersionAnswer,
  studyVersionParams,
  updateStudyBody,
} from '#common/study/api'
import { isStaff } from '#common/user-types'
import { idempotencyHeaders, keyedCall, writeOnce } from '#server/db/write-once'
import { badRequest, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { liveDesk } from '#server/modules/data-desk/live'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { findFile } from '../files/queries.ts'
import type { Storage } from '../files/storage.ts'
import { visibleProject } from '../projects/access.ts'
import { errors } from '../projects/schemas.ts'
import { auditReport } from '../reports/audit.ts'
import { readAll } from '../reports/bytes.ts'
import { sendDeliverable } from '../reports/deliverable-reply.ts'
import { findReport } from '../reports/queries.ts'
import { stampInThread } from '../reports/render-thread.ts'
import { watermarkText } from '../reports/watermark.ts'
import { type Edition, generatedBlocks, studyDocument, studyDocx, studyPdf } from './export.ts'
import { withSubject } from './figures.ts'
import { publishStudy } from './publish.ts'
import {
  checkDistricts,
  compute,
  contentOf,
  createStudy,
  resolveSite,
  siteDistricts,
  unknownBrands,
} from './service.ts'
import {
  findStudy,
  findVersion,
  listStudies,
  listVersions,
  readSnapshot,
  readVersionDocument,
  type Study,
  saveChapter,
  saveStudy,
} from './store.ts'

const hidden = () => notFound('研究不存在或您无权查看')

/**
 * Market and feasibility studies of a project. The firm's staff create and edit the working draft, export it and
 * publish numbered, frozen versions; the project's client (a member of the project's organization) lists and reads
 * the published versions only; anybody who cannot see the project gets 404, and so does a client asking for a draft.
 */
export function studyRoutes(storage: Storage) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    const db = () => app.deps.dbh.db
    const now = () => nowIso(app.deps.clock)

    async function staffStudy(user: AuthUser, { projectId, studyId }: { projectId: string; studyId: string }) {
      const { project } = await visibleProject(db(), user, projectId)
      if (!isStaff(user)) throw hidden()
      const study = await findStudy(db(), projectId, studyId)
      if (!study) throw hidden()
      return { project, study }
    }

    async function detail(study: Study) {
      const versions = (await listVersions(db(), [study.id])).get(study.id) ?? []
      return {
        ...(await contentOf(db(), study)),
        id: study.id,
        project_id: study.project_id,
        created_at: study.created_at,
        updated_at: study.updated_at,
        versions,
      }
    }

    /** Saves changed inputs and recomputes: the chapter text stays as it was. */
    async function recomputeAndSave(study: Study) {
      const at = now()
      const next = { ...study, updated_at: at, computed: await compute(db(), study, at) }
      await saveStudy(db(), next)
      return next
    }

    app.get(
      '/projects/:projectId/studies',
      {
        config: { access: 'user' },
        schema: { params: studyParams, response: { 200: studyListAnswer, ...errors } },
      },
      async (request) => {
        const user = currentUser(request)
        await visibleProject(db(), user, request.params.projectId)
        const rows = await listStudies(db(), request.params.projectId)
        const versions = await listVersions(
          db(),
          rows.map((r) => r.id),
        )
        const staff = isStaff(user)
        const data = rows
          .map((r) => ({ ...r, rooms: Number(r.rooms), versions: versions.get(r.id) ?? [] }))
          .filter((r) => staff || r.versions.length > 0)
        return { data: data as never, can_edit: staff }
      },
    )

    app.post(
      '/projects/:projectId/studies',
      {
        config: { access: 'employee' },
        schema: {
          params: studyParams,
          headers: idempotencyHeaders,
          body: createStudyBody,
          response: { 201: studyDetailAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request)
        const { project } = await visibleProject(db(), user, request.params.projectId)
        const at = now()
        const { result, replayed } = await writeOnce(db(), keyedCall(request, user.id, at), async (trx) => {
          return (await createStudy(trx, project.id, request.body, user.id, at)).id
        })
        if (replayed) reply.header('idempotent-replayed', 'true')
        const study = await findStudy(db(), project.id, result)
        if (!study) throw hidden()
        return reply.status(201).send({ data: (await detail(study)) as never })
      },
    )

    app.get(
      '/projects/:projectId/studies/:studyId',
      {
        config: { access: 'user' },
        schema: { params: studyIdParams, response: { 200: studyDetailAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        return { data: (await detail(study)) as never }
      },
    )

    app.get(
      '/projects/:projectId/studies/:studyId/districts',
      {
        config: { access: 'user' },
        schema: { params: studyIdParams, response: { 200: studyDistrictsAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        return { data: await siteDistricts(db(), study) }
      },
    )

    app.get(
      '/projects/:projectId/studies/:studyId/document',
      {
        config: { access: 'user' },
        schema: { params: studyIdParams, response: { 200: studyDocumentAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        return {
          data: generatedBlocks(studyDocument(await contentOf(db(), study), { kind: 'draft' }, await liveDesk(db()))),
        }
      },
    )

    app.patch(
      '/projects/:projectId/studies/:studyId',
      {
        config: { access: 'employee' },
        schema: { params: studyIdParams, body: updateStudyBody, response: { 200: studyDetailAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        const body = request.body
        if (body.brand_ids) {
          const unknown = await unknownBrands(db(), body.brand_ids)
          if (unknown.length) throw badRequest('品牌不存在', { brand_ids: `品牌不存在：${unknown.join('、')}` })
        }
        const site = body.site ? await resolveSite(db(), body.site) : {}
        const next: Study = {
          ...study,
          ...site,
          title: body.title ?? study.title,
          segment: body.segment ?? study.segment,
          rooms: body.rooms ?? study.rooms,
          brand_ids: body.brand_ids ? [...new Set(body.brand_ids)] : study.brand_ids,
          radius_km: body.radius_km ?? study.radius_km,
          districts: body.districts === undefined ? study.districts : body.districts && [...new Set(body.districts)],
          assumptions: body.assumptions ?? study.assumptions,
        }
        // A district area must name districts of the (possibly moved) site's city.
        if (next.districts && (body.districts || body.site)) await checkDistricts(db(), next, next.districts)
        next.assumptions = withSubject(next.assumptions, next)
        return { data: (await detail(await recomputeAndSave(next))) as never }
      },
    )

    app.post(
      '/projects/:projectId/studies/:studyId/comp-set',
      {
        config: { access: 'employee' },
        schema: { params: studyIdParams, body: compSetEditBody, response: { 200: studyDetailAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        const { action, hotel_id, reason } = request.body
        const kept = study.comp_edits.filter((e) => e.hotel_id !== hotel_id)
        if (action === 'reset') {
          if (kept.length === study.comp_edits.length) throw badRequest('该酒店没有可撤销的调整')
        } else {
          const hotel = await db()
            .selectFrom('hotels')
            .select(['id', 'status'])
            .where('id', '=', hotel_id)
            .executeTakeFirst()
          if (!hotel) throw badRequest('酒店不存在', { hotel_id: '酒店不存在' })
          const inSet = study.computed.comp_set.hotels.some((h) => h.hotel_id === hotel_id)
          if (action === 'add') {
            if (inSet) throw badRequest('该酒店已在竞争组合中', { hotel_id: '该酒店已在竞争组合中' })
            if (hotel.status !== 'open') throw badRequest('只能加入在营酒店', { hotel_id: '只能加入在营酒店' })
            if (hotel_id === study.site_hotel_id) throw badRequest('研究对象本身不能加入竞争组合')
          }
          if (action === 'remove' && !inSet)
            throw badRequest('该酒店不在竞争组合中', { hotel_id: '该酒店不在竞争组合中' })
          kept.push({ hotel_id, action, reason: reason ?? '' })
        }
        return { data: (await detail(await recomputeAndSave({ ...study, comp_edits: kept }))) as never }
      },
    )

    app.put(
      '/projects/:projectId/studies/:studyId/chapters/:chapter',
      {
        config: { access: 'employee' },
        schema: {
          params: studyChapterParams,
          body: chapterTextBody,
          response: { 200: studyDetailAnswer, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request)
        const { study } = await staffStudy(user, request.params)
        await saveChapter(db(), study.id, request.params.chapter, request.body.text, user.id, now())
        const saved = await findStudy(db(), study.project_id, study.id)
        if (!saved) throw hidden()
        return { data: (await detail(saved)) as never }
      },
    )

    app.post(
      '/projects/:projectId/studies/:studyId/recompute',
      {
        config: { access: 'employee' },
        schema: { params: studyIdParams, response: { 200: studyDetailAnswer, ...errors } },
      },
      async (request) => {
        const { study } = await staffStudy(currentUser(request), request.params)
        return { data: (await detail(await recomputeAndSave(study))) as never }
      },
    )

    for (const format of ['docx', 'pdf'] as const) {
      app.get(
        `/projects/:projectId/studies/:studyId/export.${format}`,
        {
          config: { access: 'employee' },
          // Binary answer: no 200 schema; errors use the usual envelope (404, 503 when the document fails).
          schema: { params: studyIdParams },
        },
        async (request, reply) => {
          const user = currentUser(request)
          const { study } = await staffStudy(user, request.params)
          const content = await contentOf(db(), study)
          const edition: Edition = { kind: 'draft' }
          const name = `${study.title}（工作稿 ${now().slice(0, 10)}）`
          const log = (error: unknown) => request.log.error({ err: error }, 'study export failed')
          const figures = await liveDesk(db())
          const doc = () => studyDocument(content, edition, figures)
          if (format === 'docx') return sendDeliverable(reply, await studyDocx(doc, log), 'docx', name)
          const pdf = await studyPdf(doc, log)
          const stamped = await stampInThread(pdf, watermarkText(user, app.deps.clock.now()))
          return sendDeliverable(reply, stamped, 'pdf', name)
        },
      )
    }

    app.post(
      '/projects/:projectId/studies/:studyId/publish',
      {
        config: { access: 'employee' },
        schema: { params: studyIdParams, headers: idempotencyHeaders, response: { 201: publishAnswer, ...errors } },
      },
      async (request, reply) => {
        const user = currentUser(request)
        const { project, study } = await staffStudy(user, request.params)
        if (study.computed.census.empty && study.computed.comp_set.hotels.length === 0 && !study.computed.figures) {
          throw badRequest(`无法发布：${study.computed.census.empty.message}`)
        }
        const at = now()
        const { number, reportId, replayed } = await publishStudy(db(), storage, {
          study,
          content: await contentOf(db(), study),
          clientOrganizationId: project.organization_id,
          by: user,
          at,
          log: (error) => request.log.error({ err: error }, 'study publish failed'),
          call: keyedCall(request, user.id, at),
        })
        const version = ((await listVersions(db(), [study.id])).get(study.id) ?? []).find((v) => v.number === number)
        if (!version) throw new Error('published version vanished')
        if (replayed) reply.header('idempotent-replayed', 'true')
        else
          await auditReport(app, request, user, 'report_create', {
            id: reportId,
            title: `${study.title}（第 ${number} 版）`,
          })
        return reply.status(201).send({ data: version })
      },
    )

    /** A published version for whoever may see the project: staff, and the project's client. */
    async function readableVersion(user: AuthUser, params: { projectId: string; studyId: string; number: number }) {
      await visibleProject(db(), user, params.projectId)
      const study = await db()
        .selectFrom('studies')
        .select('id')
        .where('id', '=', params.studyId)
        .where('project_id', '=', params.projectId)
        .executeTakeFirst()
      if (!study) throw hidden()
      const version = await findVersion(db(), study.id, params.number)
      if (!version) throw notFound('该版本不存在')
      return version
    }

    app.get(
      '/projects/:projectId/studies/:studyId/versions/:number',
      {
        config: { access: 'user' },
        schema: { params: studyVersionParams, response: { 200: studyVersionAnswer, ...errors } },
      },
      async (request) => {
        const version = await readableVersion(currentUser(request), request.params)
        return {
          data: {
            study_id: version.study_id,
            number: Number(version.number),
            published_at: version.published_at,
            report_id: version.report_id,
            content: readSnapshot(version.snapshot),
          },
        }
      },
    )

    app.get(
      '/projects/:projectId/studies/:studyId/versions/:number/document',
      {
        config: { access: 'user' },
        schema: { params: studyVersionParams, response: { 200: studyDocumentAnswer, ...errors } },
      },
      async (request) => {
        const version = await readableVersion(currentUser(request), request.params)
        // As published; a version from before the column existed is assembled with the figures in force (ADR 045).
        if (version.document) return { data: readVersionDocument(version.document) }
        const edition: Edition = { kind: 'version', number: Number(version.number), publishedAt: version.published_at }
        return { data: generatedBlocks(studyDocument(readSnapshot(version.snapshot), edition, await liveDesk(db()))) }
      },
    )

    for (const format of ['docx', 'pdf'] as const) {
      app.get(
        `/projects/:projectId/studies/:studyId/versions/:number/${format}`,
        {
          config: { access: 'user' },
          // Binary answer: the PDF watermarked for the reader; both audited as downloads of the report.
          schema: { params: studyVersionParams },
        },
        async (request, reply) => {
          const user = currentUser(request)
          const version = await readableVersion(user, request.params)
          const report = await findReport(db(), version.report_id)
          const file = await findFile(db(), format === 'docx' ? version.docx_file_id : version.pdf_file_id)
          if (!report || !file) throw notFound('该版本的文件不存在')
          const bytes = await readAll(await storage.read(file.storage_key))
          if (format === 'docx') {
            await auditReport(app, request, user, 'report_download_word', report)
            return sendDeliverable(reply, bytes, 'docx', report.title)
          }
          const stamped = await stampInThread(bytes, watermarkText(user, app.deps.clock.now()))
          await auditReport(app, request, user, 'report_download', report)
          return sendDeliverable(reply, stamped, 'pdf', report.title)
        },
      )
    }
  }
}
