import { PostgresAdapter, type Selectable, sql, type Updateable } from 'kysely'
import * as postgresJson from 'kysely/helpers/postgres'
import * as sqliteJson from 'kysely/helpers/sqlite'
import type { TaskStatus } from '#common/projects'
import { compiledOnce } from '#server/db/compiled-once'
import type { Db } from '#server/db/database'
import { deleteProjectRow, findProjectRow, updateStamped } from '#server/db/project-rows'
import { newId } from '#server/lib/ids'
import type { ProjectMilestonesTable, ProjectTasksTable } from './tables.ts'

// Milestones

export async function listMilestones(db: Db, projectId: string) {
  return db
    .selectFrom('project_milestones')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('due_date')
    .orderBy('created_at')
    .execute()
}

export async function insertMilestone(
  db: Db,
  projectId: string,
  input: Pick<Selectable<ProjectMilestonesTable>, 'title' | 'due_date' | 'done'>,
  now: string,
) {
  const row: Selectable<ProjectMilestonesTable> = {
    id: newId(),
    project_id: projectId,
    ...input,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('project_milestones').values(row).execute()
  return row
}

export const findMilestone = (db: Db, projectId: string, id: string) =>
  findProjectRow(db, 'project_milestones', projectId, id)

export const updateMilestone = (db: Db, id: string, changes: Updateable<ProjectMilestonesTable>, now: string) =>
  updateStamped(db, 'project_milestones', id, changes, now)

export const deleteMilestone = (db: Db, projectId: string, id: string) =>
  deleteProjectRow(db, 'project_milestones', projectId, id)

// Tasks

/** The board's columns, in the order the board reads them: status column, then position, then age. */
const taskColumns = [
  't.id',
  't.project_id',
  't.title',
  't.assignee_user_id',
  't.status',
  't.due_date',
  't.sort',
  't.created_by',
  't.created_at',
  't.updated_at',
  'u.username as assignee_name',
] as const

function tasksOf(db: Db) {
  return db
    .selectFrom('project_tasks as t')
    .leftJoin('users as u', 'u.id', 't.assignee_user_id')
    .select(taskColumns)
    .orderBy('t.status')
    .orderBy('t.sort')
    .orderBy('t.created_at')
}
export type TaskWithAssignee = Awaited<ReturnType<ReturnType<typeof tasksOf>['execute']>>[number]

export async function listTasks(db: Db, projectId: string) {
  return tasksOf(db).where('t.project_id', '=', projectId).execute()
}

/**
 * The project, the user's role in it and its tasks, in one statement compiled once: the task board is the project
 * route read most often, and on PostgreSQL a second round trip and Kysely's building of the query each cost more
 * CPU than the read itself. The caller still decides from the project and role whether the user may see the tasks
 * (access.ts).
 */
const projectTasks = compiledOnce((db: Db, userId: string, id: string) => {
  const { jsonArrayFrom } = db.getExecutor().adapter instanceof PostgresAdapter ? postgresJson : sqliteJson
  return db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) => join.onRef('m.project_id', '=', 'p.id').on('m.user_id', '=', userId))
    .selectAll('p')
    .select('m.role as member_role')
    .select(() => jsonArrayFrom(tasksOf(db).where('t.project_id', '=', sql.ref<string>('p.id'))).as('tasks'))
    .where('p.id', '=', id)
})

export async function findProjectTasks(db: Db, id: string, userId: string) {
  const [row] = await projectTasks(db, userId, id)
  if (!row) return undefined
  const { member_role, tasks, ...project } = row
  // PostgreSQL's driver parses json; SQLite answers the text.
  const list = (typeof tasks === 'string' ? JSON.parse(tasks) : tasks) as TaskWithAssignee[]
  return { project, role: member_role ?? null, tasks: list }
}

export const findTask = (db: Db, projectId: string, id: string) => findProjectRow(db, 'project_tasks', projectId, id)

/** Ids of one status column, in board order. */
async function columnIds(db: Db, projectId: string, status: TaskStatus, except?: string) {
  let query = db
    .selectFrom('project_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', '=', status)
  if (except) query = query.where('id', '!=', except)
  const rows = await query.orderBy('sort').orderBy('created_at').execute()
  return rows.map((r) => r.id)
}

