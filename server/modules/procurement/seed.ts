import { z } from 'zod'
import {
  type ProcurementCategory,
  procurementCategories,
  type RequestAction,
  type RequestStatus,
  requestActions,
} from '#common/procurement'
import type { Db } from '#server/db/database'
import { insertMissing } from '#server/db/insert-missing'
import { nowIso } from '#server/lib/clock'
import { readDataFile } from '#server/lib/data-files'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { demoProjectFields, insertDemoProject } from '../projects/seed.ts'
import { type DemoProduct, demoProducts, demoSuppliers, productId, supplierId } from './seed-catalogue.ts'

/** The procurement client's demo project (the projects seed has none for that organization). */
export const procurementProjectId = 'd8000000-0000-4000-8000-000000000091'

const requestId = (n: number) => `d9100000-0000-4000-8000-${String(200 + n).padStart(12, '0')}`
const itemId = (n: number, i: number) => `d9100000-0000-4000-8000-${String(3000 + n * 100 + i).padStart(12, '0')}`
const eventId = (n: number, i: number) => `d9100000-0000-4000-8000-${String(5000 + n * 100 + i).padStart(12, '0')}`

const text = z.string().trim().min(1)
const category = z.enum(procurementCategories)
/** A demo user, by the phone number auth/seed.ts gives it. */
const phone = z.string().regex(/^1\d{10}$/, '应为11位手机号')
const yuan = z.number().positive()
const quantity = z.int().positive()
const knownProducts = new Set(demoProducts.map((p) => p.n))

const lineSchema = z.union([
  z.strictObject({
    product: z.int().refine((n) => knownProducts.has(n), { error: '目录中没有这个编号的产品' }),
    quantity,
  }),
  z.strictObject({ name: text, category, unit: text, quantity, price: yuan }),
])

const requestSchema = z.strictObject({
  n: z.int().positive(),
  title: text,
  needed_by: z.iso.date(),
  created_by: phone,
  created: z.iso.datetime(),
  lines: z.array(lineSchema).min(1),
  steps: z.array(
    z.strictObject({ action: z.enum(requestActions), by: phone, at: z.iso.datetime(), note: text.optional() }),
  ),
})

export const procurementDemoSchema = z.strictObject({
  project: z.strictObject({ ...demoProjectFields, created_by: phone }),
  budget: z.strictObject({
    set_by: phone,
    /** Yuan per category. */
    amounts: z.strictObject(
      Object.fromEntries(procurementCategories.map((c) => [c, yuan])) as Record<ProcurementCategory, typeof yuan>,
    ),
  }),
  requests: z.array(requestSchema),
})

type DemoRequest = z.output<typeof requestSchema>

/**
 * The procurement client's project, budget and requests of content/demo/procurement-requests.yaml, read and checked
 * when the module loads; the requests' products are the catalogue's.
 */
export const procurementDemo = readDataFile('demo/procurement-requests.yaml', procurementDemoSchema)

const nextStatus: Record<RequestAction, RequestStatus> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  order: 'ordered',
  receive: 'received',
  reopen: 'draft',
}

/** Suppliers, catalogue, the procurement client's project, its budget and requests. Idempotent (fixed ids). */
export async function seedProcurement(db: Db) {
  const now = nowIso()
  await insertMissing(
    db,
    'procurement_suppliers',
    demoSuppliers.map((s) => ({
      id: supplierId(s.n),
      name: s.name,
      categories: JSON.stringify(s.categories),
      city: s.city,
      contacts: JSON.stringify(s.contacts),
      qualifications: JSON.stringify(s.qualifications),
      description: s.description,
      created_at: now,
      updated_at: now,
    })),
  )
  await insertMissing(
    db,
    'procurement_products',
    demoProducts.map(({ n, supplier, category, name, spec, brand, unit, price }) => ({
      id: productId(n),
      supplier_id: supplierId(supplier),
      category,
      name,
      spec,
      brand,
      unit,
      unit_price_cents: Math.round(price * 100),
      created_at: now,
    })),
  )
  await seedProject(db, now)
  await db
    .insertInto('procurement_budgets')
    .values(
      Object.entries(procurementDemo.budget.amounts).map(([category, amount]) => ({
        project_id: procurementProjectId,
        category: category as ProcurementCategory,
        amount_cents: amount * 100,
        updated_by: demoUserId(procurementDemo.budget.set_by),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['project_id', 'category']).doNothing())
    .execute()
  for (const request of procurementDemo.requests) await seedRequest(db, request)
}

async function seedProject(db: Db, now: string) {
  const { created_by, ...project } = procurementDemo.project
  const ids = { id: procurementProjectId, organizationId: demoOrgIds.procurement_client, createdBy: created_by }
  await insertDemoProject(db, ids, project, now)
}

async function seedRequest(db: Db, demo: DemoRequest) {
  const id = requestId(demo.n)
  if (await db.selectFrom('procurement_requests').select('id').where('id', '=', id).executeTakeFirst()) return
  const products = new Map(demoProducts.map((p) => [p.n, p]))
  const items = demo.lines.map((line, i) => {
    if ('product' in line) {
      const { n, category, name, spec, unit, price } = products.get(line.product) as DemoProduct
      return {
        id: itemId(demo.n, i),
        product_id: productId(n),
        category,
        name,
        spec,
        unit,
        quantity: line.quantity,
        unit_price_cents: Math.round(price * 100),
      }
    }
    const { name, category, unit, quantity, price } = line
    return {
      id: itemId(demo.n, i),
      product_id: null,
      category,
      name,
      spec: '',
      unit,
      quantity,
      unit_price_cents: price * 100,
    }
  })
  const status = demo.steps.reduce<RequestStatus>((_, { action }) => nextStatus[action], 'draft')
  const last = demo.steps.at(-1)?.at ?? demo.created
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('procurement_requests')
      .values({
        id,
        project_id: procurementProjectId,
        title: demo.title,
        status,
        total_cents: items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0),
        needed_by: demo.needed_by,
        created_by: demoUserId(demo.created_by),
        idempotency_key: null,
        request_hash: null,
        created_at: demo.created,
        updated_at: last,
      })
      .execute()
    await trx
      .insertInto('procurement_request_items')
      .values(items.map((item, sort) => ({ ...item, request_id: id, sort })))
      .execute()
    let from: RequestStatus = 'draft'
    const events = [
      {
        id: eventId(demo.n, 0),
        request_id: id,
        seq: 0,
        action: 'create' as const,
        from_status: null,
        to_status: 'draft' as const,
        actor_user_id: demoUserId(demo.created_by),
        note: '',
        at: demo.created,
      },
      ...demo.steps.map(({ action, by, at, note }, i) => {
        const event = {
          id: eventId(demo.n, i + 1),
          request_id: id,
          seq: i + 1,
          action,
          from_status: from,
          to_status: nextStatus[action],
          actor_user_id: demoUserId(by),
          note: note ?? '',
          at,
        }
        from = nextStatus[action]
        return event
      }),
    ]
    await trx.insertInto('procurement_request_events').values(events).execute()
  })
}
