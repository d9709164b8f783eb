import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { BackupError } from './manifest.ts'

const PG_ROOT = '/usr/lib/postgresql'

/** pg_dump or pg_restore: from PG_BIN, else PATH, else the newest Debian install. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync(PG_ROOT)
      ? readdirSync(PG_ROOT)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(PG_ROOT, version, 'bin'))
      : []),
  ]
  for (const dir of dirs) if (dir && existsSync(join(dir, name))) return join(dir, name)
  throw new BackupError(`${name} was not found (PATH, PG_BIN or ${PG_ROOT}): install postgresql-client.`)
}

/**
 * Runs a PostgreSQL client tool on the database at `url`; its stderr becomes the error message. The password goes
 * in the environment, not on the command line other users can read.
 */
export function runPgTool(name: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  return new Promise((resolve, reject) =>
    execFile(
      pgTool(name),
      [...args, `--dbname=${parsed}`],
      { env, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new BackupError(`${name} failed: ${stderr.trim() || error.message}`)) : resolve(),
    ),
  )
}
