import { Typography } from 'antd'
import type { AuditEntry } from '#common/admin-schemas'

const fieldLabels: Record<string, string> = {
  username: '用户名',
  phone: '手机号',
  user_type: '用户类型',
  user_type_multi: '多重身份',
  organization_id: '机构',
  admin: '管理员',
  status: '状态',
  name: '名称',
  kind: '类型',
  logo: 'Logo',
}

const show = (value: unknown) =>
  value === null || value === undefined ? '空' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** Before → after for changes; the remaining detail (reason, counts) as plain text. */
export function AuditDetail({ entry }: { entry: AuditEntry }) {
  const { before, after, ...rest } = entry.detail as {
    before?: Record<string, unknown> | null
    after?: Record<string, unknown> | null
  }
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const changed = keys.filter((k) => show(before?.[k]) !== show(after?.[k]))
  const extra = Object.entries(rest).filter(([k]) => k !== 'users')
  return (
    <div style={{ fontSize: 12, lineHeight: 1.6 }}>
      {changed.map((k) => (
        <div key={k}>
          {fieldLabels[k] ?? k}：{before ? <Typography.Text delete>{show(before[k])}</Typography.Text> : null}
          {before ? ' → ' : ''}
          {show(after?.[k])}
        </div>
      ))}
      {extra.length > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {extra.map(([k, v]) => `${k}: ${show(v)}`).join('；')}
        </Typography.Text>
      ) : null}
    </div>
  )
}
