import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDb, testDbKind } from '../test-support/test-app.ts'
import { openDb } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { schemaDocPath, schemaOutline } from './schema-outline.ts'

describe(`the schema the migrations build (${testDbKind})`, () => {
  const opened = openTestDb({ seed: false })
  afterAll(async () => (await opened).close())

  it(`is the one ${schemaDocPath} describes (after a new migration: npm run db:schema)`, async () => {
    const written = await readFile(schemaDocPath, 'utf8')
    expect(await schemaOutline(await opened)).toBe(written)
  })
})

describe('the outline', () => {
  it('tells a column, a key, a reference, a default, a partial and a composite index apart', async () => {
    const dbh = openDb({ sqliteFile: ':memory:' })
    try {
      await migrateToLatest(dbh.db)
      const outline = await schemaOutline(dbh)
      expect(outline).toContain('| hotel_id | text |  |  | primary key, → hotels.id (on delete cascade) |')
      expect(outline).toContain('| updated_by | text | yes |  |  |')
      expect(outline).toContain('| is_demo | integer |  | 0 |  |')
      expect(outline).toContain('- primary key (hotel_id, kind, month)')
      expect(outline).toContain('- unique index `deletion_requests_one_pending` (partial) on (user_id)')
      expect(outline).not.toMatch(/^## (kysely_migration|auth_row_version)$/m)
      // One more column changes the outline: the test above cannot pass on a schema the document does not show.
      await dbh.db.schema.alterTable('app_meta').addColumn('note', 'text').execute()
      expect(await schemaOutline(dbh)).toContain('| note | text | yes |  |  |')
    } finally {
      await dbh.close()
    }
  })
})