export async function insertTask(
  db: Db,
  projectId: string,
  input: Pick<Selectable<ProjectTasksTable>, 'title' | 'assignee_user_id' | 'status' | 'due_date'>,
  createdBy: string,
  now: string,
) {
  const sort = (await columnIds(db, projectId, input.status)).length
  const row: Selectable<ProjectTasksTable> = {
    id: newId(),
    project_id: projectId,
    ...input,
    sort,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('project_tasks').values(row).execute()
  return row
}

export const updateTask = (db: Db, id: string, changes: Updateable<ProjectTasksTable>, now: string) =>
  updateStamped(db, 'project_tasks', id, changes, now)

/**
 * Puts a task at `position` of the `status` column and renumbers that column 0..n-1 in one transaction,
 * so concurrent moves never leave two tasks on one slot for long.
 */
export async function moveTask(
  db: Db,
  task: Selectable<ProjectTasksTable>,
  status: TaskStatus,
  position: number,
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    const ids = await columnIds(trx, task.project_id, status, task.id)
    ids.splice(Math.min(position, ids.length), 0, task.id)
    await trx.updateTable('project_tasks').set({ status, updated_at: now }).where('id', '=', task.id).execute()
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('project_tasks').set({ sort: index }).where('id', '=', id).execute()
    }
  })
}

export const deleteTask = (db: Db, projectId: string, id: string) =>
  deleteProjectRow(db, 'project_tasks', projectId, id)

// Comments

export async function listComments(db: Db, projectId: string) {
  return db
    .selectFrom('project_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_user_id')
    .select(['c.id', 'c.body', 'c.created_at', 'c.author_user_id', 'u.username as author_name'])
    .where('c.project_id', '=', projectId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute()
}

export async function insertComment(db: Db, projectId: string, authorId: string, body: string, now: string) {
  const row = { id: newId(), project_id: projectId, author_user_id: authorId, body, created_at: now }
  await db.insertInto('project_comments').values(row).execute()
  return row
}

export const findComment = (db: Db, projectId: string, id: string) =>
  findProjectRow(db, 'project_comments', projectId, id)

export async function deleteComment(db: Db, id: string) {
  await db.deleteFrom('project_comments').where('id', '=', id).execute()
}

// Files

export async function listProjectFiles(db: Db, projectId: string) {
  return db
    .selectFrom('project_files as pf')
    .innerJoin('files as f', 'f.id', 'pf.file_id')
    .innerJoin('users as u', 'u.id', 'pf.added_by')
    .select([
      'f.id',
      'f.original_name',
      'f.kind',
      'f.size',
      'pf.folder',
      'pf.added_at',
      'pf.added_by',
      'u.username as added_by_name',
    ])
    .where('pf.project_id', '=', projectId)
    .orderBy('pf.folder')
    .orderBy('pf.added_at', 'desc')
    .execute()
}

export async function findProjectFile(db: Db, projectId: string, fileId: string) {
  return db
    .selectFrom('project_files as pf')
    .innerJoin('files as f', 'f.id', 'pf.file_id')
    .selectAll('f')
    .select(['pf.folder', 'pf.added_by'])
    .where('pf.project_id', '=', projectId)
    .where('pf.file_id', '=', fileId)
    .executeTakeFirst()
}

export async function linkProjectFile(
  db: Db,
  projectId: string,
  fileId: string,
  folder: string,
  by: string,
  now: string,
) {
  await db
    .insertInto('project_files')
    .values({ project_id: projectId, file_id: fileId, folder, added_by: by, added_at: now })
    .execute()
}

export async function unlinkProjectFile(db: Db, projectId: string, fileId: string) {
  await db.deleteFrom('project_files').where('project_id', '=', projectId).where('file_id', '=', fileId).execute()
}

/** Images of the given projects, newest first: the banner of /project-list. */
export async function projectImages(db: Db, projectIds: string[], limit: number) {
  if (projectIds.length === 0) return []
  return db
    .selectFrom('project_files as pf')
    .innerJoin('files as f', 'f.id', 'pf.file_id')
    .innerJoin('projects as p', 'p.id', 'pf.project_id')
    .select(['f.id as file_id', 'f.original_name', 'f.kind', 'pf.project_id', 'p.name as project_name'])
    .where('pf.project_id', 'in', projectIds)
    .where('f.kind', 'in', ['png', 'jpeg'])
    .orderBy('pf.added_at', 'desc')
    .limit(limit)
    .execute()
}
