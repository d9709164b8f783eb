import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { type Clock, isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import {
  codeExpired,
  codeInvalid,
  invalidPhone,
  rateLimited,
  secondsUntil,
  sendTooOften,
  sessionExpired,
  smsSendingUnavailable,
  tooManyAttempts,
} from './auth-errors.ts'
import { type CounterStore, CountersUnavailable, type Hit, hitLimitsThen } from './limits.ts'
import { normalizePhone } from './phone.ts'
import {
  auditSendQuery,
  findUserByPhone,
  findUserInfo,
  pruneStale,
  type SendAudit,
  sendDelivered,
  storeCodeQuery,
  type UserInfo,
  writeAudit,
} from './queries.ts'
import {
  ACCESS_TTL_MS,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  DAY_MS,
  HOUR_MS,
  limitKeys,
  SEND_COOLDOWN_MS,
  SENDS_PER_IP_HOUR,
  SENDS_PER_PHONE_DAY,
  SENDS_PER_PHONE_HOUR,
  SESSION_TTL_MS,
  VERIFICATIONS_PER_IP_5MIN,
} from './rules.ts'
import { codeHashKey, hashLoginCode, hashRefreshToken, newLoginCode, newRefreshToken, sameHash } from './secrets.ts'
import type { SmsProvider } from './sms/provider.ts'
import { type JwtKey, jwtKey, signAccessToken } from './tokens.ts'

export type AuthServiceDeps = {
  db: Db
  clock: Clock
  counters: CounterStore
  sms: SmsProvider
  secret: string
  log: FastifyBaseLogger
}

export type ClientInfo = { ip: string; userAgent: string | null }

export type IssuedSession = { token: string; refreshToken: string; expiresAt: number; user: UserInfo }

export type AuthService = ReturnType<typeof createAuthService>

const PRUNE_EVERY_MS = 60_000

/** SMS login, refresh rotation and logout: the steps that span several queries and side effects. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, counters, sms, log } = deps
  const codeKey = codeHashKey(deps.secret)
  const key: JwtKey = jwtKey(deps.secret)
  let lastPruneAt = Number.NEGATIVE_INFINITY

  async function limit(
    key: string,
    windowMs: number,
    max: number,
    error: (retryAfterS: number) => Error,
    whenShared: 'required' | 'preferred' = 'preferred',
  ) {
    const now = clock.now()
    let hit: Hit
    try {
      hit = await counters.hit(key, windowMs, now, whenShared)
    } catch (cause) {
      if (cause instanceof CountersUnavailable) {
        log.error({ err: cause.cause }, 'rate-limit store unavailable: login codes are not sent')
        throw smsSendingUnavailable()
      }
      throw cause
    }
    if (hit.count > max) throw error(secondsUntil(hit.resetAt, now))
  }

  /**
   * Stores a new code for any well-formed phone and answers the same way whether the phone belongs to an
   * active user or not. Returns the delivery step, which the route runs after the answer has gone out.
   */
  async function sendCode(rawPhone: string, client: ClientInfo) {
    const phone = normalizePhone(rawPhone)
    if (!phone) throw invalidPhone()
    const now = clock.now()
    const code = newLoginCode()
    const stored = {
      code_hash: hashLoginCode(codeKey, phone, code),
      expires_at: isoAt(now + CODE_TTL_MS),
      created_at: isoAt(now),
    }
    const limits = [
      { key: limitKeys.ipSendHour(client.ip), windowMs: HOUR_MS, max: SENDS_PER_IP_HOUR, refuse: rateLimited },
      { key: limitKeys.cooldown(phone), windowMs: SEND_COOLDOWN_MS, max: 1, refuse: sendTooOften },
      { key: limitKeys.phoneHour(phone), windowMs: HOUR_MS, max: SENDS_PER_PHONE_HOUR, refuse: sendTooOften },
      { key: limitKeys.phoneDay(phone), windowMs: DAY_MS, max: SENDS_PER_PHONE_DAY, refuse: sendTooOften },
    ]
    const auditEntry = { at: isoAt(now), phone, ip: client.ip }
    let audit: SendAudit | undefined
    if (counters.inDatabase) {
      // The four limits, the code and its audit row in one transaction: one commit (one wait for the disk), one
      // statement on PostgreSQL and one message to SQLite's thread.
      const unlessRefused = sql`where not exists (select 1 from h where refused)`
      const outcome = await hitLimitsThen<SendAudit>(db, limits, now, {
        sqlite: () => [storeCodeQuery(phone, stored).compile(db), auditSendQuery(auditEntry).compile(db)],
        postgres: () =>
          sql`stored as (${storeCodeQuery(phone, stored, unlessRefused)}), answer as (${auditSendQuery(auditEntry, unlessRefused)})`,
      })
      const refusing = outcome.refusal && limits[outcome.refusal.index]
      if (outcome.refusal && refusing) throw refusing.refuse(secondsUntil(outcome.refusal.resetAt, now))
      audit = outcome.answer
    } else {
      for (const l of limits) await limit(l.key, l.windowMs, l.max, l.refuse, 'required')
      audit = await db.transaction().execute(async (trx) => {
        await storeCodeQuery(phone, stored).execute(trx)
        return (await auditSendQuery(auditEntry).execute(trx)).rows[0]
      })
    }

    const deliver = async () => {
      if (sendDelivered(audit)) {
        const text = `【${site.name}】您的登录验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`
        try {
          await sms.send({ phone, code, text })
        } catch (error) {
          // The send's audit row says the code was for an active user; this one says the SMS did not go out.
          await writeAudit(db, {
            action: 'sms_send_failed',
            at: isoAt(clock.now()),
            actorUserId: audit?.actor_user_id ?? null,
            phone,
            ip: client.ip,
          })
          throw error
        }
      }
      // The stale-row sweep scans whole tables: once a minute per process is plenty (it ran per send before,
      // which made every login code cost more as the tables grew).
      const nowMs = clock.now()
      if (nowMs - lastPruneAt >= PRUNE_EVERY_MS) {
        lastPruneAt = nowMs
        await pruneStale(db, nowMs)
      }
    }
    return { cooldown_s: SEND_COOLDOWN_MS / 1000, deliver }
  }

  async function login(rawPhone: string, code: string, client: ClientInfo): Promise<IssuedSession> {
    const phone = normalizePhone(rawPhone)
    if (!phone) throw invalidPhone()
    await limit(limitKeys.ipVerify(client.ip), 5 * 60_000, VERIFICATIONS_PER_IP_5MIN, rateLimited)

    const nowMs = clock.now()
    const now = isoAt(nowMs)
    const audit = (action: string, detail: Record<string, unknown>, actorUserId: string | null = null) =>
      writeAudit(db, { action, at: now, phone, ip: client.ip, actorUserId, detail })

    const stored = await db.selectFrom('login_codes').selectAll().where('phone', '=', phone).executeTakeFirst()
    if (!stored || stored.used_at) {
      await audit('login_failure', { reason: 'no_code' })
      throw codeExpired()
    }
    if (Number(stored.attempts) >= CODE_MAX_ATTEMPTS) {
      await audit('login_failure', { reason: 'burned' })
      throw tooManyAttempts()
    }
    if (stored.expires_at <= now) {
      await audit('login_failure', { reason: 'expired' })
      throw codeExpired()
    }
    if (!sameHash(stored.code_hash, hashLoginCode(codeKey, phone, code))) {
      const updated = await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('phone', '=', phone)
        .where('code_hash', '=', stored.code_hash)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst()
      const left = updated ? CODE_MAX_ATTEMPTS - Number(updated.attempts) : 0
      if (left <= 0) {
        await audit('login_lockout', { reason: 'too_many_attempts' })
        throw tooManyAttempts()
      }
      await audit('login_failure', { reason: 'wrong_code', attempts_left: left })
      throw codeInvalid(left)
    }
    // Single use: only one request can flip used_at, even when two arrive together.
    const claimed = await db
      .updateTable('login_codes')
      .set({ used_at: now })
      .where('phone', '=', phone)
      .where('code_hash', '=', stored.code_hash)
      .where('used_at', 'is', null)
      .where('attempts', '<', CODE_MAX_ATTEMPTS)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw codeExpired()

    const user = await findUserByPhone(db, phone)
    if (user?.status !== 'active') {
      await audit('login_failure', { reason: 'no_active_user' })
      throw codeExpired()
    }
    const issued = await startSession(user.id, newId(), nowMs + SESSION_TTL_MS, client)
    await audit('login_success', { session_id: issued.sessionId }, user.id)
    return issued
  }

  async function startSession(userId: string, familyId: string, expiresAt: number, client: ClientInfo) {
    const nowMs = clock.now()
    const sessionId = newId()
    const refreshToken = newRefreshToken()
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        refresh_hash: hashRefreshToken(refreshToken),
        family_id: familyId,
        created_at: isoAt(nowMs),
        last_used_at: isoAt(nowMs),
        expires_at: isoAt(expiresAt),
        revoked_at: null,
        revoked_reason: null,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
      })
      .execute()
    const user = await findUserInfo(db, userId)
    if (!user) throw sessionExpired()
    const token = await signAccessToken(
      key,
      { sub: userId, jti: sessionId, org: user.organization, user_type_multi: user.user_type_multi },
      nowMs,
      Math.min(nowMs + ACCESS_TTL_MS, expiresAt),
    )
    return { token, refreshToken, expiresAt, user, sessionId }
  }

  /** Exchanges a refresh token for a new one (same family, same end of life); an old token revokes the family. */
  async function refresh(refreshToken: string, client: ClientInfo): Promise<IssuedSession> {
    const nowMs = clock.now()
    const now = isoAt(nowMs)
    const session = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.family_id', 's.expires_at', 's.revoked_at', 's.revoked_reason', 'u.status'])
      .where('s.refresh_hash', '=', hashRefreshToken(refreshToken))
      .executeTakeFirst()
    if (!session) throw sessionExpired()
    if (session.revoked_at) {
      if (session.revoked_reason === 'rotated') await revokeReuse(session.family_id, session.user_id, client.ip, now)
      throw sessionExpired()
    }
    if (session.expires_at <= now || session.status !== 'active') throw sessionExpired()
    const rotated = await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: 'rotated', last_used_at: now })
      .where('id', '=', session.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    if (Number(rotated.numUpdatedRows) !== 1) {
      // Another request rotated the same token first: treat as reuse.
      await revokeReuse(session.family_id, session.user_id, client.ip, now)
      throw sessionExpired()
    }
    const issued = await startSession(session.user_id, session.family_id, Date.parse(session.expires_at), client)
    await writeAudit(db, { action: 'refresh', at: now, actorUserId: session.user_id, ip: client.ip })
    return issued
  }

  async function revokeReuse(familyId: string, userId: string, ip: string, now: string) {
    await revokeFamily(familyId, 'reuse', now)
    await writeAudit(db, { action: 'refresh_reuse', at: now, actorUserId: userId, ip, detail: { family_id: familyId } })
    log.warn({ family_id: familyId }, 'refresh token reused: session family revoked')
  }

  async function revokeFamily(familyId: string, reason: string, now: string) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute()
  }

  /** Ends the login a session id or refresh token belongs to (all its rotations). */
  async function logout(by: { sessionId?: string; refreshToken?: string }, client: ClientInfo) {
    const now = isoAt(clock.now())
    let query = db.selectFrom('sessions').select(['family_id', 'user_id'])
    if (by.sessionId) query = query.where('id', '=', by.sessionId)
    else if (by.refreshToken) query = query.where('refresh_hash', '=', hashRefreshToken(by.refreshToken))
    else return
    const session = await query.executeTakeFirst()
    if (!session) return
    await revokeFamily(session.family_id, 'logout', now)
    await writeAudit(db, { action: 'logout', at: now, actorUserId: session.user_id, ip: client.ip })
  }

  return { sendCode, login, refresh, logout, jwtKey: key }
}
