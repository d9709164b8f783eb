import type { ProcurementCategory, RequestAction, RequestStatus } from '#common/procurement'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { demoProducts, demoSuppliers, productId, supplierId } from './seed-catalogue.ts'

/** The procurement client's demo project (the projects seed has none for that organization). */
export const procurementProjectId = 'd8000000-0000-4000-8000-000000000091'

const CLIENT = '13800000010'
const EMPLOYEE = '13800000001'
const ADMIN = '13800000000'

const requestId = (n: number) => `d9100000-0000-4000-8000-${String(200 + n).padStart(12, '0')}`
const itemId = (n: number, i: number) => `d9100000-0000-4000-8000-${String(3000 + n * 100 + i).padStart(12, '0')}`
const eventId = (n: number, i: number) => `d9100000-0000-4000-8000-${String(5000 + n * 100 + i).padStart(12, '0')}`

/** Budget per category in yuan: linen comfortably inside, amenities near, engineering over its budget. */
const demoBudget: Record<ProcurementCategory, number> = {
  ffe: 3_200_000,
  ose: 850_000,
  linen: 420_000,
  amenities: 240_000,
  engineering: 450_000,
  kitchen: 900_000,
}

type Line =
  | [product: number, quantity: number]
  | [free: string, category: ProcurementCategory, unit: string, quantity: number, price: number]
type Step = [action: RequestAction, phone: string, at: string, note?: string]
type DemoRequest = { n: number; title: string; needed_by: string; created: string; lines: Line[]; steps: Step[] }

