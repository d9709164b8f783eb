import type { AnnualReport, OptionItem } from '#common/content'
import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import { listReadableReports } from '../reports/queries.ts'

/** huameiAnnuals: the firm's annual reports this user may read, newest first (the reports module's rule). */
export async function huameiAnnuals(db: Db, user: AuthUser): Promise<AnnualReport[]> {
  const rows = await listReadableReports(db, user, { annual: true })
  return rows.map((r) => ({ id: r.id, title: r.title, year: Number(r.year), summary: r.summary }))
}

/** utils/brands: every brand as a select option, by name. */
export async function brandOptions(db: Db): Promise<OptionItem[]> {
  const rows = await db.selectFrom('brands').select(['slug', 'name', 'name_en']).orderBy('name').execute()
  return rows.map((b) => ({ value: b.slug, label: b.name_en ? `${b.name}（${b.name_en}）` : b.name }))
}

/** utils/cities: every city as a select option, grouped by province. */
export async function cityOptions(db: Db): Promise<OptionItem[]> {
  const rows = await db
    .selectFrom('cities')
    .select(['code', 'name', 'province'])
    .orderBy('province')
    .orderBy('name')
    .execute()
  return rows.map((c) => ({ value: c.code, label: c.name, group: c.province }))
}
