import type { MemberRole, ProjectStage, ProjectStatus, ServiceType, TaskStatus } from '../../../../common/projects.ts'

/** The shapes the projects API answers with (server/modules/projects/schemas.ts). */
export type Project = {
  id: string
  organization_id: string
  organization_name: string
  name: string
  location: string
  service_type: ServiceType
  stage: ProjectStage
  status: ProjectStatus
  start_date: string
  due_date: string
  description: string
  my_role: MemberRole | null
  member_count: number
  task_total: number
  task_done: number
  next_milestone: { title: string; due_date: string } | null
  created_at: string
  updated_at: string
}

export type Member = {
  user_id: string
  username: string
  role: MemberRole
  organization_name: string | null
  added_at: string
}

export type Milestone = { id: string; title: string; due_date: string; done: boolean; overdue: boolean }

export type ProjectDetail = {
  project: Project
  members: Member[]
  milestones: Milestone[]
  permissions: { manage: boolean; work: boolean }
  today: string
}

export type Task = {
  id: string
  title: string
  assignee_user_id: string | null
  assignee_name: string | null
  status: TaskStatus
  due_date: string | null
  sort: number
  overdue: boolean
  created_at: string
  updated_at: string
}

export type Comment = {
  id: string
  body: string
  author_user_id: string
  author_name: string
  created_at: string
  mine: boolean
}

export type ProjectFile = {
  id: string
  original_name: string
  kind: string
  size: number
  folder: string
  added_at: string
  added_by_name: string
  can_delete: boolean
}

export type SignedLink = { file_id: string; url: string; expires_at: string }

export type Banner = SignedLink & { project_id: string; project_name: string; title: string }

export type FormOptions = {
  organizations: { id: string; name: string; kind: string }[]
  users: {
    id: string
    username: string
    organization_id: string | null
    organization_name: string | null
    staff: boolean
  }[]
}

export type PickerData = {
  projects: Pick<Project, 'id' | 'name' | 'location' | 'organization_name' | 'service_type' | 'stage' | 'due_date'>[]
  current: string | null
}

export type ProjectFilters = {
  q?: string
  status?: ProjectStatus | 'all'
  stage?: ProjectStage
  service_type?: ServiceType
}

export type ProjectInput = {
  organization_id: string
  name: string
  location: string
  service_type: ServiceType
  stage: ProjectStage
  start_date: string
  due_date: string
  description: string
  members?: { user_id: string; role: MemberRole }[]
}
