import { type Insertable, sql } from 'kysely'
import type { ProcurementCategory, RequestStatus } from '#common/procurement'
import { anyContains } from '#server/db/contains'
import type { Db } from '#server/db/database'
import type { ProcurementRequestEventsTable, ProcurementRequestsTable } from './tables.ts'

/** node-postgres returns bigint and sums as strings; SQLite returns numbers. */
export const cents = (value: number | string | null | undefined) => Number(value ?? 0)

export async function listSuppliers(db: Db, filters: { q?: string; category?: ProcurementCategory }) {
  let query = db.selectFrom('procurement_suppliers as s').selectAll('s')
  if (filters.category) query = query.where('s.categories', 'like', `%"${filters.category}"%`)
  if (filters.q) query = query.where(anyContains(['s.name', 's.city', 's.description'], filters.q))
  return query.orderBy('s.name').execute()
}

export async function productCounts(db: Db) {
  const rows = await db
    .selectFrom('procurement_products')
    .select(['supplier_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('supplier_id')
    .execute()
  return new Map(rows.map((r) => [r.supplier_id, Number(r.n)]))
}

export type ProductFilters = {
  q?: string
  category?: ProcurementCategory
  supplier_id?: string
  min_price?: number
  max_price?: number
}

export async function listProducts(db: Db, filters: ProductFilters) {
  let query = db
    .selectFrom('procurement_products as p')
    .innerJoin('procurement_suppliers as s', 's.id', 'p.supplier_id')
    .selectAll('p')
    .select('s.name as supplier_name')
  if (filters.category) query = query.where('p.category', '=', filters.category)
  if (filters.supplier_id) query = query.where('p.supplier_id', '=', filters.supplier_id)
  if (filters.min_price !== undefined)
    query = query.where('p.unit_price_cents', '>=', Math.round(filters.min_price * 100))
  if (filters.max_price !== undefined)
    query = query.where('p.unit_price_cents', '<=', Math.round(filters.max_price * 100))
  if (filters.q) query = query.where(anyContains(['p.name', 'p.spec', 'p.brand', 's.name'], filters.q))
  return query.orderBy('p.category').orderBy('p.name').limit(500).execute()
}

export async function findProducts(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('procurement_products').selectAll().where('id', 'in', ids).execute()
}

export async function findRequest(db: Db, id: string) {
  return db.selectFrom('procurement_requests').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findRequestByKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('procurement_requests')
    .selectAll()
    .where('created_by', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

const requestRows = (db: Db) =>
  db
    .selectFrom('procurement_requests as r')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select([
      'u.username as created_by_name',
      (eb) =>
        eb
          .selectFrom('procurement_request_items as i')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('i.request_id', '=', 'r.id')
          .as('item_count'),
    ])

export async function listRequests(db: Db, projectId: string, status?: RequestStatus) {
  let query = requestRows(db).where('r.project_id', '=', projectId)
  if (status) query = query.where('r.status', '=', status)
  return query.orderBy('r.created_at', 'desc').orderBy('r.id').execute()
}

export async function requestRow(db: Db, id: string) {
  return requestRows(db).where('r.id', '=', id).executeTakeFirstOrThrow()
}

export async function requestItems(db: Db, requestId: string) {
  return db
    .selectFrom('procurement_request_items')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('sort')
    .execute()
}

export async function requestEvents(db: Db, requestId: string) {
  return db
    .selectFrom('procurement_request_events as e')
    .innerJoin('users as u', 'u.id', 'e.actor_user_id')
    .selectAll('e')
    .select('u.username as actor_name')
    .where('e.request_id', '=', requestId)
    .orderBy('e.seq')
    .execute()
}

export type NewItem = {
  product_id: string | null
  category: ProcurementCategory
  name: string
  spec: string
  unit: string
  quantity: number
  unit_price_cents: number
}

/** The request, its lines and its first history row in one transaction: all or nothing. */
export async function insertRequest(
  db: Db,
  request: Omit<Insertable<ProcurementRequestsTable>, 'status' | 'total_cents'>,
  items: { id: string; item: NewItem }[],
  eventId: string,
) {
  const total = items.reduce((sum, { item }) => sum + item.quantity * item.unit_price_cents, 0)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('procurement_requests')
      .values({ ...request, status: 'draft', total_cents: total })
      .execute()
    await trx
      .insertInto('procurement_request_items')
      .values(items.map(({ id, item }, sort) => ({ id, request_id: request.id, sort, ...item })))
      .execute()
    await trx
      .insertInto('procurement_request_events')
      .values({
        id: eventId,
        request_id: request.id,
        seq: 0,
        action: 'create',
        from_status: null,
        to_status: 'draft',
        actor_user_id: request.created_by,
        note: '',
        at: request.created_at,
      })
      .execute()
  })
}

/**
 * Moves a request from one status to another and records who did it. The update only matches the status the
 * check saw, so two people acting at once cannot both succeed: the loser gets false.
 */
export async function moveRequest(
  db: Db,
  move: {
    id: string
    from: RequestStatus
    to: RequestStatus
    action: string
    actorId: string
    note: string
    at: string
    eventId: string
  },
) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('procurement_requests')
      .set({ status: move.to, updated_at: move.at })
      .where('id', '=', move.id)
      .where('status', '=', move.from)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
    await appendEvent(trx, {
      id: move.eventId,
      request_id: move.id,
      action: move.action as 'submit',
      from_status: move.from,
      to_status: move.to,
      actor_user_id: move.actorId,
      note: move.note,
      at: move.at,
    })
    return true
  })
}

