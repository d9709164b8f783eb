import type { Selectable } from 'kysely'
import { canSeeProject, canWorkInProject, type MemberRole } from '#common/projects'
import type { Db } from '#server/db/database'
import { forbidden, notFound } from '#server/errors'
import type { AuthUser } from '#server/plugins/access'
import { findProjectWithRole } from './queries.ts'
import type { ProjectsTable } from './tables.ts'

export type VisibleProject = { project: Selectable<ProjectsTable>; role: MemberRole | null }

/** The project if the user may see it; otherwise 404, so outsiders cannot even learn that it exists. */
export async function visibleProject(db: Db, user: AuthUser, id: string): Promise<VisibleProject> {
  return seenBy(user, await findProjectWithRole(db, id, user.id))
}

/** `found` (a project read with the user's role, and whatever came with it) if the user may see the project. */
export function seenBy<T extends VisibleProject>(user: AuthUser, found: T | undefined): T {
  if (!found || !canSeeProject(user, found.project, found.role)) throw notFound('项目不存在或您无权查看')
  return found
}

/** The project if the user may add tasks, comments and files to it. */
export async function workableProject(db: Db, user: AuthUser, id: string): Promise<VisibleProject> {
  const visible = await visibleProject(db, user, id)
  if (!canWorkInProject(user, visible.project, visible.role)) throw forbidden('只读成员不能修改项目内容')
  return visible
}
