import { sql } from 'kysely'
import type { NodeInput, NodeKind, NodeSource } from '#common/content'
import type { Db } from '#server/db/database'
import { badRequest, notFound } from '#server/errors'
import { newId } from '#server/lib/ids'
import { nodeSearchText } from '../content-search/search-text.ts'
import { findTopic, staleOrder } from '../topics/queries.ts'
import type { ContentNodesTable } from '../topics/tables.ts'
import { parseRule } from '../topics/tree.ts'

export function toNodeSource(row: ContentNodesTable): NodeSource {
  return {
    id: row.id,
    topic_key: row.topic_key,
    parent_id: row.parent_id,
    kind: row.kind as NodeKind,
    title: row.title,
    summary: row.summary,
    target: row.target,
    access: parseRule(row.access),
    published: row.published === 1,
    public: row.public === 1,
  }
}

export async function findNode(db: Db, id: string) {
  const row = await db.selectFrom('content_nodes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('内容节点不存在')
  return row
}

/*
 * The writers below run inside the caller's transaction, which also writes the audit row.
 *
 * Every change to a topic's tree bumps its version first, inside the caller's transaction (ADR 031): an editor
 * working on an older version gets 409 and nothing is written.
 */
async function bumpVersion(trx: Db, key: string, version: number, now: string) {
  const bumped = await trx
    .updateTable('topics')
    .set({ version: sql`version + 1`, updated_at: now })
    .where('key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst()
  if (Number(bumped.numUpdatedRows) === 0) throw staleOrder()
}

/** A parent must be a group of the same topic, and never the node itself or one of its descendants. */
async function checkParent(trx: Db, topicKey: string, parentId: string | null, nodeId?: string) {
  if (parentId === null) return
  const nodes = await trx
    .selectFrom('content_nodes')
    .select(['id', 'parent_id', 'kind'])
    .where('topic_key', '=', topicKey)
    .execute()
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const parent = byId.get(parentId)
  if (!parent) throw badRequest('上级分组不属于该专题', { parent_id: '上级分组不属于该专题' })
  if (parent.kind !== 'group') throw badRequest('节点只能放在分组下面', { parent_id: '节点只能放在分组下面' })
  for (let up: string | null | undefined = parentId; up; up = byId.get(up)?.parent_id) {
    if (up === nodeId) throw badRequest('分组不能放进自己或自己的下级', { parent_id: '分组不能放进自己或自己的下级' })
  }
}

async function lastSortKey(trx: Db, topicKey: string) {
  const row = await trx
    .selectFrom('content_nodes')
    .select((eb) => eb.fn.max('sort_key').as('max'))
    .where('topic_key', '=', topicKey)
    .executeTakeFirst()
  return row?.max === null || row?.max === undefined ? -1 : Number(row.max)
}

function columns(node: NodeInput, now: string) {
  return {
    parent_id: node.parent_id,
    kind: node.kind,
    title: node.title,
    summary: node.summary,
    target: node.kind === 'group' ? null : node.target || null,
    access: JSON.stringify(node.access),
    published: node.published ? (1 as const) : (0 as const),
    public: node.public ? (1 as const) : (0 as const),
    search_text: nodeSearchText(node),
    updated_at: now,
  }
}

/** Adds a node last under its parent (or at the top level). */
export async function createNode(trx: Db, topicKey: string, version: number, node: NodeInput, now: string) {
  await findTopic(trx, topicKey)
  await bumpVersion(trx, topicKey, version, now)
  await checkParent(trx, topicKey, node.parent_id)
  const row: ContentNodesTable = {
    id: newId(),
    topic_key: topicKey,
    sort_key: (await lastSortKey(trx, topicKey)) + 1,
    ...columns(node, now),
  }
  await trx.insertInto('content_nodes').values(row).execute()
  return { node: toNodeSource(row), version: version + 1 }
}

/** Edits a node; a new parent moves it (last under the new parent). */
export async function updateNode(trx: Db, id: string, version: number, node: NodeInput, now: string) {
  const current = await findNode(trx, id)
  await bumpVersion(trx, current.topic_key, version, now)
  await checkParent(trx, current.topic_key, node.parent_id, id)
  if (current.kind === 'group' && node.kind !== 'group') {
    const child = await trx.selectFrom('content_nodes').select('id').where('parent_id', '=', id).executeTakeFirst()
    if (child) throw badRequest('分组下还有内容，不能改为其他类型', { kind: '分组下还有内容，不能改为其他类型' })
  }
  const moved = current.parent_id !== node.parent_id
  const sortKey = moved ? (await lastSortKey(trx, current.topic_key)) + 1 : current.sort_key
  const values = { ...columns(node, now), sort_key: sortKey }
  await trx.updateTable('content_nodes').set(values).where('id', '=', id).execute()
  return { before: toNodeSource(current), node: toNodeSource({ ...current, ...values }), version: version + 1 }
}

/** Deletes a node and everything under it; returns what was deleted for the audit trail. */
export async function deleteNode(trx: Db, id: string, version: number, now: string) {
  const found = await findNode(trx, id)
  await bumpVersion(trx, found.topic_key, version, now)
  const nodes = await trx.selectFrom('content_nodes').selectAll().where('topic_key', '=', found.topic_key).execute()
  const doomed = [found.id]
  for (let i = 0; i < doomed.length; i++) {
    for (const n of nodes) if (n.parent_id === doomed[i]) doomed.push(n.id)
  }
  // Children first, so no row ever points at a deleted parent on either database.
  for (const nodeId of [...doomed].reverse()) {
    await trx.deleteFrom('content_nodes').where('id', '=', nodeId).execute()
  }
  return { deleted: nodes.filter((n) => doomed.includes(n.id)).map(toNodeSource), version: version + 1 }
}
