import { z } from 'zod'
import { projectFolders, taskStatuses } from '#common/projects'
import { calendarDate, memberInput, text } from '#common/projects-schemas'
import { errorBody } from '#server/errors'

/** Built once at module level (stack notes: zod schemas per request are slow). */

export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 410: errorBody }

const id = (label: string) => z.string().uuid(`${label}格式不正确`)
export const projectParams = z.object({ id: id('项目编号') })
export const memberParams = projectParams.extend({ userId: id('用户编号') })
export const milestoneParams = projectParams.extend({ milestoneId: id('里程碑编号') })
export const taskParams = projectParams.extend({ taskId: id('任务编号') })
export const commentParams = projectParams.extend({ commentId: id('评论编号') })
export const fileParams = projectParams.extend({ fileId: id('文件编号') })

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
