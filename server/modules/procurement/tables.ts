import type { ProcurementCategory, RequestAction, RequestStatus } from '#common/procurement'
import type { Id, IsoTime } from '#server/db/columns'

/**
 * Money is integer cents (bigint in PostgreSQL, which node-postgres returns as a string: read it with
 * Number()). Lists (categories, contacts, qualifications) are JSON text.
 */
type Cents = number | string

export interface ProcurementSuppliersTable {
  id: Id
  name: string
  /** JSON array of ProcurementCategory. */
  categories: string
  city: string
  /** JSON array of {name, title, phone, email}. */
  contacts: string
  /** JSON array of {name, number, valid_until}. */
  qualifications: string
  description: string
  created_at: IsoTime
  updated_at: IsoTime
}

export interface ProcurementProductsTable {
  id: Id
  supplier_id: Id
  category: ProcurementCategory
  name: string
  spec: string
  brand: string
  unit: string
  unit_price_cents: Cents
  created_at: IsoTime
}

export interface ProcurementRequestsTable {
  id: Id
  project_id: Id
  title: string
  status: RequestStatus
  total_cents: Cents
  needed_by: string | null
  created_by: Id
  idempotency_key: string | null
  request_hash: string | null
  created_at: IsoTime
  updated_at: IsoTime
}

export interface ProcurementRequestItemsTable {
  id: Id
  request_id: Id
  product_id: Id | null
  category: ProcurementCategory
  name: string
  spec: string
  unit: string
  quantity: number
  unit_price_cents: Cents
  sort: number
}

export interface ProcurementRequestEventsTable {
  id: Id
  request_id: Id
  /** 0 for the creation, then 1, 2, … in the order things happened. */
  seq: number
  /** `create` for the first row, `edit` when a draft's lines change, else a RequestAction. */
  action: RequestAction | 'create' | 'edit'
  from_status: RequestStatus | null
  to_status: RequestStatus
  actor_user_id: Id
  note: string
  at: IsoTime
}

export interface ProcurementBudgetsTable {
  project_id: Id
  category: ProcurementCategory
  amount_cents: Cents
  updated_by: Id | null
  updated_at: IsoTime
}

export interface ProcurementTables {
  procurement_suppliers: ProcurementSuppliersTable
  procurement_products: ProcurementProductsTable
  procurement_requests: ProcurementRequestsTable
  procurement_request_items: ProcurementRequestItemsTable
  procurement_request_events: ProcurementRequestEventsTable
  procurement_budgets: ProcurementBudgetsTable
}
