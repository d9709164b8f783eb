import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBody, unauthorized } from '#server/errors'
import { userOf } from '#server/plugins/auth-guard'
import { userInfoOf } from './queries.ts'
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './rules.ts'
import type { AuthService, IssuedSession } from './service.ts'
import { verifyAccessToken } from './tokens.ts'

export const userInfoSchema = z.object({
  username: z.string(),
  phone_number: z.string(),
  user_type: z.string(),
  user_type_multi: z.array(z.string()),
  organization: z.string().nullable(),
  organization_name: z.string().nullable(),
  organization_kind: z.string().nullable(),
  authorization: z.enum(['admin', 'researcher']).nullable(),
  avatar: z.string().nullable(),
})

const phoneBody = z.object({ phone: z.string().max(32) })
const loginBody = z.object({ phone: z.string().max(32), code: z.string().max(16) })
const sendAnswer = z.object({ data: z.object({ cooldown_s: z.number().int() }) })
const sessionAnswer = z.object({ data: z.object({ token: z.string(), user: userInfoSchema }) })
const okAnswer = z.object({ data: z.object({ ok: z.literal(true) }) })
const userInfoAnswer = z.object({ data: userInfoSchema })

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody, 503: errorBody }

/** POST /auth/sms/send, /auth/sms/login, /auth/refresh, /auth/logout and GET /user/info (docs/auth.md). */
export function authRoutes(auth: AuthService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()

    app.post(
      '/auth/sms/send',
      { config: { access: 'public' }, schema: { body: phoneBody, response: { 200: sendAnswer, ...errors } } },
      async (request, reply) => {
        const { cooldown_s, deliver } = await auth.sendCode(request.body.phone, client(request))
        // The SMS goes out after the answer, so response time says nothing about whether the phone is known.
        // 'close' also covers a client that hangs up before the answer is flushed.
        let started = false
        const start = () => {
          if (started) return
          started = true
          deliver().catch((error) => request.log.error({ err: error }, 'SMS delivery failed'))
        }
        reply.raw.once('finish', start)
        reply.raw.once('close', start)
        return { data: { cooldown_s } }
      },
    )

    app.post(
      '/auth/sms/login',
      { config: { access: 'public' }, schema: { body: loginBody, response: { 200: sessionAnswer, ...errors } } },
      async (request, reply) => {
        const issued = await auth.login(request.body.phone, request.body.code, client(request))
        return answerSession(request, reply, issued)
      },
    )

    app.post(
      '/auth/refresh',
      { config: { access: 'public' }, schema: { response: { 200: sessionAnswer, ...errors } } },
      async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE]
        if (!token) throw unauthorized()
        try {
          const issued = await auth.refresh(token, client(request))
          return answerSession(request, reply, issued)
        } catch (error) {
          clearRefreshCookie(request, reply)
          throw error
        }
      },
    )

    app.post(
      '/auth/logout',
      { config: { access: 'public' }, schema: { response: { 200: okAnswer, ...errors } } },
      async (request, reply) => {
        const header = request.headers.authorization
        let sessionId: string | undefined
        if (header?.startsWith('Bearer ')) {
          // An expired access token still names its session; the signature must hold all the same.
          const verified = await verifyAccessToken(auth.jwtKey, header.slice(7).trim(), 0)
          if (verified.ok) sessionId = verified.claims.jti
        }
        await auth.logout({ sessionId, refreshToken: request.cookies[REFRESH_COOKIE] }, client(request))
        clearRefreshCookie(request, reply)
        return { data: { ok: true as const } }
      },
    )

    app.get(
      '/user/info',
      { config: { access: 'user' }, schema: { response: { 200: userInfoAnswer, ...errors } } },
      async (request) => {
        return { data: userInfoOf(userOf(request)) }
      },
    )
  }
}

function client(request: FastifyRequest) {
  const agent = request.headers['user-agent']
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null }
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  }
}

function answerSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  const maxAge = Math.max(1, Math.floor((issued.expiresAt - request.server.deps.clock.now()) / 1000))
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions(request), maxAge })
  reply.header('cache-control', 'no-store')
  return { data: { token: issued.token, user: issued.user } }
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request))
}
