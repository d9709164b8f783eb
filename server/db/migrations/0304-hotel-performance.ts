import type { Kysely } from 'kysely'

/** Monthly rooms business of imported hotels (demo hotels' months are generated, not stored). */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('hotel_performance')
    .addColumn('hotel_id', 'text', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('rooms_available', 'integer', (c) => c.notNull())
    .addColumn('rooms_sold', 'integer', (c) => c.notNull())
    .addColumn('room_revenue', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_performance_pk', ['hotel_id', 'month'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('hotel_performance').execute()
}
