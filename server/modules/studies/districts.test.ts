import { beforeAll, describe, expect, it } from 'vitest'
import type { StudyDetail, StudyDistricts, StudyDocument } from '#common/study/api'
import { ownProject, projectTestApp } from '../projects/test-support.ts'
import { districtOf } from './districts.ts'

const hangzhou = { name: '杭州市', province: '浙江省', lat: 30.274, lng: 120.155 }
const beijing = { name: '北京市', province: '北京市', lat: 39.905, lng: 116.405 }

describe('a hotel’s district from its address', () => {
  it('reads the district named right after the hotel’s city', () => {
    expect(districtOf('浙江省杭州市淳安县千岛湖镇环湖北路 1 号', hangzhou)).toBe('淳安县')
    expect(districtOf('杭州市西湖区文三路 100 号', hangzhou)).toBe('西湖区')
    expect(districtOf('杭州建德市新安江街道', hangzhou)).toBe('建德市')
    expect(districtOf('北京市朝阳区建国路 1 号', beijing)).toBe('朝阳区')
  })

  it('says nothing (区县未知) rather than guess', () => {
    // No district in the address; a district before the city; no city at all; a development zone is no district.
    expect(districtOf('浙江省杭州市文三路 100 号', hangzhou)).toBeNull()
    expect(districtOf('淳安县千岛湖镇', hangzhou)).toBeNull()
    expect(districtOf('杭州市高新区江南大道', hangzhou)).toBeNull()
    expect(districtOf('', hangzhou)).toBeNull()
    expect(districtOf(null, hangzhou)).toBeNull()
    // A district name the table knows, but none of that name lies near Hangzhou: a wrong address, not a district.
    expect(districtOf('浙江省杭州市朝阳区某路', hangzhou)).toBeNull()
    // Another city's address names no district of this one.
    expect(districtOf('浙江省宁波市鄞州区某路', hangzhou)).toBeNull()
  })
})

const t = await projectTestApp()
const { app, headers } = t
const site = { kind: 'point', lat: 29.575, lng: 119.075, name: '千岛湖测试地块' } as const
const base = `/api/v1/projects/${ownProject}/studies`

/** Hotels around the site whose addresses name 淳安县 or 建德市, and one whose address names none. */
const placed = [
  { id: 'dist-test-a', address: '浙江省杭州市淳安县千岛湖镇一号', status: 'open', positioning: 'upscale', d: 0.004 },
  { id: 'dist-test-b', address: '杭州市淳安县千岛湖镇二号', status: 'open', positioning: 'upper_upscale', d: 0.008 },
  { id: 'dist-test-c', address: '浙江省杭州市淳安县环湖路', status: 'signed', positioning: 'upscale', d: 0.01 },
  { id: 'dist-test-d', address: '浙江省杭州市建德市新安江', status: 'open', positioning: 'upscale', d: 0.006 },
  { id: 'dist-test-e', address: '浙江省杭州市环湖路 9 号', status: 'open', positioning: 'upscale', d: 0.002 },
] as const

let study: StudyDetail

beforeAll(async () => {
  const city = await t.dbh.db.selectFrom('cities').select('id').where('name', '=', '杭州市').executeTakeFirstOrThrow()
  await t.dbh.db
    .insertInto('hotels')
    .values(
      placed.map((h) => ({
        id: h.id,
        name: `区县测试酒店${h.id.slice(-1)}`,
        brand_id: null,
        group_id: null,
        city_id: city.id,
        address: h.address,
        lat: site.lat + h.d,
        lng: site.lng + h.d,
        positioning: h.positioning,
        rooms: 200,
        status: h.status,
        opening_date: h.status === 'open' ? '2018-01-01' : '2028-06-01',
        is_demo: 0 as const,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })),
    )
    .execute()
  const res = await app.inject({
    method: 'POST',
    url: base,
    headers: headers.employee,
    payload: { title: '千岛湖区县范围测试', site, segment: 'upscale', rooms: 200 },
  })
  expect(res.statusCode, res.body).toBe(201)
  study = res.json().data
})

