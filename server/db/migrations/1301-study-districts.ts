import type { Kysely } from 'kysely'

/**
 * A study's market area may be a list of districts of the site's city instead of the radius (ADR 132): a JSON array
 * of district names, null for the radius. Existing studies keep their radius.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('studies').addColumn('districts', 'text').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('studies').dropColumn('districts').execute()
}
