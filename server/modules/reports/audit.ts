import type { FastifyInstance, FastifyRequest } from 'fastify'
import { nowIso } from '#server/lib/clock'
import type { AuthUser } from '#server/plugins/access'
import { writeAudit } from '../auth/queries.ts'

export type ReportAuditAction = 'report_view' | 'report_download' | 'report_download_word' | 'report_create'

/** The one place report events reach the audit trail (the auth module's audit_log). */
export async function auditReport(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  action: ReportAuditAction,
  report: { id: string; title: string },
) {
  await writeAudit(app.deps.dbh.db, {
    action,
    at: nowIso(app.deps.clock),
    actorUserId: user.id,
    phone: user.phone,
    ip: request.ip,
    detail: { report_id: report.id, title: report.title },
  })
}
