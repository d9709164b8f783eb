import type { Kysely } from 'kysely'

/**
 * A published version keeps its chapter view's generated blocks as they were published (JSON StudyDocument), so a
 * figure the research desk approves later changes neither its files nor its chapter view. Versions published
 * before this migration have none and are assembled with the figures in force, as before (ADR 045).
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('study_versions').addColumn('document', 'text').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('study_versions').dropColumn('document').execute()
}
