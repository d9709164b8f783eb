import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import { maskPhone } from '../auth/phone.ts'
import { writeAudit } from '../auth/queries.ts'

export type AdminChange = {
  action: string
  /** What was changed: a user, an organization, a file, or a content node or data page. */
  target:
    | { user_id: string }
    | { organization_id: string }
    | { file_id: string }
    | { node_id: string; topic_key: string }
    | { page_path: string }
    | { hotel_id: string }
  before?: object | null
  after?: object | null
  extra?: Record<string, unknown>
}

/**
 * One audit row per administrative change: who (actor), what (action and target), before and after.
 * Phones are masked like everywhere else in the audit trail.
 */
export async function auditChange(db: Db, actor: AuthUser, ip: string, at: string, change: AdminChange) {
  await writeAudit(db, {
    action: change.action,
    at,
    actorUserId: actor.id,
    ip,
    detail: {
      ...change.target,
      before: masked(change.before ?? null),
      after: masked(change.after ?? null),
      ...change.extra,
    },
  })
}

export function masked<T extends object | null>(value: T): T {
  if (!value || !('phone' in value) || typeof value.phone !== 'string') return value
  return { ...value, phone: maskPhone(value.phone) }
}
