import { beforeAll, describe, expect, it } from 'vitest'
import { type StudyDetail, studyChapterTitles } from '../../../common/study/api.ts'
import { otherProject, ownProject, projectTestApp } from '../projects/test-support.ts'
import { readDocx } from './test-support.ts'

const t = await projectTestApp()
const { app, headers } = t
const base = `/api/v1/projects/${ownProject}/studies`

let study: StudyDetail

beforeAll(async () => {
  const res = await app.inject({
    method: 'POST',
    url: base,
    headers: headers.employee,
    payload: {
      title: '杭州市中心高端酒店可研',
      site: { kind: 'point', lat: 30.2875, lng: 120.1536, name: '杭州市中心地块' },
      segment: 'upscale',
      rooms: 220,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  study = res.json().data
  const text = [{ type: 'paragraph', spans: [{ text: '顾问意见：本项目位于杭州核心商务区，建议高端定位。' }] }]
  const saved = await app.inject({
    method: 'PUT',
    url: `${base}/${study.id}/chapters/summary`,
    headers: headers.employee,
    payload: { text },
  })
  expect(saved.statusCode).toBe(200)
})

describe('exporting the draft', () => {
  it('gives a Word document with numbered chapter headings, tables, charts and the sources appendix', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/${study.id}/export.docx`, headers: headers.employee })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toContain('wordprocessingml')
    const doc = await readDocx(res.rawPayload)
    expect(doc.headings).toEqual(
      Object.values(studyChapterTitles).map((title, i) => `${chineseNumeral(i + 1)}、${title}`),
    )
    expect(doc.tables).toBeGreaterThan(15)
    expect(doc.images).toBeGreaterThanOrEqual(6)
    expect(doc.text).toContain('目  录')
    expect(doc.text).toContain('数据来源与假设一览')
    expect(doc.text).toContain('测算假设')
    expect(doc.text).toContain('杭州市统计局')
    expect(doc.text).toContain('顾问意见：本项目位于杭州核心商务区，建议高端定位。')
  })

  it('is for staff only', async () => {
    for (const who of ['client', 'owner'] as const) {
      const res = await app.inject({ method: 'GET', url: `${base}/${study.id}/export.docx`, headers: headers[who] })
      expect(res.statusCode).toBe(403)
    }
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/${otherProject}/studies/${study.id}/export.docx`,
      headers: headers.employee,
    })
    expect(elsewhere.statusCode).toBe(404)
  })
})

const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十']
function chineseNumeral(n: number) {
  return n <= 10 ? numerals[n - 1] : `十${numerals[n - 11]}`
}
