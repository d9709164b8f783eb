import { beforeAll, describe, expect, it } from 'vitest'
import type { StudyDetail, StudyFigures, StudyListRow } from '#common/study/api'
import { otherProject, ownProject, projectTestApp, type Who } from '../projects/test-support.ts'
import { findStudy, saveStudy } from './store.ts'

const t = await projectTestApp()
const { app, headers } = t

/** Near the seat of Hangzhou, where the demo sample holds many hotels. */
const hangzhou = { kind: 'point', lat: 30.2875, lng: 120.1536, name: '杭州市中心地块' } as const
const base = (projectId: string = ownProject) => `/api/v1/projects/${projectId}/studies`

async function create(body: Record<string, unknown>, as: Who = 'employee', projectId: string = ownProject) {
  return app.inject({ method: 'POST', url: base(projectId), headers: headers[as], payload: body })
}

let study: StudyDetail

beforeAll(async () => {
  const res = await create({ title: '杭州市中心高端酒店可研', site: hangzhou, segment: 'upscale', rooms: 220 })
  expect(res.statusCode, res.body).toBe(201)
  study = res.json().data
})

describe('creating a study', () => {
  it('reads the census and proposes a comp set with a reason per hotel', () => {
    expect(study.radius_km).toBe(3)
    expect(study.census.existing.length).toBeGreaterThan(0)
    expect(study.census.empty).toBeNull()
    for (const h of study.census.existing) expect(h.distance_km).toBeLessThanOrEqual(3)
    expect(study.census.existing_rooms).toBe(study.census.existing.reduce((s, h) => s + h.rooms, 0))
    expect(study.comp_set.hotels.length).toBeGreaterThanOrEqual(5)
    for (const h of study.comp_set.hotels) {
      expect(['upper_upscale', 'upscale', 'upper_midscale']).toContain(h.positioning)
      expect(h.reason).toMatch(/档.*距地块.*公里.*客房/)
      expect(h.months).toHaveLength(24)
    }
    expect(study.chapters.map((c) => c.title)).toContain('附录：数据来源与假设')
    expect(study.comp_set.fair_share).toBeGreaterThan(0)
    // The model ran on the comp set's months: ten projection years and the financials.
    expect(study.problems).toEqual([])
    const figures = study.figures as unknown as StudyFigures
    expect(figures.market.basis).toBe('imported')
    expect(figures.market.hotels).toBe(study.comp_set.hotels.length)
    expect(figures.projection).toHaveLength(10)
    expect(figures.financials.years).toHaveLength(10)
  })

  it('refuses bad input with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', site: hangzhou, segment: 'upscale', rooms: 200 }, '请填写研究名称'],
      [{ title: 'x', site: { ...hangzhou, lat: 80 }, segment: 'upscale', rooms: 200 }, '地块须位于中国境内'],
      [{ title: 'x', site: hangzhou, segment: 'palace', rooms: 200 }, '请选择酒店档次'],
      [{ title: 'x', site: hangzhou, segment: 'upscale', rooms: 5 }, '客房数不能少于 10 间'],
      [{ title: 'x', site: hangzhou, segment: 'upscale', rooms: 200, radius_km: 100 }, '半径不能大于 30 公里'],
      [{ title: 'x', site: hangzhou, segment: 'upscale', rooms: 200, brand_ids: ['no-such-brand'] }, '品牌不存在'],
      [
        { title: 'x', site: { kind: 'hotel', hotel_id: 'no-such-hotel' }, segment: 'upscale', rooms: 200 },
        '所选酒店不存在',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.body).toContain(message)
    }
  })

  it('says so when no hotel lies within the radius and offers a wider one', async () => {
    const res = await create({
      title: '荒漠地块',
      site: { kind: 'point', lat: 36.2, lng: 92.5, name: '柴达木地块' },
      segment: 'midscale',
      rooms: 120,
    })
    expect(res.statusCode, res.body).toBe(201)
    const empty: StudyDetail = res.json().data
    expect(empty.census.existing).toHaveLength(0)
    expect(empty.census.empty?.message).toMatch(/半径 3 公里内没有酒店|公里内都没有收录的酒店/)
    expect(empty.census.empty?.suggested_radius_km ?? 30).toBeGreaterThan(3)
    // No performance to start from: no figures until the comp set's figures are entered with their sources.
    expect(empty.comp_set.needs_entered_performance).toBe(true)
    expect(empty.figures).toBeNull()
    expect(empty.problems.join('')).toContain('请在测算假设中填写竞争组合的出租率与平均房价')
    const a = empty.assumptions
    const entered = {
      ...a,
      manualCompSet: {
        useManual: true,
        occupancyPct: { value: 58, source: { title: '竞品酒店访谈纪要', publisher: '项目组', asOf: '2026-10' } },
        adr: { value: 320, source: { title: '竞品酒店访谈纪要', publisher: '项目组', asOf: '2026-10' } },
        rooms: { value: 600, source: { title: '实地踏勘记录', asOf: '2026-10' } },
      },
    }
    const res2 = await app.inject({
      method: 'PATCH',
      url: `${base()}/${empty.id}`,
      headers: headers.employee,
      payload: { assumptions: entered },
    })
    expect(res2.statusCode, res2.body).toBe(200)
    const computed: StudyDetail = res2.json().data
    expect(computed.problems).toEqual([])
    expect((computed.figures as unknown as StudyFigures).market.basis).toBe('manual')
  })
})

