import { Tag } from 'antd'
import {
  type BudgetStatus,
  budgetStatusLabels,
  type ProcurementCategory,
  procurementCategories,
  procurementCategoryLabels,
  type RequestStatus,
  requestStatusLabels,
} from '#common/procurement'

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
