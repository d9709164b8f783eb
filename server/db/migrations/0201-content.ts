import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * The content engine (docs/content-engine.md): topics, their node trees, data pages, per-organization overrides, banner
 * files.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('topics')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(requiredText('title', 'stage', 'icon', 'summary', 'audience'))
    .addColumn('sort_key', 'integer', (c) => c.notNull())
    // Bumped by every change to the topic's tree; reorders carry the version they saw (optimistic concurrency).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('content_nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('topic_key', 'text', (c) => c.notNull().references('topics.key').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('content_nodes.id').onDelete('cascade'))
    .$call(requiredText('kind', 'title', 'summary'))
    .addColumn('target', 'text')
    .addColumn('sort_key', 'integer', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_nodes_topic').on('content_nodes').columns(['topic_key', 'sort_key']).execute()

  await db.schema
    .createTable('data_pages')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('topic_key', 'text', (c) => c.references('topics.key').onDelete('set null'))
    .$call(requiredText('title', 'summary', 'access', 'blocks', 'updated_at'))
    .execute()

  await db.schema
    .createTable('page_overrides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().references('data_pages.path').onDelete('cascade'))
    .addColumn('title', 'text')
    .$call(requiredText('blocks', 'updated_at'))
    .addUniqueConstraint('page_overrides_org_path', ['organization_id', 'path'])
    .execute()

  await db.schema
    .createTable('banner_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('name', 'storage_key', 'mime'))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('href', 'text')
    .addColumn('topic_key', 'text', (c) => c.references('topics.key').onDelete('set null'))
    .addColumn('sort_key', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>) {
  for (const table of ['banner_files', 'page_overrides', 'data_pages', 'content_nodes', 'topics']) {
    await db.schema.dropTable(table).execute()
  }
}
