import { describe, expect, it } from 'vitest'
import { validateImportRows } from './import-rows.ts'
import { cellText } from './xlsx-read.ts'

describe('import rows', () => {
  const existing = {
    id: 'u-1',
    username: '周立明',
    user_type: 'hm_employee',
    user_type_multi: ['employee'],
    organization_id: 'org-1',
    admin: true,
  }
  const context = {
    usersByPhone: new Map([['13800000000', existing]]),
    organizationsByName: new Map([['锦程酒店管理集团', { id: 'org-1', name: '锦程酒店管理集团' }]]),
  }

  it('normalizes labels, separators, organization names in any case and the admin column', () => {
    const { issues, users } = validateImportRows(
      [
        {
          row: 2,
          cells: {
            username: ' 王五 ',
            phone: '0086 139-0000-0001',
            user_type: '集团',
            user_type_multi: '酒店管理集团，owner; 业主',
            organization: ' 锦程酒店管理集团 ',
            admin: 'Y',
          },
        },
      ],
      context,
    )
    expect(issues).toEqual([])
    expect(users[0]).toEqual({
      row: 2,
      username: '王五',
      phone: '13900000001',
      user_type: 'group',
      user_type_multi: ['management_group', 'owner'],
      organization_id: 'org-1',
      organization_name: '锦程酒店管理集团',
      admin: true,
      action: 'create',
      user_id: null,
      changes: [],
    })
  })

  it('in update mode matches registered phones: what changes, what stays, and never drops the importer’s own admin', () => {
    const row = (cells: Record<string, string>) => ({
      row: 2,
      cells: {
        username: '周立明',
        phone: '138 0000 0000',
        user_type: '公司员工',
        organization: '锦程酒店管理集团',
        admin: '是',
        user_type_multi: '员工',
        ...cells,
      },
    })
    const same = validateImportRows([row({})], context, 'update')
    expect(same.issues).toEqual([])
    expect(same.users[0]).toMatchObject({ action: 'unchanged', user_id: 'u-1', changes: [] })
    const renamed = validateImportRows(
      [row({ username: '周立民', user_type: '华美员工', user_type_multi: '员工、管理层' })],
      context,
      'update',
    )
    expect(renamed.users[0]).toMatchObject({ action: 'update', changes: ['用户名', '多重身份'] })
    const created = validateImportRows([row({ phone: '13900000009' })], context, 'update')
    expect(created.users[0]).toMatchObject({ action: 'create', user_id: null })
    const demoted = validateImportRows([row({ admin: '否' })], { ...context, actorId: 'u-1' }, 'update')
    expect(demoted.issues).toEqual([{ row: 2, column: '管理员', message: '不能通过导入取消自己的管理员权限' }])
    const inCreateMode = validateImportRows([row({})], context)
    expect(inCreateMode.issues[0]?.message).toContain('该手机号已被使用')
  })

  it('reports every problem of a row, each on its own column', () => {
    const { issues } = validateImportRows(
      [{ row: 7, cells: { username: '', phone: '', user_type: '', admin: '不' } }],
      context,
    )
    expect(issues.map((i) => i.column)).toEqual(['用户名', '手机号', '用户类型', '管理员'])
    expect(issues.every((i) => i.row === 7)).toBe(true)
  })

  it('reads cells the way Excel shows them', () => {
    expect(cellText(13800000000)).toBe('13800000000')
    expect(cellText({ richText: [{ text: '张' }, { text: '三' }] })).toBe('张三')
    expect(cellText({ formula: 'A1', result: '合作伙伴' })).toBe('合作伙伴')
    expect(cellText({ text: '链接', hyperlink: 'http://x' })).toBe('链接')
    expect(cellText(null)).toBe('')
    expect(cellText(true)).toBe('是')
  })
})
