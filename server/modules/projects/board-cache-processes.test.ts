import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loginSession } from '#server/test-support/auth'
import { twoProcesses } from '#server/test-support/two-processes'

// Migration 0802: each user's view of a task board is kept per process until any process changes a project, a
// membership or a task; new tasks and members count too. A change through either process shows at the other's
// next request; one made by another program at the next request on SQLite, when the notice arrives on PostgreSQL.
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

const taskTitles = async (app: FastifyInstance, token: string, projectId: string) => {
  const res = await app.inject({ url: `/api/v1/projects/${projectId}/tasks`, headers: auth(token) })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { title: string }[] }).data.map((t) => t.title).sort()
}

describe('kept task boards across two app processes on one database', async () => {
  const { a, b, otherProgram, untilHeard } = await twoProcesses()
  const { token } = await loginSession(a, '13800000001')
  const projects = await a.inject({ url: '/api/v1/projects', headers: auth(token) })
  const projectId = (projects.json() as { data: { id: string }[] }).data[0]?.id ?? ''

  it('a task added through one process is on the board the other process answers next', async () => {
    const before = await taskTitles(b, token, projectId)
    expect(await taskTitles(b, token, projectId)).toEqual(before)
    const added = await a.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/tasks`,
      headers: auth(token),
      payload: { title: '核对开业筹备清单' },
    })
    expect(added.statusCode).toBe(201)
    expect(await taskTitles(b, token, projectId)).toEqual([...before, '核对开业筹备清单'].sort())
    expect(await taskTitles(a, token, projectId)).toEqual([...before, '核对开业筹备清单'].sort())
  })

  it('a task added or renamed by another program (psql, the command line) is on the board', async () => {
    const before = await taskTitles(a, token, projectId)
    expect(await taskTitles(b, token, projectId)).toEqual(before)
    const at = new Date().toISOString()
    await otherProgram(
      `insert into project_tasks (id, project_id, title, status, sort, created_at, updated_at)
       values ('${crypto.randomUUID()}', '${projectId}', '外部导入的任务', 'todo', 99, '${at}', '${at}')`,
    )
    const added = [...before, '外部导入的任务'].sort()
    for (const app of [a, b])
      expect(
        await untilHeard(
          () => taskTitles(app, token, projectId),
          (t) => t.length === added.length,
        ),
      ).toEqual(added)
    await otherProgram(`update project_tasks set title = '外部改名的任务' where title = '外部导入的任务'`)
    const renamed = [...before, '外部改名的任务'].sort()
    for (const app of [a, b])
      expect(
        await untilHeard(
          () => taskTitles(app, token, projectId),
          (t) => t.includes('外部改名的任务'),
        ),
      ).toEqual(renamed)
  })

  it('a membership removed by another program takes the board away from the client member', async () => {
    // The demo project 1 and its client member (seed: server/db/seed).
    const project = 'd8000000-0000-4000-8000-000000000001'
    const client = await loginSession(a, '13800000008')
    const board = () => b.inject({ url: `/api/v1/projects/${project}/tasks`, headers: auth(client.token) })
    expect((await board()).statusCode).toBe(200)
    expect((await board()).statusCode).toBe(200)
    await otherProgram(
      `delete from project_members where project_id = '${project}'
       and user_id = (select id from users where phone = '13800000008')`,
    )
    const status = await untilHeard(
      async () => (await board()).statusCode,
      (s) => s !== 200,
    )
    expect(status).toBe(404)
  })
})
