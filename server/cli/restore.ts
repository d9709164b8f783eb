/**
 * npm run restore -- <folder> [--force] [--other-deployment]
 * Restores a backup of `npm run backup` into the configured DATA_DIR or DATABASE_URL, with the product stopped.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError } from '../backup/manifest.ts'
import { restore } from '../backup/restore.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { runCommand } from './run.ts'

const USAGE = 'usage: npm run restore -- <backup folder> [--force] [--other-deployment]'

async function main() {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse()
  } catch (error) {
    throw new BackupError(`${error instanceof Error ? error.message : error}\n${USAGE}`)
  }
  const dir = parsed.positionals[0]
  if (!dir || parsed.positionals.length > 1) throw new BackupError(USAGE)
  const options = { force: parsed.values.force, otherDeployment: parsed.values['other-deployment'] }
  const manifest = await restore(loadConfig(), resolve(dir), options, (line) => console.log(line))
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration ${manifest.migrationLevel}, ${manifest.fileCount} file(s)). Start the product: it runs any newer migrations.`,
  )
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    strict: true,
    options: { force: { type: 'boolean', default: false }, 'other-deployment': { type: 'boolean', default: false } },
  })
}

runCommand('restore', main, [BackupError, ConfigError], 2)
