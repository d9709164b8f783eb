import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { postParts } from '../files/test-fixtures/corpus.ts'
import { XLSX_MIME } from './xlsx-write.ts'

const ADMIN = '13800000000'
const HEADERS = ['用户名', '手机号', '用户类型', '多重身份', '所属机构', '管理员']

async function sheet(rows: (string | number)[][], headers = HEADERS) {
  const workbook = new ExcelJS.Workbook()
  const ws = workbook.addWorksheet('用户')
  ws.addRow(headers)
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function readBack(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
  const ws = workbook.worksheets[0]
  const rows: string[][] = []
  ws?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
  return rows
}

describe('bulk import and export of users', async () => {
  const { app, dbh } = await createTestApp()
  const admin = await loginAs(app, ADMIN)
  const upload = (url: string, data: Buffer, filename = 'users.xlsx', type = XLSX_MIME) => {
    return postParts(app, `/api/v1/admin/users/import/${url}`, [{ filename, type, data }], admin)
  }
  const commit = (fileId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/import/commit',
      headers: admin,
      payload: { file_id: fileId },
    })
  const userCount = () => rowCount(dbh.db, 'users')
  /** The file id of a preview; a preview that was not answered 200 fails here with what the server said. */
  const previewedFile = async (data: Buffer) => {
    const res = await upload('preview', data)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.file_id as string
  }

  it('serves a template with the six columns and one example row that itself imports cleanly', async () => {
    const res = await app.inject({ url: '/api/v1/admin/users/import/template', headers: admin })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_MIME)
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户导入模板.xlsx'))
    const rows = await readBack(res.rawPayload)
    expect(rows[0]).toEqual(HEADERS)
    expect(rows).toHaveLength(2)
    const preview = await upload('preview', res.rawPayload, '模板.xlsx')
    expect(preview.statusCode).toBe(200)
    expect(preview.json().data).toMatchObject({ total: 1, valid: 1, issues: [] })
  })

  it('previews a good sheet and commits it: every user created, one audit row with the list', async () => {
    const before = await userCount()
    const data = await sheet([
      ['赵一', '13911110001', '合作伙伴', '项目客户', '云栖湖畔酒店投资有限公司', '否'],
      ['钱二', 13911110002, 'open_hotel', '业主、单体酒店', '', ''],
      ['孙三', '+86 139 1111 0003', '华美员工', 'employee', '', '是'],
    ])
    const preview = await upload('preview', data)
    expect(preview.statusCode).toBe(200)
    const result = preview.json().data
    expect(result).toMatchObject({ file_name: 'users.xlsx', total: 3, valid: 3, issues: [] })
    expect(result.rows[1]).toMatchObject({
      row: 3,
      phone: '13911110002',
      user_type: 'open_hotel',
      user_type_multi: ['owner', 'single_hotel'],
    })
    expect(await userCount()).toBe(before)

    const res = await commit(result.file_id)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.created).toBe(3)
    expect(await userCount()).toBe(before + 3)
    const sun = await dbh.db.selectFrom('users').selectAll().where('phone', '=', '13911110003').executeTakeFirst()
    expect(sun).toMatchObject({ username: '孙三', user_type: 'hm_employee', authorization: 'admin' })
    const audit = await dbh.db.selectFrom('audit_log').selectAll().where('action', '=', 'admin_users_import').execute()
    expect(audit).toHaveLength(1)
    const detail = JSON.parse(audit[0]?.detail ?? '{}')
    expect(detail).toMatchObject({ file_id: result.file_id, created: 3 })
    expect(detail.users[0]).toMatchObject({ username: '赵一', phone: '139****0001' })
  })

  it('lists every bad row with its row number, column and reason', async () => {
    const data = await sheet([
      ['好人', '13922220001', '合作伙伴', '', '', ''],
      ['', '13922220002', '合作伙伴', '', '', ''],
      ['坏号', '1234', '合作伙伴', '', '', ''],
      ['重复', '13922220001', '合作伙伴', '', '', ''],
      ['老号', '13800000001', '合作伙伴', '', '', ''],
      ['怪类', '13922220005', '游客', '', '', ''],
      ['怪机构', '13922220006', '集团', '', '不存在的集团', ''],
      ['怪身份', '13922220007', '集团', '董事长', '', '也许'],
    ])
    const res = await upload('preview', data)
    expect(res.statusCode).toBe(200)
    const { issues, total, valid } = res.json().data
    expect(total).toBe(8)
    expect(valid).toBe(1)
    expect(issues).toEqual([
      { row: 3, column: '用户名', message: '用户名不能为空' },
      { row: 4, column: '手机号', message: '手机号格式不正确：1234（应为 11 位中国大陆手机号）' },
      { row: 5, column: '手机号', message: '手机号与第 2 行重复' },
      { row: 6, column: '手机号', message: '该手机号已被使用（要更新已有用户，请选择“新增并更新”）' },
      { row: 7, column: '用户类型', message: expect.stringContaining('未知的用户类型：游客') },
      { row: 8, column: '所属机构', message: expect.stringContaining('机构不存在：不存在的集团') },
      { row: 9, column: '多重身份', message: '未知的多重身份：董事长' },
      { row: 9, column: '管理员', message: '管理员一列只能填“是”或“否”' },
    ])
  })

  it('refuses to commit a sheet with any bad row and creates nobody', async () => {
    const before = await userCount()
    const data = await sheet([
      ['甲', '13933330001', '合作伙伴', '', '', ''],
      ['乙', '13933330002', '合作伙伴', '', '', ''],
      ['丙', 'not-a-phone', '合作伙伴', '', '', ''],
    ])
    const fileId = await previewedFile(data)
    const res = await commit(fileId)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.code).toBe('import_has_errors')
    expect(res.json().error.message).toContain('未导入任何用户')
    expect(res.json().error.fields.row_4).toContain('手机号：手机号格式不正确')
    expect(await userCount()).toBe(before)
  })

  it('rolls the whole import back when a phone is taken between preview and commit', async () => {
    const data = await sheet([
      ['甲', '13944440001', '合作伙伴', '', '', ''],
      ['乙', '13944440002', '合作伙伴', '', '', ''],
    ])
    const fileId = await previewedFile(data)
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: admin,
      payload: { username: '抢先', phone: '13944440002', user_type: 'partner' },
    })
    expect(taken.statusCode).toBe(201)
    const res = await commit(fileId)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields.row_3).toBe('手机号：该手机号已被使用（要更新已有用户，请选择“新增并更新”）')
    const first = await dbh.db.selectFrom('users').select('id').where('phone', '=', '13944440001').executeTakeFirst()
    expect(first).toBeUndefined()
  })

  it('commits a re-uploaded file as well as a file id', async () => {
    const data = await sheet([['再传', '13955550001', '集团', '', '', '']])
    const res = await upload('commit', data)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.created).toBe(1)
  })

  it('refuses 2,001 rows with a clear message, and accepts 2,000', async () => {
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => [
        `用户${i}`,
        `${prefix}${String(i).padStart(4, '0')}`,
        '合作伙伴',
        '',
        '',
        '',
      ])
    const filesBefore = (await dbh.db.selectFrom('files').select('id').execute()).length
    const tooMany = await upload('preview', await sheet(rows(2001, '1396666')))
    expect(tooMany.statusCode).toBe(400)
    expect((await dbh.db.selectFrom('files').select('id').execute()).length).toBe(filesBefore)
    expect(tooMany.json().error).toMatchObject({ code: 'too_many_rows' })
    expect(tooMany.json().error.message).toContain('一次最多导入 2000 行')

    const before = await userCount()
    const preview = await upload('preview', await sheet(rows(2000, '1397777')))
    expect(preview.json().data).toMatchObject({ total: 2000, valid: 2000 })
    const res = await commit(preview.json().data.file_id)
    expect(res.statusCode).toBe(200)
    expect(await userCount()).toBe(before + 2000)
  })

  it('refuses a sheet without the required columns, an empty sheet and a file that is not xlsx', async () => {
    const missing = await upload('preview', await sheet([['a', 'b']], ['姓名', '电话']))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toContain('表头缺少列：用户名、手机号、用户类型')
    const empty = await upload('preview', await sheet([]))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('empty_sheet')
    const csv = await upload('preview', Buffer.from('用户名,手机号\n'), 'users.csv', 'text/csv')
    expect(csv.statusCode).toBe(415)
    const fake = await upload('preview', Buffer.from('<html>'), 'users.xlsx')
    expect(fake.statusCode).toBe(415)
  })

  it('refuses to commit an unknown or someone else’s file id', async () => {
    expect((await commit('0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9')).statusCode).toBe(404)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/import/commit',
      headers: admin,
      payload: { file_id: 'x' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('exports the users of the current filter to xlsx in the import layout', async () => {
    const res = await app.inject({ url: '/api/v1/admin/users/export?user_type=hm_employee', headers: admin })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_MIME)
    const rows = await readBack(res.rawPayload)
    expect(rows[0]).toEqual([...HEADERS, '状态', '创建时间'])
    const phones = rows.slice(1).map((r) => r[1])
    expect(phones).toEqual(expect.arrayContaining(['13800000000', '13800000001', '13800000015']))
    expect(rows.slice(1).every((r) => r[2] === '公司员工')).toBe(true)
  })

  it('re-imports its own export in update mode: nothing changes until a cell does, then exactly that user', async () => {
    const exported = await app.inject({ url: '/api/v1/admin/users/export?user_type=hm_employee', headers: admin })
    const rows = (await readBack(exported.rawPayload)).slice(1).map((r) => r.slice(0, 6))
    const asCreate = await upload('preview', await sheet(rows))
    expect(asCreate.json().data.issues.length).toBe(rows.length)
    const same = await upload('preview?mode=update', await sheet(rows))
    expect(same.statusCode).toBe(200)
    expect(same.json().data).toMatchObject({ mode: 'update', issues: [], valid: rows.length })
    expect(same.json().data.rows.every((r: { action: string }) => r.action === 'unchanged')).toBe(true)

    const edited = rows.map((r) => (r[1] === '13800000001' ? ['陈思远（更新）', ...r.slice(1)] : r))
    const preview = await upload('preview?mode=update', await sheet(edited))
    const changed = preview.json().data.rows.filter((r: { action: string }) => r.action === 'update')
    expect(changed).toEqual([expect.objectContaining({ phone: '13800000001', changes: ['用户名'] })])
    const before = await userCount()
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/import/commit?mode=update',
      headers: admin,
      payload: { file_id: preview.json().data.file_id },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, unchanged: rows.length - 1 })
    expect(await userCount()).toBe(before)
    const user = await dbh.db
      .selectFrom('users')
      .select('username')
      .where('phone', '=', '13800000001')
      .executeTakeFirst()
    expect(user?.username).toBe('陈思远（更新）')
    const bad = await upload('preview?mode=replace', await sheet(rows))
    expect(bad.statusCode).toBe(400)
  })
})
