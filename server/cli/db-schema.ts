/**
 * npm run db:schema
 * Writes docs/schema.md: the schema the migrations build, read back from a fresh SQLite database in memory.
 * Run it after adding a migration; server/db/schema-outline.test.ts checks the file on SQLite and PostgreSQL.
 */
import { writeFile } from 'node:fs/promises'
import { openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { schemaDocPath, schemaOutline } from '../db/schema-outline.ts'
import { runCommand } from './run.ts'

async function main() {
  const dbh = openDb({ sqliteFile: ':memory:' })
  try {
    await migrateToLatest(dbh.db)
    await writeFile(schemaDocPath, await schemaOutline(dbh))
    console.log(`Wrote ${schemaDocPath}.`)
  } finally {
    await dbh.close()
  }
}

runCommand('db:schema', main, [])
