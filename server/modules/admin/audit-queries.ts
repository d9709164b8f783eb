import { z } from 'zod'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'

export type AuditFilter = { user_id?: string; action?: string; from?: string; to?: string }

function auditQuery(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as a')
  const userId = filter.user_id
  if (userId) {
    // A user's trail: what they did, and what administrators did to them (the target id sits in the detail).
    query = query.where((eb) =>
      eb.or([eb('a.actor_user_id', '=', userId), eb('a.detail', 'like', `%"user_id":"${userId}"%`)]),
    )
  }
  if (filter.action) query = query.where('a.action', '=', filter.action)
  if (filter.from) query = query.where('a.at', '>=', filter.from)
  if (filter.to) query = query.where('a.at', '<=', filter.to)
  return query
}

export async function listAudit(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    auditQuery(db, filter)
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.at',
        'a.action',
        'a.actor_user_id',
        'a.phone_masked',
        'a.ip',
        'a.detail',
        'u.username as actor_name',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    auditQuery(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((r) => ({ ...r, actor_name: r.actor_name ?? null, detail: parseDetail(r.detail) })),
    total: Number(count.total),
  }
}

export async function auditActions(db: Db) {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()
  return rows.map((r) => r.action)
}

const parseDetail = jsonColumn(z.record(z.string(), z.unknown()), { name: 'audit_log.detail', fallback: () => ({}) })
