import type { AssetReviewTables } from '../modules/asset/review-tables.ts'
import type { AssetTables } from '../modules/asset/tables.ts'
import type { AuthTables } from '../modules/auth/tables.ts'
import type { DataDeskTables } from '../modules/data-desk/tables.ts'
import type { DesignTables } from '../modules/design/tables.ts'
import type { FileTables } from '../modules/files/tables.ts'
import type { IntelTables } from '../modules/intel/tables.ts'
import type { PortalTables } from '../modules/portals/tables.ts'
import type { PrivacyTables } from '../modules/privacy/tables.ts'
import type { ProcurementTables } from '../modules/procurement/tables.ts'
import type { ProjectTables } from '../modules/projects/tables.ts'
import type { ReportTables } from '../modules/reports/tables.ts'
import type { StudyTables } from '../modules/studies/tables.ts'
import type { ContentTables } from '../modules/topics/tables.ts'

/** Table types for Kysely: every module's tables, with the conventions of their columns in columns.ts. */
export interface Database
  extends AssetTables,
    AssetReviewTables,
    AuthTables,
    DataDeskTables,
    DesignTables,
    FileTables,
    ContentTables,
    IntelTables,
    ProjectTables,
    ReportTables,
    PortalTables,
    PrivacyTables,
    ProcurementTables,
    StudyTables {
  app_meta: AppMetaTable
  idempotency_keys: IdempotencyKeysTable
}

/** One keyed creating call (write-once.ts): what it was asked (a hash) and what it created. */
export interface IdempotencyKeysTable {
  user_id: string
  route: string
  key: string
  request_hash: string
  result: string
  created_at: string
}

export interface AppMetaTable {
  key: string
  value: string
  updated_at: string
}

// Kept here as well for tables.ts files written before columns.ts; new ones import columns.ts.
export type { Flag, Generated, Id, IsoTime } from './columns.ts'
