/** Procurement: the vocabularies, the request workflow and the budget status rule both sides use. */
import { isStaff } from './user-types.ts'

/** Purchase categories of a hotel project, in the order a budget lists them. */
export const procurementCategories = ['ffe', 'ose', 'linen', 'amenities', 'engineering', 'kitchen'] as const
export type ProcurementCategory = (typeof procurementCategories)[number]

export const procurementCategoryLabels: Record<ProcurementCategory, string> = {
  ffe: '家具灯饰（FF&E）',
  ose: '运营物资（OS&E）',
  linen: '布草',
  amenities: '客房用品',
  engineering: '工程机电',
  kitchen: '厨房设备',
}

export const requestStatuses = ['draft', 'submitted', 'approved', 'rejected', 'ordered', 'received'] as const
export type RequestStatus = (typeof requestStatuses)[number]

export const requestStatusLabels: Record<RequestStatus, string> = {
  draft: '草稿',
  submitted: '待审批',
  approved: '已批准',
  rejected: '已驳回',
  ordered: '已下单',
  received: '已收货',
}

export const requestActions = ['submit', 'approve', 'reject', 'order', 'receive', 'reopen'] as const
export type RequestAction = (typeof requestActions)[number]

export const requestActionLabels: Record<RequestAction, string> = {
  submit: '提交审批',
  approve: '批准',
  reject: '驳回',
  order: '下单',
  receive: '确认收货',
  reopen: '退回草稿',
}

/** Which side of the engagement may take an action (ADR 090): the client buys, the firm controls. */
export type RequestActor = 'client' | 'staff'

/** The workflow: each action, the one status it starts from, where it leads and who may take it. */
export const requestTransitions: Record<RequestAction, { from: RequestStatus; to: RequestStatus; by: RequestActor }> = {
  submit: { from: 'draft', to: 'submitted', by: 'client' },
  approve: { from: 'submitted', to: 'approved', by: 'staff' },
  reject: { from: 'submitted', to: 'rejected', by: 'staff' },
  order: { from: 'approved', to: 'ordered', by: 'staff' },
  receive: { from: 'ordered', to: 'received', by: 'client' },
  reopen: { from: 'rejected', to: 'draft', by: 'client' },
}

export type TransitionCheck =
  | { ok: true; to: RequestStatus }
  | { ok: false; code: 'transition_not_allowed' | 'transition_forbidden'; message: string }

/**
 * Decides one transition. The role is checked first: a client asking to approve learns that approving is not
 * theirs, whatever the status. `actor` is null for people who may only read (read-only members).
 */
export function checkTransition(
  status: RequestStatus,
  action: RequestAction,
  actor: RequestActor | null,
): TransitionCheck {
  const rule = requestTransitions[action]
  const label = requestActionLabels[action]
  if (actor === null) return { ok: false, code: 'transition_forbidden', message: `只读成员不能执行“${label}”操作` }
  if (rule.by !== actor) {
    const who = rule.by === 'staff' ? '顾问方员工' : '项目的客户成员'
    return { ok: false, code: 'transition_forbidden', message: `只有${who}可以执行“${label}”操作` }
  }
  if (rule.from !== status) {
    return {
      ok: false,
      code: 'transition_not_allowed',
      message: `采购申请当前为“${requestStatusLabels[status]}”，不能执行“${label}”操作（仅“${requestStatusLabels[rule.from]}”状态可以）`,
    }
  }
  return { ok: true, to: rule.to }
}

/** The actions a person may take on a request now: what the request screen shows as buttons. */
export function availableActions(status: RequestStatus, actor: RequestActor | null): RequestAction[] {
  return requestActions.filter((action) => checkTransition(status, action, actor).ok)
}

type Person = { user_type: string; user_type_multi: string[] }

/** The firm's staff act as `staff`; a client member with work rights as `client`; read-only members not at all. */
export function requestActorFor(user: Person, role: string | null): RequestActor | null {
  if (isStaff(user)) return 'staff'
  return role !== null && role !== 'viewer' ? 'client' : null
}

/** Statuses whose amounts count as committed, and as spent, against the budget. */
export const committedStatuses: readonly RequestStatus[] = ['approved', 'ordered']
export const spentStatuses: readonly RequestStatus[] = ['received']

export const budgetStatuses = ['green', 'yellow', 'red'] as const
export type BudgetStatus = (typeof budgetStatuses)[number]
export const budgetStatusLabels: Record<BudgetStatus, string> = { green: '正常', yellow: '预警', red: '超支' }
/** Committed plus spent at or above this share of the budget turns yellow; above the whole budget, red. */
export const BUDGET_WARNING_SHARE = 0.8

/** Green below 80 % used, yellow from 80 % up to 100 %, red above the budget (or any use without a budget). */
export function budgetStatus(budgetCents: number, usedCents: number): BudgetStatus {
  if (budgetCents <= 0) return usedCents > 0 ? 'red' : 'green'
  if (usedCents > budgetCents) return 'red'
  return usedCents >= budgetCents * BUDGET_WARNING_SHARE ? 'yellow' : 'green'
}
