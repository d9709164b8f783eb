import { z } from 'zod'
import { budgetStatuses, procurementCategories, requestActions, requestStatuses } from './procurement.ts'
import { requiredText, searchQuery, timestamps, uuidOf } from './schema-fields.ts'

/**
 * Contracts of the procurement API (catalogue, purchase requests, budgets): the server validates its answers and
 * the request body with these schemas, the web reads their types (`import type`, so zod stays out of the web
 * bundles).
 */

const category = z.enum(procurementCategories, { error: '采购类别不正确' })
/** Yuan with at most two decimals, as people type prices; stored as integer cents. */
export const yuan = (label: string, max: number) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能为负数`)
    .max(max, `${label}不能超过 ${max.toLocaleString('zh-CN')} 元`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label}最多保留两位小数`)

export const productQuery = z.object({
  q: searchQuery,
  category: category.optional(),
  supplier_id: uuidOf('供应商编号').optional(),
  min_price: z.coerce.number({ error: '最低价格必须是数字' }).min(0, '最低价格不能为负数').optional(),
  max_price: z.coerce.number({ error: '最高价格必须是数字' }).min(0, '最高价格不能为负数').optional(),
})
// The parsed shape: prices are numbers (the query string's text is coerced on the server).
export type ProductFilters = z.output<typeof productQuery>

/** A line comes from the catalogue (product_id; name, spec, unit and category are taken from it) or is free text. */
const lineInput = z
  .object({
    product_id: uuidOf('商品编号').nullable().default(null),
    category: category.optional(),
    name: z.string().trim().max(100, '品名不能超过 100 个字').optional(),
    spec: z.string().trim().max(200, '规格不能超过 200 个字').default(''),
    unit: z.string().trim().max(10, '单位不能超过 10 个字').optional(),
    quantity: z
      .number({ error: '数量必须是数字' })
      .int('数量必须是整数')
      .min(1, '数量至少为 1')
      .max(1_000_000, '数量不能超过 1,000,000'),
    unit_price: yuan('单价', 10_000_000).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.product_id) return
    if (!line.name) ctx.addIssue({ code: 'custom', message: '自由填写的明细请填写品名', path: ['name'] })
    if (!line.category) ctx.addIssue({ code: 'custom', message: '自由填写的明细请选择采购类别', path: ['category'] })
    if (!line.unit) ctx.addIssue({ code: 'custom', message: '自由填写的明细请填写单位', path: ['unit'] })
    if (line.unit_price === undefined) {
      ctx.addIssue({ code: 'custom', message: '自由填写的明细请填写单价', path: ['unit_price'] })
    }
  })
export type LineInput = z.infer<typeof lineInput>
/** A line as the request form sends it. */
export type NewLine = z.input<typeof lineInput>

export const createRequestBody = z.object({
  title: requiredText('申请标题', 100),
  needed_by: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '需求日期格式应为 YYYY-MM-DD')
    .nullable()
    .default(null),
  items: z
    .array(lineInput, { error: '请添加采购明细' })
    .min(1, '至少需要一条采购明细')
    .max(200, '一张申请最多 200 条明细'),
})
export type CreateRequestInput = z.infer<typeof createRequestBody>
export type NewRequest = z.input<typeof createRequestBody>

// Answers

const contact = z.object({ name: z.string(), title: z.string(), phone: z.string(), email: z.string() })
const qualification = z.object({ name: z.string(), number: z.string(), valid_until: z.string() })

export const supplierRow = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(z.enum(procurementCategories)),
  city: z.string(),
  contacts: z.array(contact),
  qualifications: z.array(qualification),
  description: z.string(),
  product_count: z.number(),
})
export type Supplier = z.infer<typeof supplierRow>

export const productRow = z.object({
  id: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  category: z.enum(procurementCategories),
  name: z.string(),
  spec: z.string(),
  brand: z.string(),
  unit: z.string(),
  unit_price: z.number(),
})
export type Product = z.infer<typeof productRow>

export const procurementProjectRow = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  organization_name: z.string(),
  location: z.string(),
  my_role: z.string().nullable(),
})
export type ProcurementProject = z.infer<typeof procurementProjectRow>

export const requestRow = z.object({
  id: z.string(),
  project_id: z.string(),
  title: z.string(),
  status: z.enum(requestStatuses),
  total: z.number(),
  item_count: z.number(),
  needed_by: z.string().nullable(),
  created_by_name: z.string(),
  ...timestamps,
})
export type PurchaseRequest = z.infer<typeof requestRow>

export const itemRow = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  category: z.enum(procurementCategories),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
})
export type RequestItem = z.infer<typeof itemRow>

/** What a request's history records: its creation, edits of a draft and the workflow's actions. */
export const requestEventActions = ['create', 'edit', ...requestActions] as const
export const eventRow = z.object({
  id: z.string(),
  action: z.enum(requestEventActions),
  from_status: z.enum(requestStatuses).nullable(),
  to_status: z.enum(requestStatuses),
  actor_name: z.string(),
  note: z.string(),
  at: z.string(),
})
export type RequestEvent = z.infer<typeof eventRow>

export const requestDetail = z.object({
  request: requestRow,
  project: procurementProjectRow,
  items: z.array(itemRow),
  events: z.array(eventRow),
  actions: z.array(z.enum(requestActions)),
  /** A draft the client may still change or delete. */
  can_edit: z.boolean(),
})
export type RequestDetail = z.infer<typeof requestDetail>

export const budgetLine = z.object({
  category: z.enum(procurementCategories),
  budget: z.number(),
  committed: z.number(),
  spent: z.number(),
  remaining: z.number(),
  used_share: z.number().nullable(),
  status: z.enum(budgetStatuses),
})
export type BudgetLine = z.infer<typeof budgetLine>

export const budgetAnswer = z.object({
  project: procurementProjectRow,
  lines: z.array(budgetLine),
  total: budgetLine.omit({ category: true }),
  can_edit: z.boolean(),
})
export type Budget = z.infer<typeof budgetAnswer>
