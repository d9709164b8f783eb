import { DEFAULT_MIGRATION_TABLE, type Kysely, type Migration, Migrator } from 'kysely'
import { migrations } from './migrations/all.ts'

/** Kysely's words when the database has run a migration that the list given to it lacks. */
const MISSING = /previously executed migration .+ is missing/

/**
 * Runs pending migrations. `schema` (PostgreSQL) keeps Kysely's bookkeeping tables beside the app's tables.
 * A database that a newer release has migrated is not an error: its migrations stand in as already applied, so
 * an old process still starts during a rolling upgrade, and `onNewer` hears their names. Expand-only migrations
 * leave a schema the old build works on (ADR 016).
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string, onNewer?: (names: string[]) => void) {
  let newer: string[] = []
  // A newer process may apply one more migration between reading the list and running: try again, a few times.
  for (let attempt = 0; ; attempt++) {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...migrations, ...appliedElsewhere(newer) }) },
      migrationTableSchema: schema,
      // Each feature owns a number range, so a new migration may sort before ones a database already ran.
      allowUnorderedMigrations: true,
    })
    const { error, results } = await migrator.migrateToLatest()
    if (error instanceof Error && MISSING.test(error.message) && attempt < 3) {
      newer = await unknownApplied(db, schema)
      continue
    }
    const failed = results?.find((r) => r.status === 'Error')
    if (error || failed) {
      const cause = error instanceof Error ? error.message : String(error ?? '')
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`)
    }
    if (newer.length > 0) onNewer?.(newer)
    return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
  }
}

/** Applied migrations missing from this build's list. */
async function unknownApplied(db: Kysely<any>, schema?: string) {
  const rows = await (schema ? db.withSchema(schema) : db).selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute()
  return rows.map((r) => String(r.name)).filter((name) => !(name in migrations))
}

/** Stand-ins for migrations already applied by another release: recorded as done, so Kysely never runs them. */
function appliedElsewhere(names: string[]): Record<string, Migration> {
  const up = async () => {
    throw new Error('a migration of another release cannot run here')
  }
  return Object.fromEntries(names.map((name) => [name, { up }]))
}
