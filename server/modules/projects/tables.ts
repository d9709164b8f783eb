import type { MemberRole, ProjectStage, ProjectStatus, ServiceType, TaskStatus } from '#common/projects'
import type { Flag, Id, IsoTime } from '#server/db/columns'

/** Dates the user picks (start, due) are calendar dates `YYYY-MM-DD`; moments are ISO UTC times. */
export type CalendarDate = string

export interface ProjectsTable {
  id: Id
  /** The client organization the project is for. */
  organization_id: Id
  name: string
  /** The hotel or city the work is about. */
  location: string
  service_type: ServiceType
  stage: ProjectStage
  status: ProjectStatus
  start_date: CalendarDate
  due_date: CalendarDate
  description: string
  created_by: Id | null
  created_at: IsoTime
  updated_at: IsoTime
}

export interface ProjectMembersTable {
  project_id: Id
  user_id: Id
  role: MemberRole
  added_at: IsoTime
}

export interface ProjectMilestonesTable {
  id: Id
  project_id: Id
  title: string
  due_date: CalendarDate
  done: Flag
  created_at: IsoTime
  updated_at: IsoTime
}

export interface ProjectTasksTable {
  id: Id
  project_id: Id
  title: string
  assignee_user_id: Id | null
  status: TaskStatus
  due_date: CalendarDate | null
  /** Position inside its status column, 0-based. */
  sort: number
  created_by: Id | null
  created_at: IsoTime
  updated_at: IsoTime
}

export interface ProjectCommentsTable {
  id: Id
  project_id: Id
  author_user_id: Id
  body: string
  created_at: IsoTime
}

export interface ProjectFilesTable {
  project_id: Id
  file_id: Id
  folder: string
  added_by: Id
  added_at: IsoTime
}

export interface ProjectPicksTable {
  user_id: Id
  project_id: Id
  chosen_at: IsoTime
}

export interface ProjectTables {
  projects: ProjectsTable
  project_members: ProjectMembersTable
  project_milestones: ProjectMilestonesTable
  project_tasks: ProjectTasksTable
  project_comments: ProjectCommentsTable
  project_files: ProjectFilesTable
  project_picks: ProjectPicksTable
}
