import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

/** Management groups, brands, cities and hotels, with indexes for the walls' and the map's filters and sorts. */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('management_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .$call(requiredText('name', 'name_en', 'origin', 'headquarters'))
    .addColumn('founded_year', 'integer')
    .addColumn('logo_url', 'text')
    .$call(timestamps)
    .execute()

  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('group_id', 'text', (c) => c.notNull().references('management_groups.id'))
    .$call(requiredText('name', 'name_en', 'positioning'))
    .addColumn('logo_url', 'text')
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('brands_group_idx').on('brands').column('group_id').execute()
  await db.schema.createIndex('brands_positioning_idx').on('brands').column('positioning').execute()

  await db.schema
    .createTable('cities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .$call(requiredText('name', 'province', 'tier'))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('cities_province_idx').on('cities').column('province').execute()
  await db.schema.createIndex('cities_tier_idx').on('cities').column('tier').execute()

  await db.schema
    .createTable('hotels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .addColumn('group_id', 'text', (c) => c.references('management_groups.id'))
    .addColumn('city_id', 'text', (c) => c.notNull().references('cities.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('positioning', 'text', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opening_date', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute()
  // Each filter gets an index whose second column is the default sort, so a filtered first page reads in order.
  for (const column of ['brand_id', 'group_id', 'city_id', 'positioning', 'status']) {
    await db.schema.createIndex(`hotels_${column}_idx`).on('hotels').columns([column, 'name', 'id']).execute()
  }
  await db.schema.createIndex('hotels_name_idx').on('hotels').columns(['name', 'id']).execute()
  await db.schema.createIndex('hotels_rooms_idx').on('hotels').columns(['rooms', 'id']).execute()
  await db.schema.createIndex('hotels_opening_idx').on('hotels').columns(['opening_date', 'id']).execute()
  await db.schema.createIndex('hotels_lat_lng_idx').on('hotels').columns(['lat', 'lng']).execute()
  // Covers counts of filter combinations, rooms/opening sorts and the map's points without reading the wide rows.
  await db.schema
    .createIndex('hotels_filter_idx')
    .on('hotels')
    .columns(['status', 'positioning', 'city_id', 'brand_id', 'group_id', 'lat', 'lng', 'rooms', 'opening_date', 'id'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('hotels').execute()
  await db.schema.dropTable('cities').execute()
  await db.schema.dropTable('brands').execute()
  await db.schema.dropTable('management_groups').execute()
}
