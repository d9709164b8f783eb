import { describe, expect, it } from 'vitest'
import { ownProject, procurementTestApp, requestBody } from './test-support.ts'

const line = { name: '浴室防滑地垫', category: 'linen', unit: '条', quantity: 10, unit_price: 45.5 }

describe('procurement input validation', async () => {
  const t = await procurementTestApp()

  it.each([
    ['no title', { ...requestBody(), title: ' ' }, 'title'],
    ['no lines', { ...requestBody(), items: [] }, 'items'],
    ['a zero quantity', { title: '测试', items: [{ ...line, quantity: 0 }] }, 'items.0.quantity'],
    ['a fractional quantity', { title: '测试', items: [{ ...line, quantity: 1.5 }] }, 'items.0.quantity'],
    ['a negative price', { title: '测试', items: [{ ...line, unit_price: -1 }] }, 'items.0.unit_price'],
    ['a price with three decimals', { title: '测试', items: [{ ...line, unit_price: 1.234 }] }, 'items.0.unit_price'],
    ['a price given as text', { title: '测试', items: [{ ...line, unit_price: '45' }] }, 'items.0.unit_price'],
    ['a free-text line without a name', { title: '测试', items: [{ ...line, name: undefined }] }, 'items.0.name'],
    [
      'a free-text line without a category',
      { title: '测试', items: [{ ...line, category: undefined }] },
      'items.0.category',
    ],
    ['an unknown category', { title: '测试', items: [{ ...line, category: 'toys' }] }, 'items.0.category'],
    ['a malformed product id', { title: '测试', items: [{ product_id: 'abc', quantity: 1 }] }, 'items.0.product_id'],
    [
      'a product that is not in the catalogue',
      { title: '测试', items: [{ product_id: 'd9100000-0000-4000-8000-999999999999', quantity: 1 }] },
      'items.0.product_id',
    ],
    ['a malformed needed-by date', { ...requestBody(), needed_by: '2026/12/01' }, 'needed_by'],
  ])('refuses a request with %s, naming the field', async (_, body, field) => {
    const res = await t.create(ownProject, 'client', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field)
  })

  it('answers 400 for a malformed project id and 404 for an unknown one', async () => {
    expect((await t.create('not-a-uuid', 'client')).statusCode).toBe(400)
    expect((await t.create('d8000000-0000-4000-8000-000000000999', 'client')).statusCode).toBe(404)
  })

  it('refuses an unknown action', async () => {
    const id = (await t.create(ownProject, 'client')).json().data.request.id
    const res = await t.act(id, 'client', 'cancel')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.action).toBe('操作不正确')
  })

  it.each([
    ['no lines', { lines: [] }],
    ['a negative amount', { lines: [{ category: 'linen', amount: -5 }] }],
    [
      'a category twice',
      {
        lines: [
          { category: 'linen', amount: 5 },
          { category: 'linen', amount: 6 },
        ],
      },
    ],
    ['an unknown category', { lines: [{ category: 'toys', amount: 5 }] }],
  ])('refuses a budget with %s', async (_, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/procurement/projects/${ownProject}/budget`,
      headers: t.headers.employee,
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
  })

  it.each([['category=toys'], ['min_price=abc'], ['max_price=-1'], ['supplier_id=xyz']])(
    'refuses a catalogue search with %s',
    async (query) => {
      const res = await t.app.inject({ url: `/api/v1/procurement/products?${query}`, headers: t.headers.client })
      expect(res.statusCode).toBe(400)
    },
  )
})
