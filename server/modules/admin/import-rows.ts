import { normalizeOrgKind, normalizeUserType, type OrgKind, type UserType, userTypeLabels } from '#common/user-types'
import { normalizePhone } from '../auth/phone.ts'

/** The import sheet's columns, in template order. Headers are matched by name, so users may reorder them. */
export const importColumns = {
  username: '用户名',
  phone: '手机号',
  user_type: '用户类型',
  user_type_multi: '多重身份',
  organization: '所属机构',
  admin: '管理员',
} as const
export type ImportColumn = keyof typeof importColumns
export const importHeaders = Object.values(importColumns)
export const requiredColumns: ImportColumn[] = ['username', 'phone', 'user_type']

export const MAX_IMPORT_ROWS = 2000
export const USERNAME_MAX = 50

/** One data row as read from the sheet: cell texts by column, and its row number in the sheet (1 = header). */
export type RawRow = { row: number; cells: Partial<Record<ImportColumn, string>> }

export type ImportIssue = { row: number; column: string; message: string }

import type { ImportAction, ImportMode } from '#common/admin-schemas'

export type ImportUser = {
  row: number
  username: string
  phone: string
  user_type: UserType | null
  user_type_multi: OrgKind[]
  organization_id: string | null
  organization_name: string | null
  admin: boolean
  action: ImportAction
  /** The id of the user an update or unchanged row matched by phone. */
  user_id: string | null
  /** Column titles whose value an update changes. */
  changes: string[]
}

/** A registered user as the import compares them. */
export type ExistingUser = {
  id: string
  username: string
  user_type: string
  user_type_multi: string[]
  organization_id: string | null
  admin: boolean
}

export type ImportContext = {
  /** Users already registered, by normalized phone. */
  usersByPhone: Map<string, ExistingUser>
  /** Organizations by trimmed, lowercased name. */
  organizationsByName: Map<string, { id: string; name: string }>
  /** The administrator importing: an update may not take away their own administrator right. */
  actorId?: string
}

const yes = new Set(['是', 'y', 'yes', 'true', '1', '管理员'])
const no = new Set(['', '否', 'n', 'no', 'false', '0'])
const listSeparators = /[,，、;；/\s]+/

export const orgNameKey = (name: string) => name.trim().toLowerCase()

/**
 * Checks every row and returns each problem with its row, column and reason, plus the rows as they would be
 * saved. Pure: the caller supplies what the database knows (registered phones, organizations).
 */
export function validateImportRows(rows: RawRow[], context: ImportContext, mode: ImportMode = 'create') {
  const issues: ImportIssue[] = []
  const users: ImportUser[] = []
  const firstRowOfPhone = new Map<string, number>()
  for (const { row, cells } of rows) {
    const issue = (column: ImportColumn, message: string) =>
      issues.push({ row, column: importColumns[column], message })

    const username = (cells.username ?? '').trim()
    if (!username) issue('username', '用户名不能为空')
    else if (username.length > USERNAME_MAX) issue('username', `用户名不能超过 ${USERNAME_MAX} 个字符`)

    const rawPhone = (cells.phone ?? '').trim()
    const phone = normalizePhone(rawPhone)
    if (!rawPhone) issue('phone', '手机号不能为空')
    else if (!phone) issue('phone', `手机号格式不正确：${rawPhone}（应为 11 位中国大陆手机号）`)
    else if (firstRowOfPhone.has(phone)) issue('phone', `手机号与第 ${firstRowOfPhone.get(phone)} 行重复`)
    else if (mode === 'create' && context.usersByPhone.has(phone)) {
      issue('phone', '该手机号已被使用（要更新已有用户，请选择“新增并更新”）')
    }
    if (phone && !firstRowOfPhone.has(phone)) firstRowOfPhone.set(phone, row)
    const existing = mode === 'update' && phone ? context.usersByPhone.get(phone) : undefined

    const rawType = (cells.user_type ?? '').trim()
    const userType = rawType ? normalizeUserType(rawType) : undefined
    if (!rawType) issue('user_type', '用户类型不能为空')
    else if (!userType)
      issue('user_type', `未知的用户类型：${rawType}（可填：${Object.values(userTypeLabels).join('、')}）`)

    const multi: OrgKind[] = []
    for (const value of (cells.user_type_multi ?? '').split(listSeparators).filter(Boolean)) {
      const kind = normalizeOrgKind(value)
      if (!kind) issue('user_type_multi', `未知的多重身份：${value}`)
      else if (!multi.includes(kind)) multi.push(kind)
    }

    const orgName = (cells.organization ?? '').trim()
    const organization = orgName ? context.organizationsByName.get(orgNameKey(orgName)) : undefined
    if (orgName && !organization) issue('organization', `机构不存在：${orgName}（请先在“机构”页创建）`)

    const rawAdmin = (cells.admin ?? '').trim().toLowerCase()
    const admin = yes.has(rawAdmin)
    if (!admin && !no.has(rawAdmin)) issue('admin', '管理员一列只能填“是”或“否”')

    const changes = existing
      ? changedColumns(existing, { username, user_type: userType, multi, organization_id: organization?.id, admin })
      : []
    if (existing && existing.id === context.actorId && existing.admin && !admin) {
      issue('admin', '不能通过导入取消自己的管理员权限')
    }

    users.push({
      row,
      username,
      phone: phone ?? rawPhone,
      user_type: userType ?? null,
      user_type_multi: multi,
      organization_id: organization?.id ?? null,
      organization_name: organization?.name ?? (orgName || null),
      admin,
      action: existing ? (changes.length > 0 ? 'update' : 'unchanged') : 'create',
      user_id: existing?.id ?? null,
      changes,
    })
  }
  return { issues, users }
}

/** The columns where the sheet differs from the registered user (lists compare as sets). */
function changedColumns(
  existing: ExistingUser,
  row: {
    username: string
    user_type: UserType | undefined
    multi: OrgKind[]
    organization_id: string | undefined
    admin: boolean
  },
) {
  const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))
  const changed: ImportColumn[] = []
  if (row.username !== existing.username) changed.push('username')
  if (row.user_type && row.user_type !== normalizeUserType(existing.user_type)) changed.push('user_type')
  const before = existing.user_type_multi.map((k) => normalizeOrgKind(k) ?? k)
  if (!sameSet(row.multi, before)) changed.push('user_type_multi')
  if ((row.organization_id ?? null) !== existing.organization_id) changed.push('organization')
  if (row.admin !== existing.admin) changed.push('admin')
  return changed.map((c) => importColumns[c])
}
