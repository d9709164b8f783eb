import type { CreateTableBuilder } from 'kysely'

/**
 * Column sets that many tables repeat, added with Kysely's `$call` (its documented way to reuse part of a table).
 * Each adds exactly the columns a migration wrote out one by one before, in the same order, so a database built
 * today is the one built before (server/db/schema-outline.test.ts checks it on SQLite and PostgreSQL).
 */
type Table = CreateTableBuilder<any, any>

/** `created_at` and `updated_at`: ISO times as text, never null. */
export const timestamps = (table: Table) =>
  table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull())

/** Text columns that may not be null, in the order named. */
export const requiredText =
  (...names: string[]) =>
  (table: Table) =>
    names.reduce((t, name) => t.addColumn(name, 'text', (c) => c.notNull()), table)
