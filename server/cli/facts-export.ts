/**
 * npm run facts:export
 * Writes the research desk's live figures (the values approved proposals set) back into the repository's files:
 * server/modules/intel/facts/*.json and common/benchmarks/data/*.json, on the configured database (DATABASE_URL,
 * else SQLite in DATA_DIR). Review the result with git diff; commit it to make the files match the database.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import development from '#common/benchmarks/data/development.json' with { type: 'json' }
import fees from '#common/benchmarks/data/fees.json' with { type: 'json' }
import finance from '#common/benchmarks/data/finance.json' with { type: 'json' }
import operations from '#common/benchmarks/data/operations.json' with { type: 'json' }
import tax from '#common/benchmarks/data/tax.json' with { type: 'json' }
import { ConfigError, loadConfig } from '../config.ts'
import { openDb, sqliteFileIn } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { exportFigures } from '../modules/data-desk/export-files.ts'
import { parseFigure } from '../modules/data-desk/live.ts'
import { factFiles } from '../modules/intel/facts/files.ts'
import { runCommand } from './run.ts'

const root = resolve(import.meta.dirname, '../..')

async function main() {
  const config = loadConfig()
  const dbh = openDb({ url: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.dataDir), poolMax: 2 })
  try {
    await migrateToLatest(dbh.db)
    const rows = await dbh.db.selectFrom('desk_figures').selectAll().where('proposal_id', 'is not', null).execute()
    const { facts, benchmarks } = exportFigures(
      factFiles,
      { development, fees, finance, operations, tax },
      rows.map(parseFigure),
    )
    const written = [
      ...Object.entries(facts).map(([name, json]) => [join(root, 'server/modules/intel/facts', name), json] as const),
      ...Object.entries(benchmarks).map(
        ([area, json]) => [join(root, 'common/benchmarks/data', `${area}.json`), json] as const,
      ),
    ]
    for (const [path, json] of written) writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`)
    // The files are kept in the formatter's layout, so the diff shows only the changed figures.
    if (written.length > 0)
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'format', '--write', ...written.map(([p]) => p)],
        {
          stdio: 'inherit',
        },
      )
    console.log(`${rows.length} approved figure(s) on ${dbh.kind}; ${written.length} file(s) written:`)
    for (const [path] of written) console.log(`  ${path.slice(root.length + 1)}`)
  } finally {
    await dbh.close()
  }
}

runCommand('facts:export', main, [ConfigError])
