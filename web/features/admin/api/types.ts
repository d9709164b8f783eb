/** Shapes of the admin API answers (server/modules/admin/schemas.ts). */
export type AdminUser = {
  id: string
  username: string
  phone: string
  user_type: string
  user_type_multi: string[]
  organization_id: string | null
  organization_name: string | null
  organization_kind: string | null
  admin: boolean
  /** May propose and review the research desk's figures (数据维护). */
  researcher: boolean
  status: 'active' | 'disabled'
  created_at: string
  updated_at: string
}

export type Page<T> = { items: T[]; total: number; page: number; page_size: number }

export type UserFilter = {
  q?: string
  user_type?: string
  org_kind?: string
  organization_id?: string
  status?: 'active' | 'disabled'
  admin?: 'true' | 'false'
}

export type UserInput = {
  username: string
  phone: string
  user_type: string
  user_type_multi: string[]
  organization_id: string | null
  admin: boolean
  researcher?: boolean
}

export type UserSession = {
  id: string
  created_at: string
  last_used_at: string
  expires_at: string
  ip: string | null
  user_agent: string | null
  current: boolean
}

export type Organization = {
  id: string
  name: string
  kind: string
  logo: string | null
  created_at: string
  updated_at: string
  user_count: number
}
export type OrganizationOption = { id: string; name: string; kind: string }
export type OrganizationInput = { name: string; kind: string; logo?: string | null }

export type AuditEntry = {
  id: string
  at: string
  action: string
  actor_user_id: string | null
  actor_name: string | null
  phone_masked: string | null
  ip: string | null
  detail: Record<string, unknown>
}
export type AuditFilter = { user_id?: string; action?: string; from?: string; to?: string }

export type ImportIssue = { row: number; column: string; message: string }
export type ImportRow = {
  row: number
  username: string
  phone: string
  user_type: string | null
  user_type_multi: string[]
  organization_id: string | null
  organization_name: string | null
  admin: boolean
  /** What committing does with the row; update mode matches registered users by phone. */
  action: 'create' | 'update' | 'unchanged'
  /** Column titles an update changes. */
  changes: string[]
}
/** create: only new users (a registered phone is an error); update: new users, and registered ones updated. */
export type ImportMode = 'create' | 'update'
export type ImportPreview = {
  file_id: string
  file_name: string
  mode: ImportMode
  total: number
  valid: number
  issues: ImportIssue[]
  rows: ImportRow[]
}
