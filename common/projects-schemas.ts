import { z } from 'zod'
import { organizationOption } from './admin-schemas.ts'
import { memberRoles, projectStages, projectStatuses, serviceTypes, taskStatuses } from './projects.ts'
import { calendarDate, requiredText, searchQuery, timestamps, uuidOf } from './schema-fields.ts'

/**
 * Contracts of the projects API (/projects, the task board, files, /instancePicker): the server validates its
 * answers and the project inputs with these schemas, the web reads their types (`import type`, so zod stays out
 * of the web bundles).
 */

// Also the field rules of server/modules/projects/schemas.ts, which imports them from here.
export { calendarDate, requiredText as text }

// Inputs

export const listQuery = z.object({
  q: searchQuery,
  status: z.enum([...projectStatuses, 'all'], { error: '状态不正确' }).optional(),
  stage: z.enum(projectStages, { error: '阶段不正确' }).optional(),
  service_type: z.enum(serviceTypes, { error: '服务类型不正确' }).optional(),
  organization_id: uuidOf('客户机构编号').optional(),
})
export type ProjectFilters = z.input<typeof listQuery>

export const memberInput = z.object({
  user_id: uuidOf('成员编号'),
  role: z.enum(memberRoles, { error: '成员角色不正确' }),
})

// No defaults here: a PATCH must leave out what it does not change.
const projectFields = {
  organization_id: uuidOf('客户机构编号'),
  name: requiredText('项目名称', 100),
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
export type ProjectInput = z.input<typeof createProjectBody>

export const updateProjectBody = z
  .object({ ...projectFields, status: z.enum(projectStatuses, { error: '状态不正确' }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: '没有要修改的内容' })

// Answers

/** A project's next milestone, or null when it has none. */
export const nextMilestone = z.object({ title: z.string(), due_date: z.string() }).nullable()

export const projectRow = z.object({
  id: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  name: z.string(),
  location: z.string(),
  service_type: z.enum(serviceTypes),
  stage: z.enum(projectStages),
  status: z.enum(projectStatuses),
  start_date: z.string(),
  due_date: z.string(),
  description: z.string(),
  my_role: z.enum(memberRoles).nullable(),
  member_count: z.number(),
  task_total: z.number(),
  task_done: z.number(),
  next_milestone: nextMilestone,
  ...timestamps,
})
export type Project = z.infer<typeof projectRow>

export const memberRow = z.object({
  user_id: z.string(),
  username: z.string(),
  role: z.enum(memberRoles),
  organization_name: z.string().nullable(),
  added_at: z.string(),
})
export type Member = z.infer<typeof memberRow>

export const milestoneRow = z.object({
  id: z.string(),
  title: z.string(),
  due_date: z.string(),
  done: z.boolean(),
  overdue: z.boolean(),
})
export type Milestone = z.infer<typeof milestoneRow>

export const taskRow = z.object({
  id: z.string(),
  title: z.string(),
  assignee_user_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  status: z.enum(taskStatuses),
  due_date: z.string().nullable(),
  sort: z.number(),
  overdue: z.boolean(),
  ...timestamps,
})
export type Task = z.infer<typeof taskRow>

export const commentRow = z.object({
  id: z.string(),
  body: z.string(),
  author_user_id: z.string(),
  author_name: z.string(),
  created_at: z.string(),
  mine: z.boolean(),
})
export type Comment = z.infer<typeof commentRow>

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
export type ProjectFile = z.infer<typeof fileRow>

export const signedLink = z.object({ file_id: z.string(), url: z.string(), expires_at: z.string() })
export type SignedLink = z.infer<typeof signedLink>

/** A project image shown on the home page's banner, with a short-lived signed link. */
export const banner = signedLink.extend({ project_id: z.string(), project_name: z.string(), title: z.string() })
export type Banner = z.infer<typeof banner>

export const permissions = z.object({ manage: z.boolean(), work: z.boolean() })

export const projectDetail = z.object({
  project: projectRow,
  members: z.array(memberRow),
  milestones: z.array(milestoneRow),
  permissions,
  today: z.string(),
})
export type ProjectDetail = z.infer<typeof projectDetail>

/** The choices of the project form: client organizations and the people who can be members. */
export const projectFormOptions = z.object({
  organizations: z.array(organizationOption),
  users: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      organization_id: z.string().nullable(),
      organization_name: z.string().nullable(),
      staff: z.boolean(),
    }),
  ),
})
export type FormOptions = z.infer<typeof projectFormOptions>

/** /instancePicker: the projects a user may work in and the one they picked. */
export const pickerData = z.object({
  projects: z.array(
    projectRow.pick({
      id: true,
      name: true,
      location: true,
      organization_name: true,
      service_type: true,
      stage: true,
      due_date: true,
    }),
  ),
  current: z.string().nullable(),
})
export type PickerData = z.infer<typeof pickerData>
