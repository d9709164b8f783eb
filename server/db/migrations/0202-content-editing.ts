import type { Kysely } from 'kysely'

/**
 * Editing and search for the content engine: a version per data page (optimistic concurrency, like topics) and
 * a normalized search text on nodes and pages (ADR 032). Existing rows get their search text here; the app keeps
 * it current on every write.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('data_pages')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('data_pages')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('content_nodes')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  const nodes = await db.selectFrom('content_nodes').select(['id', 'title', 'summary']).execute()
  for (const n of nodes) {
    await db
      .updateTable('content_nodes')
      .set({ search_text: normalize(`${n.title} ${n.summary}`) })
      .where('id', '=', n.id)
      .execute()
  }
  const pages = await db.selectFrom('data_pages').select(['path', 'title', 'summary', 'blocks']).execute()
  for (const p of pages) {
    const words = [p.title, p.summary, ...strings(JSON.parse(p.blocks))]
    await db
      .updateTable('data_pages')
      .set({ search_text: normalize(words.join(' ')) })
      .where('path', '=', p.path)
      .execute()
  }
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('content_nodes').dropColumn('search_text').execute()
  await db.schema.alterTable('data_pages').dropColumn('search_text').execute()
  await db.schema.alterTable('data_pages').dropColumn('version').execute()
}

// A frozen copy of the app's normalization at the time of this migration (migrations never import app code).
function normalize(value: string) {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

const skipKeys = new Set(['type', 'href', 'image_url', 'more_href', 'key', 'format', 'chart', 'align'])
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (skipKeys.has(k) ? [] : strings(v)))
  }
  return []
}
