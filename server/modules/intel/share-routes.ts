import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { brandItem } from '#common/intel-schemas'
import { errorBody, unauthorized } from '#server/errors'
import { createShare, listShares, revokeShare, sharedWall } from './brandwall-shares.ts'

const share = z.object({
  id: z.string(),
  title: z.string(),
  brand_count: z.number(),
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
})
const createBody = z.object({
  brand_ids: z
    .array(z.string().min(1).max(64), { error: '请选择品牌' })
    .min(1, '至少选择一个品牌')
    .max(200, '最多 200 个品牌'),
  title: z.string().trim().max(60, '标题最多 60 个字符').default('品牌墙'),
  expires_in_days: z.coerce
    .number({ error: '有效期必须是数字' })
    .int('有效期必须是整数天')
    .min(1, '有效期至少 1 天')
    .max(90, '有效期最多 90 天')
    .default(7),
})

/** Brand-wall share links: employees create, list and revoke them; anyone with a live token sees the wall. */
export async function brandwallShareRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const clock = () => app.deps.clock

  api.post(
    '/brandwall-shares',
    {
      config: { access: 'employee' },
      schema: {
        body: createBody,
        response: {
          201: z.object({ data: share.extend({ token: z.string(), path: z.string() }) }),
          400: errorBody,
        },
      },
    },
    async (req, reply) => {
      if (!req.user) throw unauthorized()
      const created = await createShare(db(), clock(), { ...req.body, created_by: req.user.id })
      return reply.status(201).send({ data: created })
    },
  )

  api.get(
    '/brandwall-shares',
    { config: { access: 'employee' }, schema: { response: { 200: z.object({ data: z.array(share) }) } } },
    async () => ({ data: await listShares(db(), clock()) }),
  )

  api.post(
    '/brandwall-shares/:id/revoke',
    {
      config: { access: 'employee' },
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.object({ data: z.object({ revoked: z.boolean() }) }), 404: errorBody },
      },
    },
    async (req) => {
      await revokeShare(db(), clock(), req.params.id)
      return { data: { revoked: true } }
    },
  )

  api.get(
    '/brandwall-token/:token',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: z.object({
            data: z.object({ title: z.string(), expires_at: z.string(), brands: z.array(brandItem) }),
          }),
          404: errorBody,
          410: errorBody,
        },
      },
    },
    async (req, reply) => {
      // A shared wall must not be cached past its expiry or revocation.
      reply.header('cache-control', 'no-store')
      return { data: await sharedWall(db(), clock(), req.params.token) }
    },
  )
}
