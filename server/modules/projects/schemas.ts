import { z } from 'zod'
import {
  memberRoles,
  projectFolders,
  projectStages,
  projectStatuses,
  serviceTypes,
  taskStatuses,
} from '../../../common/projects.ts'

/** Built once at module level (stack notes: zod schemas per request are slow). */

export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 410: errorBody }

const id = (label: string) => z.string().uuid(`${label}格式不正确`)
export const calendarDate = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label}不是有效日期`,
      },
    )
const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 个字`)

export const projectParams = z.object({ id: id('项目编号') })
export const memberParams = projectParams.extend({ userId: id('用户编号') })
export const milestoneParams = projectParams.extend({ milestoneId: id('里程碑编号') })
export const taskParams = projectParams.extend({ taskId: id('任务编号') })
export const commentParams = projectParams.extend({ commentId: id('评论编号') })
export const fileParams = projectParams.extend({ fileId: id('文件编号') })

export const listQuery = z.object({
  q: z.string().trim().max(50, '搜索词不能超过 50 个字').optional(),
  status: z.enum(['active', 'archived', 'all'], { error: '状态不正确' }).optional(),
  stage: z.enum(projectStages, { error: '阶段不正确' }).optional(),
  service_type: z.enum(serviceTypes, { error: '服务类型不正确' }).optional(),
  organization_id: id('客户机构编号').optional(),
})

const memberInput = z.object({
  user_id: id('成员编号'),
  role: z.enum(memberRoles, { error: '成员角色不正确' }),
})

// No defaults here: a PATCH must leave out what it does not change.
const projectFields = {
  organization_id: id('客户机构编号'),
  name: text('项目名称', 100),
  location: z.string().trim().max(100, '酒店或城市不能超过 100 个字'),
  service_type: z.enum(serviceTypes, { error: '请选择服务类型' }),
  stage: z.enum(projectStages, { error: '请选择项目阶段' }),
  start_date: calendarDate('开始日期'),
  due_date: calendarDate('截止日期'),
  description: z.string().trim().max(2000, '项目说明不能超过 2000 个字'),
}

export const createProjectBody = z
  .object({
    ...projectFields,
    location: projectFields.location.default(''),
    description: projectFields.description.default(''),
    members: z.array(memberInput).max(50, '一次最多添加 50 名成员').default([]),
  })
  .refine((v) => v.due_date >= v.start_date, { message: '截止日期不能早于开始日期', path: ['due_date'] })

export const updateProjectBody = z
  .object({ ...projectFields, status: z.enum(projectStatuses, { error: '状态不正确' }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: '没有要修改的内容' })

export const memberBody = memberInput

export const milestoneBody = z.object({
  title: text('里程碑名称', 100),
  due_date: calendarDate('里程碑日期'),
  done: z.boolean().default(false),
})
export const milestonePatch = z
  .object({ title: text('里程碑名称', 100), due_date: calendarDate('里程碑日期'), done: z.boolean() })
  .partial()

export const taskBody = z.object({
  title: text('任务名称', 200),
  assignee_user_id: id('负责人编号').nullable().default(null),
  status: z.enum(taskStatuses, { error: '任务状态不正确' }).default('todo'),
  due_date: calendarDate('任务截止日期').nullable().default(null),
})
export const taskPatch = z
  .object({
    title: text('任务名称', 200),
    assignee_user_id: id('负责人编号').nullable(),
    due_date: calendarDate('任务截止日期').nullable(),
  })
  .partial()
export const moveBody = z.object({
  status: z.enum(taskStatuses, { error: '任务状态不正确' }),
  position: z.number().int('位置必须是整数').min(0, '位置不能为负数').max(10_000, '位置过大'),
})

export const commentBody = z.object({ body: text('评论内容', 2000) })

export const uploadQuery = z.object({
  folder: z.enum(projectFolders, { error: '文件夹不正确' }).default('调研资料'),
})

export const signaturesBody = z.object({
  project_id: id('项目编号'),
  file_ids: z.array(id('文件编号')).min(1, '请选择文件').max(100, '一次最多签发 100 个链接'),
  inline: z.boolean().default(false),
})

export const signedQuery = z.object({
  p: z.string().max(64),
  u: z.string().max(64),
  exp: z.string().regex(/^\d{1,15}$/),
  d: z.enum(['0', '1']),
  sig: z.string().max(128),
})

export const pickBody = z.object({ project_id: id('项目编号') })

// Answers

export const projectRow = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  name: z.string(),
  location: z.string(),
  service_type: z.string(),
  stage: z.string(),
  status: z.string(),
  start_date: z.string(),
  due_date: z.string(),
  description: z.string(),
  my_role: z.string().nullable(),
  member_count: z.number(),
  task_total: z.number(),
  task_done: z.number(),
  next_milestone: z.object({ title: z.string(), due_date: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const memberRow = z.object({
  user_id: z.string(),
  username: z.string(),
  role: z.string(),
  organization_name: z.string().nullable(),
  added_at: z.string(),
})

export const milestoneRow = z.object({
  id: z.string(),
  title: z.string(),
  due_date: z.string(),
  done: z.boolean(),
  overdue: z.boolean(),
})

export const taskRow = z.object({
  id: z.string(),
  title: z.string(),
  assignee_user_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  status: z.string(),
  due_date: z.string().nullable(),
  sort: z.number(),
  overdue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const commentRow = z.object({
  id: z.string(),
  body: z.string(),
  author_user_id: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  mine: z.boolean(),
})

export const fileRow = z.object({
  id: z.string(),
  original_name: z.string(),
  kind: z.string(),
  size: z.number(),
  folder: z.string(),
  added_at: z.string(),
  added_by_name: z.string(),
  can_delete: z.boolean(),
})

export const signedLink = z.object({ file_id: z.string(), url: z.string(), expires_at: z.string() })

export const permissions = z.object({ manage: z.boolean(), work: z.boolean() })

export const projectDetail = z.object({
  project: projectRow,
  members: z.array(memberRow),
  milestones: z.array(milestoneRow),
  permissions,
  today: z.string(),
})
