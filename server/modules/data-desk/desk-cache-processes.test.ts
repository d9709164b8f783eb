import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { twoProcesses } from '#server/test-support/two-processes'
import { testSource } from './test-source.ts'

// Migration 1260: each process keeps the live figures (and the walls built from them) until desk_state moves. An
// approval through one process is on the other's next answer; on PostgreSQL the notice of desk_state's change
// reaches every process before the approval answers, on a SQLite file the next request looks for it.
const source = testSource('测试数据：截至2025年12月31日在营酒店 3,000 家')

/** 汉庭's size as shipped in the facts (HOTELS' 2024 brand list, quoted by H World's Q2 2025 release). */
const shipped = 4401

const hantingSize = async (app: FastifyInstance, headers: Record<string, string>) => {
  const res = await app.inject({ url: '/api/v1/brands?q=汉庭&size=5', headers })
  expect(res.statusCode).toBe(200)
  const items = (res.json() as { data: { items: { slug: string; size: { hotels: number } | null }[] } }).data.items
  return items.find((b) => b.slug === 'hanting')?.size?.hotels
}

describe('live figures across two app processes on one database', async () => {
  const { a, aDb, b, otherProgram, untilHeard } = await twoProcesses()
  await aDb.db.updateTable('users').set({ authorization: 'researcher' }).where('phone', '=', '13800000001').execute()
  const researcher = await loginAs(a, '13800000001')
  const admin = await loginAs(b, '13800000000')
  const reader = await loginAs(b, '13800000011')

  it('an approval through one process is on the other process’s brand wall at its next request', async () => {
    const before = await hantingSize(b, reader)
    expect(before).toBe(shipped)
    // Read twice so that b keeps the wall and the figures.
    expect(await hantingSize(b, reader)).toBe(shipped)
    const proposed = await a.inject({
      method: 'POST',
      url: '/api/v1/data-desk/proposals',
      headers: researcher,
      payload: { figure: 'brand/hanting/size', value: { hotels: 3000, rooms: null }, source },
    })
    expect(proposed.statusCode).toBe(201)
    expect(await hantingSize(b, reader)).toBe(shipped)
    const id = (proposed.json() as { data: { id: string } }).data.id
    // Approved through b, read through a (which kept the old figures), and the other way round below.
    expect(await hantingSize(a, reader)).toBe(shipped)
    const approved = await b.inject({
      method: 'POST',
      url: `/api/v1/data-desk/proposals/${id}/approve`,
      headers: admin,
    })
    expect(approved.statusCode).toBe(200)
    expect(await hantingSize(a, reader)).toBe(3000)
    expect(await hantingSize(b, reader)).toBe(3000)
  })

  it('a figure changed by another program (psql, the command line) reaches both processes', async () => {
    expect(await hantingSize(a, reader)).toBe(3000)
    expect(await hantingSize(b, reader)).toBe(3000)
    await otherProgram(
      `update desk_figures set value = '{"hotels":3100,"rooms":null}' where key = 'brand/hanting/size'`,
    )
    await otherProgram('update desk_state set version = version + 1 where id = 1')
    for (const app of [a, b])
      expect(
        await untilHeard(
          () => hantingSize(app, reader),
          (n) => n === 3100,
        ),
      ).toBe(3100)
  })
})
