import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { commentRow, milestoneRow, taskRow } from '#common/projects-schemas'
import type { Db } from '#server/db/database'
import { keptRows } from '#server/db/kept-rows'
import { idempotencyHeaders, writeOnceFor } from '#server/db/write-once'
import { badRequest, forbidden, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { currentUser } from '#server/plugins/access'
import { seenBy, visibleProject, workableProject } from './access.ts'
import { chinaToday, presentMilestone, presentTask } from './present.ts'
import { memberRole } from './queries.ts'
import {
  commentBody,
  commentParams,
  errors,
  milestoneBody,
  milestoneParams,
  milestonePatch,
  moveBody,
  projectParams,
  taskBody,
  taskParams,
  taskPatch,
} from './schemas.ts'
import {
  deleteComment,
  deleteMilestone,
  deleteTask,
  findComment,
  findMilestone,
  findProjectTasks,
  findTask,
  insertComment,
  insertMilestone,
  insertTask,
  listComments,
  listMilestones,
  listTasks,
  moveTask,
  type TaskWithAssignee,
  updateMilestone,
  updateTask,
} from './work-queries.ts'

const okAnswer = z.object({ data: z.object({ ok: z.literal(true) }) })
const milestones = z.object({ data: z.array(milestoneRow) })
const tasks = z.object({ data: z.array(taskRow) })
const comments = z.object({ data: z.array(commentRow) })

/** Milestones (staff), the task board (members) and the comment thread (members) of one project. */
export async function projectWorkRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const now = () => nowIso(app.deps.clock)
  const today = () => chinaToday(app.deps.clock.now())

  const milestoneList = async (projectId: string) =>
    (await listMilestones(db(), projectId)).map((m) => presentMilestone(m, today()))
  const presentTasks = (rows: TaskWithAssignee[]) => rows.map((t) => presentTask(t, today()))
  // Each user's view of a task board (the project, the user's role, the tasks) is kept until any process changes a
  // project, a membership or a task (server/db/kept-rows.ts, migration 0802): the board is read far more often than
  // it is written. Dates are presented per request, so a kept board still turns overdue at midnight.
  const boards = keptRows<Awaited<ReturnType<typeof findProjectTasks>>>(app.deps.dbh.changes, 2000)
  const taskList = async (projectId: string) => presentTasks(await listTasks(db(), projectId))

  /**
   * Runs a creating write once per Idempotency-Key (writeOnceFor). The answer is the current list, read afresh, so
   * nothing is kept with the key.
   */
  async function addOnce(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    write: (trx: Db, at: string) => Promise<unknown>,
  ) {
    const at = now()
    await writeOnceFor(db(), request, reply, userId, at, async (trx) => {
      await write(trx, at)
      return ''
    })
  }

  /** An assignee must be a member, so the board never shows work given to someone who cannot see it. */
  async function checkAssignee(projectId: string, assignee: string | null | undefined) {
    if (!assignee) return
    if (!(await memberRole(db(), projectId, assignee))) {
      throw badRequest('负责人必须是项目成员', { assignee_user_id: '负责人必须是项目成员' })
    }
  }

  app.get(
    '/projects/:id/milestones',
    { config: { access: 'user' }, schema: { params: projectParams, response: { 200: milestones, ...errors } } },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      return { data: await milestoneList(project.id) }
    },
  )

  app.post(
    '/projects/:id/milestones',
    {
      config: { access: 'employee' },
      schema: {
        params: projectParams,
        headers: idempotencyHeaders,
        body: milestoneBody,
        response: { 201: milestones, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.params.id)
      const { done, ...rest } = request.body
      await addOnce(request, reply, user.id, (trx, at) =>
        insertMilestone(trx, project.id, { ...rest, done: done ? 1 : 0 }, at),
      )
      return reply.status(201).send({ data: await milestoneList(project.id) })
    },
  )

  app.patch(
    '/projects/:id/milestones/:milestoneId',
    {
      config: { access: 'employee' },
      schema: { params: milestoneParams, body: milestonePatch, response: { 200: milestones, ...errors } },
    },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      const milestone = await findMilestone(db(), project.id, request.params.milestoneId)
      if (!milestone) throw notFound('里程碑不存在')
      const { done, ...rest } = request.body
      await updateMilestone(
        db(),
        milestone.id,
        { ...rest, ...(done === undefined ? {} : { done: done ? 1 : 0 }) },
        now(),
      )
      return { data: await milestoneList(project.id) }
    },
  )

  app.delete(
    '/projects/:id/milestones/:milestoneId',
    { config: { access: 'employee' }, schema: { params: milestoneParams, response: { 200: okAnswer, ...errors } } },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      if (!(await deleteMilestone(db(), project.id, request.params.milestoneId))) throw notFound('里程碑不存在')
      return { data: { ok: true as const } }
    },
  )

  app.get(
    '/projects/:id/tasks',
    { config: { access: 'user' }, schema: { params: projectParams, response: { 200: tasks, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { id } = request.params
      const board = await boards.get(`${id}\u0000${user.id}`, () => findProjectTasks(db(), id, user.id))
      const { tasks } = seenBy(user, board)
      return { data: presentTasks(tasks) }
    },
  )

  app.post(
    '/projects/:id/tasks',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        headers: idempotencyHeaders,
        body: taskBody,
        response: { 201: tasks, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { project } = await workableProject(db(), user, request.params.id)
      await checkAssignee(project.id, request.body.assignee_user_id)
      await addOnce(request, reply, user.id, (trx, at) => insertTask(trx, project.id, request.body, user.id, at))
      return reply.status(201).send({ data: await taskList(project.id) })
    },
  )

  app.patch(
    '/projects/:id/tasks/:taskId',
    {
      config: { access: 'user' },
      schema: { params: taskParams, body: taskPatch, response: { 200: tasks, ...errors } },
    },
    async (request) => {
      const { project } = await workableProject(db(), currentUser(request), request.params.id)
      const task = await findTask(db(), project.id, request.params.taskId)
      if (!task) throw notFound('任务不存在')
      await checkAssignee(project.id, request.body.assignee_user_id)
      await updateTask(db(), task.id, request.body, now())
      return { data: await taskList(project.id) }
    },
  )

  app.post(
    '/projects/:id/tasks/:taskId/move',
    {
      config: { access: 'user' },
      schema: { params: taskParams, body: moveBody, response: { 200: tasks, ...errors } },
    },
    async (request) => {
      const { project } = await workableProject(db(), currentUser(request), request.params.id)
      const task = await findTask(db(), project.id, request.params.taskId)
      if (!task) throw notFound('任务不存在')
      await moveTask(db(), task, request.body.status, request.body.position, now())
      return { data: await taskList(project.id) }
    },
  )

  app.delete(
    '/projects/:id/tasks/:taskId',
    { config: { access: 'user' }, schema: { params: taskParams, response: { 200: tasks, ...errors } } },
    async (request) => {
      const { project } = await workableProject(db(), currentUser(request), request.params.id)
      if (!(await deleteTask(db(), project.id, request.params.taskId))) throw notFound('任务不存在')
      return { data: await taskList(project.id) }
    },
  )

  const commentList = async (projectId: string, userId: string) =>
    (await listComments(db(), projectId)).map((c) => ({ ...c, mine: c.author_user_id === userId }))

  app.get(
    '/projects/:id/comments',
    { config: { access: 'user' }, schema: { params: projectParams, response: { 200: comments, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.params.id)
      return { data: await commentList(project.id, user.id) }
    },
  )

  app.post(
    '/projects/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        headers: idempotencyHeaders,
        body: commentBody,
        response: { 201: comments, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { project } = await workableProject(db(), user, request.params.id)
      await addOnce(request, reply, user.id, (trx, at) =>
        insertComment(trx, project.id, user.id, request.body.body, at),
      )
      return reply.status(201).send({ data: await commentList(project.id, user.id) })
    },
  )

  app.delete(
    '/projects/:id/comments/:commentId',
    { config: { access: 'user' }, schema: { params: commentParams, response: { 200: comments, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.params.id)
      const comment = await findComment(db(), project.id, request.params.commentId)
      if (!comment) throw notFound('评论不存在')
      if (comment.author_user_id !== user.id) throw forbidden('只能删除自己的评论')
      await deleteComment(db(), comment.id)
      return { data: await commentList(project.id, user.id) }
    },
  )
}
