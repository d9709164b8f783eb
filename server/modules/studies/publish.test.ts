import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { type StudyDetail, type StudyListRow, studyChapterTitles, type VersionRow } from '#common/study/api'
import { auditRows, rowCount } from '#server/test-support/db'
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

  it('gives a PDF of the draft stamped with the reader', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/${study.id}/export.pdf`, headers: headers.employee })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(20)
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

describe('publishing', () => {
  let v1: VersionRow
  let frozen: unknown

  it('publishes numbered versions into the report library for the client organization', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/${study.id}/publish`, headers: headers.employee })
    expect(res.statusCode, res.body).toBe(201)
    v1 = res.json().data
    expect(v1.number).toBe(1)
    expect(v1.docx_size).toBeGreaterThan(10_000)
    expect(v1.pdf_size).toBeGreaterThan(10_000)
    const created = await auditRows(t.dbh.db, 'report_create')
    expect(created.map((a) => JSON.parse(a.detail).report_id)).toContain(v1.report_id)
    const read = await app.inject({ method: 'GET', url: `${base}/${study.id}/versions/1`, headers: headers.client })
    expect(read.statusCode, read.body).toBe(200)
    frozen = read.json().data.content

    // The client now lists the study with its version, and finds it in the report library with both files.
    const list = await app.inject({ method: 'GET', url: base, headers: headers.client })
    const row = (list.json().data as StudyListRow[]).find((r) => r.id === study.id)
    expect(row?.versions.map((v) => v.number)).toEqual([1])
    expect(list.json().can_edit).toBe(false)
    const library = await app.inject({ method: 'GET', url: '/api/v1/reports', headers: headers.client })
    const report = library.json().data.find((r: { id: string }) => r.id === v1.report_id)
    expect(report).toMatchObject({ title: '杭州市中心高端酒店可研（第 1 版）', word_size: v1.docx_size })
  })

  it('lets the client download Word and a watermarked PDF, audited; another organization gets 404', async () => {
    const word = await app.inject({
      method: 'GET',
      url: `/api/v1/reports/${v1.report_id}/word`,
      headers: headers.client,
    })
    expect(word.statusCode).toBe(200)
    expect(word.headers['content-type']).toContain('wordprocessingml')
    expect((await readDocx(word.rawPayload)).headings[0]).toBe('一、摘要与结论')
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v1/reports/${v1.report_id}/download`,
      headers: headers.client,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    for (const format of ['docx', 'pdf'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `${base}/${study.id}/versions/1/${format}`,
        headers: headers.client,
      })
      expect(res.statusCode).toBe(200)
    }
    const audit = await t.dbh.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['report_download', 'report_download_word'])
      .execute()
    expect(audit.filter((a) => a.action === 'report_download_word')).toHaveLength(2)
    expect(audit.filter((a) => a.action === 'report_download')).toHaveLength(2)

    for (const who of ['owner', 'outsider'] as const) {
      for (const url of [`${base}/${study.id}/versions/1`, `${base}/${study.id}/versions/1/pdf`, base]) {
        expect((await app.inject({ method: 'GET', url, headers: headers[who] })).statusCode).toBe(404)
      }
    }
    const ownerWord = await app.inject({
      method: 'GET',
      url: `/api/v1/reports/${v1.report_id}/word`,
      headers: headers.owner,
    })
    expect(ownerWord.statusCode).toBe(403)
  })

  it('keeps a published version frozen when the draft and the hotel data change', async () => {
    const before = await app.inject({
      method: 'GET',
      url: `${base}/${study.id}/versions/1/docx`,
      headers: headers.employee,
    })
    const member = study.comp_set.hotels[0]
    if (!member) throw new Error('no comp set')
    await t.dbh.db
      .updateTable('hotels')
      .set({ rooms: member.rooms + 100 })
      .where('id', '=', member.hotel_id)
      .execute()
    await app.inject({
      method: 'PATCH',
      url: `${base}/${study.id}`,
      headers: headers.employee,
      payload: { rooms: 300 },
    })
    await app.inject({
      method: 'PUT',
      url: `${base}/${study.id}/chapters/summary`,
      headers: headers.employee,
      payload: { text: [{ type: 'paragraph', spans: [{ text: '改写后的结论。' }] }] },
    })
    const draft: StudyDetail = (
      await app.inject({ method: 'GET', url: `${base}/${study.id}`, headers: headers.employee })
    ).json().data
    expect(draft.rooms).toBe(300)
    expect(draft.comp_set.hotels.find((h) => h.hotel_id === member.hotel_id)?.rooms ?? member.rooms + 100).toBe(
      member.rooms + 100,
    )

    const again = await app.inject({ method: 'GET', url: `${base}/${study.id}/versions/1`, headers: headers.client })
    expect(again.json().data.content).toEqual(frozen)
    expect(again.json().data.content.rooms).toBe(220)
    const after = await app.inject({
      method: 'GET',
      url: `${base}/${study.id}/versions/1/docx`,
      headers: headers.employee,
    })
    expect(Buffer.compare(before.rawPayload, after.rawPayload)).toBe(0)

    const v2 = await app.inject({ method: 'POST', url: `${base}/${study.id}/publish`, headers: headers.employee })
    expect(v2.statusCode).toBe(201)
    expect(v2.json().data.number).toBe(2)
    const second = await app.inject({ method: 'GET', url: `${base}/${study.id}/versions/2`, headers: headers.client })
    expect(second.json().data.content.rooms).toBe(300)
    expect(JSON.stringify(second.json().data.content.chapters)).toContain('改写后的结论。')
  })

  it('publishes once for one Idempotency-Key (a retried click answers the same version)', async () => {
    const keyed = { ...headers.employee, 'idempotency-key': 'publish-retry-0001' }
    const first = await app.inject({ method: 'POST', url: `${base}/${study.id}/publish`, headers: keyed })
    expect(first.statusCode, first.body).toBe(201)
    const again = await app.inject({ method: 'POST', url: `${base}/${study.id}/publish`, headers: keyed })
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().data.number).toBe(first.json().data.number)
    const versions = await t.dbh.db
      .selectFrom('study_versions')
      .select('number')
      .where('study_id', '=', study.id)
      .execute()
    expect(versions.map((v) => Number(v.number)).sort()).toEqual([1, 2, 3])
  })

  it('loses nothing when storing the files fails, and says why', async () => {
    const storage = app.deps.storage
    const count = (table: 'files' | 'reports' | 'study_versions') => rowCount(t.dbh.db, table)
    const counts = [await count('files'), await count('reports'), await count('study_versions')]
    const saveFrom = storage.saveFrom
    const removed: string[] = []
    const remove = storage.remove
    let calls = 0
    storage.saveFrom = async (path, key) => {
      calls += 1
      if (calls === 2) throw new Error('disk full')
      return saveFrom(path, key)
    }
    storage.remove = async (key) => {
      removed.push(key)
      return remove(key)
    }
    try {
      const res = await app.inject({ method: 'POST', url: `${base}/${study.id}/publish`, headers: headers.employee })
      expect(res.statusCode).toBe(500)
      expect(res.json().error).toMatchObject({ code: 'publish_failed' })
      expect(res.json().error.message).toContain('没有生成新版本')
      expect(res.body).not.toContain('disk full')
    } finally {
      storage.saveFrom = saveFrom
      storage.remove = remove
    }
    expect(removed).toHaveLength(1)
    expect([await count('files'), await count('reports'), await count('study_versions')]).toEqual(counts)
    const draft = await app.inject({ method: 'GET', url: `${base}/${study.id}`, headers: headers.employee })
    expect(draft.json().data.versions.map((v: VersionRow) => v.number)).toEqual([3, 2, 1])
  })
})