describe('who sees what', () => {
  it('staff list and read the draft; the client sees no draft; another org gets 404', async () => {
    const list = await app.inject({ method: 'GET', url: base(), headers: headers.employee })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.some((r: StudyListRow) => r.id === study.id)).toBe(true)
    expect(list.json().can_edit).toBe(true)

    const clientList = await app.inject({ method: 'GET', url: base(), headers: headers.client })
    expect(clientList.statusCode).toBe(200)
    expect(clientList.json().data.some((r: StudyListRow) => r.id === study.id)).toBe(false)
    const clientDraft = await app.inject({ method: 'GET', url: `${base()}/${study.id}`, headers: headers.client })
    expect(clientDraft.statusCode).toBe(404)

    for (const who of ['owner', 'outsider'] as const) {
      expect((await app.inject({ method: 'GET', url: base(), headers: headers[who] })).statusCode).toBe(404)
      const one = await app.inject({ method: 'GET', url: `${base()}/${study.id}`, headers: headers[who] })
      expect(one.statusCode).toBe(404)
    }
    // The study belongs to its project: asked for under another project, it does not exist.
    const wrong = await app.inject({
      method: 'GET',
      url: `${base(otherProject)}/${study.id}`,
      headers: headers.employee,
    })
    expect(wrong.statusCode).toBe(404)
  })

  it('only staff change a study', async () => {
    for (const who of ['client', 'owner'] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: `${base()}/${study.id}`,
        headers: headers[who],
        payload: { rooms: 300 },
      })
      expect(res.statusCode).toBe(403)
    }
  })
})

