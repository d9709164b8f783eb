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

export const demoProjectSchema = z.strictObject({
  key: z.enum(Object.keys(demoProjectIds) as [DemoProjectKey, ...DemoProjectKey[]]),
  org: z.enum(Object.keys(demoOrgIds) as [DemoOrgKey, ...DemoOrgKey[]]),
  name: text,
  location: text,
  service_type: z.enum(serviceTypes),
  stage: z.enum(projectStages),
  status: z.enum(projectStatuses),
  start_date: date,
  due_date: date,
  description: text,
  members: z.array(z.strictObject({ phone, role: z.enum(memberRoles) })),
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

/** Demo projects with members, milestones, tasks and comments. Idempotent: rows are keyed by fixed ids. */
export async function seedProjects(db: Db) {
  const now = nowIso()
  for (const [p, demo] of demoProjects.entries()) {
    const projectId = demoProjectIds[demo.key]
    await db
      .insertInto('projects')
      .values({
        id: projectId,
        organization_id: demoOrgIds[demo.org],
        name: demo.name,
        location: demo.location,
        service_type: demo.service_type,
        stage: demo.stage,
        status: demo.status,
        start_date: demo.start_date,
        due_date: demo.due_date,
        description: demo.description,
        created_by: demoUserId(ADMIN),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await db
      .insertInto('project_members')
      .values(
        demo.members.map(({ phone, role }) => ({
          project_id: projectId,
          user_id: demoUserId(phone),
          role,
          added_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
      .execute()
    await db
      .insertInto('project_milestones')
      .values(
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
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    const sorts = new Map<TaskStatus, number>()
    await db
      .insertInto('project_tasks')
      .values(
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
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await db
      .insertInto('project_comments')
      .values(
        demo.comments.map(({ author, body, at }, i) => ({
          id: childId(p, 3, i),
          project_id: projectId,
          author_user_id: demoUserId(author),
          body,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  }
}
