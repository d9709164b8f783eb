import { describe, expect, it } from 'vitest'
import {
  availableActions,
  budgetStatus,
  checkTransition,
  type RequestActor,
  type RequestStatus,
  requestActions,
  requestActorFor,
  requestStatuses,
} from './procurement.ts'

/** The whole workflow written out by hand, so the table in procurement.ts is checked, not restated. */
const allowed: [RequestStatus, string, RequestActor, RequestStatus][] = [
  ['draft', 'submit', 'client', 'submitted'],
  ['submitted', 'approve', 'staff', 'approved'],
  ['submitted', 'reject', 'staff', 'rejected'],
  ['approved', 'order', 'staff', 'ordered'],
  ['ordered', 'receive', 'client', 'received'],
  ['rejected', 'reopen', 'client', 'draft'],
]

describe('purchase request workflow', () => {
  it.each(allowed)('allows %s → %s by %s, leading to %s', (from, action, actor, to) => {
    expect(checkTransition(from, action as never, actor)).toEqual({ ok: true, to })
  })

  const refused = requestStatuses.flatMap((status) =>
    requestActions.flatMap((action) =>
      (['client', 'staff', null] as const)
        .filter((actor) => !allowed.some(([f, a, who]) => f === status && a === action && who === actor))
        .map((actor) => ({ status, action, actor })),
    ),
  )

  it('refuses every other combination of status, action and actor', () => {
    expect(refused).toHaveLength(requestStatuses.length * requestActions.length * 3 - allowed.length)
    for (const { status, action, actor } of refused) {
      const check = checkTransition(status, action, actor)
      expect(check.ok, `${status} ${action} ${actor}`).toBe(false)
    }
  })

  it('says a wrong status is not allowed, in Chinese, naming the status', () => {
    expect(checkTransition('received', 'approve', 'staff')).toEqual({
      ok: false,
      code: 'transition_not_allowed',
      message: '采购申请当前为“已收货”，不能执行“批准”操作（仅“待审批”状态可以）',
    })
  })

  it('says a client may not approve whatever the status', () => {
    for (const status of requestStatuses) {
      const check = checkTransition(status, 'approve', 'client')
      expect(check).toMatchObject({ ok: false, code: 'transition_forbidden' })
    }
  })

  it('lets read-only members do nothing', () => {
    for (const status of requestStatuses) expect(availableActions(status, null)).toEqual([])
  })

  it('offers staff approve and reject on a submitted request, and the client nothing', () => {
    expect(availableActions('submitted', 'staff')).toEqual(['approve', 'reject'])
    expect(availableActions('submitted', 'client')).toEqual([])
  })

  it('treats staff as staff and client members by role', () => {
    expect(requestActorFor({ user_type: 'hm_employee', user_type_multi: ['employee'] }, null)).toBe('staff')
    expect(requestActorFor({ user_type: 'new_hotel', user_type_multi: ['procurement_client'] }, 'client')).toBe(
      'client',
    )
    expect(requestActorFor({ user_type: 'new_hotel', user_type_multi: ['procurement_client'] }, 'viewer')).toBeNull()
    expect(requestActorFor({ user_type: 'new_hotel', user_type_multi: ['procurement_client'] }, null)).toBeNull()
  })
})

describe('budget status', () => {
  it.each([
    [100_000, 0, 'green'],
    [100_000, 79_999, 'green'],
    [100_000, 80_000, 'yellow'],
    [100_000, 100_000, 'yellow'],
    [100_000, 100_001, 'red'],
    [0, 0, 'green'],
    [0, 1, 'red'],
  ] as const)('is %s budget with %s used → %s', (budget, used, status) => {
    expect(budgetStatus(budget, used)).toBe(status)
  })
})
