import { deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { postParts, xlsx } from '#server/modules/files/test-fixtures/corpus'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'

const EMPLOYEE = '13800000001'
const CLIENT = '13800000008'
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MB = 1024 * 1024
const HOTEL_HEADERS = [
  '酒店名称',
  '品牌',
  '管理集团',
  '城市',
  '地址',
  '纬度',
  '经度',
  '定位',
  '房间数',
  '状态',
  '开业日期',
]

async function workbook(headers: string[], rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet('数据')
  ws.addRow(headers)
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

const csv = (headers: string[], rows: (string | number)[][]) =>
  [headers, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n')

async function rowsOf(buffer: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(buffer as unknown as ArrayBuffer)
  const rows: string[][] = []
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
  return rows
}

describe('import and export of hotels, brands and groups', async () => {
  const { app, dbh } = await createTestApp()
  const employee = await loginAs(app, EMPLOYEE)
  const send = (
    kind: string,
    step: 'preview' | 'commit',
    data: Buffer | string,
    filename = 'hotels.xlsx',
    type = XLSX_MIME,
    auth: Record<string, string> = employee,
  ) => {
    return postParts(app, `/api/v1/intel/import/${kind}/${step}`, [{ filename, type, data }], auth)
  }
  const count = (table: 'hotels' | 'brands' | 'management_groups') => rowCount(dbh.db, table)
  const existing = await dbh.db
    .selectFrom('hotels')
    .innerJoin('cities', 'cities.id', 'hotels.city_id')
    .select(['hotels.name', 'cities.name as city'])
    .orderBy('hotels.id')
    .executeTakeFirstOrThrow()
  const good = (name: string): (string | number)[] => [
    name,
    '锦江都城',
    '',
    '杭州',
    '北山街 1 号',
    30.2592,
    120.1488,
    '',
    320,
    '已开业',
    '2021-05-01',
  ]

  it('lists every bad row with its row number, column and reason, and saves nothing', async () => {
    const before = await count('hotels')
    const data = await workbook(HOTEL_HEADERS, [
      good('导入测试酒店甲'),
      ['导入测试酒店乙', '不存在的品牌', '', '杭州市', '', 30.1, 120.1, '', 100, '已开业', ''],
      ['导入测试酒店丙', '', '', '火星市', '', 30.1, 120.1, '高端', 100, '已开业', ''],
      ['导入测试酒店丁', '', '', '杭州市', '', 'abc', 200, '高端', 100, '已开业', ''],
      ['导入测试酒店戊', '', '', '杭州市', '', 30.1, 120.1, '超豪华', '十间', '营业中', '2021-13-40'],
      good('导入测试酒店甲'),
      [existing.name, '', '', existing.city, '', 30.1, 120.1, '高端', 100, '已开业', ''],
      ['导入测试酒店己', '丽笙', '华住集团', '上海市', '', 31.2, 121.4, '', 200, '已签约', ''],
    ])
    const res = await send('hotels', 'preview', data)
    expect(res.statusCode).toBe(200)
    const preview = res.json().data
    expect(preview).toMatchObject({ kind: 'hotels', total: 8, valid: 1, bad_rows: 7 })
    const at = (row: number, column: string) =>
      preview.issues.filter((i: { row: number; column: string }) => i.row === row && i.column === column)
    expect(at(3, '品牌')[0].message).toContain('品牌不存在：不存在的品牌')
    expect(at(4, '城市')[0].message).toContain('未知的城市：火星市')
    expect(at(5, '纬度')[0].message).toContain('纬度必须是数字')
    expect(at(5, '经度')[0].message).toContain('不在中国境内')
    expect(at(6, '定位')[0].message).toContain('未知的定位：超豪华')
    expect(at(6, '房间数')[0].message).toContain('整数')
    expect(at(6, '状态')[0].message).toContain('未知的状态：营业中')
    expect(at(6, '开业日期')[0].message).toContain('日期格式不正确')
    expect(at(7, '酒店名称')[0].message).toBe('与第 2 行重复')
    expect(at(8, '酒店名称')[0].message).toContain('已有同名酒店')
    expect(at(9, '管理集团')[0].message).toContain('不属于集团')
    expect(at(2, '酒店名称')).toEqual([])

    const commit = await send('hotels', 'commit', data)
    expect(commit.statusCode).toBe(422)
    expect(commit.json().error).toMatchObject({ code: 'import_has_errors' })
    expect(commit.json().error.fields.row_3).toContain('品牌')
    expect(await count('hotels')).toBe(before)
  })

  it('commits a clean sheet in full: brand fills in group and positioning, labels become codes', async () => {
    const before = await count('hotels')
    const data = await workbook(HOTEL_HEADERS, [
      good('导入成功酒店一'),
      ['导入成功酒店二', '', '', '330100', '', '30.3', '120.2', 'upscale', '88', 'under_construction', '2027/1/5'],
    ])
    expect((await send('hotels', 'preview', data)).json().data).toMatchObject({ total: 2, valid: 2, issues: [] })
    const listed = async () =>
      (await app.inject({ url: `/api/v1/hotels?q=${encodeURIComponent('导入成功')}`, headers: employee })).json().data
        .total
    expect(await listed()).toBe(0)
    const res = await send('hotels', 'commit', data)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ kind: 'hotels', created: 2 })
    expect(await count('hotels')).toBe(before + 2)
    // The wall's total (cached per filter) counts the new hotels at once.
    expect(await listed()).toBe(2)
    const one = await dbh.db
      .selectFrom('hotels')
      .innerJoin('brands', 'brands.id', 'hotels.brand_id')
      .select(['hotels.group_id', 'hotels.positioning', 'hotels.is_demo', 'brands.group_id as brand_group'])
      .where('hotels.name', '=', '导入成功酒店一')
      .executeTakeFirstOrThrow()
    expect(one).toMatchObject({ positioning: 'upper_midscale', group_id: one.brand_group })
    expect(Number(one.is_demo)).toBe(0)
    const two = await dbh.db
      .selectFrom('hotels')
      .selectAll()
      .where('name', '=', '导入成功酒店二')
      .executeTakeFirstOrThrow()
    expect(two).toMatchObject({ brand_id: null, status: 'under_construction', opening_date: '2027-01-05', rooms: 88 })
    // Importing the same sheet again finds every row already there.
    const again = await send('hotels', 'preview', data)
    expect(again.json().data.bad_rows).toBe(2)
  })

  it('keeps nothing when one row of a large sheet is bad (all or nothing)', async () => {
    const before = await count('hotels')
    const rows = Array.from({ length: 3000 }, (_, i) => good(`批量导入酒店 ${i}`))
    rows[2500] = [...good('批量导入酒店 坏行')]
    rows[2500][5] = '北纬三十度'
    const res = await send('hotels', 'commit', await workbook(HOTEL_HEADERS, rows))
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toContain('有 1 行数据有误')
    expect(res.json().error.fields).toEqual({ row_2502: expect.stringContaining('纬度') })
    expect(await count('hotels')).toBe(before)
  })

  it('reads CSV in UTF-8 with and without BOM, and GBK as Excel saves it', async () => {
    const text = (name: string) => csv(HOTEL_HEADERS, [good(name)])
    const utf8 = await send('hotels', 'preview', text('CSV 酒店一'), 'h.csv', 'text/csv')
    expect(utf8.json().data).toMatchObject({ total: 1, valid: 1 })
    const bom = await send('hotels', 'preview', `\uFEFF${text('CSV 酒店二')}`, 'h.csv', 'application/vnd.ms-excel')
    expect(bom.json().data).toMatchObject({ total: 1, valid: 1 })
    const gbkBytes = encodeGbk(text('CSV 酒店三'))
    const res = await send('hotels', 'preview', gbkBytes, 'h.csv', 'text/csv')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ total: 1, valid: 1 })
    const quoted = csv(HOTEL_HEADERS, [['带"引号",和逗号的酒店', ...good('x').slice(1)]])
    expect((await send('hotels', 'preview', quoted, 'q.csv', 'text/csv')).json().data.valid).toBe(1)
  })

  it('imports groups, then brands of those groups, with their own checks', async () => {
    const groupHeaders = ['集团名称', '英文名称', '类型', '总部', '成立年份']
    const groups = await workbook(groupHeaders, [
      ['新导入酒店集团', 'New Import Hospitality', '国内集团', '杭州', 2015],
      ['锦江酒店集团', '', '国内集团', '', ''],
      ['另一个集团', '', '本地集团', '', '公元前'],
    ])
    const groupReply = await send('groups', 'preview', groups, 'g.xlsx')
    expect(groupReply.statusCode, groupReply.body).toBe(200)
    const preview = groupReply.json().data
    expect(preview).toMatchObject({ total: 3, valid: 1 })
    expect(preview.issues.map((i: { row: number; column: string }) => `${i.row}:${i.column}`)).toEqual([
      '3:集团名称',
      '4:类型',
      '4:成立年份',
    ])
    const clean = await workbook(groupHeaders, [['新导入酒店集团', 'New Import Hospitality', 'domestic', '杭州', 2015]])
    const committed = await send('groups', 'commit', clean, 'g.xlsx')
    expect(committed.statusCode, committed.body).toBe(200)
    expect(committed.json().data).toEqual({ kind: 'groups', created: 1 })

    const brandHeaders = ['品牌名称', '英文名称', '所属集团', '定位']
    const brands = await workbook(brandHeaders, [
      ['新导入品牌', 'New Brand', 'new import hospitality', '中高端'],
      ['维也纳', '', '新导入酒店集团', '中端'],
      ['无主品牌', '', '没有这个集团', '经济型'],
    ])
    const brandReply = await send('brands', 'preview', brands, 'b.xlsx')
    expect(brandReply.statusCode, brandReply.body).toBe(200)
    const brandPreview = brandReply.json().data
    expect(brandPreview).toMatchObject({ total: 3, valid: 1 })
    expect(brandPreview.issues).toEqual([
      { row: 3, column: '品牌名称', message: '品牌已存在：维也纳' },
      { row: 4, column: '所属集团', message: expect.stringContaining('集团不存在：没有这个集团') },
    ])
  })

  it('refuses files that are not spreadsheets, too large, zip bombs or unreadable, each with a reason', async () => {
    const cases: [string, Buffer | string, string, string, number, string][] = [
      ['a PDF named .csv', '%PDF-1.7\n1 0 obj', 'x.csv', 'text/csv', 415, 'file_type_mismatch'],
      ['a Word file', 'PK\u0003\u0004', 'x.docx', 'application/octet-stream', 415, 'unsupported_file_type'],
      ['an old .xls', 'x', 'x.xls', 'application/vnd.ms-excel', 415, 'unsupported_file_type'],
      ['text named .xlsx', 'name,city\n', 'x.xlsx', XLSX_MIME, 415, 'file_type_mismatch'],
      ['a binary .csv', Buffer.from([1, 0, 2, 0, 3]), 'x.csv', 'text/csv', 415, 'file_type_mismatch'],
      ['a UTF-16 .csv', Buffer.from([0xff, 0xfe, 0x41, 0]), 'x.csv', 'text/csv', 415, 'unsupported_encoding'],
      [
        'a zip bomb',
        xlsx([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * MB) }]),
        'b.xlsx',
        XLSX_MIME,
        422,
        'file_unsafe',
      ],
      [
        'a zip with ../ names',
        xlsx([{ name: '../evil.xml', data: Buffer.from('x') }]),
        't.xlsx',
        XLSX_MIME,
        422,
        'file_unsafe',
      ],
      ['a zip that is no workbook', xlsx(), 'w.xlsx', XLSX_MIME, 400, 'empty_sheet'],
      ['a csv over 20 MB', Buffer.alloc(21 * MB, 0x41), 'big.csv', 'text/csv', 413, 'file_too_large'],
      [
        'a sheet without the required columns',
        csv(['名字', '城市'], [['a', 'b']]),
        'h.csv',
        'text/csv',
        400,
        'missing_columns',
      ],
      ['a sheet with only a header', csv(HOTEL_HEADERS, []), 'h.csv', 'text/csv', 400, 'empty_sheet'],
      ['an unclosed quote', `${HOTEL_HEADERS.join(',')}\n"abc,1`, 'h.csv', 'text/csv', 400, 'sheet_unreadable'],
    ]
    for (const [what, data, name, type, status, code] of cases) {
      const res = await send('hotels', 'preview', data, name, type)
      expect(res.statusCode, what).toBe(status)
      expect(res.json().error.code, what).toBe(code)
      expect(res.json().error.message, what).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect(deflateRawSync(Buffer.alloc(40 * MB)).length).toBeLessThan(100 * 1024)
  })

  it('refuses a sheet with more rows than one import may hold', async () => {
    const row = good('r').join(',')
    const text = `${HOTEL_HEADERS.join(',')}\n${Array.from({ length: 50_001 }, () => row).join('\n')}`
    const res = await send('hotels', 'preview', text, 'many.csv', 'text/csv')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'too_many_rows' })
  })

  it('serves a template per kind whose example row passes its own preview', async () => {
    for (const kind of ['hotels', 'brands', 'groups']) {
      const res = await app.inject({ url: `/api/v1/intel/import/${kind}/template`, headers: employee })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(XLSX_MIME)
      const preview = await send(kind, 'preview', res.rawPayload, 't.xlsx')
      expect(preview.statusCode, `${kind}: ${preview.body}`).toBe(200)
      expect(preview.json().data, kind).toMatchObject({ total: 1, valid: 1, issues: [] })
    }
    const unknown = await app.inject({ url: '/api/v1/intel/import/cities/template', headers: employee })
    expect(unknown.statusCode).toBe(400)
  })

  it('lets clients neither import nor export, and refuses anyone not signed in', async () => {
    const client = await loginAs(app, CLIENT)
    const data = await workbook(HOTEL_HEADERS, [good('客户不能导入')])
    for (const step of ['preview', 'commit'] as const) {
      expect((await send('hotels', step, data, 'h.xlsx', XLSX_MIME, client)).statusCode).toBe(403)
      expect((await send('hotels', step, data, 'h.xlsx', XLSX_MIME, {})).statusCode).toBe(401)
    }
    expect((await app.inject({ url: '/api/v1/hotels/export', headers: client })).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/v1/hotels/export' })).statusCode).toBe(401)
    expect((await app.inject({ url: '/api/v1/intel/import/hotels/template', headers: client })).statusCode).toBe(403)
  })

  it('exports exactly the filtered hotels in the list order, and refuses bad filters', async () => {
    const filter = 'status=open&positioning=upscale&province=浙江省&sort=-rooms'
    const list = await app.inject({ url: `/api/v1/hotels?${filter}&size=200`, headers: employee })
    const expected = list.json().data
    const res = await app.inject({ url: `/api/v1/hotels/export?${filter}`, headers: employee })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_MIME)
    expect(res.headers['x-total-count']).toBe(String(expected.total))
    const rows = await rowsOf(res.rawPayload)
    expect(rows[0]).toEqual([...HOTEL_HEADERS, '省份', '演示数据'])
    expect(rows).toHaveLength(expected.total + 1)
    expect(expected.total).toBeGreaterThan(0)
    expect(expected.total).toBeLessThanOrEqual(200)
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected.items.map((h: { name: string }) => h.name))
    expect(new Set(rows.slice(1).map((r) => `${r[7]}|${r[9]}`))).toEqual(new Set(['高端|已开业']))
    const bad = await app.inject({ url: '/api/v1/hotels/export?status=flying', headers: employee })
    expect(bad.statusCode).toBe(400)
  })

  it('imports monthly performance per hotel: every bad row named, nothing saved until all are good, then it feeds the viewer', async () => {
    const hotel = await dbh.db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select(['hotels.id', 'hotels.name', 'cities.name as city'])
      .where('hotels.status', '=', 'open')
      .orderBy('hotels.id')
      .executeTakeFirstOrThrow()
    const headers = ['酒店名称', '城市', '月份', '可售房晚', '已售房晚', '客房收入（元）']
    const good = [
      [hotel.name, hotel.city, '2026-08', 9300, 7000, 2100000],
      [hotel.name, hotel.city, '2026-09', 9000, 7200, 2232000],
    ]
    const bad = [
      ...good,
      ['没有这家酒店', hotel.city, '2026-09', 9000, 7000, 2000000],
      [hotel.name, hotel.city, '2026-13', 9000, 7000, 2000000],
      [hotel.name, hotel.city, '2026-07', 9000, 9500, 2000000],
      [hotel.name, hotel.city, '2026-06', 9000, 7000, 'abc'],
      [hotel.name, hotel.city, '2026-09', 9000, 7000, 2000000],
      [hotel.name, hotel.city, '2099-01', 9000, 7000, 2000000],
    ]
    const stored = () => rowCount(dbh.db, 'hotel_performance')
    // The demo seed already holds months of the owner's hotels (the asset review's comp-set figures).
    const seeded = await stored()
    const preview = await send('performance', 'preview', await workbook(headers, bad), 'months.xlsx')
    expect(preview.statusCode).toBe(200)
    const issues = preview.json().data.issues as { row: number; column: string; message: string }[]
    expect(issues).toEqual(
      expect.arrayContaining([
        { row: 4, column: '酒店名称', message: `${hotel.city}没有名为“没有这家酒店”的酒店（请先导入酒店）` },
        { row: 5, column: '月份', message: '月份格式不正确：2026-13（应如 2026-09）' },
        { row: 6, column: '已售房晚', message: '已售房晚 9500 大于可售房晚 9000' },
        { row: 7, column: '客房收入（元）', message: '客房收入应为 0 到 10,000,000,000 之间的整数，而不是“abc”' },
        { row: 8, column: '月份', message: '与第 3 行重复' },
      ]),
    )
    expect(issues.find((i) => i.row === 9)?.message).toMatch(/^月份 2099-01 不在 2000-01 到本月/)
    const refused = await send('performance', 'commit', await workbook(headers, bad), 'months.xlsx')
    expect(refused.statusCode).toBe(422)
    expect(await stored()).toBe(seeded)

    const saved = await send('performance', 'commit', await workbook(headers, good), 'months.xlsx')
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.created).toBe(2)
    expect(await stored()).toBe(seeded + 2)
    // Imported again with a correction: the month is replaced, not duplicated.
    const corrected = [[hotel.name, hotel.city, '2026-09', 9000, 7500, 2325000]]
    expect((await send('performance', 'commit', await workbook(headers, corrected), 'months.xlsx')).statusCode).toBe(
      200,
    )
    expect(await stored()).toBe(seeded + 2)

    const viewer = await app.inject({ url: `/api/v1/hotels/${hotel.id}/performance`, headers: employee })
    const subject = viewer.json().data.subject as { month: string; occupancy: number | null; adr: number | null }[]
    expect(subject.find((m) => m.month === '2026-09')).toMatchObject({ occupancy: (7500 / 9000) * 100, adr: 310 })
    expect(subject.find((m) => m.month === '2026-08')?.adr).toBe(300)
    // Only the imported months: the generated ones no longer stand in for this hotel.
    expect(subject.filter((m) => m.occupancy !== null)).toHaveLength(2)
  })
})

/** GBK bytes of a text: Node cannot encode GBK, so map each character through a decode table of the GBK range. */
function encodeGbk(text: string) {
  const table = new Map<string, number[]>()
  const decoder = new TextDecoder('gbk')
  for (let hi = 0x81; hi <= 0xfe; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue
      const ch = decoder.decode(Uint8Array.from([hi, lo]))
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo])
    }
  }
  const bytes: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else bytes.push(...(table.get(ch) ?? [0x3f]))
  }
  return Buffer.from(bytes)
}
