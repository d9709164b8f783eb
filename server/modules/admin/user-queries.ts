import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { AdminUser, userFilterQuery } from '#common/admin-schemas'
import type { Db } from '#server/db/database'
import { type PersonRow, parseList, personColumns, personOf } from '../auth/queries.ts'
import type { UsersTable } from '../auth/tables.ts'
import type { ExistingUser } from './import-rows.ts'

/** The user list's filter as parsed (the `admin` flag is a boolean by then). */
export type UserFilter = z.output<typeof userFilterQuery>

function usersQuery(db: Db, filter: UserFilter) {
  let query = db.selectFrom('users as u').leftJoin('organizations as o', 'o.id', 'u.organization_id')
  const q = filter.q?.trim().toLowerCase()
  if (q) {
    const pattern = `%${likeSafe(q)}%`
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['u.username']), 'like', eb.val(pattern)), eb('u.phone', 'like', eb.val(pattern))]),
    )
  }
  if (filter.user_type) query = query.where('u.user_type', '=', filter.user_type)
  // user_type_multi is a JSON array of plain codes, so the quoted code finds exactly that element.
  if (filter.org_kind) query = query.where('u.user_type_multi', 'like', `%"${filter.org_kind}"%`)
  if (filter.organization_id) query = query.where('u.organization_id', '=', filter.organization_id)
  if (filter.status) query = query.where('u.status', '=', filter.status)
  if (filter.admin === true) query = query.where('u.authorization', '=', 'admin')
  if (filter.admin === false)
    query = query.where((eb) => eb.or([eb('u.authorization', 'is', null), eb('u.authorization', '!=', 'admin')]))
  return query
}

const userColumns = ['u.id', ...personColumns, 'u.status', 'u.created_at', 'u.updated_at'] as const

type UserRow = PersonRow & Pick<Selectable<UsersTable>, 'id' | 'authorization' | 'status' | 'created_at' | 'updated_at'>

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    ...personOf(row),
    admin: row.authorization === 'admin',
    researcher: row.authorization === 'researcher',
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export async function listUsers(db: Db, filter: UserFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    usersQuery(db, filter)
      .select(userColumns)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    usersQuery(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toAdminUser), total: Number(count.total) }
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUser | undefined> {
  const row = await usersQuery(db, {}).select(userColumns).where('u.id', '=', id).executeTakeFirst()
  return row ? toAdminUser(row) : undefined
}

export async function phoneOwner(db: Db, phone: string) {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
  return row?.id
}

/** Which of these phones already belong to a user; in chunks so SQLite's parameter limit never bites. */
/** Registered users with these (normalized) phones, as the import compares them. */
export async function usersByPhone(db: Db, phones: string[]) {
  const found = new Map<string, ExistingUser>()
  for (let i = 0; i < phones.length; i += 500) {
    const chunk = phones.slice(i, i + 500)
    const rows = await db
      .selectFrom('users')
      .select(['id', 'phone', 'username', 'user_type', 'user_type_multi', 'organization_id', 'authorization'])
      .where('phone', 'in', chunk)
      .execute()
    for (const row of rows) {
      found.set(row.phone, {
        id: row.id,
        username: row.username,
        user_type: row.user_type,
        user_type_multi: parseList(row.user_type_multi),
        organization_id: row.organization_id,
        admin: row.authorization === 'admin',
      })
    }
  }
  return found
}

/** Drops LIKE wildcards from user input: a search is for text, not patterns. */
export function likeSafe(text: string) {
  return text.replace(/[\\%_]/g, '')
}

/** Both drivers' ways of saying a unique constraint refused a row. */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
}
