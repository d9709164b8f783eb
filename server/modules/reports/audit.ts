import type { FastifyInstance, FastifyRequest } from 'fastify'
import { nowIso } from '../../lib/clock.ts'
import type { AuthUser } from '../../plugins/access.ts'

export type ReportAuditAction = 'report_view' | 'report_download' | 'report_create'

/**
 * The one place report events reach the audit trail, so the reports module does not care how it is stored.
 * Until the auth module's audit_log lands this writes a structured log line with the same fields.
 */
export async function auditReport(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  action: ReportAuditAction,
  report: { id: string; title: string },
) {
  request.log.info(
    {
      audit: {
        action,
        at: nowIso(app.deps.clock),
        actor_user_id: user.id,
        ip: request.ip,
        detail: { report_id: report.id, title: report.title },
      },
    },
    'audit',
  )
}
