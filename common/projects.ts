/** Consulting projects: the vocabularies and access rules both the server and the web use. */
import { isStaff } from './user-types.ts'

/** Services along the hotel lifecycle, in lifecycle order. */
export const serviceTypes = [
  'site_strategy',
  'feasibility',
  'brand_negotiation',
  'design',
  'engineering_budget',
  'procurement',
  'pre_opening',
  'operations',
  'asset_valuation',
  'dispute_mediation',
] as const
export type ServiceType = (typeof serviceTypes)[number]

export const serviceTypeLabels: Record<ServiceType, string> = {
  site_strategy: '选址与城市策略',
  feasibility: '可行性研究',
  brand_negotiation: '品牌选择与谈判',
  design: '设计',
  engineering_budget: '工程与预算',
  procurement: '采购',
  pre_opening: '开业筹备',
  operations: '运营提升',
  asset_valuation: '资产管理与估值',
  dispute_mediation: '争议调解',
}

/** Stages of one engagement, in order. */
export const projectStages = ['kickoff', 'research', 'proposal', 'review', 'delivery', 'closing'] as const
export type ProjectStage = (typeof projectStages)[number]

export const projectStageLabels: Record<ProjectStage, string> = {
  kickoff: '项目启动',
  research: '调研分析',
  proposal: '方案编制',
  review: '汇报评审',
  delivery: '成果交付',
  closing: '项目收尾',
}

export const projectStatuses = ['active', 'archived'] as const
export type ProjectStatus = (typeof projectStatuses)[number]
export const projectStatusLabels: Record<ProjectStatus, string> = { active: '进行中', archived: '已归档' }

export const memberRoles = ['lead', 'consultant', 'client', 'viewer'] as const
export type MemberRole = (typeof memberRoles)[number]
export const memberRoleLabels: Record<MemberRole, string> = {
  lead: '项目负责人',
  consultant: '顾问',
  client: '客户代表',
  viewer: '只读成员',
}
/** The firm's people take the consulting roles; client people the client roles. */
export const staffRoles: readonly MemberRole[] = ['lead', 'consultant']
export const clientRoles: readonly MemberRole[] = ['client', 'viewer']

export const taskStatuses = ['todo', 'doing', 'done'] as const
export type TaskStatus = (typeof taskStatuses)[number]
export const taskStatusLabels: Record<TaskStatus, string> = { todo: '待办', doing: '进行中', done: '已完成' }

/** Folders of the project document browser (/browser2). */
export const projectFolders = ['合同与委托', '调研资料', '会议纪要', '成果报告', '图纸与图片'] as const
export type ProjectFolder = (typeof projectFolders)[number]

type Viewer = { id: string; user_type: string; user_type_multi: string[]; organization_id: string | null }

/**
 * Who sees a project (issue 7 "Access"): the firm's staff see every project; anyone else only a project they
 * are a member of AND that belongs to their own organization, so moving a person to another organization
 * ends their access even if a membership row was left behind.
 */
export function canSeeProject(user: Viewer, project: { organization_id: string }, role: MemberRole | null) {
  if (isStaff(user)) return true
  return role !== null && user.organization_id !== null && user.organization_id === project.organization_id
}

/** Tasks, comments and uploads: staff and members, except read-only members. */
export function canWorkInProject(user: Viewer, project: { organization_id: string }, role: MemberRole | null) {
  if (!canSeeProject(user, project, role)) return false
  return isStaff(user) || role !== 'viewer'
}

/** Project settings, members and milestones: the firm's staff only. */
export function canManageProjects(user: Viewer) {
  return isStaff(user)
}

/** A task is overdue when it is not done and its due date (YYYY-MM-DD) is before today (YYYY-MM-DD). */
export function isOverdue(task: { status: TaskStatus; due_date: string | null }, today: string) {
  return task.status !== 'done' && task.due_date !== null && task.due_date < today
}
