/**
 * npm run admin:create -- --phone 13900000000 --name 张三
 * Creates (or promotes) an administrator on the configured database (DATABASE_URL, else SQLite in DATA_DIR).
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { openDb, sqliteFileIn } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { AdminInputError, createOrPromoteAdmin } from '../modules/auth/admin.ts'
import { maskPhone } from '../modules/auth/phone.ts'
import { runCommand } from './run.ts'

const USAGE = 'usage: npm run admin:create -- --phone 13900000000 --name 张三'

async function main() {
  let values: { phone?: string; name?: string }
  try {
    values = parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } }, strict: true }).values
  } catch (error) {
    throw new AdminInputError(`${error instanceof Error ? error.message : error}\n${USAGE}`)
  }
  if (!values.phone || !values.name) throw new AdminInputError(`--phone and --name are required\n${USAGE}`)
  const config = loadConfig()
  const dbh = openDb({ url: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.dataDir), poolMax: 2 })
  try {
    await migrateToLatest(dbh.db)
    const result = await createOrPromoteAdmin(dbh.db, values)
    const verb = result.action === 'created' ? 'Created' : 'Promoted'
    console.log(`${verb} administrator ${maskPhone(result.phone)} on ${dbh.kind}; they can now log in by SMS.`)
  } finally {
    await dbh.close()
  }
}

runCommand('admin:create', main, [AdminInputError, ConfigError])
