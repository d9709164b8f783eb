import { z } from 'zod'
import {
  type DeskSource,
  deskSourceSchema,
  type FigureValue,
  missingSourceFields,
  type ProposalView,
  proposalBody,
  sourceFieldLabels,
  valueSchemaOf,
} from '#common/data-desk'
import type { Db } from '#server/db/database'
import { AppError, badRequest, forbidden, notFound } from '#server/errors'
import { newId } from '#server/lib/ids'
import { refreshComputedPages } from '#server/modules/topics/computed-pages'
import type { StoredSource } from './catalog.ts'
import { forgetDesk, liveDesk, readFigureValue, readStoredSource, targetOf } from './live.ts'
import type { DeskProposalTable } from './tables.ts'

type Actor = { id: string }

const issuesText = (error: z.ZodError, prefix: string) => {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[[prefix, ...issue.path].filter(Boolean).join('.')] = issue.message
  return fields
}

/** Refuses a change without its source, naming every missing field (issue 38, item 9). */
export function checkedSource(source: unknown): DeskSource {
  const missing = missingSourceFields(source)
  if (missing.length > 0) {
    const names = missing.map((f) => sourceFieldLabels[f])
    throw new AppError(
      400,
      'validation_error',
      `缺少来源：${names.join('、')}。每项修改都要注明来源`,
      Object.fromEntries(missing.map((f) => [`source.${f}`, `请填写${sourceFieldLabels[f]}`])),
    )
  }
  const parsed = deskSourceSchema.safeParse(source)
  if (!parsed.success) {
    const fields = issuesText(parsed.error, 'source')
    throw badRequest(`来源有误：${Object.values(fields).join('；')}`, fields)
  }
  return parsed.data
}

export function checkedValue(figure: string, value: unknown): { kind: ReturnType<typeof kindOf>; value: FigureValue } {
  const kind = kindOf(figure)
  const parsed = valueSchemaOf(kind).safeParse(value)
  if (!parsed.success) {
    const fields = issuesText(parsed.error, 'value')
    throw badRequest(`数值有误：${Object.values(fields).join('；')}`, fields)
  }
  return { kind, value: parsed.data }
}

function kindOf(figure: string) {
  const target = targetOf(figure)
  if (!target) throw badRequest(`没有这项数据：${figure}`, { figure: '没有这项数据' })
  return target.kind
}

/** A new proposal (status pending) against the figure's live value. */
export async function propose(
  db: Db,
  actor: Actor,
  body: unknown,
  at: string,
  revertOf: string | null = null,
  trustedSource?: StoredSource,
): Promise<ProposalView> {
  const parsed = proposalBody.safeParse(body)
  if (!parsed.success) {
    const fields = issuesText(parsed.error, '')
    throw badRequest(Object.values(fields).join('；'), fields)
  }
  const { figure, note } = parsed.data
  kindOf(figure)
  const source = trustedSource ?? checkedSource(parsed.data.source)
  const { kind, value } = checkedValue(figure, parsed.data.value)
  const live = (await liveDesk(db)).figures.get(figure)
  const id = newId()
  await db
    .insertInto('desk_proposals')
    .values({
      id,
      figure_key: figure,
      kind,
      status: 'pending',
      old_value: live ? JSON.stringify(live.value) : null,
      old_source: live ? JSON.stringify(live.source) : null,
      old_as_of: live?.as_of ?? null,
      new_value: JSON.stringify(value),
      new_source: JSON.stringify(source),
      new_as_of: source.period,
      note: note || null,
      revert_of: revertOf,
      proposed_by: actor.id,
      proposed_at: at,
      reviewed_by: null,
      reviewed_at: null,
      reason: null,
    })
    .execute()
  return proposalById(db, id)
}

async function pendingProposal(db: Db, id: string, actor: Actor) {
  const row = await db.selectFrom('desk_proposals').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('修改建议不存在')
  if (row.proposed_by === actor.id) throw forbidden('不能审核自己提交的修改，请由另一位研究员或管理员审核')
  if (row.status !== 'pending')
    throw new AppError(409, 'conflict', `这条修改建议已${row.status === 'approved' ? '通过' : '驳回'}，不能再审核`)
  return row
}

/**
 * Approves: the figure takes the new value and source, and every process's cache drops (desk_state moves). The
 * content pages that print the figure are rewritten with it (topics/computed-pages.ts) before the answer; a failure
 * there goes to `log` and leaves the approval in place.
 */
