import type { Db } from '#server/db/database'
import type { OrganizationKind } from '../auth/tables.ts'
import { likeSafe } from './user-queries.ts'

export type OrgFilter = { q?: string; kind?: OrganizationKind }

function orgsQuery(db: Db, filter: OrgFilter) {
  let query = db.selectFrom('organizations as o')
  const q = filter.q?.trim().toLowerCase()
  if (q) query = query.where((eb) => eb(eb.fn('lower', ['o.name']), 'like', eb.val(`%${likeSafe(q)}%`)))
  if (filter.kind) query = query.where('o.kind', '=', filter.kind)
  return query
}

export async function listOrganizations(db: Db, filter: OrgFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    orgsQuery(db, filter)
      .select(['o.id', 'o.name', 'o.kind', 'o.logo', 'o.created_at', 'o.updated_at'])
      .select((eb) =>
        eb
          .selectFrom('users as u')
          .whereRef('u.organization_id', '=', 'o.id')
          .select(eb.fn.countAll().as('n'))
          .as('user_count'),
      )
      .orderBy('o.name')
      .orderBy('o.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    orgsQuery(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items: rows.map((r) => ({ ...r, user_count: Number(r.user_count ?? 0) })), total: Number(count.total) }
}

/** Every organization's id, name and kind: for pickers and for matching names in an import. */
export async function allOrganizations(db: Db) {
  return db.selectFrom('organizations').select(['id', 'name', 'kind']).orderBy('name').orderBy('id').execute()
}

export async function findOrganization(db: Db, id: string) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function organizationExists(db: Db, id: string) {
  return Boolean(await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst())
}

/** Names are unique ignoring case and surrounding spaces: an import finds an organization by its name. */
export async function organizationNamed(db: Db, name: string) {
  return db
    .selectFrom('organizations')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst()
}
