import { type Kysely, PostgresAdapter, sql } from 'kysely'

const filterColumns = ['brand_id', 'group_id', 'city_id', 'positioning', 'status']

/**
 * Covering indexes for every filter × sort of the hotel list, so a filtered page sorted by rooms or opening
 * date is read from the index alone (0301 covered only the name sort). PostgreSQL also gets descending
 * "nulls last" indexes: a backward scan of an ascending index would put undated hotels first.
 */
export async function up(db: Kysely<any>) {
  for (const column of filterColumns) {
    await db.schema.createIndex(`hotels_${column}_rooms_idx`).on('hotels').columns([column, 'rooms', 'id']).execute()
    await db.schema
      .createIndex(`hotels_${column}_opening_idx`)
      .on('hotels')
      .columns([column, 'opening_date', 'id'])
      .execute()
  }
  if (isPostgres(db)) {
    await sql`create index hotels_opening_desc_idx on hotels (opening_date desc nulls last, id desc)`.execute(db)
    for (const column of filterColumns) {
      await sql`create index ${sql.id(`hotels_${column}_opening_desc_idx`)} on hotels (${sql.ref(column)}, opening_date desc nulls last, id desc)`.execute(
        db,
      )
    }
  }
}

export async function down(db: Kysely<any>) {
  for (const column of filterColumns) {
    await db.schema.dropIndex(`hotels_${column}_rooms_idx`).execute()
    await db.schema.dropIndex(`hotels_${column}_opening_idx`).execute()
    await db.schema.dropIndex(`hotels_${column}_opening_desc_idx`).ifExists().execute()
  }
  await db.schema.dropIndex('hotels_opening_desc_idx').ifExists().execute()
}

function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