describe('editing', () => {
  it('removes and adds comp-set hotels with a reason, and keeps chapter text across recomputes', async () => {
    const url = `${base()}/${study.id}`
    const text = [{ type: 'paragraph', spans: [{ text: '本项目位于杭州核心商务区。' }] }]
    const saved = await app.inject({
      method: 'PUT',
      url: `${url}/chapters/project`,
      headers: headers.employee,
      payload: { text },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const first = study.comp_set.hotels[0]
    if (!first) throw new Error('no comp set')
    const compSet = (payload: object) =>
      app.inject({ method: 'POST', url: `${url}/comp-set`, headers: headers.employee, payload })
    const noReason = await compSet({ action: 'remove', hotel_id: first.hotel_id })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.body).toContain('请填写调整竞争组合的理由')
    const removed = await compSet({
      action: 'remove',
      hotel_id: first.hotel_id,
      reason: '以会议客源为主，与本项目客源不同',
    })
    expect(removed.statusCode, removed.body).toBe(200)
    const after: StudyDetail = removed.json().data
    expect(after.comp_set.hotels.some((h) => h.hotel_id === first.hotel_id)).toBe(false)
    expect(after.comp_set.removed).toEqual([
      { hotel_id: first.hotel_id, name: first.name, reason: '以会议客源为主，与本项目客源不同' },
    ])

    const candidate = study.census.existing.find((h) => !study.comp_set.hotels.some((c) => c.hotel_id === h.hotel_id))
    if (candidate) {
      const added = await compSet({ action: 'add', hotel_id: candidate.hotel_id, reason: '同一商圈，客源重叠' })
      expect(added.statusCode, added.body).toBe(200)
      const member = (added.json().data as StudyDetail).comp_set.hotels.find((h) => h.hotel_id === candidate.hotel_id)
      expect(member?.origin).toBe('added')
      expect(member?.reason).toBe('顾问添加：同一商圈，客源重叠')
    }

    const recomputed = await app.inject({ method: 'POST', url: `${url}/recompute`, headers: headers.employee })
    expect(recomputed.statusCode).toBe(200)
    const chapter = (recomputed.json().data as StudyDetail).chapters.find((c) => c.key === 'project')
    expect(chapter?.text).toEqual(text)
  })

  it('refuses unsafe chapter text and unknown chapters', async () => {
    const url = `${base()}/${study.id}/chapters`
    const bad = await app.inject({
      method: 'PUT',
      url: `${url}/project`,
      headers: headers.employee,
      payload: { text: [{ type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] }] },
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await app.inject({
      method: 'PUT',
      url: `${url}/nope`,
      headers: headers.employee,
      payload: { text: [] },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('未知的章节')
  })
})

describe('changing inputs', () => {
  it('validates assumptions and recomputes with the new radius', async () => {
    const url = `${base()}/${study.id}`
    const bad = {
      ...study.assumptions,
      demandMix: { ...study.assumptions.demandMix, leisure: { value: 90, source: null } },
    }
    const refused = await app.inject({ method: 'PATCH', url, headers: headers.employee, payload: { assumptions: bad } })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('三个细分市场的占比合计须为 100%')
    const empty = await app.inject({ method: 'PATCH', url, headers: headers.employee, payload: {} })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('没有要修改的内容')

    const wider = await app.inject({
      method: 'PATCH',
      url,
      headers: headers.employee,
      payload: { radius_km: 6, rooms: 260 },
    })
    expect(wider.statusCode, wider.body).toBe(200)
    const after: StudyDetail = wider.json().data
    expect(after.radius_km).toBe(6)
    expect(after.assumptions.subjectRooms).toBe(260)
    expect(after.census.existing.length).toBeGreaterThanOrEqual(study.census.existing.length)
    expect(after.census.existing.some((h) => h.distance_km > 3)).toBe(true)
  })

  it('flags implausible assumptions with their bound and recomputes quickly', async () => {
    const url = `${base()}/${study.id}`
    const current: StudyDetail = (await app.inject({ method: 'GET', url, headers: headers.employee })).json().data
    const a = current.assumptions
    const bold = { ...a, penetration: { ...a.penetration, leisure: { value: 250, source: null } } }
    const res = await app.inject({ method: 'PATCH', url, headers: headers.employee, payload: { assumptions: bold } })
    expect(res.statusCode, res.body).toBe(200)
    const flagged: StudyDetail = res.json().data
    const flag = flagged.flags.find((f) => f.field === 'penetration.leisure')
    expect(flag).toMatchObject({ value: 250, min: 50, max: 150 })
    expect(flag?.message).toContain('150')
    const started = performance.now()
    const again = await app.inject({ method: 'POST', url: `${url}/recompute`, headers: headers.employee })
    const ms = performance.now() - started
    expect(again.statusCode).toBe(200)
    console.info(`recompute route: ${Math.round(ms)} ms`)
  })

  it('refuses a save made on an older read instead of overwriting the newer one', async () => {
    const stale = await findStudy(t.dbh.db, ownProject, study.id)
    if (!stale) throw new Error('no study')
    await saveStudy(t.dbh.db, { ...stale, title: '先保存的名称' })
    await expect(saveStudy(t.dbh.db, { ...stale, title: '后保存的名称' })).rejects.toMatchObject({ status: 409 })
    const now = await findStudy(t.dbh.db, ownProject, study.id)
    expect(now?.title).toBe('先保存的名称')
  })

  it('studies a pipeline hotel of the database as the site', async () => {
    const pipeline = await t.dbh.db
      .selectFrom('hotels')
      .select(['id', 'name'])
      .where('status', '=', 'under_construction')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const res = await create({
      title: '在建项目研究',
      site: { kind: 'hotel', hotel_id: pipeline.id },
      segment: 'upscale',
      rooms: 200,
    })
    expect(res.statusCode, res.body).toBe(201)
    const created: StudyDetail = res.json().data
    expect(created.site).toMatchObject({ kind: 'hotel', hotel_id: pipeline.id, name: pipeline.name })
    expect(created.census.pipeline.some((h) => h.hotel_id === pipeline.id)).toBe(false)
    const open = await t.dbh.db.selectFrom('hotels').select('id').where('status', '=', 'open').executeTakeFirstOrThrow()
    const refused = await create({
      title: 'x',
      site: { kind: 'hotel', hotel_id: open.id },
      segment: 'upscale',
      rooms: 200,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('只能选择已签约或筹建中的酒店')
  })
})
