import { Button, Empty, Result, Skeleton, Tag } from 'antd'
import type { ReactNode } from 'react'
import {
  type BudgetStatus,
  budgetStatusLabels,
  type ProcurementCategory,
  procurementCategories,
  procurementCategoryLabels,
  type RequestStatus,
  requestStatusLabels,
} from '../../../../common/procurement.ts'

const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 })
/** ¥1,234.50 */
export const money = (value: number) => yuan.format(value)

// Explicit colours: the theme's primary is red, which must not read as "rejected" or "over budget".
const statusColors: Record<RequestStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  approved: 'cyan',
  rejected: 'error',
  ordered: 'purple',
  received: 'success',
}

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  return <Tag color={statusColors[status]}>{requestStatusLabels[status] ?? status}</Tag>
}

export const budgetColors: Record<BudgetStatus, string> = { green: '#52c41a', yellow: '#faad14', red: '#ff4d4f' }

export function BudgetStatusTag({ status }: { status: BudgetStatus }) {
  const color = status === 'green' ? 'success' : status === 'yellow' ? 'warning' : 'error'
  return (
    <Tag color={color} data-budget-status={status}>
      {budgetStatusLabels[status]}
    </Tag>
  )
}

export const categoryOptions = procurementCategories.map((c) => ({ value: c, label: procurementCategoryLabels[c] }))

export function CategoryTag({ category }: { category: ProcurementCategory }) {
  return <Tag>{procurementCategoryLabels[category] ?? category}</Tag>
}

/** 2026-11-22T03:05:00Z → 2026-11-22 11:05 in the reader's own time zone. */
export function formatTime(iso: string) {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

type QueryLike = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }

/** Loading, error (with retry) and empty states, the same on every procurement screen. */
export function QueryState(props: { query: QueryLike; empty?: boolean; emptyText?: ReactNode; children: ReactNode }) {
  const { query, empty, emptyText, children } = props
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle={query.error?.message ?? '请稍后重试'}
        extra={
          <Button onClick={() => query.refetch()} type="primary">
            重试
          </Button>
        }
      />
    )
  }
  if (empty) return <Empty description={emptyText ?? '暂无数据'} />
  return <>{children}</>
}