const patch = (payload: unknown) =>
  app.inject({ method: 'PATCH', url: `${base}/${study.id}`, headers: headers.employee, payload: payload as object })

describe('a market area of districts', () => {
  it('offers the site city’s districts with their hotel counts, and counts the hotels of unknown district', async () => {
    const res = await app.inject({ url: `${base}/${study.id}/districts`, headers: headers.employee })
    expect(res.statusCode, res.body).toBe(200)
    const data: StudyDistricts = res.json().data
    expect(data.city_name).toBe('杭州市')
    const count = (name: string) => data.districts.find((d) => d.name === name)?.hotels ?? 0
    expect(count('淳安县')).toBeGreaterThanOrEqual(3)
    expect(count('建德市')).toBeGreaterThanOrEqual(1)
    expect(data.unknown).toBeGreaterThanOrEqual(1)
    // The client of the project sees no draft, so no district list either.
    const client = await app.inject({ url: `${base}/${study.id}/districts`, headers: headers.client })
    expect(client.statusCode).toBe(404)
  })

  it('refuses an unknown district by name, and an empty list', async () => {
    const unknown = await patch({ districts: ['淳安县', '朝阳区', '不存在区'] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('朝阳区、不存在区')
    expect(unknown.body).not.toContain('淳安县、')
    const empty = await patch({ districts: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('请至少选择一个行政区')
  })

  it('takes the census and the comp set from the chosen districts only, and the chapter says how', async () => {
    const res = await patch({ districts: ['淳安县'] })
    expect(res.statusCode, res.body).toBe(200)
    const detail: StudyDetail = res.json().data
    expect(detail.districts).toEqual(['淳安县'])
    expect(detail.census.area).toMatchObject({ kind: 'districts', districts: ['淳安县'], city_name: '杭州市' })
    expect(detail.census.area?.unknown_district_hotels).toBeGreaterThanOrEqual(1)
    const ids = [...detail.census.existing, ...detail.census.pipeline].map((h) => h.hotel_id)
    expect(ids).toEqual(expect.arrayContaining(['dist-test-a', 'dist-test-b', 'dist-test-c']))
    expect(ids).not.toContain('dist-test-d')
    expect(ids).not.toContain('dist-test-e')
    for (const h of [...detail.census.existing, ...detail.census.pipeline]) expect(h.district).toBe('淳安县')
    expect(detail.comp_set.rule).toContain('所选行政区（淳安县）')
    for (const h of detail.comp_set.hotels) expect(ids).toContain(h.hotel_id)

    const doc = await app.inject({ url: `${base}/${study.id}/document`, headers: headers.employee })
    expect(doc.statusCode, doc.body).toBe(200)
    const chapters: StudyDocument['chapters'] = doc.json().data.chapters
    const supply = chapters.find((c) => c.key === 'supply')
    const text = JSON.stringify(supply?.blocks)
    expect(text).toContain('市场范围按行政区界定：杭州市淳安县')
    expect(text).toContain('区县未知')
    const project = JSON.stringify(chapters.find((c) => c.key === 'project')?.blocks)
    expect(project).toContain('杭州市淳安县（按酒店地址所载区县界定）')
  })

  it('goes back to the radius with null', async () => {
    const res = await patch({ districts: null })
    expect(res.statusCode, res.body).toBe(200)
    const detail: StudyDetail = res.json().data
    expect(detail.districts).toBeNull()
    expect(detail.census.area).toMatchObject({ kind: 'radius', radius_km: 3 })
    const ids = detail.census.existing.map((h) => h.hotel_id)
    expect(ids).toEqual(expect.arrayContaining(['dist-test-d', 'dist-test-e']))
    expect(detail.census.existing.find((h) => h.hotel_id === 'dist-test-e')?.district).toBeNull()
    expect(detail.census.existing.find((h) => h.hotel_id === 'dist-test-d')?.district).toBe('建德市')
  })
})
