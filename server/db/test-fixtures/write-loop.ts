// Child process for the durability test: writes rows through the app's database layer as fast as it can and
// prints each id only after its insert has committed ("acknowledged").
import { openDb } from '../database.ts'
import { migrateToLatest } from '../migrate.ts'

const file = process.argv[2]
if (!file) throw new Error('usage: write-loop <sqlite file>')
const dbh = openDb({ sqliteFile: file })
await migrateToLatest(dbh.db)
process.stdout.write('ready\n')
for (let i = 0; ; i++) {
  const key = `row-${i}`
  await dbh.db
    .insertInto('app_meta')
    .values({ key, value: 'x'.repeat(200), updated_at: new Date().toISOString() })
    .execute()
  process.stdout.write(`${key}\n`)
}
