import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  brandItem,
  brandListQuery,
  cityItem,
  cityListQuery,
  factSource,
  groupItem,
  groupListQuery,
  hotelFilterQuery,
  hotelItem,
  hotelListQuery,
  hotelPerformance as hotelPerformanceSchema,
  hotelViewerQuery,
  nearbyHotel,
  pageOf,
  profileAnswer,
  profileParams,
  supplyAnswer,
} from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { errorBody } from '#server/errors'
import { listenForDeskChanges, liveDesk } from '../data-desk/live.ts'
import { listBrands, listCities, listGroups, listProvinces } from './catalog-queries.ts'
import { hotelPerformance } from './comp-set.ts'
import { factSources } from './facts/citations.ts'
import { hotelAnswers, hotelPageAnswer } from './hotel-answers.ts'
import { findHotel, hotelsNear } from './hotel-queries.ts'
import { intelImportRoutes } from './import/import-routes.ts'
import { profile } from './profiles.ts'
import { brandwallShareRoutes } from './share-routes.ts'
import { supply } from './supply.ts'

const counts = z.record(z.string(), z.record(z.string(), z.number()))
const withCounts = <T extends z.ZodType>(item: T) => z.object({ data: pageOf(item).extend({ counts }) })
const idParams = z.object({ id: z.string().min(1).max(64, 'ID 过长') })

/** Industry intelligence: the walls' data (groups, brands, cities, hotels), the map's points and the hotel viewer. */
export async function intelRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const user = { access: 'user' } as const
  const answers = hotelAnswers(db, () => app.deps.clock.now())
  listenForDeskChanges(app.deps.dbh)
  await app.register(brandwallShareRoutes)
  await app.register(intelImportRoutes(app.deps.storage))

  /** A wall's list: filtered by the query, a page of items with the counts of each filter value. */
  const listRoute = <Query extends z.ZodType, Item extends z.ZodType>(
    url: string,
    query: Query,
    item: Item,
    list: (db: Db, query: z.output<Query>) => Promise<z.input<ReturnType<typeof withCounts<Item>>>['data']>,
  ) =>
    api.get(
      url,
      { config: user, schema: { querystring: query, response: { 200: withCounts(item), 400: errorBody } } },
      // The type provider checked the query against `query`; a generic route cannot infer that.
      async (req) => ({ data: await list(db(), req.query as z.output<Query>) }),
    )
  listRoute('/groups', groupListQuery, groupItem, listGroups)
  listRoute('/brands', brandListQuery, brandItem, listBrands)
  listRoute('/cities', cityListQuery, cityItem, listCities)

  api.get(
    '/sources',
    { config: user, schema: { response: { 200: z.object({ data: z.array(factSource) }) } } },
    async () => ({ data: factSources((await liveDesk(db())).facts) }),
  )

  api.get(
    '/provinces',
    {
      config: user,
      schema: {
        response: { 200: z.object({ data: z.array(z.object({ name: z.string(), city_count: z.number() })) }) },
      },
    },
    async () => ({ data: await listProvinces(db()) }),
  )

  api.get(
    '/hotels',
    {
      config: user,
      schema: {
        querystring: hotelListQuery,
        response: { 200: hotelPageAnswer, 400: errorBody },
      },
    },
    // Sent as bytes: checked against the response schema when it was cached (hotel-answers.ts).
    async (req, reply) => {
      const body = await answers.page(req.query)
      return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(body)
    },
  )

  api.get(
    '/hotels/points',
    {
      config: user,
      schema: {
        querystring: hotelFilterQuery,
        response: {
          200: z.object({
            data: z.object({
              fields: z.array(z.string()),
              points: z.array(z.tuple([z.string(), z.number(), z.number(), z.string(), z.string()])),
            }),
          }),
          400: errorBody,
        },
      },
    },
    async (req, reply) => {
      // Serialized by hand: running 100k tuples through the response schema costs more than the query.
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      const body = await answers.points(req.query, gzip)
      const raw = reply as unknown as FastifyReply
      raw.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding')
      if (gzip) raw.header('content-encoding', 'gzip')
      return raw.send(body)
    },
  )

  api.get(
    '/hotels/:id',
    {
      config: user,
      schema: {
        params: idParams,
        querystring: hotelViewerQuery,
        response: {
          200: z.object({ data: z.object({ hotel: hotelItem, nearby: z.array(nearbyHotel), radius_km: z.number() }) }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => {
      const hotel = await findHotel(db(), req.params.id)
      const nearby = await hotelsNear(db(), hotel, req.query.radius_km, req.query.nearby_limit)
      return { data: { hotel, nearby, radius_km: req.query.radius_km } }
    },
  )

  api.get(
    '/hotels/:id/performance',
    {
      config: user,
      schema: {
        params: idParams,
        response: { 200: z.object({ data: hotelPerformanceSchema }), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ data: await hotelPerformance(db(), req.params.id) }),
  )

  api.get(
    '/supply',
    {
      config: user,
      schema: {
        querystring: hotelFilterQuery,
        response: { 200: z.object({ data: supplyAnswer }), 400: errorBody },
      },
    },
    async (req) => ({ data: await supply(db(), req.query) }),
  )

  api.get(
    '/profiles/:kind/:id',
    {
      config: user,
      schema: {
        params: profileParams,
        response: { 200: z.object({ data: profileAnswer }), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({ data: await profile(db(), req.params.kind, req.params.id) }),
  )

  api.get(
    '/map/config',
    {
      config: user,
      schema: {
        response: { 200: z.object({ data: z.object({ tile_url: z.string().nullable(), attribution: z.string() }) }) },
      },
    },
    async () => ({
      data: { tile_url: app.deps.config.MAP_TILE_URL ?? null, attribution: app.deps.config.MAP_TILE_ATTRIBUTION },
    }),
  )
}