/** Adds an event to a request's history, numbered after its last one. */
async function appendEvent(db: Db, event: Omit<Insertable<ProcurementRequestEventsTable>, 'seq'>) {
  const last = await db
    .selectFrom('procurement_request_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('request_id', '=', event.request_id)
    .executeTakeFirst()
  await db
    .insertInto('procurement_request_events')
    .values({ ...event, seq: Number(last?.seq ?? 0) + 1 })
    .execute()
}

export async function budgetRows(db: Db, projectId: string) {
  return db.selectFrom('procurement_budgets').selectAll().where('project_id', '=', projectId).execute()
}

/** Sums of line amounts per category and request status for one project. */
export async function usageByCategory(db: Db, projectId: string) {
  const rows = await db
    .selectFrom('procurement_request_items as i')
    .innerJoin('procurement_requests as r', 'r.id', 'i.request_id')
    .select(['i.category', 'r.status', sql<number | string>`sum(i.quantity * i.unit_price_cents)`.as('amount')])
    .where('r.project_id', '=', projectId)
    .groupBy(['i.category', 'r.status'])
    .execute()
  return rows.map((r) => ({ category: r.category, status: r.status, cents: cents(r.amount) }))
}

export async function saveBudget(
  db: Db,
  projectId: string,
  lines: { category: ProcurementCategory; amount_cents: number }[],
  userId: string,
  at: string,
) {
  await db.transaction().execute(async (trx) => {
    for (const line of lines) {
      await trx
        .insertInto('procurement_budgets')
        .values({
          project_id: projectId,
          category: line.category,
          amount_cents: line.amount_cents,
          updated_by: userId,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'category'])
            .doUpdateSet({ amount_cents: line.amount_cents, updated_by: userId, updated_at: at }),
        )
        .execute()
    }
  })
}

/**
 * Replaces a draft's title, date and lines, and records the edit. Answers false when the request is no longer a
 * draft (submitted meanwhile): then nothing changed.
 */
export async function replaceDraft(
  db: Db,
  input: {
    id: string
    title: string
    needed_by: string | null
    items: { id: string; item: NewItem }[]
    actorId: string
    at: string
    eventId: string
  },
) {
  const total = input.items.reduce((sum, { item }) => sum + item.quantity * item.unit_price_cents, 0)
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('procurement_requests')
      .set({ title: input.title, needed_by: input.needed_by, total_cents: total, updated_at: input.at })
      .where('id', '=', input.id)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    await trx.deleteFrom('procurement_request_items').where('request_id', '=', input.id).execute()
    await trx
      .insertInto('procurement_request_items')
      .values(input.items.map(({ id, item }, sort) => ({ id, request_id: input.id, sort, ...item })))
      .execute()
    await appendEvent(trx, {
      id: input.eventId,
      request_id: input.id,
      action: 'edit',
      from_status: 'draft',
      to_status: 'draft',
      actor_user_id: input.actorId,
      note: '',
      at: input.at,
    })
    return true
  })
}

/** Deletes a draft with its lines and history; false when it is no longer a draft. */
export async function deleteDraft(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('procurement_requests').select('status').where('id', '=', id).executeTakeFirst()
    if (row?.status !== 'draft') return false
    await trx.deleteFrom('procurement_request_items').where('request_id', '=', id).execute()
    await trx.deleteFrom('procurement_request_events').where('request_id', '=', id).execute()
    const gone = await trx
      .deleteFrom('procurement_requests')
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (Number(gone.numDeletedRows) === 0) throw new Error('draft changed while it was being deleted')
    return true
  })
}
