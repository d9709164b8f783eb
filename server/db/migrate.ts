import { type Kysely, Migrator } from 'kysely'
import { migrations } from './migrations/all.ts'

/** Runs pending migrations. `schema` (PostgreSQL) keeps Kysely's bookkeeping tables beside the app's tables. */
export async function migrateToLatest(db: Kysely<any>, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // Each feature owns a number range, so a new migration may sort before ones a database already ran.
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`)
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
}
