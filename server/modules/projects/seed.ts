import { z } from 'zod'
import {
  memberRoles,
  projectStages,
  projectStatuses,
  serviceTypes,
  type TaskStatus,
  taskStatuses,
} from '#common/projects'
import type { Db } from '#server/db/database'
import { insertMissing } from '#server/db/insert-missing'
import { nowIso } from '#server/lib/clock'
import { readDataFile } from '#server/lib/data-files'
import { type DemoOrgKey, demoOrgIds, demoUserId } from '../auth/seed.ts'

/** Stable ids of the demo projects (tests and other modules' seeds refer to them). */
export const demoProjectIds = {
  lakesideFeasibility: 'd8000000-0000-4000-8000-000000000001',
  lakesideBrand: 'd8000000-0000-4000-8000-000000000002',
  lakesideSite: 'd8000000-0000-4000-8000-000000000003',
  haitangValuation: 'd8000000-0000-4000-8000-000000000004',
  jinchengOperations: 'd8000000-0000-4000-8000-000000000005',
  yinluPreOpening: 'd8000000-0000-4000-8000-000000000006',
} as const
type DemoProjectKey = keyof typeof demoProjectIds

const text = z.string().trim().min(1)
const date = z.iso.date()
/** A demo user, by the phone number auth/seed.ts gives it. */
const phone = z.string().regex(/^1\d{10}$/, '应为11位手机号')

/** A demo project's own fields and members, as every demo data file writes them. */
export const demoProjectFields = {
  name: text,
  location: text,
  service_type: z.enum(serviceTypes),
  stage: z.enum(projectStages),
  status: z.enum(projectStatuses),
  start_date: date,
  due_date: date,
  description: text,
  members: z.array(z.strictObject({ phone, role: z.enum(memberRoles) })),
}
type DemoProjectFields = z.output<z.ZodObject<typeof demoProjectFields>>

export const demoProjectSchema = z.strictObject({
  key: z.enum(Object.keys(demoProjectIds) as [DemoProjectKey, ...DemoProjectKey[]]),
  org: z.enum(Object.keys(demoOrgIds) as [DemoOrgKey, ...DemoOrgKey[]]),
  ...demoProjectFields,
  milestones: z.array(z.strictObject({ title: text, due: date, done: z.boolean() })),
  tasks: z.array(
    z.strictObject({ title: text, assignee: phone.nullable(), status: z.enum(taskStatuses), due: date.nullable() }),
  ),
  comments: z.array(z.strictObject({ author: phone, body: text, at: z.iso.datetime() })),
})

const ADMIN = '13800000000'

/** The demo projects of content/demo/projects.yaml, read and checked when the module loads. */
export const demoProjects = readDataFile('demo/projects.yaml', z.array(demoProjectSchema))

/** Fixed ids for the rows under each demo project, so reseeding never duplicates them. */
const childId = (project: number, kind: number, index: number) =>
  `d8${String(project).padStart(2, '0')}${kind}000-0000-4000-8000-${String(index).padStart(12, '0')}`

/**
 * Inserts a demo project (created by the user of phone `createdBy`) and its members; rows already there are kept.
 */
export async function insertDemoProject(
  db: Db,
  ids: { id: string; organizationId: string; createdBy: string },
  project: DemoProjectFields,
  now: string,
) {
  const { name, location, service_type, stage, status, start_date, due_date, description } = project
  await insertMissing(db, 'projects', [
    {
      id: ids.id,
      organization_id: ids.organizationId,
      name,
      location,
      service_type,
      stage,
      status,
      start_date,
      due_date,
      description,
      created_by: demoUserId(ids.createdBy),
      created_at: now,
      updated_at: now,
    },
  ])
  await db
    .insertInto('project_members')
    .values(
      project.members.map(({ phone, role }) => ({
        project_id: ids.id,
        user_id: demoUserId(phone),
        role,
        added_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .execute()
}

/** Demo projects with members, milestones, tasks and comments. Idempotent: rows are keyed by fixed ids. */
export async function seedProjects(db: Db) {
  const now = nowIso()
  for (const [p, demo] of demoProjects.entries()) {
    const projectId = demoProjectIds[demo.key]
    await insertDemoProject(db, { id: projectId, organizationId: demoOrgIds[demo.org], createdBy: ADMIN }, demo, now)
    await insertMissing(
      db,
      'project_milestones',
      demo.milestones.map(({ title, due, done }, i) => ({
        id: childId(p, 1, i),
        project_id: projectId,
        title,
        due_date: due,
        done: done ? (1 as const) : (0 as const),
        created_at: now,
        updated_at: now,
      })),
    )
    const sorts = new Map<TaskStatus, number>()
    await insertMissing(
      db,
      'project_tasks',
      demo.tasks.map(({ title, assignee, status, due }, i) => {
        const sort = sorts.get(status) ?? 0
        sorts.set(status, sort + 1)
        return {
          id: childId(p, 2, i),
          project_id: projectId,
          title,
          assignee_user_id: assignee ? demoUserId(assignee) : null,
          status,
          due_date: due,
          sort,
          created_by: demoUserId(ADMIN),
          created_at: now,
          updated_at: now,
        }
      }),
    )
    await insertMissing(
      db,
      'project_comments',
      demo.comments.map(({ author, body, at }, i) => ({
        id: childId(p, 3, i),
        project_id: projectId,
        author_user_id: demoUserId(author),
        body,
        created_at: at,
      })),
    )
  }
}
