// `npm run db:backup -- <target file>`: an online, consistent copy of the SQLite database while the app runs.
import { join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { loadConfig } from '../config.ts'

const target = process.argv[2]
if (!target) {
  console.error('Usage: npm run db:backup -- <target file>, e.g. backups/portal-2026-11-22.sqlite')
  process.exit(2)
}
const config = loadConfig()
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deployment.md).')
  process.exit(2)
}
const source = new SQLite(join(config.dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true })
const started = Date.now()
await source.backup(resolve(target))
const check = new SQLite(resolve(target), { readonly: true })
const integrity = check.pragma('integrity_check', { simple: true })
check.close()
source.close()
if (integrity !== 'ok') {
  console.error(`Backup written but its integrity check failed: ${integrity}`)
  process.exit(1)
}
console.log(
  `Backup of ${config.dataDir}/portal.sqlite written to ${resolve(target)} in ${Date.now() - started} ms (integrity ok)`,
)
