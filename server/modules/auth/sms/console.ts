import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '#server/lib/clock'
import { nowIso } from '#server/lib/clock'
import { maskPhone } from '../phone.ts'
import type { OutboxEntry, SmsProvider } from './provider.ts'

const OUTBOX_LIMIT = 1000

/**
 * Development provider: sends nothing, logs that a message went out (never the code, which would put a
 * credential in the log), and keeps the newest messages in memory for GET /api/v1/dev/sms-outbox.
 */
export function consoleSmsProvider(log: FastifyBaseLogger, clock: Clock): SmsProvider {
  const entries: OutboxEntry[] = []
  return {
    name: 'console',
    async send({ phone, code, text }) {
      entries.unshift({ phone, code, text, sent_at: nowIso(clock) })
      entries.length = Math.min(entries.length, OUTBOX_LIMIT)
      log.info({ provider: 'console' }, `SMS to ${maskPhone(phone)} sent`)
    },
    outbox(phone) {
      return phone ? entries.filter((e) => e.phone === phone) : [...entries]
    },
    prune(before) {
      // Newest first: everything from the first old message on is old.
      const keep = entries.findIndex((e) => e.sent_at < before)
      if (keep < 0) return 0
      const removed = entries.length - keep
      entries.length = keep
      return removed
    },
  }
}
