import { type Migration, sql } from 'kysely'
import { migrations } from '../db/migrations/all.ts'

/**
 * The next release, for the rolling-upgrade test: this build plus one expand migration, as a release that adds a
 * column would ship. It is never part of the real migration list; only the test's database ever runs it.
 */
const drillMigrationName = '1229-upgrade-drill-task-note'

const drill: Migration = {
  async up(db) {
    // Give up instead of queueing every query on the table behind a lock the migration cannot get (ADR 016).
    await sql`set local lock_timeout = '3s'`.execute(db)
    await db.schema.alterTable('project_tasks').addColumn('drill_note', 'text').execute()
    await db.schema.createIndex('project_tasks_drill_note_idx').on('project_tasks').column('drill_note').execute()
  },
  async down(db) {
    await db.schema.dropIndex('project_tasks_drill_note_idx').execute()
    await db.schema.alterTable('project_tasks').dropColumn('drill_note').execute()
  },
}

migrations[drillMigrationName] = drill
await import('../main.ts')
