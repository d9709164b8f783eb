import { sql } from 'kysely'
import type { PageInput, PageSource } from '#common/content'
import type { Db } from '#server/db/database'
import { AppError, badRequest } from '#server/errors'
import { pageSearchText } from '../content-search/search-text.ts'
import { findPage, readBlocks } from '../pages/queries.ts'
import type { DataPagesTable } from '../topics/tables.ts'
import { parseRule } from '../topics/tree.ts'

export const stalePage = () =>
  new AppError(409, 'conflict', '该页面已被其他管理员修改，请重新加载后再编辑（您的修改尚未保存）')

export function toPageSource(row: DataPagesTable): PageSource {
  return {
    path: row.path,
    topic_key: row.topic_key,
    title: row.title,
    summary: row.summary,
    access: parseRule(row.access),
    blocks: readBlocks(row.blocks),
    version: Number(row.version),
    updated_at: row.updated_at,
  }
}

async function checkTopic(db: Db, key: string | null) {
  if (key === null) return
  const topic = await db.selectFrom('topics').select('key').where('key', '=', key).executeTakeFirst()
  if (!topic) throw badRequest(`专题不存在：${key}`, { topic_key: '专题不存在' })
}

function columns(page: PageInput, now: string) {
  return {
    topic_key: page.topic_key,
    title: page.title,
    summary: page.summary,
    access: JSON.stringify(page.access),
    blocks: JSON.stringify(page.blocks),
    search_text: pageSearchText(page),
    updated_at: now,
  }
}

export async function createPage(db: Db, path: string, page: PageInput, now: string) {
  await checkTopic(db, page.topic_key)
  const row: DataPagesTable = { path, version: 0, ...columns(page, now) }
  const inserted = await db
    .insertInto('data_pages')
    .values(row)
    .onConflict((oc) => oc.column('path').doNothing())
    .returning('path')
    .executeTakeFirst()
  if (!inserted) throw new AppError(409, 'conflict', `页面路径已存在：${path}`, { path: '页面路径已存在' })
  return toPageSource(row)
}

/** Saves a page only if nobody saved it since the editor loaded `version`. */
export async function updatePage(db: Db, path: string, version: number, page: PageInput, now: string) {
  const before = toPageSource(await findPage(db, path))
  await checkTopic(db, page.topic_key)
  const values = columns(page, now)
  const updated = await db
    .updateTable('data_pages')
    .set({ ...values, version: sql`version + 1` })
    .where('path', '=', path)
    .where('version', '=', version)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) throw stalePage()
  return { before, page: { ...before, ...page, version: version + 1, updated_at: now } }
}

/** Deletes a page no node points at any more (a node would lead to a 404 otherwise). */
export async function deletePage(db: Db, path: string, version: number) {
  const before = toPageSource(await findPage(db, path))
  const linked = await db
    .selectFrom('content_nodes')
    .select('title')
    .where('target', 'in', [`/datapage/${path}`, `/v3/${path}`])
    .executeTakeFirst()
  if (linked) {
    throw new AppError(409, 'conflict', `节点「${linked.title}」仍指向该页面，请先删除或修改该节点`)
  }
  const deleted = await db
    .deleteFrom('data_pages')
    .where('path', '=', path)
    .where('version', '=', version)
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) throw stalePage()
  return before
}
