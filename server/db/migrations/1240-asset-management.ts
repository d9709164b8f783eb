import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * Asset management (issue 35): monthly P&L and budget per hotel (lines as JSON text, ADR 005), the earlier versions a
 * re-import replaced, the management agreement per hotel and the owner's alert thresholds.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('asset_pnl_months')
    .addColumn('hotel_id', 'text', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .$call(requiredText('kind', 'month', 'lines'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'text')
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('asset_pnl_months_pk', ['hotel_id', 'kind', 'month'])
    .execute()
  await db.schema
    .createTable('asset_pnl_versions')
    .addColumn('hotel_id', 'text', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .$call(requiredText('kind', 'month'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .$call(requiredText('lines', 'file_name'))
    .addColumn('imported_by', 'text')
    .$call(requiredText('imported_at', 'replaced_at'))
    .addPrimaryKeyConstraint('asset_pnl_versions_pk', ['hotel_id', 'kind', 'month', 'version'])
    .execute()
  await db.schema
    .createTable('asset_agreements')
    .addColumn('hotel_id', 'text', (c) => c.primaryKey().references('hotels.id').onDelete('cascade'))
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('asset_alert_settings')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .$call(requiredText('thresholds', 'updated_at'))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('asset_alert_settings').execute()
  await db.schema.dropTable('asset_agreements').execute()
  await db.schema.dropTable('asset_pnl_versions').execute()
  await db.schema.dropTable('asset_pnl_months').execute()
}
