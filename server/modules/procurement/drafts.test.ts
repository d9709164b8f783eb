import { describe, expect, it } from 'vitest'
import { productId } from './seed-catalogue.ts'
import { ownProject, procurementTestApp, requestBody } from './test-support.ts'

describe('a draft purchase request is the client’s to change or delete until it is submitted', async () => {
  const t = await procurementTestApp()
  const edit = (id: string, who: keyof typeof t.headers, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/procurement/requests/${id}`,
      headers: t.headers[who],
      payload: body as object,
    })
  const remove = (id: string, who: keyof typeof t.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/procurement/requests/${id}`, headers: t.headers[who] })
  const draft = async () => (await t.create(ownProject, 'client')).json().data.request.id as string

  it('replaces the title, date and lines of a draft, totals it again and records the edit', async () => {
    const id = await draft()
    const res = await edit(id, 'client', {
      title: '样板间布草补充（修订）',
      needed_by: '2027-01-10',
      items: [{ product_id: productId(12), quantity: 30 }],
    })
    expect(res.statusCode).toBe(200)
    const { request, items, events, can_edit } = res.json().data
    expect(request).toMatchObject({
      title: '样板间布草补充（修订）',
      needed_by: '2027-01-10',
      total: 2940,
      item_count: 1,
    })
    expect(items).toHaveLength(1)
    expect(events.map((e: { action: string }) => e.action)).toEqual(['create', 'edit'])
    expect(can_edit).toBe(true)
  })

  it('refuses bad lines with the field named, and changes nothing', async () => {
    const id = await draft()
    const res = await edit(id, 'client', { title: '', items: [] })
    expect(res.statusCode).toBe(400)
    const after = await t.app.inject({ url: `/api/v1/procurement/requests/${id}`, headers: t.headers.client })
    expect(after.json().data.request.title).toBe(requestBody().title)
  })

  it('lets only the client change or delete, and only while it is a draft', async () => {
    const id = await draft()
    expect((await edit(id, 'employee', requestBody())).statusCode).toBe(403)
    expect((await remove(id, 'employee')).statusCode).toBe(403)
    expect((await edit(id, 'otherClient', requestBody())).statusCode).toBe(404)
    expect((await t.act(id, 'client', 'submit')).statusCode).toBe(200)
    const late = await edit(id, 'client', requestBody('改晚了'))
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('not_draft')
    expect((await remove(id, 'client')).statusCode).toBe(409)
    const detail = await t.app.inject({ url: `/api/v1/procurement/requests/${id}`, headers: t.headers.client })
    expect(detail.json().data).toMatchObject({ can_edit: false, request: { status: 'submitted' } })
  })

  it('deletes a draft with its lines and history', async () => {
    const id = await draft()
    const res = await remove(id, 'client')
    expect(res.statusCode).toBe(204)
    const gone = await t.app.inject({ url: `/api/v1/procurement/requests/${id}`, headers: t.headers.client })
    expect(gone.statusCode).toBe(404)
    const lines = await t.dbh.db
      .selectFrom('procurement_request_items')
      .select('id')
      .where('request_id', '=', id)
      .execute()
    expect(lines).toEqual([])
    expect((await remove(id, 'client')).statusCode).toBe(404)
  })
})
