import { describe, expect, it } from 'vitest'
import { ownProject, projectTestApp } from '../modules/projects/test-support.ts'

describe('Idempotency-Key on creating calls', async () => {
  const t = await projectTestApp()
  const comment = (body: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${ownProject}/comments`,
      headers: { ...t.headers.client, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { body },
    })
  const count = async (body: string) =>
    (
      await t.dbh.db
        .selectFrom('project_comments')
        .select('id')
        .where('project_id', '=', ownProject)
        .where('body', '=', body)
        .execute()
    ).length

  it('stores a retried comment once and answers the retry as the first call was answered', async () => {
    const first = await comment('重试不重复', 'retry-key-0001')
    const again = await comment('重试不重复', 'retry-key-0001')
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().data.filter((c: { body: string }) => c.body === '重试不重复')).toHaveLength(1)
    expect(await count('重试不重复')).toBe(1)
  })

  it('stores one of several identical calls sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => comment('同时重发', 'concurrent-key-01')))
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4)
    expect(await count('同时重发')).toBe(1)
  })

  it('refuses a key reused for a different request, and stores calls without a key every time', async () => {
    expect((await comment('第一条', 'reused-key-0001')).statusCode).toBe(201)
    const reused = await comment('另一条', 'reused-key-0001')
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.code).toBe('idempotency_key_reused')
    expect(await count('另一条')).toBe(0)
    await comment('无键评论')
    await comment('无键评论')
    expect(await count('无键评论')).toBe(2)
  })

  it('scopes a key to its user and route, and names a malformed key', async () => {
    const task = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${ownProject}/tasks`,
      headers: { ...t.headers.client, 'idempotency-key': 'retry-key-0001' },
      payload: { title: '同键不同路由的任务' },
    })
    expect(task.statusCode).toBe(201)
    expect(task.headers['idempotent-replayed']).toBeUndefined()
    const bad = await comment('坏键', 'short')
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Idempotency-Key')
  })
})
