import { z } from 'zod'
import { normalizeOrgKind, normalizeUserType, orgKinds, userTypes } from '../../../common/user-types.ts'
import { normalizePhone } from '../auth/phone.ts'
import { USERNAME_MAX } from './import-rows.ts'

/** Schemas of the admin API, built once at module level (stack-notes: zod per request is slow). */

export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody }

export const idParams = z.object({ id: z.uuid('编号格式不正确') })

export const pageQuery = {
  page: z.coerce.number().int('页码必须是整数').min(1, '页码从 1 开始').max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int('每页条数必须是整数')
    .min(1, '每页至少 1 条')
    .max(100, '每页最多 100 条')
    .default(20),
}
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ items: z.array(item), total: z.number(), page: z.number(), page_size: z.number() }) })
export const offsetOf = (q: { page: number; page_size: number }) => ({
  limit: q.page_size,
  offset: (q.page - 1) * q.page_size,
})

const username = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, '请输入用户名')
  .max(USERNAME_MAX, `用户名不能超过 ${USERNAME_MAX} 个字符`)
const phone = z
  .string({ error: '请输入手机号' })
  .max(32, '请输入正确的手机号')
  .transform((value, ctx) => {
    const normalized = normalizePhone(value)
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: '请输入正确的手机号（11 位中国大陆手机号）' })
      return z.NEVER
    }
    return normalized
  })
/** A code or its Chinese label (docs/shell.md § Landing: labels are accepted on input too). */
const userType = z
  .string({ error: '请选择用户类型' })
  .max(20)
  .transform((value, ctx) => {
    const code = normalizeUserType(value)
    if (!code) {
      ctx.addIssue({ code: 'custom', message: `未知的用户类型：${value}` })
      return z.NEVER
    }
    return code
  })
const userTypeMulti = z
  .array(z.string().max(20), { error: '多重身份应为列表' })
  .max(orgKinds.length, '多重身份过多')
  .transform((values, ctx) => {
    const kinds: (typeof orgKinds)[number][] = []
    for (const value of values) {
      const kind = normalizeOrgKind(value)
      if (!kind) ctx.addIssue({ code: 'custom', message: `未知的多重身份：${value}` })
      else if (!kinds.includes(kind)) kinds.push(kind)
    }
    return kinds
  })
const organizationId = z.uuid('机构编号格式不正确').nullable()
const adminFlag = z.boolean({ error: '管理员标记应为是或否' })

export const createUserBody = z.object({
  username,
  phone,
  user_type: userType,
  user_type_multi: userTypeMulti.default([]),
  organization_id: organizationId.default(null),
  admin: adminFlag.default(false),
})
// Written out rather than createUserBody.partial(): zod 4 applies defaults inside optional, which would reset
// the fields an edit leaves out.
export const updateUserBody = z
  .object({
    username: username.optional(),
    phone: phone.optional(),
    user_type: userType.optional(),
    user_type_multi: userTypeMulti.optional(),
    organization_id: organizationId.optional(),
    admin: adminFlag.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), '请至少修改一项')

const flag = z.enum(['true', 'false'], { error: '应为 true 或 false' }).transform((v) => v === 'true')
export const userFilterQuery = z.object({
  q: z.string().max(50, '搜索内容过长').optional(),
  user_type: z.enum(userTypes, { error: '未知的用户类型' }).optional(),
  org_kind: z.enum(orgKinds, { error: '未知的多重身份' }).optional(),
  organization_id: z.uuid('机构编号格式不正确').optional(),
  status: z.enum(['active', 'disabled'], { error: '状态只能是 active 或 disabled' }).optional(),
  admin: flag.optional(),
})
export const userListQuery = userFilterQuery.extend(pageQuery)

export const adminUser = z.object({
  id: z.string(),
  username: z.string(),
  phone: z.string(),
  user_type: z.string(),
  user_type_multi: z.array(z.string()),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  organization_kind: z.string().nullable(),
  admin: z.boolean(),
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  updated_at: z.string(),
})
export const userAnswer = z.object({ data: adminUser })

export const sessionItem = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
})
export const okAnswer = z.object({ data: z.object({ ok: z.literal(true) }) })
