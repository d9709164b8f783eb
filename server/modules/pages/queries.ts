import type { Selectable } from 'kysely'
import { type Block, blocksSchema, checkAuth, type DataPageView, type Viewer } from '#common/content'
import { compiledOnce } from '#server/db/compiled-once'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { forbidden, notFound } from '#server/errors'
import type { DataPagesTable } from '../topics/tables.ts'
import { parseRule } from '../topics/tree.ts'

const pageMissing = (path: string) => notFound(`页面不存在：/datapage/${path}`)

export async function findPage(db: Db, path: string) {
  const row = await db.selectFrom('data_pages').selectAll().where('path', '=', path).executeTakeFirst()
  if (!row) throw pageMissing(path)
  return row
}

const headColumns = ['path', 'topic_key', 'title', 'summary', 'access', 'version', 'updated_at'] as const

// Asked on every opening of a page: compiled once, and without the blocks, which only a cache miss reads.
const pageHead = compiledOnce((db: Db, path: string) =>
  db.selectFrom('data_pages').select(headColumns).where('path', '=', path),
)
const overrideHead = compiledOnce((db: Db, organizationId: string, path: string) =>
  db
    .selectFrom('page_overrides')
    .select(['id', 'updated_at'])
    .where('organization_id', '=', organizationId)
    .where('path', '=', path),
)

/** A page's row without its blocks (what deciding access and the cache key need); undefined when there is none. */
export async function findPageHead(db: Db, path: string): Promise<PageHead | undefined> {
  const [page] = await pageHead(db, path)
  return page
}
export type PageHead = Pick<Selectable<DataPagesTable>, (typeof headColumns)[number]>

/** An organization's own version of a page, when it has one: which one, and when it last changed. */
export async function getPageContentOverride(db: Db, organizationId: string | null, path: string) {
  if (!organizationId) return undefined
  const [override] = await overrideHead(db, organizationId, path)
  return override
}

/** Stored blocks are validated on the way out too: a block that no longer fits the schema is dropped, not sent. */
export const readBlocks = jsonColumn(blocksSchema, { name: 'data_pages.blocks', fallback: (): Block[] => [] })

/**
 * What a viewer may get of a page: 404 for an unknown path, 403 with the reason when the rule says no. Otherwise
 * the page's version and the viewer's organization's own version of it (an override), if any: together they
 * decide what the page shows (the route caches the encoded answer under them).
 */
export async function openPage(
  db: Db,
  path: string,
  viewer: NonNullable<Viewer> & { organization_id: string | null },
  head: (path: string) => Promise<PageHead | undefined>,
) {
  const page = await head(path)
  if (!page) throw pageMissing(path)
  const decision = checkAuth(parseRule(page.access), viewer)
  if (!decision.allowed) throw forbidden(decision.reason)
  const override = await getPageContentOverride(db, viewer.organization_id, path)
  // The time too: a page deleted and created again at the same path starts again at version 0.
  const edition = `${page.version}@${page.updated_at}`
  const showing = `${path}\u0000${edition}\u0000${override ? `${override.id}@${override.updated_at}` : ''}`
  return { page, override, showing }
}

/** The page as shown: the organization's title and blocks when it has its own version. */
export async function pageView(db: Db, opened: Awaited<ReturnType<typeof openPage>>): Promise<DataPageView> {
  const { page, override } = opened
  const own = override
    ? await db.selectFrom('page_overrides').select(['title', 'blocks']).where('id', '=', override.id).executeTakeFirst()
    : undefined
  const base = own
    ? undefined
    : await db.selectFrom('data_pages').select('blocks').where('path', '=', page.path).executeTakeFirst()
  return {
    path: page.path,
    title: own?.title ?? page.title,
    summary: page.summary,
    topic_key: page.topic_key,
    blocks: readBlocks(own?.blocks ?? base?.blocks ?? '[]'),
    overridden: !!own,
  }
}
