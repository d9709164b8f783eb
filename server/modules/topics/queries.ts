import { type Selectable, sql } from 'kysely'
import { z } from 'zod'
import type { TopicOrder, TopicSummary } from '#common/content'
import { compiledOnce } from '#server/db/compiled-once'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { AppError, badRequest, notFound } from '#server/errors'
import type { TopicsTable } from './tables.ts'

const topicColumns = ['key', 'title', 'stage', 'icon', 'summary', 'audience', 'version'] as const

type TopicRow = Pick<Selectable<TopicsTable>, (typeof topicColumns)[number]>

const readAudience = jsonColumn(z.array(z.string()), { name: 'topics.audience' })

function toSummary(row: TopicRow) {
  return {
    key: row.key,
    title: row.title,
    stage: row.stage as TopicSummary['stage'],
    icon: row.icon,
    summary: row.summary,
    audience: readAudience(row.audience),
    version: Number(row.version),
  }
}

export async function listTopics(db: Db) {
  const rows = await db.selectFrom('topics').select(topicColumns).orderBy('sort_key').execute()
  return rows.map(toSummary)
}

// Asked on every opening of a topic, for its version: compiled once (ADR 033).
const topicByKey = compiledOnce((db: Db, key: string) =>
  db.selectFrom('topics').select(topicColumns).where('key', '=', key),
)

export async function findTopic(db: Db, key: string) {
  const [row] = await topicByKey(db, key)
  if (!row) throw notFound(`专题不存在：${key}`)
  return toSummary(row)
}

export function topicNodes(db: Db, key: string) {
  return db.selectFrom('content_nodes').selectAll().where('topic_key', '=', key).execute()
}

export const staleOrder = () =>
  new AppError(409, 'conflict', '该专题的内容已被其他管理员修改，请刷新后在最新顺序上重新调整')

/**
 * Saves a new order (and parents) for every node of a topic. The version bump comes first, in the same
 * transaction: a second administrator who saw the old version gets 409 instead of overwriting, and the ids are
 * checked against the nodes as they are inside that transaction, so no node can be lost.
 */
export async function saveTopicOrder(db: Db, key: string, order: TopicOrder, now: string) {
  await findTopic(db, key)
  return db.transaction().execute(async (trx) => {
    const bumped = await trx
      .updateTable('topics')
      .set({ version: sql`version + 1`, updated_at: now })
      .where('key', '=', key)
      .where('version', '=', order.version)
      .executeTakeFirst()
    if (Number(bumped.numUpdatedRows) === 0) throw staleOrder()

    const current = await trx.selectFrom('content_nodes').select(['id', 'kind']).where('topic_key', '=', key).execute()
    checkOrder(order, current)
    for (const [index, node] of order.nodes.entries()) {
      await trx
        .updateTable('content_nodes')
        .set({ sort_key: index, parent_id: node.parent_id, updated_at: now })
        .where('id', '=', node.id)
        .where('topic_key', '=', key)
        .execute()
    }
    return { version: order.version + 1 }
  })
}

/** The submitted list must be exactly the topic's nodes, each once, under a group of the same topic, without cycles. */
export function checkOrder(order: TopicOrder, current: { id: string; kind: string }[]) {
  const kindOf = new Map(current.map((n) => [n.id, n.kind]))
  const seen = new Set<string>()
  for (const node of order.nodes) {
    if (seen.has(node.id)) throw badRequest(`节点重复提交：${node.id}`, { nodes: 'duplicate' })
    seen.add(node.id)
    if (!kindOf.has(node.id)) throw badRequest(`节点不属于该专题：${node.id}`, { nodes: 'unknown' })
  }
  const missing = current.filter((n) => !seen.has(n.id))
  if (missing.length > 0) {
    throw badRequest(`提交的排序缺少 ${missing.length} 个节点，请刷新后重试`, { nodes: 'missing' })
  }
  const parentOf = new Map(order.nodes.map((n) => [n.id, n.parent_id]))
  for (const node of order.nodes) {
    if (node.parent_id === null) continue
    if (kindOf.get(node.parent_id) !== 'group') {
      throw badRequest('节点只能放在分组下面', { nodes: 'parent' })
    }
    const path = new Set([node.id])
    for (let up: string | null | undefined = node.parent_id; up; up = parentOf.get(up)) {
      if (path.has(up)) throw badRequest('分组不能放进自己或自己的下级', { nodes: 'cycle' })
      path.add(up)
    }
  }
}