export async function approve(db: Db, actor: Actor, id: string, at: string, log: (error: unknown) => void = () => {}) {
  const row = await pendingProposal(db, id, actor)
  const before = await liveDesk(db)
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('desk_proposals')
      .set({ status: 'approved', reviewed_by: actor.id, reviewed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'conflict', '这条修改建议刚被他人审核过')
    const source = readStoredSource(row.new_source)
    const values = {
      kind: row.kind,
      value: row.new_value,
      as_of: row.new_as_of,
      note: row.note,
      source: JSON.stringify(source),
      proposal_id: row.id,
      updated_by: row.proposed_by,
      updated_at: at,
    }
    await trx
      .insertInto('desk_figures')
      .values({ key: row.figure_key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute()
    await trx
      .updateTable('desk_state')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute()
  })
  forgetDesk(db)
  // The approval stands whatever happens here: a page that cannot be redrawn keeps its text and is logged.
  await refreshComputedPages(db, before, await liveDesk(db), at).catch(log)
  return proposalById(db, id)
}

export const rejectBody = z.object({
  reason: z.string({ error: '请写明驳回理由' }).trim().min(1, '请写明驳回理由').max(1000, '驳回理由最多 1000 字'),
})

/** Rejects with its reason, kept on the proposal. */
export async function reject(db: Db, actor: Actor, id: string, reason: string, at: string) {
  await pendingProposal(db, id, actor)
  await db
    .updateTable('desk_proposals')
    .set({ status: 'rejected', reviewed_by: actor.id, reviewed_at: at, reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
  return proposalById(db, id)
}

/**
 * Reverting an approved change proposes the value it replaced, with that value's source: a new proposal that
 * another researcher reviews like any other.
 */
export async function revert(db: Db, actor: Actor, id: string, at: string) {
  const row = await db.selectFrom('desk_proposals').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('修改建议不存在')
  if (row.status !== 'approved') throw badRequest('只能撤回已通过的修改')
  if (!row.old_value || !row.old_source || !row.old_as_of) throw badRequest('这项数据此前没有数值，无法撤回到此前的值')
  const source = readStoredSource(row.old_source)
  return propose(
    db,
    actor,
    {
      figure: row.figure_key,
      value: readFigureValue(row.kind, row.old_value),
      source,
      note: `撤回修改（${row.proposed_at.slice(0, 10)}）`,
    },
    at,
    row.id,
    { ...source, period: row.old_as_of },
  )
}

type Row = DeskProposalTable & { proposer_name: string | null; reviewer_name: string | null }

function proposalsQuery(db: Db) {
  return db
    .selectFrom('desk_proposals as p')
    .leftJoin('users as a', 'a.id', 'p.proposed_by')
    .leftJoin('users as r', 'r.id', 'p.reviewed_by')
    .selectAll('p')
    .select(['a.username as proposer_name', 'r.username as reviewer_name'])
}

export function proposalView(row: Row): ProposalView {
  const value = (text: string | null) => (text == null ? null : readFigureValue(row.kind, text))
  const source = (text: string | null) => {
    const s = text == null ? null : readStoredSource(text)
    return (
      s && {
        kind: s.kind,
        publisher: s.publisher,
        title: s.title,
        url: s.url ?? null,
        published: s.published,
        period: s.period,
        quote: s.quote,
      }
    )
  }
  const target = targetOf(row.figure_key)
  return {
    id: row.id,
    figure: row.figure_key,
    label: target?.label ?? row.figure_key,
    kind: row.kind as ProposalView['kind'],
    status: row.status,
    old_value: value(row.old_value),
    old_source: source(row.old_source),
    old_as_of: row.old_as_of,
    new_value: value(row.new_value) ?? {},
    new_source: source(row.new_source) ?? {
      kind: '',
      publisher: '',
      title: '',
      url: null,
      published: '',
      period: '',
      quote: '',
    },
    new_as_of: row.new_as_of,
    note: row.note,
    revert_of: row.revert_of,
    proposed_by: row.proposed_by,
    proposed_by_name: row.proposer_name,
    proposed_at: row.proposed_at,
    reviewed_by: row.reviewed_by,
    reviewed_by_name: row.reviewer_name,
    reviewed_at: row.reviewed_at,
    reason: row.reason,
  }
}

export async function proposalById(db: Db, id: string) {
  const row = await proposalsQuery(db).where('p.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('修改建议不存在')
  return proposalView(row)
}

export async function listProposals(db: Db, filter: { status?: string; figure?: string }, limit = 200) {
  let q = proposalsQuery(db)
  if (filter.status) q = q.where('p.status', '=', filter.status as DeskProposalTable['status'])
  if (filter.figure) q = q.where('p.figure_key', '=', filter.figure)
  const rows = await q.orderBy('p.proposed_at', 'desc').orderBy('p.id').limit(limit).execute()
  return rows.map(proposalView)
}
