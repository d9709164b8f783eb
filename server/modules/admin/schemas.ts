import { z } from 'zod'
import { adminUser, pageOf as page, type UserInput, userFilterQuery } from '#common/admin-schemas'
import { normalizeOrgKind, normalizeUserType, orgKinds } from '#common/user-types'
import { errorBody } from '#server/errors'
import { normalizePhone } from '../auth/phone.ts'
import { USERNAME_MAX } from './import-rows.ts'

/** Schemas of the admin API, built once at module level: building zod schemas per request is slow. */

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
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: page(item) })
const offsetOf = (q: { page: number; page_size: number }) => ({
  limit: q.page_size,
  offset: (q.page - 1) * q.page_size,
})

/** The answer of a list page: `list` gets the filters and the rows to skip, the answer repeats the page asked for. */
export async function pageAnswer<Q extends { page: number; page_size: number }, R>(
  query: Q,
  list: (filter: Omit<Q, 'page' | 'page_size'>, window: { limit: number; offset: number }) => Promise<R>,
) {
  const { page, page_size, ...filter } = query
  return { data: { ...(await list(filter, offsetOf(query))), page, page_size } }
}

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
const researcherFlag = z.boolean({ error: '研究员标记应为是或否' })

export const createUserBody = z.object({
  username,
  phone,
  user_type: userType,
  user_type_multi: userTypeMulti.default([]),
  organization_id: organizationId.default(null),
  admin: adminFlag.default(false),
  /** May propose and review the research desk's figures (an administrator may anyway). */
  researcher: researcherFlag.default(false),
})
// The web's user form sends `UserInput`; this stops compiling if the create body and the form drift apart.
true satisfies UserInput extends z.input<typeof createUserBody> ? true : false

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
    researcher: researcherFlag.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), '请至少修改一项')

export const userListQuery = userFilterQuery.extend(pageQuery)

export const userAnswer = z.object({ data: adminUser })

export const okAnswer = z.object({ data: z.object({ ok: z.literal(true) }) })
