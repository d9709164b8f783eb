/**
 * npm run backup -- <folder>
 * A consistent backup of the configured database (DATABASE_URL, else SQLite in DATA_DIR) and of the stored files,
 * with a manifest, while the product keeps serving (docs/deployment.md).
 */
import { resolve } from 'node:path'
import { backup } from '../backup/backup.ts'
import { BackupError } from '../backup/manifest.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { runCommand } from './run.ts'

const USAGE = 'usage: npm run backup -- <new folder>, e.g. npm run backup -- backups/2026-11-29'

async function main() {
  const [dir, ...rest] = process.argv.slice(2)
  if (!dir || dir.startsWith('-') || rest.length > 0) throw new BackupError(USAGE)
  const manifest = await backup(loadConfig(), resolve(dir), (line) => console.log(line))
  console.log(
    `Backup written to ${resolve(dir)}: ${manifest.database}, migration ${manifest.migrationLevel}, ${manifest.fileCount} file(s), ${manifest.durationMs} ms`,
  )
}

runCommand('backup', main, [BackupError, ConfigError], 2)
