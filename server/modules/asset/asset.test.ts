import { describe, expect, it } from 'vitest'
import { handWorkedMonth } from '#common/asset/fixtures'
import type { DashboardAnswer } from '#common/asset/schemas'
import { pnlLineKeys } from '#common/asset/usali'
import { loginAs } from '#server/test-support/auth'
import { auditRows } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { XLSX_MIME } from '../admin/xlsx-write.ts'
import { postParts } from '../files/test-fixtures/corpus.ts'
import { pnlWorkbook } from './xlsx.ts'

const OWNER = '13800000011'
const SINGLE = '13800000013'
const STAFF = '13800000001'
const sanya = 'demo-hotel-own-sanya-bay-resort'
const yalong = 'demo-hotel-own-yalong-bay-resort'
const westLake = 'demo-hotel-own-west-lake-retreat'

/** A month that adds up: 100 rooms × 30 nights, 2,400 sold at 750 元. */
const goodPnl = handWorkedMonth
const row = (hotel: string, month: string, kind = '实际', over: Partial<Record<string, string | number>> = {}) => {
  const cells: (string | number)[] = [hotel, month, kind, ...pnlLineKeys.map((k) => goodPnl[k])]
  for (const [key, value] of Object.entries(over)) {
    const index = 3 + pnlLineKeys.indexOf(key as (typeof pnlLineKeys)[number])
    cells[key === 'month' ? 1 : key === 'hotel' ? 0 : index] = value as string | number
  }
  return cells
}

