import {
  availableActions,
  budgetStatus,
  committedStatuses,
  type ProcurementCategory,
  procurementCategories,
  type RequestActor,
  type RequestStatus,
  spentStatuses,
} from '#common/procurement'
import type { ProcurementProject } from '#common/procurement-schemas'
import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import type { VisibleProject } from '../projects/access.ts'
import { budgetRows, cents, requestEvents, requestItems, requestRow, usageByCategory } from './queries.ts'

export const yuan = (value: number | string | null | undefined) => cents(value) / 100

type RequestRow = Awaited<ReturnType<typeof requestRow>>

export function presentProject({ project, role }: VisibleProject, organizationName: string): ProcurementProject {
  return {
    id: project.id,
    organization_id: project.organization_id,
    name: project.name,
    organization_name: organizationName,
    location: project.location,
    my_role: role,
  }
}

export function presentRequest(row: RequestRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    status: row.status,
    total: yuan(row.total_cents),
    item_count: Number(row.item_count ?? 0),
    needed_by: row.needed_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** One request as the request screen shows it, with the buttons this person may press now. */
export async function requestDetail(db: Db, id: string, project: ProcurementProject, actor: RequestActor | null) {
  const row = await requestRow(db, id)
  const items = await requestItems(db, id)
  const events = await requestEvents(db, id)
  return {
    request: presentRequest(row),
    project,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      category: i.category,
      name: i.name,
      spec: i.spec,
      unit: i.unit,
      quantity: i.quantity,
      unit_price: yuan(i.unit_price_cents),
      amount: (i.quantity * cents(i.unit_price_cents)) / 100,
    })),
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      from_status: e.from_status,
      to_status: e.to_status,
      actor_name: e.actor_name,
      note: e.note,
      at: e.at,
    })),
    actions: availableActions(row.status, actor),
    /** A draft is the client's to change or delete until it is submitted. */
    can_edit: row.status === 'draft' && actor === 'client',
  }
}

function line(budgetCents: number, committedCents: number, spentCents: number) {
  const used = committedCents + spentCents
  return {
    budget: budgetCents / 100,
    committed: committedCents / 100,
    spent: spentCents / 100,
    remaining: (budgetCents - used) / 100,
    used_share: budgetCents > 0 ? Math.round((used / budgetCents) * 10_000) / 10_000 : null,
    status: budgetStatus(budgetCents, used),
  }
}

/** Budget, committed (approved + ordered) and spent (received) per category and in total. */
export async function budgetSummary(db: Db, projectId: string) {
  const budgets = new Map((await budgetRows(db, projectId)).map((b) => [b.category, cents(b.amount_cents)]))
  const usage = await usageByCategory(db, projectId)
  const sum = (category: ProcurementCategory | null, statuses: readonly RequestStatus[]) =>
    usage
      .filter((u) => (category === null || u.category === category) && statuses.includes(u.status))
      .reduce((total, u) => total + u.cents, 0)
  const lines = procurementCategories.map((category) => ({
    category,
    ...line(budgets.get(category) ?? 0, sum(category, committedStatuses), sum(category, spentStatuses)),
  }))
  const totalBudget = [...budgets.values()].reduce((a, b) => a + b, 0)
  return { lines, total: line(totalBudget, sum(null, committedStatuses), sum(null, spentStatuses)) }
}

export type Person = Pick<AuthUser, 'user_type' | 'user_type_multi'>
