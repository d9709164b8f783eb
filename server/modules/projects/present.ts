import type { Selectable } from 'kysely'
import { isOverdue, type MemberRole, type TaskStatus } from '#common/projects'
import type { Db } from '#server/db/database'
import { isoAt } from '#server/lib/clock'
import { projectProgress } from './queries.ts'
import type { ProjectMilestonesTable, ProjectsTable } from './tables.ts'

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** Today's calendar date where the firm and its clients work (China, UTC+8, no daylight saving). */
export function chinaToday(nowMs: number) {
  return isoAt(nowMs + CHINA_OFFSET_MS).slice(0, 10)
}

type ListedProject = Selectable<ProjectsTable> & { organization_name: string; my_role: MemberRole | null }

/** List rows with progress and the next milestone, in one round of grouped queries. */
export async function presentProjects(db: Db, rows: ListedProject[]) {
  const { progress, next } = await projectProgress(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    name: row.name,
    location: row.location,
    service_type: row.service_type,
    stage: row.stage,
    status: row.status,
    start_date: row.start_date,
    due_date: row.due_date,
    description: row.description,
    my_role: row.my_role,
    member_count: progress.get(row.id)?.member_count ?? 0,
    task_total: progress.get(row.id)?.task_total ?? 0,
    task_done: progress.get(row.id)?.task_done ?? 0,
    next_milestone: next.get(row.id) ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }))
}

export function presentMilestone(row: Selectable<ProjectMilestonesTable>, today: string) {
  const done = Number(row.done) === 1
  return { id: row.id, title: row.title, due_date: row.due_date, done, overdue: !done && row.due_date < today }
}

export function presentTask<T extends { status: string; due_date: string | null }>(row: T, today: string) {
  return { ...row, overdue: isOverdue({ status: row.status as TaskStatus, due_date: row.due_date }, today) }
}
