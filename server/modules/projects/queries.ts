import type { Selectable, Updateable } from 'kysely'
import type { MemberRole, ProjectStage, ProjectStatus, ServiceType } from '#common/projects'
import { isStaff } from '#common/user-types'
import { compiledOnce } from '#server/db/compiled-once'
import { anyContains } from '#server/db/contains'
import type { Db } from '#server/db/database'
import { updateStamped } from '#server/db/project-rows'
import { newId } from '#server/lib/ids'
import type { AuthUser } from '#server/plugins/access'
import type { ProjectsTable } from './tables.ts'

export type ProjectFilters = {
  q?: string
  status?: ProjectStatus | 'all'
  stage?: ProjectStage
  service_type?: ServiceType
  organization_id?: string
}

export async function findProject(db: Db, id: string) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
}

const projectWithRole = compiledOnce((db: Db, userId: string, id: string) =>
  db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
    .selectAll('p')
    .select('m.role as member_role')
    .where('p.id', '=', id),
)

/** The project and the user's role in it, in one round trip (compiled once: every project route reads it). */
export async function findProjectWithRole(db: Db, id: string, userId: string) {
  const [row] = await projectWithRole(db, userId, id)
  if (!row) return undefined
  const { member_role, ...project } = row
  return { project, role: member_role ?? null }
}

export async function memberRole(db: Db, projectId: string, userId: string): Promise<MemberRole | null> {
  const row = await db
    .selectFrom('project_members')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.role ?? null
}

/**
 * The projects a user may see, scoped in SQL with the same rule as `canSeeProject`:
 * staff all; others only their own organization's projects they are members of.
 */
export async function listVisibleProjects(db: Db, user: AuthUser, filters: ProjectFilters) {
  let query = db
    .selectFrom('projects as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', user.id))
    .selectAll('p')
    .select(['o.name as organization_name', 'm.role as my_role'])
  if (!isStaff(user)) {
    query = query.where('m.user_id', 'is not', null).where('p.organization_id', '=', user.organization_id ?? '')
  }
  const status = filters.status ?? 'active'
  if (status !== 'all') query = query.where('p.status', '=', status)
  if (filters.stage) query = query.where('p.stage', '=', filters.stage)
  if (filters.service_type) query = query.where('p.service_type', '=', filters.service_type)
  if (filters.organization_id) query = query.where('p.organization_id', '=', filters.organization_id)
  if (filters.q) query = query.where(anyContains(['p.name', 'p.location', 'o.name'], filters.q))
  return query.orderBy('p.status').orderBy('p.due_date').orderBy('p.name').execute()
}

/** Task counts and the next open milestone of each project, for list rows. */
export async function projectProgress(db: Db, projectIds: string[]) {
  const progress = new Map<string, { task_total: number; task_done: number; member_count: number }>()
  const next = new Map<string, { title: string; due_date: string }>()
  if (projectIds.length === 0) return { progress, next }
  for (const id of projectIds) progress.set(id, { task_total: 0, task_done: 0, member_count: 0 })
  const tasks = await db
    .selectFrom('project_tasks')
    .select(['project_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('project_id', 'in', projectIds)
    .groupBy(['project_id', 'status'])
    .execute()
  for (const row of tasks) {
    const entry = progress.get(row.project_id)
    if (!entry) continue
    entry.task_total += Number(row.n)
    if (row.status === 'done') entry.task_done += Number(row.n)
  }
  const members = await db
    .selectFrom('project_members')
    .select(['project_id', (eb) => eb.fn.countAll().as('n')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute()
  for (const row of members) {
    const entry = progress.get(row.project_id)
    if (entry) entry.member_count = Number(row.n)
  }
  const milestones = await db
    .selectFrom('project_milestones')
    .select(['project_id', 'title', 'due_date'])
    .where('project_id', 'in', projectIds)
    .where('done', '=', 0)
    .orderBy('due_date')
    .execute()
  for (const row of milestones) {
    if (!next.has(row.project_id)) next.set(row.project_id, { title: row.title, due_date: row.due_date })
  }
  return { progress, next }
}

export type ProjectInput = Pick<
  Selectable<ProjectsTable>,
  'organization_id' | 'name' | 'location' | 'service_type' | 'stage' | 'start_date' | 'due_date' | 'description'
>

export async function insertProject(db: Db, input: ProjectInput, createdBy: string, now: string) {
  const row: Selectable<ProjectsTable> = {
    id: newId(),
    ...input,
    status: 'active',
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('projects').values(row).execute()
  return row
}

export const updateProject = (db: Db, id: string, changes: Updateable<ProjectsTable>, now: string) =>
  updateStamped(db, 'projects', id, changes, now)

export async function findClientOrganization(db: Db, id: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'kind'])
    .where('id', '=', id)
    .where('kind', '!=', 'firm')
    .executeTakeFirst()
}

export async function findActiveUsers(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'username', 'user_type', 'user_type_multi', 'organization_id'])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute()
}

export async function listMembers(db: Db, projectId: string) {
  return db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['m.user_id', 'm.role', 'm.added_at', 'u.username', 'o.name as organization_name'])
    .where('m.project_id', '=', projectId)
    .orderBy('m.added_at')
    .orderBy('u.username')
    .execute()
}

export async function upsertMember(db: Db, projectId: string, userId: string, role: MemberRole, now: string) {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, role, added_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ role }))
    .execute()
}

export async function deleteMember(db: Db, projectId: string, userId: string) {
  const result = await db
    .deleteFrom('project_members')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Client organizations and active users, for the project drawer's pickers. */
export async function formOptions(db: Db) {
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'kind'])
    .where('kind', '!=', 'firm')
    .orderBy('name')
    .execute()
  const users = await db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .select([
      'u.id',
      'u.username',
      'u.user_type',
      'u.user_type_multi',
      'u.organization_id',
      'o.name as organization_name',
    ])
    .where('u.status', '=', 'active')
    .orderBy('u.username')
    .execute()
  return { organizations, users }
}

export async function rememberPick(db: Db, userId: string, projectId: string, now: string) {
  await db
    .insertInto('project_picks')
    .values({ user_id: userId, project_id: projectId, chosen_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ project_id: projectId, chosen_at: now }))
    .execute()
}

export async function findPick(db: Db, userId: string) {
  const row = await db.selectFrom('project_picks').select('project_id').where('user_id', '=', userId).executeTakeFirst()
  return row?.project_id ?? null
}
