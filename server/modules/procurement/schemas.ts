import { z } from 'zod'
import { procurementCategories, requestActions, requestStatuses } from '#common/procurement'
import { yuan } from '#common/procurement-schemas'
import { errorBody } from '#server/errors'

/** Built once at module level (stack notes: zod schemas per request are slow). */

export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody }

const id = (label: string) => z.string().uuid(`${label}格式不正确`)
const category = z.enum(procurementCategories, { error: '采购类别不正确' })

export const projectParams = z.object({ projectId: id('项目编号') })
export const requestParams = z.object({ id: id('采购申请编号') })

export const supplierQuery = z.object({
  q: z.string().trim().max(50, '搜索词不能超过 50 个字').optional(),
  category: category.optional(),
})

export const requestListQuery = z.object({ status: z.enum(requestStatuses, { error: '状态不正确' }).optional() })

/** The shared Idempotency-Key header (server/db/write-once.ts). */
export { idempotencyHeaders } from '#server/db/write-once'

export const transitionBody = z.object({
  action: z.enum(requestActions, { error: '操作不正确' }),
  note: z.string().trim().max(500, '备注不能超过 500 个字').default(''),
})

export const budgetBody = z.object({
  lines: z
    .array(z.object({ category, amount: yuan('预算金额', 1_000_000_000) }))
    .min(1, '请至少填写一个类别的预算')
    .max(procurementCategories.length, '类别重复')
    .refine((lines) => new Set(lines.map((l) => l.category)).size === lines.length, '类别重复'),
})
