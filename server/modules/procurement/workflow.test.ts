import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { productId } from './seed-catalogue.ts'
import { ownProject, procurementTestApp } from './test-support.ts'

describe('a purchase request through its workflow', async () => {
  const t = await procurementTestApp()
  type Line = { category: string; budget: number; committed: number; spent: number; remaining: number }
  const lineOf = (budget: { lines: Line[] }, category: string) => {
    const line = budget.lines.find((l) => l.category === category)
    if (!line) throw new Error(`no budget line ${category}`)
    return line
  }

  it('shows the seeded budget in all three colours', async () => {
    const budget = await t.budget(ownProject)
    expect(lineOf(budget, 'linen')).toMatchObject({ budget: 420_000, spent: 281_620, committed: 0, status: 'green' })
    expect(lineOf(budget, 'amenities')).toMatchObject({ committed: 197_420, status: 'yellow' })
    expect(lineOf(budget, 'engineering')).toMatchObject({ committed: 504_000, status: 'red' })
  })

  it('exports the budget and every request line to .xlsx', async () => {
    const res = await t.app.inject({
      url: `/api/v1/procurement/projects/${ownProject}/export`,
      headers: t.headers.client,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain('attachment')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const budget = workbook.getWorksheet('预算执行')
    expect(budget?.getRow(4).values).toEqual([undefined, '布草', 420_000, 0, 281_620, 138_380, 0.6705, '正常'])
    const lines = workbook.getWorksheet('采购申请明细')
    const titles = new Set<string>()
    lines?.eachRow((row, n) => {
      if (n > 1) titles.add(String(row.getCell(1).value))
    })
    expect(titles).toContain('客房布草首批配置（216 间）')
    expect(titles).toContain('宴会厅运营物资')
  })

  it('prices catalogue lines from the catalogue and totals the request', async () => {
    const res = await t.create(ownProject, 'client')
    expect(res.statusCode).toBe(201)
    const { request, items, events, actions } = res.json().data
    expect(items[0]).toMatchObject({
      product_id: productId(12),
      name: '浴巾',
      unit: '条',
      unit_price: 98,
      amount: 1960,
    })
    expect(items[1]).toMatchObject({ product_id: null, name: '浴室防滑地垫', unit_price: 45.5, amount: 455 })
    expect(request).toMatchObject({ status: 'draft', total: 2415, item_count: 2, created_by_name: '杨志强' })
    expect(events).toHaveLength(1)
    expect(actions).toEqual(['submit'])
  })

  it('goes draft → submitted → approved → ordered → received, recording who did what and when', async () => {
    const id = (await t.create(ownProject, 'client')).json().data.request.id
    const steps = [
      ['client', 'submit', 'submitted'],
      ['employee', 'approve', 'approved'],
      ['admin', 'order', 'ordered'],
      ['client', 'receive', 'received'],
    ] as const
    for (const [who, action, status] of steps) {
      t.clock.advance(60_000)
      const res = await t.act(id, who, action, `${action} 备注`)
      expect(res.statusCode).toBe(200)
      expect(res.json().data.request.status).toBe(status)
    }
    const detail = (await t.app.inject({ url: `/api/v1/procurement/requests/${id}`, headers: t.headers.client })).json()
      .data
    expect(detail.events.map((e: { action: string; actor_name: string }) => [e.action, e.actor_name])).toEqual([
      ['create', '杨志强'],
      ['submit', '杨志强'],
      ['approve', '陈思远'],
      ['order', '周立明'],
      ['receive', '杨志强'],
    ])
    const times = detail.events.map((e: { at: string }) => e.at)
    expect([...times].sort()).toEqual(times)
    expect(detail.events[2]).toMatchObject({ from_status: 'submitted', to_status: 'approved', note: 'approve 备注' })
    expect(detail.actions).toEqual([])
  })

  it('refuses an illegal transition with 409, a stable code and a Chinese message, and changes nothing', async () => {
    const id = (await t.create(ownProject, 'client')).json().data.request.id
    const res = await t.act(id, 'employee', 'approve')
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({
      code: 'transition_not_allowed',
      message: '采购申请当前为“草稿”，不能执行“批准”操作（仅“待审批”状态可以）',
    })
    const after = await t.app.inject({ url: `/api/v1/procurement/requests/${id}`, headers: t.headers.client })
    expect(after.json().data.request.status).toBe('draft')
    expect(after.json().data.events).toHaveLength(1)
  })

  it('needs a reason to reject, and lets the client reopen a rejected request as a draft', async () => {
    const id = (await t.create(ownProject, 'client')).json().data.request.id
    await t.act(id, 'client', 'submit')
    const bare = await t.act(id, 'employee', 'reject')
    expect(bare.statusCode).toBe(400)
    expect(bare.json().error.fields.note).toBe('请填写驳回原因')
    expect((await t.act(id, 'employee', 'reject', '单价高于框架协议价')).statusCode).toBe(200)
    const reopened = await t.act(id, 'client', 'reopen')
    expect(reopened.json().data.request.status).toBe('draft')
    expect(reopened.json().data.events.at(-2).note).toBe('单价高于框架协议价')
  })

  it('lets only one of two simultaneous approvals through', async () => {
    const id = (await t.create(ownProject, 'client')).json().data.request.id
    await t.act(id, 'client', 'submit')
    const answers = await Promise.all([t.act(id, 'employee', 'approve'), t.act(id, 'admin', 'approve')])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const events = await t.dbh.db
      .selectFrom('procurement_request_events')
      .selectAll()
      .where('request_id', '=', id)
      .execute()
    expect(events.filter((e) => e.action === 'approve')).toHaveLength(1)
  })

  it('counts approved and ordered as committed, received as spent, and turns the category red past its budget', async () => {
    const before = lineOf(await t.budget(ownProject), 'kitchen')
    expect(before).toMatchObject({ budget: 900_000, status: 'green' })
    const body = {
      title: '西餐厨房设备',
      items: [{ name: '披萨烤炉', category: 'kitchen', unit: '台', quantity: 1, unit_price: before.remaining + 1 }],
    }
    const id = (await t.create(ownProject, 'client', body)).json().data.request.id
    await t.act(id, 'client', 'submit')
    expect(lineOf(await t.budget(ownProject), 'kitchen')).toEqual(before)
    await t.act(id, 'employee', 'approve')
    const approved = lineOf(await t.budget(ownProject), 'kitchen')
    expect(approved).toMatchObject({
      committed: (before.committed ?? 0) + (before.remaining ?? 0) + 1,
      status: 'red',
    })
    await t.act(id, 'employee', 'order')
    await t.act(id, 'client', 'receive')
    const received = lineOf(await t.budget(ownProject), 'kitchen')
    expect(received).toMatchObject({
      spent: (before.spent ?? 0) + (before.remaining ?? 0) + 1,
      status: 'red',
      remaining: -1,
    })
  })

  it('finds catalogue products by words, category and price, and suppliers by category', async () => {
    const get = (url: string) => t.app.inject({ url, headers: t.headers.client }).then((r) => r.json().data)
    const towels = await get(`/api/v1/procurement/products?q=${encodeURIComponent('浴')}&category=linen`)
    expect(towels.map((p: { name: string }) => p.name).sort()).toEqual(['华夫格浴袍', '浴巾'])
    const cheap = await get('/api/v1/procurement/products?category=amenities&max_price=5')
    expect(cheap.map((p: { name: string }) => p.name).sort()).toEqual(['可降解拖鞋', '竹柄牙具套装'])
    const kitchen = await get('/api/v1/procurement/suppliers?category=kitchen')
    expect(kitchen).toHaveLength(1)
    expect(kitchen[0]).toMatchObject({ name: '上海御膳商用厨房设备有限公司', product_count: 4 })
    expect(kitchen[0].qualifications[0].name).toContain('ISO 9001')
  })
})
