import { isStaff } from '#common/user-types'
import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import { contains } from '../intel/search.ts'
import type { ReportsTable } from './tables.ts'

export type ReportFilters = { topic?: string; year?: number; q?: string; annual?: boolean }

/** Staff and administrators read every report; everybody else reads open reports and their organization's. */
export function seesAllReports(user: AuthUser) {
  return user.authorization === 'admin' || isStaff(user)
}

export function canReadReport(user: AuthUser, organizationIds: string[]) {
  if (seesAllReports(user) || organizationIds.length === 0) return true
  return user.organization_id !== null && organizationIds.includes(user.organization_id)
}

const reportColumns = [
  'r.id',
  'r.title',
  'r.topic',
  'r.year',
  'r.summary',
  'r.is_annual',
  'r.file_id',
  'r.word_file_id',
  'r.created_at',
  'r.updated_at',
  'f.size as file_size',
  'w.size as word_size',
] as const

/** Reports the user may read, newest year first; the organization rule is applied in SQL, never after. */
export async function listReadableReports(db: Db, user: AuthUser, filters: ReportFilters) {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('files as f', 'f.id', 'r.file_id')
    .leftJoin('files as w', 'w.id', 'r.word_file_id')
    .select(reportColumns)
  if (!seesAllReports(user)) {
    const org = user.organization_id
    query = query.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(eb.selectFrom('report_access as a').select('a.report_id').whereRef('a.report_id', '=', 'r.id')),
        ),
        ...(org
          ? [
              eb.exists(
                eb
                  .selectFrom('report_access as a')
                  .select('a.report_id')
                  .whereRef('a.report_id', '=', 'r.id')
                  .where('a.organization_id', '=', org),
              ),
            ]
          : []),
      ]),
    )
  }
  if (filters.topic) query = query.where('r.topic', '=', filters.topic)
  if (filters.year) query = query.where('r.year', '=', filters.year)
  if (filters.annual) query = query.where('r.is_annual', '=', 1)
  if (filters.q) {
    const q = filters.q
    query = query.where((eb) => eb.or([contains('r.title', q), contains('r.summary', q)]))
  }
  return query.orderBy('r.year', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id').limit(500).execute()
}

export async function findReport(db: Db, id: string) {
  const report = await db
    .selectFrom('reports as r')
    .innerJoin('files as f', 'f.id', 'r.file_id')
    .leftJoin('files as w', 'w.id', 'r.word_file_id')
    .select(reportColumns)
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!report) return undefined
  const access = await db
    .selectFrom('report_access')
    .select('organization_id')
    .where('report_id', '=', id)
    .orderBy('organization_id')
    .execute()
  return { ...report, organization_ids: access.map((a) => a.organization_id) }
}

export async function insertReport(db: Db, row: ReportsTable, organizationIds: string[]) {
  await db.transaction().execute((trx) => insertReportRows(trx, row, organizationIds))
}

/** The report and its access rows, inside the caller's transaction (a study's publish writes them with its version). */
export async function insertReportRows(trx: Db, row: ReportsTable, organizationIds: string[]) {
  await trx.insertInto('reports').values(row).execute()
  if (organizationIds.length > 0) {
    await trx
      .insertInto('report_access')
      .values(organizationIds.map((organization_id) => ({ report_id: row.id, organization_id })))
      .execute()
  }
}

/** Ids in the list that name no organization. */
export async function unknownOrganizations(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const found = await db.selectFrom('organizations').select('id').where('id', 'in', ids).execute()
  return ids.filter((id) => !found.some((f) => f.id === id))
}
