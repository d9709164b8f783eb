import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { Config } from './config.ts'
import type { DbHandle } from './db/database.ts'
import { type Clock, systemClock } from './lib/clock.ts'
import { adminRoutes } from './modules/admin/routes.ts'
import { appletRoutes } from './modules/applets/routes.ts'
import { assetReviewRoutes } from './modules/asset/review-routes.ts'
import { assetRoutes } from './modules/asset/routes.ts'
import { devSmsRoutes } from './modules/auth/dev-routes.ts'
import { type CounterStore, dbCounterStore, redisCounterStore } from './modules/auth/limits.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { type AuthService, createAuthService } from './modules/auth/service.ts'
import { createSmsProvider } from './modules/auth/sms/create.ts'
import type { SmsProvider } from './modules/auth/sms/provider.ts'
import { contentAdminRoutes } from './modules/content-admin/routes.ts'
import { contentSearchRoutes } from './modules/content-search/routes.ts'
import { contentUtilRoutes } from './modules/content-utils/routes.ts'
import { dataDeskRoutes } from './modules/data-desk/routes.ts'
import { designRoutes } from './modules/design/routes.ts'
import { largestUpload } from './modules/files/policy.ts'
import { fileRoutes } from './modules/files/routes.ts'
import type { Storage } from './modules/files/storage.ts'
import { storageFromConfig } from './modules/files/storage-from-config.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { intelRoutes } from './modules/intel/routes.ts'
import { pageRoutes } from './modules/pages/routes.ts'
import { portalRoutes } from './modules/portals/routes.ts'
import { privacyRoutes } from './modules/privacy/routes.ts'
import { procurementModule } from './modules/procurement/plugin.ts'
import { projectsModule } from './modules/projects/plugin.ts'
import { reportRoutes } from './modules/reports/routes.ts'
import { studyRoutes } from './modules/studies/routes.ts'
import { topicRoutes } from './modules/topics/routes.ts'
import { wxpApiRoutes, wxpPageRoute } from './modules/wxp/routes.ts'
import { requireAccessDeclarations } from './plugins/access.ts'
import { authGuard } from './plugins/auth-guard.ts'
import { registerDrain } from './plugins/drain.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { registerOverloadShedding } from './plugins/overload.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerStaticWeb } from './plugins/static-web.ts'

export type AppDeps = {
  config: Config
  dbh: DbHandle
  clock: Clock
  storage: Storage
  /** Present when REDIS_URL is set; closed with the app. */
  redis?: Redis
  /** Rate-limit counters: Redis when configured, else the database. */
  counters: CounterStore
  sms: SmsProvider
  auth: AuthService
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}

export type BuildOptions = {
  config: Config
  dbh: DbHandle
  clock?: Clock
  storage?: Storage
  /** Pino options; tests pass false to keep output quiet. */
  logger?: boolean | object
}

/** Builds the whole app from plugins. It never listens: main.ts does, tests use app.inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => validRequestId(req.headers['x-request-id']) ?? randomUUID(),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  const storage = options.storage ?? storageFromConfig(config)
  const clock = options.clock ?? systemClock
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'))
    // Commands do not queue, so give the first connection a moment; without Redis the app starts anyway.
    await redisReady(redis, 2000)
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  let warnedAt = 0
  const counters = redis
    ? redisCounterStore(redis, config.REDIS_KEY_PREFIX, (error) => {
        // Once per 10 s is enough to see the outage in the log without one line per request.
        if (Date.now() - warnedAt < 10_000) return
        warnedAt = Date.now()
        app.log.warn({ err: error }, 'redis unavailable: rate limits counted per process')
      })
    : dbCounterStore(options.dbh.db)
  const sms = createSmsProvider(config, app.log, clock)
  const auth = createAuthService({ db: options.dbh.db, clock, counters, sms, secret: config.jwtSecret, log: app.log })
  app.decorate('deps', { config, dbh: options.dbh, clock, storage, redis, counters, sms, auth })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  registerErrorHandler(app)
  // First of the onRequest hooks: a refusal by any later one (drain, overload, access) carries the headers too.
  await registerSecurityHeaders(app)
  registerDrain(app)
  registerOverloadShedding(app, {
    maxEventLoopDelayMs: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxInFlight: config.OVERLOAD_MAX_IN_FLIGHT,
    maxQueueMs: config.OVERLOAD_MAX_QUEUE_MS,
  })
  requireAccessDeclarations(app)
  await app.register(authGuard)
  await app.register(cookie)
  await app.register(multipart, {
    // Per-kind limits are enforced while streaming (modules/files/upload.ts); these bound the request itself.
    limits: { fileSize: largestUpload + 1, files: 10, parts: 20, fields: 10, fieldSize: 64 * 1024, headerPairs: 200 },
  })
  await app.register(swagger, {
    openapi: { info: { title: 'Hotel Industry Cloud API', version: '1' } },
    transform: jsonSchemaTransform,
  })

  await app.register(healthRoutes)
  await app.register(
    async (api) => {
      await api.register(fileRoutes, { storage })
      await api.register(reportRoutes, { storage })
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger())
      await api.register(authRoutes(auth))
      if (!config.isProduction) await api.register(devSmsRoutes(sms))
      await api.register(topicRoutes)
      await api.register(pageRoutes)
      await api.register(contentAdminRoutes)
      await api.register(contentSearchRoutes)
      await api.register(contentUtilRoutes)
      await api.register(wxpApiRoutes)
      await api.register(intelRoutes)
      await api.register(projectsModule)
      await api.register(portalRoutes)
      await api.register(assetRoutes(storage))
      await api.register(assetReviewRoutes(storage))
      await api.register(studyRoutes(storage))
      await api.register(procurementModule)
      await api.register(adminRoutes(storage))
      await api.register(privacyRoutes)
      await api.register(designRoutes, { storage })
      await api.register(appletRoutes)
      await api.register(dataDeskRoutes)
    },
    { prefix: '/api/v1' },
  )
  await app.register(wxpPageRoute)
  await registerStaticWeb(app, config.webRoot)
  return app
}

/**
 * Commands fail at once while Redis is away (no offline queue, short timeouts) so a request never waits on
 * it; the client keeps reconnecting in the background, at most every 2 s.
 */
function connectRedis(url: string) {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
}

function redisReady(redis: Redis, timeoutMs: number) {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    redis.once('ready', done)
    function done() {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
  })
}

function validRequestId(value: string | string[] | undefined) {
  return typeof value === 'string' && /^[\w.-]{8,64}$/.test(value) ? value : undefined
}

/** TRUST_PROXY: unset (trust no proxy), `true`, or a comma-separated list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  return value.split(',').map((s) => s.trim())
}
