import type { Id, IsoTime } from '#server/db/columns'

/** Asset management tables (migration 1240). */
export interface AssetTables {
  asset_pnl_months: AssetPnlMonthsTable
  asset_pnl_versions: AssetPnlVersionsTable
  asset_agreements: AssetAgreementsTable
  asset_alert_settings: AssetAlertSettingsTable
}

export type PnlKind = 'actual' | 'budget'

export interface AssetPnlMonthsTable {
  hotel_id: Id
  kind: PnlKind
  month: string
  /** JSON of `Pnl` (common/asset/usali.ts). */
  lines: string
  version: number
  file_name: string
  imported_by: Id | null
  imported_at: IsoTime
  is_demo: number
}

export interface AssetPnlVersionsTable {
  hotel_id: Id
  kind: PnlKind
  month: string
  version: number
  lines: string
  file_name: string
  imported_by: Id | null
  imported_at: IsoTime
  replaced_at: IsoTime
}

export interface AssetAgreementsTable {
  hotel_id: Id
  /** JSON of `AgreementTerms` (common/asset/fees.ts). */
  terms: string
  updated_by: Id | null
  updated_at: IsoTime
  is_demo: number
}

export interface AssetAlertSettingsTable {
  organization_id: Id
  /** JSON of `AlertThresholds` (common/asset/schemas.ts). */
  thresholds: string
  updated_at: IsoTime
}
