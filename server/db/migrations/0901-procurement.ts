import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

/** Suppliers, the catalogue, purchase requests with their lines and history, and budgets (issue 9). */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('procurement_suppliers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('name', 'categories'))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .$call(requiredText('contacts', 'qualifications'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .$call(timestamps)
    .execute()

  await db.schema
    .createTable('procurement_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('procurement_suppliers.id'))
    .$call(requiredText('category', 'name'))
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('procurement_products_category_idx')
    .on('procurement_products')
    .column('category')
    .execute()

  await db.schema
    .createTable('procurement_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .$call(requiredText('title', 'status'))
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('needed_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    // Idempotency-Key of the creating call and a hash of its body; unique per creator so concurrent repeats
    // collide in the database instead of racing a check.
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .$call(timestamps)
    .execute()
  await db.schema
    .createIndex('procurement_requests_project_idx')
    .on('procurement_requests')
    .column('project_id')
    .execute()
  await db.schema
    .createIndex('procurement_requests_idempotency_uq')
    .on('procurement_requests')
    .columns(['created_by', 'idempotency_key'])
    .unique()
    .execute()

  await db.schema
    .createTable('procurement_request_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('procurement_requests.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('procurement_products.id'))
    .$call(requiredText('category', 'name'))
    .addColumn('spec', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('procurement_request_items_request_idx')
    .on('procurement_request_items')
    .column('request_id')
    .execute()

  await db.schema
    .createTable('procurement_request_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('procurement_requests.id').onDelete('cascade'))
    // Position in the request's history: times can tie, the order of events cannot.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('procurement_request_events_seq_uq')
    .on('procurement_request_events')
    .columns(['request_id', 'seq'])
    .unique()
    .execute()

  await db.schema
    .createTable('procurement_budgets')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('procurement_budgets_pk', ['project_id', 'category'])
    .execute()
}

export async function down(db: Kysely<any>) {
  for (const table of [
    'procurement_budgets',
    'procurement_request_events',
    'procurement_request_items',
    'procurement_requests',
    'procurement_products',
    'procurement_suppliers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
