import { type Block, blocksSchema, checkAuth, type DataPageView, type Viewer } from '../../../common/content.ts'
import type { Db } from '../../db/database.ts'
import { forbidden, notFound } from '../../errors.ts'
import { parseRule } from '../topics/tree.ts'

export async function findPage(db: Db, path: string) {
  const row = await db.selectFrom('data_pages').selectAll().where('path', '=', path).executeTakeFirst()
  if (!row) throw notFound(`页面不存在：/datapage/${path}`)
  return row
}

/** An organization's own version of a page, when it has one. */
export async function getPageContentOverride(db: Db, organizationId: string | null, path: string) {
  if (!organizationId) return undefined
  return db
    .selectFrom('page_overrides')
    .select(['title', 'blocks'])
    .where('organization_id', '=', organizationId)
    .where('path', '=', path)
    .executeTakeFirst()
}

/** Stored blocks are validated on the way out too: a block that no longer fits the schema is dropped, not sent. */
function readBlocks(json: string): Block[] {
  const parsed = blocksSchema.safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}

/** The page as this viewer sees it: refused with the reason when the rule says no, the organization's version if any. */
export async function pageFor(
  db: Db,
  path: string,
  viewer: NonNullable<Viewer> & { organization_id: string | null },
): Promise<DataPageView> {
  const page = await findPage(db, path)
  const decision = checkAuth(parseRule(page.access), viewer)
  if (!decision.allowed) throw forbidden(decision.reason)
  const override = await getPageContentOverride(db, viewer.organization_id, path)
  return {
    path: page.path,
    title: override?.title ?? page.title,
    summary: page.summary,
    topic_key: page.topic_key,
    blocks: readBlocks(override?.blocks ?? page.blocks),
    overridden: !!override,
  }
}
