import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { normalizePhone } from './phone.ts'
import type { SmsProvider } from './sms/provider.ts'

const outboxAnswer = z.object({
  data: z.array(z.object({ phone: z.string(), code: z.string(), text: z.string(), sent_at: z.string() })),
})

/**
 * GET /dev/sms-outbox?phone=: the console provider's messages, newest first, for the local machine only.
 * Never registered in production (app.ts checks), so the route does not exist there at all.
 */
export function devSmsRoutes(sms: SmsProvider) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>()
    app.get(
      '/dev/sms-outbox',
      {
        config: { access: 'loopback' },
        schema: {
          hide: true,
          querystring: z.object({ phone: z.string().max(32).optional() }),
          response: { 200: outboxAnswer },
        },
      },
      async (request) => {
        const raw = request.query.phone
        const phone = raw ? (normalizePhone(raw) ?? raw) : undefined
        return { data: sms.outbox?.(phone) ?? [] }
      },
    )
  }
}
