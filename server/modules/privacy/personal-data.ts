import { z } from 'zod'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { parseList } from '../auth/queries.ts'

/** Rows of one kind beyond this many are left out of an export, and the export says so. */
export const EXPORT_ROW_LIMIT = 20_000

/** Audit actions that make up the login history (sent codes, logins, refreshes, logouts). */
export const LOGIN_ACTIONS = [
  'sms_send',
  'login_success',
  'login_failure',
  'login_lockout',
  'logout',
  'refresh',
  'refresh_reuse',
] as const

/**
 * Everything the product keeps about one person (PIPL art. 45): the account, the organization, sessions, the
 * audit rows they did or that name them, files they uploaded, what they wrote and took part in. Only rows tied
 * to this person's id: nothing about anyone else is read.
 */
export async function personalData(db: Db, userId: string, exportedAt: string) {
  const account = await db
    .selectFrom('users')
    .select(['id', 'username', 'phone', 'user_type', 'user_type_multi', 'authorization', 'avatar', 'status'])
    .select(['created_at', 'updated_at', 'organization_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const organization = account.organization_id
    ? ((await db
        .selectFrom('organizations')
        .select(['id', 'name', 'kind'])
        .where('id', '=', account.organization_id)
        .executeTakeFirst()) ?? null)
    : null
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'revoked_reason', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(EXPORT_ROW_LIMIT + 1)
    .execute()
  const audit = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'action', 'actor_user_id', 'phone_masked', 'ip', 'detail'])
    .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('detail', 'like', `%"user_id":"${userId}"%`)]))
    .orderBy('at', 'desc')
    .limit(EXPORT_ROW_LIMIT + 1)
    .execute()
  const files = await db
    .selectFrom('files')
    .select(['id', 'original_name', 'kind', 'mime', 'size', 'sha256', 'created_at'])
    .where('owner_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  const comments = await db
    .selectFrom('project_comments')
    .select(['id', 'project_id', 'body', 'created_at'])
    .where('author_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  const projects = await db
    .selectFrom('project_members as m')
    .innerJoin('projects as p', 'p.id', 'm.project_id')
    .select(['p.id', 'p.name', 'm.role', 'm.added_at'])
    .where('m.user_id', '=', userId)
    .execute()
  const procurementRequests = await db
    .selectFrom('procurement_requests')
    .select(['id', 'project_id', 'title', 'status', 'created_at'])
    .where('created_by', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  const deletionRequests = await db
    .selectFrom('deletion_requests')
    .select(['id', 'status', 'reason', 'created_at', 'decided_at', 'decision_note'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()

  const loginActions: readonly string[] = LOGIN_ACTIONS
  const auditRows = audit.slice(0, EXPORT_ROW_LIMIT).map((row) => ({ ...row, detail: parseDetail(row.detail) }))
  return {
    exported_at: exportedAt,
    account: {
      id: account.id,
      username: account.username,
      phone: account.phone,
      user_type: account.user_type,
      user_type_multi: parseList(account.user_type_multi),
      admin: account.authorization === 'admin',
      avatar: account.avatar,
      status: account.status,
      created_at: account.created_at,
      updated_at: account.updated_at,
    },
    organization,
    sessions: sessions.slice(0, EXPORT_ROW_LIMIT),
    login_history: auditRows.filter((row) => loginActions.includes(row.action)),
    audit_entries: auditRows.filter((row) => !loginActions.includes(row.action)),
    files,
    project_comments: comments,
    project_memberships: projects,
    procurement_requests: procurementRequests,
    deletion_requests: deletionRequests,
    truncated: sessions.length > EXPORT_ROW_LIMIT || audit.length > EXPORT_ROW_LIMIT,
  }
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>

const parseDetail = jsonColumn(z.unknown(), { name: 'audit_log.detail', fallback: () => ({}) })
