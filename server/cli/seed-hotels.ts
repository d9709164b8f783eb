import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../config.ts'
import { openDb, sqliteFileIn } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { defaultDemoHotelCount, seedDemoHotels, seedReferenceData } from '../modules/intel/seed.ts'

/**
 * `npm run seed:hotels -- --count 100000`: tops the demo hotels up to that count (groups, brands and cities
 * first), on SQLite or on DATABASE_URL's PostgreSQL. Running it again with the same count does nothing.
 */
async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: String(defaultDemoHotelCount) } } })
  const count = Number(values.count)
  if (!Number.isInteger(count) || count < 0 || count > 2_000_000) {
    throw new Error(`--count must be an integer between 0 and 2000000, got ${values.count}`)
  }
  const config = loadConfig()
  const dbh = openDb({ url: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.dataDir) })
  try {
    await migrateToLatest(dbh.db)
    await seedReferenceData(dbh.db)
    const started = Date.now()
    let lastPrint = 0
    const result = await seedDemoHotels(dbh.db, count, (done, total) => {
      if (done === total || Date.now() - lastPrint > 1000) {
        lastPrint = Date.now()
        process.stdout.write(`demo hotels: ${done}/${total}\n`)
      }
    })
    // PostgreSQL answers count(*) from the index only once the visibility map is set: vacuum after a bulk load.
    if (dbh.kind === 'postgres' && result.inserted > 0) await sql`vacuum analyze hotels`.execute(dbh.db)
    // SQLite's planner picks between the many hotel indexes better with statistics.
    if (dbh.kind === 'sqlite' && result.inserted > 0) await sql`analyze`.execute(dbh.db)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`inserted ${result.inserted} demo hotels in ${seconds} s (${dbh.kind}); ${result.total} in total`)
  } finally {
    await dbh.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
