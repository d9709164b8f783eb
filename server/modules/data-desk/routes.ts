import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { liveBenchmarkRowSchema } from '#common/benchmarks/schema'
import { coverageView, figureView, proposalBody, proposalStatuses, proposalView } from '#common/data-desk'
import { AppError, errorBody, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { currentUser } from '#server/plugins/access'
import { sendWorkbook } from '../admin/sheet-replies.ts'
import { kindForFilename } from '../files/policy.ts'
import { noFile } from '../files/rejections.ts'
import { receiveFile } from '../files/upload.ts'
import { figuresWorkbook, readFiguresSheet } from './excel.ts'
import { coverage, figureByKey, listFigures } from './figures.ts'
import { importProposals } from './import.ts'
import { listenForDeskChanges, liveBenchmarkRows, liveDesk } from './live.ts'
import { approve, listProposals, proposalById, propose, reject, rejectBody, revert } from './proposals.ts'

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody }
const idParams = z.object({ id: z.string().min(1).max(64, '编号过长') })
const flag = z.enum(['true', 'false'], { error: '应为 true 或 false' }).transform((v) => v === 'true')
const areas = ['brands', 'groups', 'cities', 'benchmarks'] as const
const figureQuery = z.object({
  area: z.enum(areas, { error: `类别只能是 ${areas.join('、')}` }).optional(),
  q: z.string().max(50, '搜索内容过长').optional(),
  stale: flag.optional(),
  missing: flag.optional(),
  benchmark: z.string().max(60).optional(),
})
const keyQuery = z.object({ key: z.string({ error: '请指定数据编号' }).min(1, '请指定数据编号').max(300) })
const proposalQuery = z.object({
  status: z.enum(proposalStatuses, { error: '状态只能是 pending、approved 或 rejected' }).optional(),
  figure: z.string().max(300).optional(),
})

/**
 * The research desk (issue 38, ADR 045). Reading and proposing: researchers and administrators. Approving: another
 * researcher or an administrator (403 for the proposer). The live benchmark rows the tools' defaults read: any user.
 */
export function dataDeskRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const researcher = { access: 'researcher' } as const
  const now = () => isoAt(app.deps.clock.now())
  const today = () => now().slice(0, 10)
  listenForDeskChanges(app.deps.dbh)

  app.get(
    '/data-desk/figures',
    {
      config: researcher,
      schema: { querystring: figureQuery, response: { 200: z.object({ data: z.array(figureView) }), ...errors } },
    },
    async (req) => ({ data: await listFigures(db(), req.query, today()) }),
  )

  app.get(
    '/data-desk/figure',
    {
      config: researcher,
      schema: {
        querystring: keyQuery,
        response: {
          200: z.object({ data: z.object({ figure: figureView, history: z.array(proposalView) }) }),
          ...errors,
        },
      },
    },
    async (req) => {
      const figure = await figureByKey(db(), req.query.key, today())
      if (!figure) throw notFound('没有这项数据')
      return { data: { figure, history: await listProposals(db(), { figure: req.query.key }) } }
    },
  )

  app.get(
    '/data-desk/proposals',
    {
      config: researcher,
      schema: { querystring: proposalQuery, response: { 200: z.object({ data: z.array(proposalView) }), ...errors } },
    },
    async (req) => ({ data: await listProposals(db(), req.query) }),
  )

  app.get(
    '/data-desk/proposals/:id',
    {
      config: researcher,
      schema: { params: idParams, response: { 200: z.object({ data: proposalView }), ...errors } },
    },
    async (req) => ({ data: await proposalById(db(), req.params.id) }),
  )

  app.post(
    '/data-desk/proposals',
    {
      config: researcher,
      schema: { body: proposalBody, response: { 201: z.object({ data: proposalView }), ...errors } },
    },
    async (req, reply) => reply.status(201).send({ data: await propose(db(), currentUser(req), req.body, now()) }),
  )

  app.post(
    '/data-desk/proposals/:id/approve',
    {
      config: researcher,
      schema: { params: idParams, response: { 200: z.object({ data: proposalView }), ...errors } },
    },
    async (req) => {
      const log = (error: unknown) => req.log.error({ err: error }, 'content pages not redrawn after an approval')
      return { data: await approve(db(), currentUser(req), req.params.id, now(), log) }
    },
  )

  app.post(
    '/data-desk/proposals/:id/reject',
    {
      config: researcher,
      schema: { params: idParams, body: rejectBody, response: { 200: z.object({ data: proposalView }), ...errors } },
    },
    async (req) => ({ data: await reject(db(), currentUser(req), req.params.id, req.body.reason, now()) }),
  )

  app.post(
    '/data-desk/proposals/:id/revert',
    {
      config: researcher,
      schema: { params: idParams, response: { 201: z.object({ data: proposalView }), ...errors } },
    },
    async (req, reply) => reply.status(201).send({ data: await revert(db(), currentUser(req), req.params.id, now()) }),
  )

  app.get(
    '/data-desk/coverage',
    { config: researcher, schema: { response: { 200: z.object({ data: coverageView }), ...errors } } },
    async () => ({ data: await coverage(db(), today()) }),
  )

  app.get(
    '/data-desk/export',
    { config: researcher, schema: { querystring: figureQuery, response: errors } },
    async (req, reply) => {
      const figures = await listFigures(db(), req.query, today())
      const name = `数据维护-${req.query.area ?? '全部'}-${today()}.xlsx`
      return sendWorkbook(reply as unknown as FastifyReply, await figuresWorkbook(figures), name)
    },
  )

  app.post(
    '/data-desk/import',
    {
      config: researcher,
      schema: {
        response: {
          200: z.object({
            data: z.object({
              created: z.number(),
              issues: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
              proposals: z.array(proposalView),
            }),
          }),
          ...errors,
          413: errorBody,
          415: errorBody,
          422: errorBody,
        },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
      const part: MultipartFile | undefined = await req.file()
      if (!part) throw noFile()
      if (kindForFilename(part.filename) !== 'xlsx') {
        part.file.resume()
        throw new AppError(415, 'unsupported_file_type', '请上传 .xlsx 格式的 Excel 文件（可先导出一张表作模板）')
      }
      const storage = app.deps.storage
      const received = await receiveFile(part, storage)
      try {
        const rows = await readFiguresSheet(() => storage.read(received.storage_key))
        return { data: await importProposals(db(), currentUser(req), rows, now()) }
      } finally {
        await storage.remove(received.storage_key)
      }
    },
  )

  /** The benchmark rows an approved proposal changed: the web's tools put them in place of the shipped rows. */
  app.get(
    '/data-desk/live-benchmarks',
    {
      config: { access: 'user' },
      schema: {
        response: {
          200: z.object({ data: z.object({ version: z.number(), rows: z.array(liveBenchmarkRowSchema) }) }),
          ...errors,
        },
      },
    },
    async () => {
      const desk = await liveDesk(db())
      const rows = liveBenchmarkRows(desk)
      return { data: { version: desk.version, rows } }
    },
  )
}
