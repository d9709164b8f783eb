import { z } from 'zod'
import { timestamps } from './schema-fields.ts'
import { orgKinds, userTypes } from './user-types.ts'

/**
 * Contracts of the admin API (/admin/users, /admin/organizations, /admin/audit, the user import): the server
 * validates its answers with these schemas, the web reads their types (`import type`, so zod stays out of the
 * web bundles). Inputs whose parsing needs server code (phone numbers) stay in server/modules/admin/schemas.ts.
 */

/** One page of a paged list: the `data` of every paged admin answer. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), page_size: z.number() })
export type Page<T> = { items: T[]; total: number; page: number; page_size: number }

export const userStatuses = ['active', 'disabled'] as const

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
  /** May propose and review the research desk's figures (数据维护). */
  researcher: z.boolean(),
  status: z.enum(userStatuses),
  ...timestamps,
})
export type AdminUser = z.infer<typeof adminUser>

/** What the user form sends to create or edit a user (the server normalizes phone and labels). */
export type UserInput = Pick<
  AdminUser,
  'username' | 'phone' | 'user_type' | 'user_type_multi' | 'organization_id' | 'admin'
> & { researcher?: boolean }

/** The free-text search of the user and organization lists. */
const search = z.string().max(50, '搜索内容过长').optional()
const flag = z.enum(['true', 'false'], { error: '应为 true 或 false' }).transform((v) => v === 'true')
/** The filter of the user list and of the export. */
export const userFilterQuery = z.object({
  q: search,
  user_type: z.enum(userTypes, { error: '未知的用户类型' }).optional(),
  org_kind: z.enum(orgKinds, { error: '未知的多重身份' }).optional(),
  organization_id: z.uuid('机构编号格式不正确').optional(),
  status: z.enum(userStatuses, { error: '状态只能是 active 或 disabled' }).optional(),
  admin: flag.optional(),
})
export type UserFilter = z.input<typeof userFilterQuery>

export const sessionItem = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
})
export type UserSession = z.infer<typeof sessionItem>

/** Kinds an organization can have: the firm itself, or one of the client kinds. */
export const organizationKinds = ['firm', ...orgKinds] as const
const organizationKind = z.enum(organizationKinds, { error: '请选择正确的机构类型' })
const organizationName = z
  .string({ error: '请输入机构名称' })
  .trim()
  .min(1, '请输入机构名称')
  .max(100, '机构名称不能超过 100 个字符')
/** An uploaded PNG or JPEG (files module id), or null for none. */
const logo = z.uuid('logo 应为已上传图片的编号').nullable()
export const organizationBody = z.object({ name: organizationName, kind: organizationKind, logo: logo.default(null) })
export type OrganizationInput = z.input<typeof organizationBody>
// Not organizationBody.partial(): zod 4 would apply the logo default to an edit that leaves the logo out.
export const organizationPatch = z
  .object({ name: organizationName.optional(), kind: organizationKind.optional(), logo: logo.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), '请至少修改一项')
export const organizationFilterQuery = z.object({
  q: search,
  kind: organizationKind.optional(),
})

export const organization = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  logo: z.string().nullable(),
  ...timestamps,
  user_count: z.number(),
})
export type Organization = z.infer<typeof organization>
export const organizationOption = z.object({ id: z.string(), name: z.string(), kind: z.string() })
export type OrganizationOption = z.infer<typeof organizationOption>

/** Any ISO-8601 time with a zone, compared as UTC text like the stored `at`. */
const time = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}应为带时区的 ISO 时间，例如 2026-11-22T08:00:00Z` })
    .transform((v) => new Date(v).toISOString())
export const auditFilterQuery = z.object({
  user_id: z.uuid('用户编号格式不正确').optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,50}$/, '操作类型格式不正确')
    .optional(),
  from: time('开始时间').optional(),
  to: time('结束时间').optional(),
})
export type AuditFilter = z.input<typeof auditFilterQuery>

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  phone_masked: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
})
export type AuditEntry = z.infer<typeof auditEntry>

/** create: registered phones are refused; update: a registered phone updates that user (export → edit → import). */
export const importModes = ['create', 'update'] as const
export type ImportMode = (typeof importModes)[number]
/**
 * What committing a row does: `create` a new user; in update mode, `update` the user with that phone, or leave
 * them `unchanged` when the sheet says what the database already holds.
 */
export const importActions = ['create', 'update', 'unchanged'] as const
export type ImportAction = (typeof importActions)[number]

export const importIssue = z.object({ row: z.number(), column: z.string(), message: z.string() })
export type ImportIssue = z.infer<typeof importIssue>
export const importRow = z.object({
  row: z.number(),
  username: z.string(),
  phone: z.string(),
  user_type: z.string().nullable(),
  user_type_multi: z.array(z.string()),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  admin: z.boolean(),
  action: z.enum(importActions),
  /** Column titles an update changes. */
  changes: z.array(z.string()),
})
export type ImportRow = z.infer<typeof importRow>
export const importPreview = z.object({
  file_id: z.string(),
  file_name: z.string(),
  mode: z.enum(importModes),
  total: z.number(),
  valid: z.number(),
  issues: z.array(importIssue),
  rows: z.array(importRow),
})
export type ImportPreview = z.infer<typeof importPreview>
export const importResult = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  file_id: z.string(),
})
export type ImportResult = z.infer<typeof importResult>