describe('asset management: P&L import, dashboard, agreement, access', async () => {
  const { app, dbh } = await createTestApp()
  const owner = await loginAs(app, OWNER)
  const single = await loginAs(app, SINGLE)
  const staff = await loginAs(app, STAFF)
  const upload = async (rows: (string | number)[][], headers = owner, preview = false, data?: Buffer) => {
    const parts = [{ filename: '损益.xlsx', type: XLSX_MIME, data: data ?? (await pnlWorkbook(rows)) }]
    return postParts(app, `/api/v1/asset/pnl/import${preview ? '?preview=true' : ''}`, parts, headers)
  }
  const stored = async (hotel: string) =>
    dbh.db
      .selectFrom('asset_pnl_months')
      .selectAll()
      .where('hotel_id', '=', hotel)
      .orderBy('month')
      .orderBy('kind')
      .execute()
  const dashboard = async (hotel: string, headers = owner) => {
    const res = await app.inject({ url: `/api/v1/asset/hotels/${hotel}/dashboard`, headers })
    return { res, data: res.json().data as DashboardAnswer }
  }

  it('seeds 24 months of actual and budget and an agreement for each demo asset', async () => {
    for (const hotel of [sanya, yalong, westLake]) {
      const months = await stored(hotel)
      expect(months.filter((m) => m.kind === 'actual')).toHaveLength(24)
      expect(months.filter((m) => m.kind === 'budget')).toHaveLength(24)
    }
  })

  it("shows the owner its hotel's month and year to date against budget, last year and the comp set", async () => {
    const { res, data } = await dashboard(sanya)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    // Served from the kept text the second time, the same body.
    expect((await dashboard(sanya)).res.body).toBe(res.body)
    expect(data.latest_month).toBe('2026-10')
    expect(data.is_demo).toBe(true)
    expect(data.month?.budget).not.toBeNull()
    expect(data.ytd?.last_year).not.toBeNull()
    expect(data.ytd?.actual.gop_margin).toBeGreaterThan(20)
    expect(data.ytd?.index.rgi).toBeGreaterThan(0)
    expect(data.trend).toHaveLength(24)
    expect(data.comp_set.hotels).toBeGreaterThan(0)
    // 三亚湾's operator charged the incentive fee on GOP although the agreement says adjusted GOP above the priority.
    expect(data.fees.some((y) => y.checks.some((c) => c.item === 'incentive_fee' && c.flagged))).toBe(true)
    expect(data.fees.every((y) => y.checks.find((c) => c.item === 'base_fee')?.flagged === false)).toBe(true)
    expect(data.performance_test?.failed).toBe(false)
  })

  it('fails 亚龙湾 on its performance test: RevPAR index and GOP short two years running', async () => {
    const { data } = await dashboard(yalong)
    expect(data.performance_test?.years).toHaveLength(2)
    expect(data.performance_test?.failed).toBe(true)
    expect(data.alerts.some((a) => a.metric === 'GOP' && a.basis === '预算')).toBe(true)
  })

  it("answers 404 to an owner for another organization's hotel; staff see every hotel", async () => {
    expect((await dashboard(westLake, owner)).res.statusCode).toBe(404)
    expect((await dashboard(sanya, single)).res.statusCode).toBe(404)
    expect((await dashboard(westLake, single)).res.statusCode).toBe(200)
    expect((await dashboard(sanya, staff)).res.statusCode).toBe(200)
    const other = await app.inject({
      url: '/api/v1/asset/organizations/d0000000-0000-4000-8000-000000000006/hotels',
      headers: single,
    })
    expect(other.statusCode).toBe(404)
    const own = await app.inject({
      url: '/api/v1/asset/organizations/d0000000-0000-4000-8000-000000000006/hotels',
      headers: owner,
    })
    expect(own.json().data.hotels.map((h: { id: string }) => h.id)).toContain(sanya)
  })

  it('imports a month, and a re-import replaces it and keeps the earlier version, audited', async () => {
    const first = await upload([row('三亚湾海景度假酒店', '2026-11'), row(sanya, '2026-11', '预算')])
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ months: 2, replaced: 0, hotels: 1 })
    const again = await upload([
      row(sanya, '2026-11', '实际', {
        rooms_sold: 2_500,
        rooms_revenue: 1_875_000,
        total_revenue: 3_075_000,
        gop: 1_275_000,
        ebitda: 1_115_000,
      }),
    ])
    expect(again.json().data).toMatchObject({ months: 1, replaced: 1 })
    const months = (await stored(sanya)).filter((m) => m.month === '2026-11')
    expect(months.map((m) => [m.kind, m.version])).toEqual([
      ['actual', 2],
      ['budget', 1],
    ])
    const versions = await dbh.db.selectFrom('asset_pnl_versions').selectAll().where('hotel_id', '=', sanya).execute()
    expect(versions).toHaveLength(1)
    expect(JSON.parse(versions[0]?.lines ?? '{}').rooms_sold).toBe(2_400)
    const audit = await auditRows(dbh.db, 'asset_pnl_import')
    expect(audit).toHaveLength(2)
    expect((await dashboard(sanya)).data.latest_month).toBe('2026-11')
  })

  const badFiles: { name: string; rows: (string | number)[][]; row: number; column: string; message: RegExp }[] = [
    {
      name: 'a total that does not add up',
      rows: [row(sanya, '2026-12', '实际', { gop: 1_300_000 })],
      row: 2,
      column: '经营毛利（GOP）',
      message: /合计不符：表中为 1,300,000，各项计算为 1,200,000/,
    },
    { name: 'a missing month', rows: [row(sanya, '', '实际')], row: 2, column: '月份', message: /缺少月份/ },
    {
      name: 'a gap between months',
      rows: [row(sanya, '2027-01'), row(sanya, '2027-03')],
      row: 3,
      column: '月份',
      message: /缺少月份：2027-02 至 2027-03/,
    },
    {
      name: 'negative revenue',
      rows: [
        row(sanya, '2026-12', '实际', { fnb_revenue: -5, total_revenue: 2_099_995, gop: 299_995, ebitda: 139_995 }),
      ],
      row: 2,
      column: '餐饮收入',
      message: /不能为负数/,
    },
    {
      name: 'a duplicated month',
      rows: [row(sanya, '2026-12'), row(sanya, '2026-12')],
      row: 3,
      column: '月份',
      message: /月份重复：与第 3 行/,
    },
    {
      name: 'text in a number cell',
      rows: [row(sanya, '2026-12', '实际', { utilities: '约16万' })],
      row: 2,
      column: '能源费用',
      message: /应为数字，现为“约16万”/,
    },
    {
      name: 'a hotel the importer may not see',
      rows: [row('西湖隐庐精品酒店', '2026-12')],
      row: 2,
      column: '酒店',
      message: /无权导入/,
    },
    {
      name: 'an unknown kind',
      rows: [row(sanya, '2026-12', '预测')],
      row: 2,
      column: '类型',
      message: /只能是“实际”或“预算”/,
    },
    {
      name: 'rooms sold above rooms available',
      rows: [row(sanya, '2026-12', '实际', { rooms_sold: 3_100 })],
      row: 2,
      column: '已售房晚',
      message: /超过可售房晚/,
    },
    { name: 'a month that is not a month', rows: [row(sanya, '2026-13')], row: 2, column: '月份', message: /无法识别/ },
  ]

  it.each(badFiles)(
    'refuses $name, naming row and column, and changes nothing',
    async ({ rows, row: r, column, message }) => {
      const before = await stored(sanya)
      // A good row first (a budget month, so it collides with none of the bad rows): it must not be kept either.
      const good = row(sanya, '2026-12', '预算')
      const res = await upload([good, ...rows])
      expect(res.statusCode).toBe(422)
      const offset = 1
      const fields = res.json().error.fields as Record<string, string>
      expect(fields[`row_${r + offset}`]).toMatch(new RegExp(`${column.replace(/[()（）]/g, '.')}：`))
      expect(fields[`row_${r + offset}`]).toMatch(message)
      expect(await stored(sanya)).toEqual(before)
      const preview = await upload([good, ...rows], owner, true)
      expect(preview.statusCode, preview.body).toBe(200)
      expect(preview.json().data.issues.length).toBeGreaterThan(0)
    },
  )

  it('refuses a sheet without the template header and a file that is not .xlsx', async () => {
    const ExcelJS = (await import('exceljs')).default
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('x').addRow(['名称', '金额'])
    wb.getWorksheet('x')?.addRow(['a', 1])
    const noHeader = await upload([], owner, false, Buffer.from(await wb.xlsx.writeBuffer()))
    expect(noHeader.statusCode).toBe(400)
    expect(noHeader.json().error.message).toMatch(/表头缺少列：酒店、月份/)
    const csv = await postParts(
      app,
      '/api/v1/asset/pnl/import',
      [{ filename: 'pnl.csv', type: 'text/csv', data: 'a,b' }],
      owner,
    )
    expect(csv.statusCode).toBe(415)
    expect(csv.json().error.message).toMatch(/请上传 \.xlsx 格式/)
  })

  it('refuses a sheet with a header and no rows, one beyond the row limit, and a damaged file, each with its message', async () => {
    const empty = await upload([])
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toMatchObject({ code: 'empty_sheet', message: expect.stringMatching(/没有数据行/) })
    const many = await upload(Array.from({ length: 5_001 }, () => row(sanya, '2027-01')))
    expect(many.statusCode).toBe(400)
    expect(many.json().error).toMatchObject({
      code: 'too_many_rows',
      message: expect.stringMatching(/最多导入 5000 行/),
    })
    const good = await pnlWorkbook([row(sanya, '2027-01')])
    const damaged = await upload([], owner, false, good.subarray(0, Math.floor(good.length / 2)))
    // The files module's inspection refuses it before the sheet reader sees it.
    expect(damaged.statusCode).toBe(422)
    expect(damaged.json().error).toMatchObject({ code: 'file_unsafe', message: 'XLSX 文件已损坏，无法读取' })
    expect((await stored(sanya)).some((m) => m.month === '2027-01')).toBe(false)
  })

  it('downloads a template with Chinese headers and the owner’s hotels', async () => {
    const res = await app.inject({ url: '/api/v1/asset/pnl/template', headers: owner })
    expect(res.statusCode).toBe(200)
    const ExcelJS = (await import('exceljs')).default
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const values = ((wb.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1)
    expect(values.slice(0, 4)).toEqual(['酒店', '月份', '类型', '客房收入'])
    expect(JSON.stringify(wb.worksheets[0]?.getColumn(1).values)).toContain('三亚湾海景度假酒店')
  })

  it('saves an agreement with validation and an audit row; 404 for another organization', async () => {
    const terms = {
      base_fee_pct: 2,
      incentive_fee_pct: 8,
      incentive_basis: 'adjusted_gop',
      owner_priority: 1_000_000,
      ffe_reserve_pct: 4,
      key_money: 0,
      performance_test: null,
    }
    const put = (hotel: string, body: object, headers = single) =>
      app.inject({ method: 'PUT', url: `/api/v1/asset/hotels/${hotel}/agreement`, headers, payload: body })
    expect((await put(westLake, terms)).statusCode).toBe(200)
    expect((await put(sanya, terms)).statusCode).toBe(404)
    const bad = await put(westLake, { ...terms, base_fee_pct: -1 })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('基本管理费率不能为负数')
    const audit = await auditRows(dbh.db, 'asset_agreement_save')
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]?.detail ?? '{}').before.base_fee_pct).toBe(3)
    expect((await dashboard(westLake, single)).data.agreement?.base_fee_pct).toBe(2)
  })

  it('recomputes a kept dashboard when another process changes its figures (the stamp, not only this process)', async () => {
    const before = (await dashboard(westLake, single)).data
    // As another app instance would: a write straight to the database, with no in-process cache to clear.
    await dbh.db
      .updateTable('asset_agreements')
      .set({
        terms: JSON.stringify({ ...before.agreement, base_fee_pct: 2.5 }),
        updated_at: '2099-01-01T00:00:00.000Z',
      })
      .where('hotel_id', '=', westLake)
      .execute()
    expect((await dashboard(westLake, single)).data.agreement?.base_fee_pct).toBe(2.5)
  })

  it('lets the owner set alert thresholds that the dashboard applies', async () => {
    const org = 'd0000000-0000-4000-8000-000000000006'
    const put = (body: object, headers = owner) =>
      app.inject({ method: 'PUT', url: `/api/v1/asset/organizations/${org}/thresholds`, headers, payload: body })
    expect((await put({ revenue_pct: 100, revpar_pct: 100, gop_pct: 100, ebitda_pct: 100 })).statusCode).toBe(200)
    expect((await dashboard(yalong)).data.alerts).toEqual([])
    expect((await put({ revenue_pct: 5, revpar_pct: 5, gop_pct: 5, ebitda_pct: 10 }, single)).statusCode).toBe(404)
  })
})
