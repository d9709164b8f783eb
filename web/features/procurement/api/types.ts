import type { BudgetStatus, ProcurementCategory, RequestAction, RequestStatus } from '../../../../common/procurement.ts'

export type Supplier = {
  id: string
  name: string
  categories: ProcurementCategory[]
  city: string
  contacts: { name: string; title: string; phone: string; email: string }[]
  qualifications: { name: string; number: string; valid_until: string }[]
  description: string
  product_count: number
}

export type Product = {
  id: string
  supplier_id: string
  supplier_name: string
  category: ProcurementCategory
  name: string
  spec: string
  brand: string
  unit: string
  unit_price: number
}

export type ProductFilters = { q?: string; category?: ProcurementCategory; min_price?: number; max_price?: number }

export type ProcurementProject = {
  id: string
  organization_id: string
  name: string
  organization_name: string
  location: string
  my_role: string | null
}

export type PurchaseRequest = {
  id: string
  project_id: string
  title: string
  status: RequestStatus
  total: number
  item_count: number
  needed_by: string | null
  created_by_name: string
  created_at: string
  updated_at: string
}

export type RequestItem = {
  id: string
  product_id: string | null
  category: ProcurementCategory
  name: string
  spec: string
  unit: string
  quantity: number
  unit_price: number
  amount: number
}

export type RequestEvent = {
  id: string
  action: RequestAction | 'create' | 'edit'
  from_status: RequestStatus | null
  to_status: RequestStatus
  actor_name: string
  note: string
  at: string
}

export type RequestDetail = {
  request: PurchaseRequest
  project: ProcurementProject
  items: RequestItem[]
  events: RequestEvent[]
  actions: RequestAction[]
  /** A draft the client may still change or delete. */
  can_edit: boolean
}

export type NewLine = {
  product_id: string | null
  category?: ProcurementCategory
  name?: string
  spec?: string
  unit?: string
  quantity: number
  unit_price?: number
}

export type NewRequest = { title: string; needed_by: string | null; items: NewLine[] }

export type BudgetLine = {
  category: ProcurementCategory
  budget: number
  committed: number
  spent: number
  remaining: number
  used_share: number | null
  status: BudgetStatus
}

export type Budget = {
  project: ProcurementProject
  lines: BudgetLine[]
  total: Omit<BudgetLine, 'category'>
  can_edit: boolean
}
