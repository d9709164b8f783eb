import { type Selectable, sql } from 'kysely'
import { z } from 'zod'
import { compiledOnce } from '#server/db/compiled-once'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import type { AuthUser } from '#server/plugins/access'
import { maskPhone } from './phone.ts'
import type { UsersTable } from './tables.ts'

export type UserInfo = {
  username: string
  phone_number: string
  user_type: string
  user_type_multi: string[]
  organization: string | null
  organization_name: string | null
  organization_kind: string | null
  authorization: 'admin' | 'researcher' | null
  avatar: string | null
}

const userByPhone = compiledOnce((db: Db, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', phone),
)

/** Compiled once: every code sent and every login reads it. */
export async function findUserByPhone(db: Db, phone: string) {
  return (await userByPhone(db, phone))[0]
}

/**
 * What every view of a person reads from `users as u`, with its organization's name and kind (`organizations as o`,
 * left-joined): the session guard, /user/info and the administrators' user list.
 */
export const personColumns = [
  'u.username',
  'u.phone',
  'u.user_type',
  'u.user_type_multi',
  'u.organization_id',
  'u.authorization',
  'o.name as organization_name',
  'o.kind as organization_kind',
] as const
export type PersonRow = Pick<
  Selectable<UsersTable>,
  'username' | 'phone' | 'user_type' | 'user_type_multi' | 'organization_id'
> & { organization_name: string | null; organization_kind: string | null }

/** A person's fields as the session user and the admin user list carry them, from a row read with personColumns. */
export function personOf(row: PersonRow) {
  return {
    username: row.username,
    phone: row.phone,
    user_type: row.user_type,
    user_type_multi: parseList(row.user_type_multi),
    organization_id: row.organization_id,
    organization_name: row.organization_name ?? null,
    organization_kind: row.organization_kind ?? null,
  }
}

/** The user as /user/info and the login answer show it, from a person as the session guard or personOf reads it. */
export function userInfoOf(person: Omit<AuthUser, 'id' | 'session_id'>): UserInfo {
  return {
    username: person.username,
    phone_number: person.phone,
    user_type: person.user_type,
    user_type_multi: person.user_type_multi,
    organization: person.organization_id,
    organization_name: person.organization_name ?? null,
    organization_kind: person.organization_kind ?? null,
    authorization: person.authorization,
    avatar: person.avatar ?? null,
  }
}

/** The user as the login answer shows it, read from the database. */
export async function findUserInfo(db: Db, userId: string): Promise<UserInfo | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .select([...personColumns, 'u.avatar'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  return row && userInfoOf({ ...personOf(row), authorization: row.authorization, avatar: row.avatar })
}

/** A JSON list of strings (users.user_type_multi): entries that are not strings are dropped, damaged text reads as []. */
export const parseList = jsonColumn(
  z.array(z.unknown()).transform((values) => values.filter((v): v is string => typeof v === 'string')),
  { name: 'string list', fallback: () => [] },
)

export type AuditEntry = {
  action:
    | 'sms_send'
    | 'login_success'
    | 'login_failure'
    | 'login_lockout'
    | 'logout'
    | 'refresh'
    | 'refresh_reuse'
    | (string & {})
  at: string
  actorUserId?: string | null
  phone?: string | null
  ip?: string | null
  detail?: Record<string, unknown>
}

/** Audit rows never hold a full phone number or a code: the phone is masked, the detail is chosen by the caller. */
const insertAudit = compiledOnce(
  (
    db: Db,
    id: string,
    at: string,
    action: string,
    actorUserId: string | null,
    phoneMasked: string | null,
    ip: string | null,
    detail: string,
  ) =>
    db
      .insertInto('audit_log')
      .values({ id, at, action, actor_user_id: actorUserId, phone_masked: phoneMasked, ip, detail }),
)

/** Compiled once: every code sent writes one. */
export async function writeAudit(db: Db, entry: AuditEntry) {
  await insertAudit(
    db,
    newId(),
    entry.at,
    entry.action,
    entry.actorUserId ?? null,
    entry.phone ? maskPhone(entry.phone) : null,
    entry.ip ?? null,
    JSON.stringify(entry.detail ?? {}),
  )
}

/** The audit row of a code sent: whose phone it was, when a user has it, and whether an SMS goes out. */
export type SendAudit = { actor_user_id: string | null; detail: string }
const deliveredDetail = (delivered: boolean) => JSON.stringify({ delivered })

/**
 * Writes the audit row of a code sent, in the send's own transaction, and answers it: the user who has the phone
 * (if any) and `delivered`, true when that user is active (only they get the SMS). `guard` ends its select:
 * PostgreSQL's one-statement send passes the clause that skips it after a refused limit.
 */
export function auditSendQuery(entry: { at: string; phone: string; ip: string }, guard = sql``) {
  return sql<SendAudit>`
    insert into audit_log (id, at, action, actor_user_id, phone_masked, ip, detail)
    select ${newId()}, ${entry.at}, 'sms_send', u.id, ${maskPhone(entry.phone)}, ${entry.ip},
      case when u.status = 'active' then ${deliveredDetail(true)} else ${deliveredDetail(false)} end
    from (select 1 as one) as one left join users as u on u.phone = ${entry.phone}
    ${guard}
    returning actor_user_id, detail`
}

export type StoredCode = { code_hash: string; expires_at: string; created_at: string }

/**
 * Stores a phone's new login code, replacing its previous one (which is what invalidates it). `guard` ends the
 * select as in auditSendQuery; SQLite needs some where clause there to read `on conflict` as an upsert.
 */
export function storeCodeQuery(phone: string, code: StoredCode, guard = sql`where true`) {
  return sql`
    insert into login_codes (phone, code_hash, expires_at, attempts, used_at, created_at)
    select ${phone}, ${code.code_hash}, ${code.expires_at}, 0, null, ${code.created_at} ${guard}
    on conflict (phone) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
      attempts = 0, used_at = null, created_at = excluded.created_at`
}

/** Whether the code of an audited send goes out by SMS. */
export const sendDelivered = (audit: SendAudit | undefined) => audit?.detail === deliveredDetail(true)

function sessionUserQuery(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['s.user_id', 's.expires_at', 's.revoked_at', ...personColumns, 'u.avatar', 'u.status'])
    .where('s.id', '=', sessionId)
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['executeTakeFirst']>>>

const sessionUser = compiledOnce(sessionUserQuery)

/**
 * The guard's one query per request: the session and its user (and organization) together. It runs on every
 * authenticated request, so it is compiled once per database.
 */
export async function findSessionUser(db: Db, sessionId: string): Promise<SessionUserRow | undefined> {
  return (await sessionUser(db, sessionId))[0]
}

/**
 * Housekeeping, run after each SMS send (rare and already off the answer's path): ended rate-limit windows,
 * codes expired for a day, and sessions ended a week ago.
 */
export async function pruneStale(db: Db, nowMs: number) {
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', nowMs - 60_000)
    .execute()
  await db
    .deleteFrom('login_codes')
    .where('expires_at', '<', isoAt(nowMs - 24 * 3_600_000))
    .execute()
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', isoAt(nowMs - 7 * 24 * 3_600_000))
    .execute()
}