const demoRequests: DemoRequest[] = [
  {
    n: 1,
    title: '客房布草首批配置（216 间）',
    needed_by: '2026-10-20',
    created: '2026-09-02T02:10:00.000Z',
    lines: [
      [10, 480],
      [11, 480],
      [12, 650],
    ],
    steps: [
      ['submit', CLIENT, '2026-09-02T02:30:00.000Z'],
      ['approve', EMPLOYEE, '2026-09-03T06:00:00.000Z', '数量按 1:2.2 套配比核定，同意。'],
      ['order', EMPLOYEE, '2026-09-05T03:00:00.000Z', '已与南通金丝鸟签订合同，交期 35 天。'],
      ['receive', CLIENT, '2026-10-12T08:20:00.000Z', '到货清点无误，抽检克重合格。'],
    ],
  },
  {
    n: 2,
    title: '客房洗护与易耗品（开业 3 个月用量）',
    needed_by: '2026-11-30',
    created: '2026-10-08T01:00:00.000Z',
    lines: [
      [16, 230],
      [17, 120],
      [20, 230],
      [18, 20000],
      [19, 20000],
    ],
    steps: [
      ['submit', CLIENT, '2026-10-08T01:20:00.000Z'],
      ['approve', EMPLOYEE, '2026-10-09T02:00:00.000Z'],
      ['order', EMPLOYEE, '2026-10-15T07:30:00.000Z', '分两批到货，首批 11 月 10 日。'],
    ],
  },
  {
    n: 3,
    title: '标准客房家具（首批 120 间）',
    needed_by: '2026-12-31',
    created: '2026-10-20T03:00:00.000Z',
    lines: [
      [1, 120],
      [2, 120],
      [3, 120],
    ],
    steps: [
      ['submit', CLIENT, '2026-10-20T03:40:00.000Z'],
      ['approve', EMPLOYEE, '2026-10-24T09:10:00.000Z', '样板间已确认，按样板间规格下单。'],
    ],
  },
  {
    n: 4,
    title: '中餐厨房主要设备',
    needed_by: '2027-01-15',
    created: '2026-11-12T02:00:00.000Z',
    lines: [
      [27, 4],
      [28, 2],
    ],
    steps: [['submit', CLIENT, '2026-11-12T02:15:00.000Z', '请顾问团队协助核对厨房工艺图。']],
  },
  {
    n: 5,
    title: '客房控制系统（RCU）',
    needed_by: '2026-12-10',
    created: '2026-11-01T05:00:00.000Z',
    lines: [[31, 216]],
    steps: [
      ['submit', CLIENT, '2026-11-01T05:10:00.000Z'],
      ['reject', ADMIN, '2026-11-03T02:45:00.000Z', 'RCU 需与弱电系统统一招标，请并入智能化标段后重新提交。'],
    ],
  },
  {
    n: 6,
    title: '宴会厅运营物资',
    needed_by: '2027-01-10',
    created: '2026-11-18T06:30:00.000Z',
    lines: [
      [24, 40],
      [25, 600],
      ['宴会椅套（香槟色，弹力面料）', 'ose', '个', 480, 35],
    ],
    steps: [],
  },
  {
    n: 7,
    title: '空气源热泵热水机组',
    needed_by: '2026-11-25',
    created: '2026-09-20T02:00:00.000Z',
    lines: [[33, 3]],
    steps: [
      ['submit', CLIENT, '2026-09-20T02:20:00.000Z'],
      ['approve', EMPLOYEE, '2026-09-22T03:00:00.000Z', '超出机电预算，已与业主确认追加。'],
      ['order', EMPLOYEE, '2026-09-25T08:00:00.000Z'],
    ],
  },
]

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
  await db
    .insertInto('procurement_suppliers')
    .values(
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
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .insertInto('procurement_products')
    .values(
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
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await seedProject(db, now)
  await db
    .insertInto('procurement_budgets')
    .values(
      Object.entries(demoBudget).map(([category, amount]) => ({
        project_id: procurementProjectId,
        category: category as ProcurementCategory,
        amount_cents: amount * 100,
        updated_by: demoUserId(EMPLOYEE),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['project_id', 'category']).doNothing())
    .execute()
  for (const request of demoRequests) await seedRequest(db, request)
}

async function seedProject(db: Db, now: string) {
  await db
    .insertInto('projects')
    .values({
      id: procurementProjectId,
      organization_id: demoOrgIds.procurement_client,
      name: '滨江铂悦酒店开业物资采购',
      location: '杭州·滨江区',
      service_type: 'procurement',
      stage: 'review',
      status: 'active',
      start_date: '2026-08-15',
      due_date: '2027-03-31',
      description: '216 间客房高端商务酒店的 FF&E、OS&E、布草、客用品与厨房设备采购管理，开业目标 2027 年 3 月。',
      created_by: demoUserId(ADMIN),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .insertInto('project_members')
    .values([
      { project_id: procurementProjectId, user_id: demoUserId(EMPLOYEE), role: 'lead', added_at: now },
      { project_id: procurementProjectId, user_id: demoUserId(CLIENT), role: 'client', added_at: now },
    ])
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute()
}

async function seedRequest(db: Db, demo: DemoRequest) {
  const id = requestId(demo.n)
  if (await db.selectFrom('procurement_requests').select('id').where('id', '=', id).executeTakeFirst()) return
  const products = new Map(demoProducts.map((p) => [p.n, p]))
  const items = demo.lines.map((line, i) => {
    if (typeof line[0] === 'number') {
      const product = products.get(line[0])
      if (!product) throw new Error(`demo request ${demo.n}: no product ${line[0]}`)
      const { n, category, name, spec, unit, price } = product
      return {
        id: itemId(demo.n, i),
        product_id: productId(n),
        category,
        name,
        spec,
        unit,
        quantity: line[1] as number,
        unit_price_cents: Math.round(price * 100),
      }
    }
    const [name, category, unit, quantity, price] = line as [string, ProcurementCategory, string, number, number]
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
  const status = demo.steps.reduce<RequestStatus>((_, [action]) => nextStatus[action], 'draft')
  const last = demo.steps.at(-1)?.[2] ?? demo.created
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
        created_by: demoUserId(CLIENT),
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
        actor_user_id: demoUserId(CLIENT),
        note: '',
        at: demo.created,
      },
      ...demo.steps.map(([action, phone, at, note], i) => {
        const event = {
          id: eventId(demo.n, i + 1),
          request_id: id,
          seq: i + 1,
          action,
          from_status: from,
          to_status: nextStatus[action],
          actor_user_id: demoUserId(phone),
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
