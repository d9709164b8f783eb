import { describe, expect, it } from 'vitest'
import { demoProjectIds } from '../projects/seed.ts'
import { designProject, designTestApp } from './test-support.ts'

describe('design library and checklists', async () => {
  const t = await designTestApp()
  const get = (url: string, who: keyof typeof t.headers = 'designer') =>
    t.app.inject({ url: `/api/v1${url}`, headers: t.headers[who] })
  const patch = (itemId: string, payload: unknown, who: keyof typeof t.headers = 'designer') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/design/projects/${designProject}/checklist/items/${itemId}`,
      headers: t.headers[who],
      payload: payload as object,
    })
  const items = async () =>
    (await get(`/design/projects/${designProject}/checklist`)).json().data.items as {
      id: string
      stage: string
      title: string
      checked: boolean
      checked_by: { name: string } | null
      checked_at: string | null
      note: string
      note_by: { name: string } | null
    }[]

  describe('standards', () => {
    it('shows brand standards, linked to the intel brand, to design clients and staff only', async () => {
      const designer = (await get('/design/standards')).json().data
      const client = (await get('/design/standards', 'projectClient')).json().data
      const employee = (await get('/design/standards', 'employee')).json().data
      expect(designer.length).toBe(employee.length)
      expect(client.every((s: { restricted: boolean }) => !s.restricted)).toBe(true)
      expect(client.length).toBeGreaterThanOrEqual(4)
      expect(designer.length).toBeGreaterThan(client.length)
      expect(designer.find((s: { brand_name: string | null }) => s.brand_name === 'JW万豪')?.positioning).toBe('luxury')
    })

    it('answers a restricted standard with 404 to a client without design access', async () => {
      const restricted = (await get('/design/standards')).json().data.find((s: { restricted: boolean }) => s.restricted)
      expect((await get(`/design/standards/${restricted.id}`, 'projectClient')).statusCode).toBe(404)
      expect((await get(`/design/standards/${restricted.id}`, 'designer')).statusCode).toBe(200)
    })

    it('returns the sections of a standard in reading order with their figures', async () => {
      const [luxury] = (await get('/design/standards?positioning=luxury', 'projectClient')).json().data
      const res = await get(`/design/standards/${luxury.id}`, 'projectClient')
      expect(res.statusCode).toBe(200)
      const sections = res.json().data.sections
      expect(sections.map((s: { section: string }) => s.section)).toEqual([
        'rooms',
        'lobby',
        'fnb',
        'mep_acoustics',
        'sustainability',
      ])
      expect(sections[0].figures[0]).toEqual({
        label: '标准间净面积',
        value: '45–60 m²',
        note: '度假型可达 60 m² 以上',
      })
      expect(res.json().data.source).toContain('GB 50118')
    })

    it('refuses an unknown positioning and a malformed id with 400', async () => {
      expect((await get('/design/standards?positioning=palace')).statusCode).toBe(400)
      expect((await get('/design/standards/not-an-id')).statusCode).toBe(400)
    })
  })

  describe('case gallery', () => {
    it('lists cases with captions, tags and a signed picture that is a PNG', async () => {
      const cases = (await get('/design/cases', 'procurement')).json().data
      expect(cases.length).toBeGreaterThanOrEqual(6)
      const first = cases[0]
      expect(first.caption).toContain('示意图')
      expect(first.tags.length).toBeGreaterThan(0)
      const image = await t.app.inject({ url: first.image_url })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/png')
      expect(image.headers['cache-control']).toBe('private, max-age=3600')
      expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG')
    })

    it('filters cases by city, positioning and tag', async () => {
      const hangzhou = (await get(`/design/cases?city=${encodeURIComponent('杭州')}`)).json().data
      expect(hangzhou.length).toBeGreaterThan(0)
      expect(hangzhou.every((c: { city: string }) => c.city === '杭州')).toBe(true)
      const luxury = (await get('/design/cases?positioning=luxury')).json().data
      expect(luxury.every((c: { positioning: string }) => c.positioning === 'luxury')).toBe(true)
      const rooms = (await get(`/design/cases?tag=${encodeURIComponent('客房')}`)).json().data
      expect(rooms.length).toBeGreaterThan(0)
      expect(rooms.every((c: { tags: string[] }) => c.tags.includes('客房'))).toBe(true)
    })

    it('refuses a tampered picture link with 403 and an expired one with 410', async () => {
      const [first] = (await get('/design/cases')).json().data
      const tampered = first.image_url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'))
      expect((await t.app.inject({ url: tampered })).statusCode).toBe(403)
      // Past the link's life and back again, so the sessions of the other tests stay valid.
      t.clock.advance(3 * 60 * 60 * 1000)
      const expired = await t.app.inject({ url: first.image_url })
      t.clock.advance(-3 * 60 * 60 * 1000)
      expect(expired.statusCode).toBe(410)
    })
  })

  it('lists review templates for all five stages in project order', async () => {
    const templates = (await get('/design/review-templates', 'projectClient')).json().data
    const stages = [...new Set(templates.map((row: { stage: string }) => row.stage))]
    expect(stages).toEqual(['concept', 'design_development', 'construction_docs', 'ffe', 'pre_opening'])
  })

  describe('ticking', () => {
    it('records who ticked and when, and clears both on untick', async () => {
      const item = (await items()).find((i) => i.stage === 'design_development' && !i.checked)
      if (!item) throw new Error('seed has an open design development item')
      const ticked = await patch(item.id, { checked: true })
      expect(ticked.statusCode).toBe(200)
      expect(ticked.json().data).toMatchObject({ checked: true, checked_by: { name: '刘子墨' } })
      expect(ticked.json().data.checked_at).toBe('2026-11-22T08:00:00.000Z')
      expect((await items()).find((i) => i.id === item.id)?.checked).toBe(true)

      const unticked = await patch(item.id, { checked: false })
      expect(unticked.json().data).toMatchObject({ checked: false, checked_by: null, checked_at: null })
    })

    it('keeps the first ticker when the item is ticked again', async () => {
      const item = (await items()).find((i) => i.stage === 'ffe' && !i.checked)
      if (!item) throw new Error('seed has an open FF&E item')
      await patch(item.id, { checked: true }, 'employee')
      const again = await patch(item.id, { checked: true })
      expect(again.json().data.checked_by.name).toBe('陈思远')
    })

    it('stores a note per item with its author, and an empty note clears it', async () => {
      const item = (await items()).find((i) => i.stage === 'construction_docs')
      if (!item) throw new Error('seed has construction document items')
      const noted = await patch(item.id, { note: '  吊顶标高与风管冲突，待机电单位复核。 ' })
      expect(noted.json().data).toMatchObject({
        note: '吊顶标高与风管冲突，待机电单位复核。',
        note_by: { name: '刘子墨' },
      })
      const cleared = await patch(item.id, { note: '' })
      expect(cleared.json().data).toMatchObject({ note: '', note_by: null, note_at: null })
    })

    it('updates the progress of the project in the design project list', async () => {
      const before = (await get('/design/projects')).json().data.find((p: { id: string }) => p.id === designProject)
      const open = (await items()).find((i) => !i.checked)
      if (!open) throw new Error('seed has open items')
      await patch(open.id, { checked: true })
      const after = (await get('/design/projects')).json().data.find((p: { id: string }) => p.id === designProject)
      expect(after.done).toBe(before.done + 1)
      expect(after.total).toBe(before.total)
    })

    it.each([
      ['an empty body', {}],
      ['a checked value that is not a boolean', { checked: 'yes' }],
      ['a note that is too long', { note: '长'.repeat(501) }],
      ['a note that is not text', { note: 42 }],
      ['an unknown field', { checked: true, checked_by: 'someone' }],
    ])('refuses %s with 400', async (_name, payload) => {
      const [item] = await items()
      const res = await patch(item?.id ?? '', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    })

    it('refuses a malformed item id with 400 and an item of another project with 404', async () => {
      expect((await patch('item-1', { checked: true })).statusCode).toBe(400)
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/design/projects/${demoProjectIds.lakesideFeasibility}/checklist`,
        headers: t.headers.admin,
        payload: {},
      })
      const other = await t.app.inject({
        url: `/api/v1/design/projects/${demoProjectIds.lakesideFeasibility}/checklist`,
        headers: t.headers.admin,
      })
      expect((await patch(other.json().data.items[0].id, { checked: true })).statusCode).toBe(404)
    })
  })

  describe('attaching checklists', () => {
    it('adds only missing stages when attached again, never duplicates', async () => {
      const project = demoProjectIds.haitangValuation
      const url = `/api/v1/design/projects/${project}/checklist`
      const attach = () =>
        t.app.inject({ method: 'POST', url, headers: t.headers.employee, payload: { stages: ['ffe'] } })
      const first = await attach()
      expect(first.statusCode).toBe(201)
      const again = await attach()
      expect(again.statusCode).toBe(200)
      expect(again.json().data.items.length).toBe(first.json().data.items.length)
    })

    it('refuses an unknown stage and an empty stage list with 400', async () => {
      const url = `/api/v1/design/projects/${designProject}/checklist`
      for (const payload of [{ stages: ['handover'] }, { stages: [] }, { stages: 'concept' }]) {
        const res = await t.app.inject({ method: 'POST', url, headers: t.headers.employee, payload })
        expect(res.statusCode).toBe(400)
      }
    })

    it('answers the checklist of a project without one with 404', async () => {
      const res = await get(`/design/projects/${demoProjectIds.lakesideBrand}/checklist`, 'employee')
      expect(res.statusCode).toBe(404)
    })
  })
})
