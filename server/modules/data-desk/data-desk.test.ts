import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { loadBenchmarks, rowIn } from '#common/benchmarks/benchmarks'
import development from '#common/benchmarks/data/development.json' with { type: 'json' }
import fees from '#common/benchmarks/data/fees.json' with { type: 'json' }
import finance from '#common/benchmarks/data/finance.json' with { type: 'json' }
import operations from '#common/benchmarks/data/operations.json' with { type: 'json' }
import tax from '#common/benchmarks/data/tax.json' with { type: 'json' }
import { ageInMonths, isStale, maxAgeOf, missingSourceFields } from '#common/data-desk'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { factFiles } from '../intel/facts/files.ts'
import { loadFacts } from '../intel/facts/load.ts'
import { targets } from './catalog.ts'
import { exportFigures } from './export-files.ts'
import { liveDesk } from './live.ts'
import { testSource } from './test-source.ts'

const source = testSource('截至2025年12月31日，汉庭在营酒店 4,000 家（测试数据）')

describe('research desk API', async () => {
  const { app, dbh } = await createTestApp()
  const db = dbh.db
  await db
    .updateTable('users')
    .set({ authorization: 'researcher' })
    .where('phone', 'in', ['13800000001', '13800000015'])
    .execute()
  const researcher = await loginAs(app, '13800000001')
  const second = await loginAs(app, '13800000015')
  const admin = await loginAs(app, '13800000000')
  const client = await loginAs(app, '13800000011')
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.json(), res }
  }
  const propose = (payload: unknown, who = researcher) => call('POST', '/data-desk/proposals', who, payload)
  const brandWall = async () =>
    (await call('GET', '/brands?sort=hotels&size=200', client)).body.data.items as {
      slug: string
      size: { hotels: number | null; citation: { as_of: string; stale?: boolean } } | null
    }[]

  it('refuses a change without a source, naming each missing field', async () => {
    const res = await propose({ figure: 'brand/hanting/size', value: { hotels: 4000, rooms: null } })
    expect(res.status).toBe(400)
    for (const name of ['来源类型', '发布方', '标题', '网址', '发布日期', '数据所指时期', '原文语句或表格行'])
      expect(res.body.error.message).toContain(name)
    expect(Object.keys(res.body.error.fields)).toContain('source.quote')
    const partial = await propose({
      figure: 'brand/hanting/size',
      value: { hotels: 4000, rooms: null },
      source: { ...source, quote: ' ', url: '' },
    })
    expect(partial.status).toBe(400)
    expect(partial.body.error.message).toBe('缺少来源：网址、原文语句或表格行。每项修改都要注明来源')
    expect(missingSourceFields({ ...source, kind: 'assumption', url: null })).toEqual([])
  })

  it('refuses bad values, unknown figures and callers who are not researchers', async () => {
    expect((await propose({ figure: 'brand/hanting/size', value: { hotels: -1, rooms: null }, source })).status).toBe(
      400,
    )
    expect((await propose({ figure: 'brand/hanting/size', value: { hotels: null, rooms: null }, source })).status).toBe(
      400,
    )
    expect((await propose({ figure: 'city/110000/gdp', value: { value: 'a lot' }, source })).status).toBe(400)
    const unknown = await propose({ figure: 'brand/no-such-brand/size', value: { hotels: 1, rooms: 1 }, source })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toContain('没有这项数据')
    const badDate = await propose({
      figure: 'brand/hanting/size',
      value: { hotels: 1, rooms: null },
      source: { ...source, period: '2025/12' },
    })
    expect(badDate.status).toBe(400)
    expect(badDate.body.error.fields['source.period']).toBeTruthy()
    expect(
      (await propose({ figure: 'brand/hanting/size', value: { hotels: 1, rooms: null }, source }, client)).status,
    ).toBe(403)
    expect((await call('GET', '/data-desk/coverage', client)).status).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/v1/data-desk/coverage' })).statusCode).toBe(401)
  })

  it('a proposal changes nothing until another researcher or an administrator approves it; the proposer cannot', async () => {
    const before = (await brandWall()).find((b) => b.slug === 'hanting')
    // The shipped size is HOTELS' 2024 list, older than a brand size may be (18 months).
    expect(before?.size).toMatchObject({ hotels: 4401, citation: { as_of: '2024', stale: true } })
    const created = await propose({
      figure: 'brand/hanting/size',
      value: { hotels: 4000, rooms: 380000 },
      source,
      note: '中国大陆',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      status: 'pending',
      figure: 'brand/hanting/size',
      new_as_of: '2025-12-31',
    })
    const id = created.body.data.id as string
    // Side by side: the value and source it replaces, and the new ones.
    expect(created.body.data.old_value).toEqual({ hotels: 4401, rooms: 378569 })
    expect(created.body.data.old_source).toMatchObject({ period: '2024' })
    expect(created.body.data.new_value).toEqual({ hotels: 4000, rooms: 380000 })
    expect(created.body.data.new_source).toMatchObject({ publisher: '测试集团', quote: source.quote })
    expect((await brandWall()).find((b) => b.slug === 'hanting')?.size?.hotels).toBe(4401)

    const own = await call('POST', `/data-desk/proposals/${id}/approve`, researcher)
    expect(own.status).toBe(403)
    expect((await call('POST', `/data-desk/proposals/${id}/approve`, client)).status).toBe(403)
    const approved = await call('POST', `/data-desk/proposals/${id}/approve`, admin)
    expect(approved.status).toBe(200)
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewed_by_name: '周立明' })
    expect((await call('POST', `/data-desk/proposals/${id}/approve`, second)).status).toBe(409)

    const wall = await brandWall()
    const hanting = wall.find((b) => b.slug === 'hanting')
    expect(hanting?.size).toMatchObject({ hotels: 4000, citation: { as_of: '2025-12-31', stale: false } })
    // A current figure ranks above every older one: 汉庭 leads the wall now.
    expect(wall[0]?.slug).toBe('hanting')
    const firstStale = wall.findIndex((b) => b.size?.citation.stale)
    const lastCurrent = wall.map((b) => !!b.size && !b.size.citation.stale).lastIndexOf(true)
    expect(lastCurrent).toBeLessThan(firstStale)
  })

  it('keeps a rejection with its reason, and needs the reason', async () => {
    const created = await propose({ figure: 'city/110000/gdp', value: { value: 1 }, source })
    const id = created.body.data.id as string
    expect((await call('POST', `/data-desk/proposals/${id}/reject`, second, { reason: '' })).status).toBe(400)
    const rejected = await call('POST', `/data-desk/proposals/${id}/reject`, second, { reason: '原文没有北京的数字' })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: '原文没有北京的数字',
      reviewed_by_name: '高振华',
    })
    const figure = await call('GET', '/data-desk/figure?key=city/110000/gdp', researcher)
    expect(figure.body.data.figure.value).not.toEqual({ value: 1 })
    expect(figure.body.data.history[0]).toMatchObject({ id, status: 'rejected', reason: '原文没有北京的数字' })
  })

  it('shows each figure’s history, and a revert is a new proposal restoring the replaced value', async () => {
    const history = await call('GET', '/data-desk/figure?key=brand/hanting/size', researcher)
    expect(history.status).toBe(200)
    const approved = history.body.data.history.find((p: { status: string }) => p.status === 'approved')
    expect(approved).toMatchObject({ proposed_by_name: '陈思远', reviewed_by_name: '周立明' })
    expect(history.body.data.figure).toMatchObject({
      value: { hotels: 4000, rooms: 380000 },
      updated_by: approved.proposed_by,
    })
    const reverted = await call('POST', `/data-desk/proposals/${approved.id}/revert`, second)
    expect(reverted.status).toBe(201)
    expect(reverted.body.data).toMatchObject({
      status: 'pending',
      revert_of: approved.id,
      new_value: { hotels: 4401, rooms: 378569 },
      new_as_of: '2024',
      old_value: { hotels: 4000, rooms: 380000 },
    })
    expect((await call('POST', `/data-desk/proposals/${reverted.body.data.id}/approve`, researcher)).status).toBe(200)
    expect((await brandWall()).find((b) => b.slug === 'hanting')?.size).toMatchObject({
      hotels: 4401,
      citation: { stale: true },
    })
  })

  it('marks figures older than their kind allows', async () => {
    expect(ageInMonths('2019-12-31', '2026-11-29')).toBe(82)
    expect(ageInMonths('2025-Q2', '2026-12-30')).toBe(18)
    expect(ageInMonths('2025-Q2', '2026-12-29')).toBe(17)
    expect(isStale('2025-06', maxAgeOf('brand_size', 'annual_report'), '2026-12-30')).toBe(false)
    expect(isStale('2025-06', maxAgeOf('brand_size', 'annual_report'), '2027-01-01')).toBe(false)
    expect(isStale('2025-06', maxAgeOf('brand_size', 'annual_report'), '2027-01-30')).toBe(true)
    expect(maxAgeOf('benchmark', 'law', 'tax.vat_pct')).toBeNull()
    expect(isStale('2008', maxAgeOf('benchmark', 'law', 'tax.depreciation_years'), '2026-11-29')).toBe(false)
    const stale = await call('GET', '/data-desk/figures?area=benchmarks&stale=true', researcher)
    const keys = stale.body.data.map((f: { key: string }) => f.key)
    expect(keys.some((k: string) => k.startsWith('benchmark/ops.adr/'))).toBe(true)
    // Laws and standards have no maximum age: a tax rate in force is never 较旧.
    expect(stale.body.data.some((f: { source: { kind: string } }) => f.source.kind === 'law')).toBe(false)
    expect(keys).not.toContain('benchmark/tax.income_tax_pct/*/*/*')
    expect(stale.body.data.every((f: { stale: boolean }) => f.stale)).toBe(true)
  })

  it('counts coverage from the live figures', async () => {
    const res = await call('GET', '/data-desk/coverage', researcher)
    expect(res.status).toBe(200)
    const all = [...targets().values()]
    const withSize = all.filter((t) => t.kind === 'brand_size' && t.seed).length
    expect(res.body.data.brands).toMatchObject({
      total: all.filter((t) => t.kind === 'brand_size').length,
      with_size: withSize,
    })
    expect(res.body.data.cities.with_population).toBe(all.filter((t) => t.kind === 'city_population' && t.seed).length)
    expect(res.body.data.pending).toBe(0)
    const wanted = res.body.data.wanted as { figure: string; hotels: number }[]
    expect(wanted.length).toBeGreaterThan(0)
    expect(wanted.map((w) => w.hotels)).toEqual([...wanted.map((w) => w.hotels)].sort((a, b) => b - a))
    expect(wanted.some((w) => w.figure === 'brand/hanting/size')).toBe(false)
    // A new size for the most wanted brand takes it off the list once approved.
    const top = wanted[0]?.figure ?? ''
    const p = await propose({ figure: top, value: { hotels: 10, rooms: null }, source })
    expect((await call('GET', '/data-desk/coverage', researcher)).body.data.pending).toBe(1)
    await call('POST', `/data-desk/proposals/${p.body.data.id}/approve`, admin)
    const after = (await call('GET', '/data-desk/coverage', researcher)).body.data
    expect(after.brands.with_size).toBe(withSize + 1)
    expect(after.wanted.some((w: { figure: string }) => w.figure === top)).toBe(false)
  })

  it('exports a table with its sources and imports it back as proposals, checked row by row', async () => {
    const exported = await app.inject({
      method: 'GET',
      url: '/api/v1/data-desk/export?area=cities',
      headers: researcher,
    })
    expect(exported.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const header = (sheet.getRow(1).values as string[]).slice(1)
    expect(header).toContain('原文语句或表格行')
    const col = (name: string) => header.indexOf(name) + 1
    let beijing = 0
    sheet.eachRow((row, n) => {
      if (row.getCell(col('数据编号')).value === 'city/110000/population') beijing = n
    })
    expect(beijing).toBeGreaterThan(1)
    expect(sheet.getRow(beijing).getCell(col('发布方')).value).toBeTruthy()
    // Edit one row: a new value with a new source; delete the others.
    const row = sheet.getRow(beijing)
    row.getCell(col('数值')).value = 2200
    for (const [name, value] of Object.entries({
      来源类型: '统计数据',
      发布方: '北京市统计局',
      标题: '测试公报',
      网址: 'https://example.com/bj',
      发布日期: '2026-03',
      数据所指时期: '2025',
      原文语句或表格行: '年末全市常住人口 2200 万人（测试数据）',
    }))
      row.getCell(col(name)).value = value
    const upload = async (buffer: Buffer) => {
      const boundary = '----desk'
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="figures.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        buffer,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/data-desk/import',
        headers: { ...researcher, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })
      return { status: res.statusCode, body: res.json() }
    }
    const only = new ExcelJS.Workbook()
    const out = only.addWorksheet('数据')
    out.addRow(header)
    out.addRow((row.values as unknown[]).slice(1))
    const bad = out.addRow((row.values as unknown[]).slice(1))
    bad.getCell(col('原文语句或表格行')).value = ''
    bad.getCell(col('数值')).value = 'abc'
    const refused = await upload(Buffer.from(await only.xlsx.writeBuffer()))
    expect(refused.status).toBe(200)
    expect(refused.body.data.created).toBe(0)
    expect(refused.body.data.issues).toEqual(
      expect.arrayContaining([
        { row: 3, column: '数值', message: '应为数字' },
        { row: 3, column: '原文语句或表格行', message: '请填写原文语句或表格行' },
      ]),
    )
    out.spliceRows(3, 1)
    const accepted = await upload(Buffer.from(await only.xlsx.writeBuffer()))
    expect(accepted.body.data.created).toBe(1)
    expect(accepted.body.data.proposals[0]).toMatchObject({
      figure: 'city/110000/population',
      status: 'pending',
      new_value: { value: 2200 },
      new_source: { publisher: '北京市统计局', kind: 'statistics', period: '2025' },
    })
  })

  it('writes the approved figures back into the files (facts:export), which load again', async () => {
    const rowKey = 'benchmark/fin.cap_rate/*/*/*'
    expect(targets().has(rowKey)).toBe(true)
    const p = await propose({
      figure: rowKey,
      value: { low: 4, typical: 5, high: 6 },
      source: { ...source, kind: 'survey' },
    })
    expect(p.status).toBe(201)
    expect((await call('POST', `/data-desk/proposals/${p.body.data.id}/approve`, admin)).status).toBe(200)
    const gdp = await propose({
      figure: 'city/110000/gdp',
      value: { value: 50000 },
      source: { ...source, kind: 'statistics' },
    })
    await call('POST', `/data-desk/proposals/${gdp.body.data.id}/approve`, second)
    const desk = await liveDesk(db)
    const out = exportFigures(factFiles, { development, fees, finance, operations, tax }, desk.figures.values())
    expect(Object.keys(out.facts)).toEqual(expect.arrayContaining(['cities.json', 'brands/h-world.json']))
    expect(Object.keys(out.benchmarks)).toEqual(['finance'])
    const reloaded = loadFacts({ ...factFiles, ...out.facts })
    expect(reloaded.cities.get('110000')?.gdp).toMatchObject({ value: 50000, asOf: '2025-12-31' })
    expect(reloaded.brands.find((b) => b.slug === 'hanting')?.size).toMatchObject({ hotels: 4401, asOf: '2024' })
    const table = loadBenchmarks({ ...{ development, fees, operations, tax }, finance: out.benchmarks.finance })
    const row = rowIn(table, 'fin.cap_rate', {})
    expect(row).toMatchObject({ low: 4, typical: 5, high: 6, asOf: '2025-12-31' })
    expect(table.sources.get(row?.source ?? '')).toMatchObject({ publisher: '测试集团', kind: 'survey' })
    // The tools' table takes the same row (GET /data-desk/live-benchmarks).
    const live = await call('GET', '/data-desk/live-benchmarks', client)
    expect(live.body.data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'fin.cap_rate', typical: 5, as_of: '2025-12-31' })]),
    )
  })

  it('lets an administrator make a user a researcher, and refuses a bad flag', async () => {
    const list = await call('GET', '/admin/users?q=13800000002', admin)
    const id = list.body.data.items[0].id as string
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${id}`,
      headers: admin,
      payload: { researcher: 'yes' },
    })
    expect(bad.statusCode).toBe(400)
    const made = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${id}`,
      headers: admin,
      payload: { researcher: true },
    })
    expect(made.statusCode).toBe(200)
    expect(made.json().data).toMatchObject({ researcher: true, admin: false })
    const partner = await loginAs(app, '13800000002')
    expect((await call('GET', '/data-desk/coverage', partner)).status).toBe(200)
    // A researcher is not an administrator.
    expect((await call('GET', '/admin/users', researcher)).status).toBe(403)
    const unmade = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${id}`,
      headers: admin,
      payload: { researcher: false },
    })
    expect(unmade.json().data).toMatchObject({ researcher: false })
    expect((await call('GET', '/data-desk/coverage', partner)).status).toBe(403)
  })
})
