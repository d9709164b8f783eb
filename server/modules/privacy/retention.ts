import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '#server/db/database'
import { isoAt } from '#server/lib/clock'
import type { SmsProvider } from '../auth/sms/provider.ts'
import { LOGIN_ACTIONS } from './personal-data.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const RETENTION_JOB = 'retention'
const RUN_EVERY_MS = 60 * 60 * 1000
/** Shorter than the interval, so the holder renews it each hour and a dead holder's lease runs out within one. */
const LEASE_MS = 55 * 60 * 1000

export type RetentionResult = {
  cutoff: string
  loginRows: number
  sessions: number
  loginCodes: number
  smsOutbox: number
}

/**
 * Removes login records older than the retention (PIPL art. 19: kept no longer than needed): the login history
 * in the audit trail, sessions that ended or expired before the cutoff, login codes, and the SMS outbox.
 * Administrative audit rows are kept: they are the record of who changed what.
 */
export async function runRetention(
  db: Db,
  options: { now: number; retentionDays: number; sms?: SmsProvider },
): Promise<RetentionResult> {
  const cutoff = isoAt(options.now - options.retentionDays * DAY_MS)
  return db.transaction().execute(async (trx) => {
    const login = await trx
      .deleteFrom('audit_log')
      .where('action', 'in', [...LOGIN_ACTIONS])
      .where('at', '<', cutoff)
      .executeTakeFirst()
    const sessions = await trx.deleteFrom('sessions').where('expires_at', '<', cutoff).executeTakeFirst()
    const codes = await trx.deleteFrom('login_codes').where('created_at', '<', cutoff).executeTakeFirst()
    const smsOutbox = options.sms?.prune?.(cutoff) ?? 0
    return {
      cutoff,
      loginRows: Number(login.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
      loginCodes: Number(codes.numDeletedRows),
      smsOutbox,
    }
  })
}

/**
 * Takes or renews the lease of a job: true when `holder` may run it now. One statement on both databases: the row
 * is inserted, or taken over when its lease ran out, or renewed by its own holder; otherwise nothing changes.
 */
export async function takeLease(db: Db, job: string, holder: string, now: number, leaseMs: number) {
  const row = await db
    .insertInto('job_leases')
    .values({ name: job, holder, expires_at: isoAt(now + leaseMs) })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: isoAt(now + leaseMs) })
        .where(sql<boolean>`job_leases.expires_at <= ${isoAt(now)} or job_leases.holder = ${holder}`),
    )
    .returning('holder')
    .executeTakeFirst()
  return row?.holder === holder
}

/** One run on whichever process holds the lease; the others skip. Answers undefined when skipped. */
export async function runRetentionOnce(app: FastifyInstance, holder: string, now: number) {
  const { db } = app.deps.dbh
  if (!(await takeLease(db, RETENTION_JOB, holder, now, LEASE_MS))) return undefined
  return runRetention(db, { now, retentionDays: app.deps.config.RETENTION_DAYS, sms: app.deps.sms })
}

/** Hourly on every process (main.ts); the lease makes one of them do the work. Stopped when the app closes. */
export function startRetentionSchedule(app: FastifyInstance) {
  const holder = randomUUID()
  const tick = () => {
    runRetentionOnce(app, holder, app.deps.clock.now())
      .then((result) => {
        if (result) app.log.info({ retention: result }, 'retention: old login records removed')
      })
      .catch((error) => app.log.warn({ err: error }, 'retention job failed'))
  }
  const first = setTimeout(tick, 60_000)
  const timer = setInterval(tick, RUN_EVERY_MS)
  first.unref()
  timer.unref()
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(timer)
  })
}
