import type { OrgKind } from '#common/user-types'
import type { Id, IsoTime } from '#server/db/columns'

/** Organizations: the firm itself ('firm') or a client of one of the user_type_multi kinds. */
export type OrganizationKind = OrgKind | 'firm'

export interface OrganizationsTable {
  id: Id
  name: string
  kind: OrganizationKind
  logo: string | null
  created_at: IsoTime
  updated_at: IsoTime
}

export type UserStatus = 'active' | 'disabled'

export interface UsersTable {
  id: Id
  username: string
  /** Normalized: 11 digits, no prefix. */
  phone: string
  user_type: string
  /** JSON text: string[] of OrgKind values. */
  user_type_multi: string
  organization_id: Id | null
  /** 'researcher': keeps the research desk's figures (ADR 045). */
  authorization: 'admin' | 'researcher' | null
  avatar: string | null
  status: UserStatus
  created_at: IsoTime
  updated_at: IsoTime
}

export interface SessionsTable {
  /** Also the access token's `jti`. */
  id: Id
  user_id: Id
  /** SHA-256 of the refresh token; the token itself is never stored. */
  refresh_hash: string
  /** All sessions created by rotating one login share the family; reuse of an old token revokes the family. */
  family_id: Id
  created_at: IsoTime
  last_used_at: IsoTime
  expires_at: IsoTime
  revoked_at: IsoTime | null
  revoked_reason: string | null
  ip: string | null
  user_agent: string | null
}

export interface LoginCodesTable {
  phone: string
  /** HMAC-SHA256 keyed with a server secret; the code itself is never stored. */
  code_hash: string
  expires_at: IsoTime
  attempts: number
  used_at: IsoTime | null
  created_at: IsoTime
}

export interface RateLimitsTable {
  key: string
  count: number
  /** Epoch milliseconds when the window ends (bigint: PostgreSQL returns it as a string). */
  reset_at: number | string
}

export interface AuditLogTable {
  id: Id
  at: IsoTime
  action: string
  actor_user_id: Id | null
  phone_masked: string | null
  ip: string | null
  /** JSON text. */
  detail: string
}

export interface AuthTables {
  organizations: OrganizationsTable
  users: UsersTable
  sessions: SessionsTable
  login_codes: LoginCodesTable
  rate_limits: RateLimitsTable
  audit_log: AuditLogTable
}
