import JSZip from 'jszip'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { ReviewDetail, ReviewSummary } from '#common/asset/review'
import { alertText } from '#common/asset/schemas'
import { site } from '#common/site'
import { loginAs } from '#server/test-support/auth'
import { auditRows } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { demoOrgIds } from '../auth/seed.ts'
import { reviewDocument } from './review.ts'

const OWNER = '13800000011'
const SINGLE = '13800000013'
const STAFF = '13800000001'
const text = (t: string) => [{ type: 'paragraph', spans: [{ text: t }] }]

describe('quarterly asset review: generate, edit, export, publish, access', async () => {
  const { app, dbh } = await createTestApp()
  const owner = await loginAs(app, OWNER)
  const single = await loginAs(app, SINGLE)
  const staff = await loginAs(app, STAFF)
  const ownerOrg = demoOrgIds.owner
  const create = (body: unknown, headers = staff) =>
    app.inject({ method: 'POST', url: '/api/v1/asset/reviews', headers, payload: body as object })
  const put = (id: string, section: string, content: unknown, headers = staff) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/asset/reviews/${id}/sections/${section}`,
      headers,
      payload: { content } as object,
    })
  const exportAs = (id: string, format: string, headers = staff) =>
    app.inject({ url: `/api/v1/asset/reviews/${id}/export?format=${format}`, headers })

  let review: ReviewDetail

  it('generates the review of a quarter from the asset figures of the owner’s hotels', async () => {
    const res = await create({ organization_id: ownerOrg, year: 2026, quarter: 3 })
    expect(res.statusCode).toBe(201)
    review = res.json().data
    expect(review.status).toBe('draft')
    expect(review.title).toContain('2026 年第三季度')
    expect(review.figures.quarter_end).toBe('2026-09')
    expect(review.figures.hotels.length).toBeGreaterThanOrEqual(1)
    for (const h of review.figures.hotels) {
      // As of the quarter's end: the demo's October is left out.
      expect(h.latest_month).toBe('2026-09')
      expect(h.quarter?.label).toBe('2026 年第 3 季度')
      expect(h.quarter?.budget).not.toBeNull()
      expect(h.ytd?.label).toBe('2026 年 1–9 月')
      expect(h.trend).toHaveLength(24)
      expect(h.trend.at(-1)?.month).toBe('2026-09')
    }
  })

  it('builds the document: a chapter per section, the summary per hotel, demo figures marked 测算假设', () => {
    const doc = reviewDocument(review, review.figures, {}, '2026 年 10 月')
    expect(doc.chapters.map((c) => c.heading)).toEqual([
      '摘要与结论',
      '本季度经营表现',
      '年初至今经营表现',
      '24 个月经营趋势',
      '收入变动的利润流转',
      '竞争市场表现',
      '管理费核查',
      '业绩考核',
      '建议与行动计划',
      '附录：数据来源',
    ])
    const summary = doc.chapters[0]?.blocks[0]
    expect(summary?.kind === 'table' && summary.rows.map((r) => r[0])).toEqual(
      review.figures.hotels.map((h) => h.hotel.name),
    )
    // As of 2026-09 the first test year (2024-10 to 2025-09) lacks October 2024: a two-year test cannot be decided.
    const verdicts = summary?.kind === 'table' ? summary.rows.map((r) => r.at(-1)) : []
    expect(verdicts.some((v) => v?.startsWith('数据不足'))).toBe(true)
    // The method in plain words before the first table of figures: USALI lines against budget, last year, the set.
    const method = doc.chapters[1]?.blocks[0]
    expect(method?.kind === 'para' && method.text).toMatch(/^本报告的方法：.*USALI.*预算.*去年同期.*竞争群为 100/)
    // The first page names each hotel's year-to-date shortfalls beyond the owner's thresholds, as the dashboard does.
    const alerted = review.figures.hotels.filter((h) => h.alerts.length > 0)
    expect(alerted.length).toBeGreaterThan(0)
    const alerts = doc.chapters[0]?.blocks.find((b) => b.kind === 'bullets')
    expect(alerts?.kind === 'bullets' && alerts.items.map((i) => i.slice(0, i.indexOf('：')))).toEqual(
      alerted.map((h) => h.hotel.name),
    )
    const first = alerted[0]?.alerts[0]
    if (!first) throw new Error('no alert')
    expect(alerts?.kind === 'bullets' && alerts.items[0]).toContain(alertText(first))
    const sources = doc.chapters.at(-1)?.blocks[0]
    expect(sources?.kind === 'sources' && sources.items.some((i) => i.source === null)).toBe(true)
    // No text written yet: no 顾问意见 block anywhere.
    expect(doc.chapters.flatMap((c) => c.blocks).some((b) => b.kind === 'richText')).toBe(false)
  })

  it('refuses bad input with clear messages', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ organization_id: ownerOrg, year: 2026, quarter: 5 }, 400, /季度只能是 1–4/],
      [{ organization_id: ownerOrg, year: 2026, quarter: 0 }, 400, /季度只能是 1–4/],
      [{ organization_id: ownerOrg, year: '2026', quarter: 3 }, 400, /年份必须是数字/],
      [{ organization_id: ownerOrg, year: 1999, quarter: 3 }, 400, /年份不能早于 2000/],
      [{ organization_id: '', year: 2026, quarter: 3 }, 400, /请选择业主机构/],
      [{ organization_id: 'no-such-org', year: 2026, quarter: 3 }, 404, /机构不存在/],
      [{ organization_id: ownerOrg, year: 2026, quarter: 3 }, 409, /已存在/],
      [{ organization_id: ownerOrg, year: 2021, quarter: 1 }, 422, /没有完整的月度损益数据/],
      [{ organization_id: demoOrgIds.management_group, year: 2026, quarter: 3 }, 422, /没有酒店|没有完整/],
    ]
    for (const [body, status, message] of cases) {
      const res = await create(body)
      expect({ body, status: res.statusCode }).toEqual({ body, status })
      expect(JSON.stringify(res.json().error)).toMatch(message)
      expect(res.body).not.toMatch(/at .*\.ts:\d+/)
    }
  })

  it('lets only staff generate and edit', async () => {
    expect((await create({ organization_id: ownerOrg, year: 2026, quarter: 2 }, owner)).statusCode).toBe(403)
    expect((await put(review.id, 'summary', text('x'), owner)).statusCode).toBe(403)
  })

  it('stores the consultant’s text per section, validated, and keeps it when the figures are regenerated', async () => {
    expect((await put(review.id, 'nope', text('x'))).statusCode).toBe(400)
    const unsafe = await put(review.id, 'summary', [
      { type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] },
    ])
    expect(unsafe.statusCode).toBe(400)
    expect((await put(review.id, 'summary', [{ type: 'table' }])).statusCode).toBe(400)
    expect((await put(review.id, 'summary', 'text')).statusCode).toBe(400)
    const ok = await put(review.id, 'summary', [
      { type: 'heading', text: '总体判断' },
      {
        type: 'paragraph',
        spans: [{ text: '本季度 RevPAR 低于预算，' }, { text: '需管理公司提交改进计划', bold: true }],
      },
      { type: 'list', ordered: true, items: ['复核团队与协议价格', '检查渠道成本'] },
    ])
    expect(ok.statusCode).toBe(200)
    const regenerated = await app.inject({
      method: 'POST',
      url: `/api/v1/asset/reviews/${review.id}/regenerate`,
      headers: staff,
    })
    expect(regenerated.statusCode).toBe(200)
    const after: ReviewDetail = regenerated.json().data
    expect(after.texts.summary?.[0]).toEqual({ type: 'heading', text: '总体判断' })
    expect(after.generated_at >= review.generated_at).toBe(true)
  })

  it('exports a Word file with the chapters, tables, charts and the consultant’s text', async () => {
    const res = await exportAs(review.id, 'docx')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('wordprocessingml')
    const zip = await JSZip.loadAsync(res.rawPayload)
    const doc = (await zip.file('word/document.xml')?.async('string')) ?? ''
    for (const heading of [
      '一、摘要与结论',
      '四、24 个月经营趋势',
      '七、管理费核查',
      '八、业绩考核',
      '十、附录：数据来源',
    ]) {
      expect(doc).toContain(heading)
    }
    expect(doc.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(10)
    expect(doc).toContain('需管理公司提交改进计划')
    expect(doc).toContain('基本管理费')
    expect(doc.match(/<w:tbl>/g)?.length).toBeGreaterThanOrEqual(6)
    const hotels = review.figures.hotels.length
    // Per hotel: a bar chart for the quarter and one for the year to date, three 24-month trend charts.
    expect(doc.match(/<pic:pic /g)).toHaveLength(hotels * 5)
    const header = (await zip.file('word/header1.xml')?.async('string')) ?? ''
    expect(header).toContain(site.firmName)
    // A draft's export says so on its cover, so it cannot pass for the delivered review.
    expect(doc).toContain('管理费与业绩考核 · 工作稿')
  })

  it('exports a PDF through the watermark, and audits each export', async () => {
    const res = await exportAs(review.id, 'pdf')
    expect(res.statusCode).toBe(200)
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(10)
    expect((await exportAs(review.id, 'xlsx')).statusCode).toBe(400)
    const audits = await auditRows(dbh.db, 'asset_review_export')
    expect(audits.map((a) => JSON.parse(a.detail).format).sort()).toEqual(['docx', 'pdf'])
  })

  it('hides drafts from the owner and every review from other organizations', async () => {
    const url = `/api/v1/asset/reviews/${review.id}`
    expect((await app.inject({ url, headers: owner })).statusCode).toBe(404)
    expect((await exportAs(review.id, 'pdf', owner)).statusCode).toBe(404)
    const list = await app.inject({ url: '/api/v1/asset/reviews', headers: owner })
    expect(list.json().data).toEqual([])
  })

  it('publishes only with the required texts, then freezes the review and delivers it to the owner', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/asset/reviews/${review.id}/publish`,
      headers: staff,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.message).toContain('建议与行动计划')
    expect((await put(review.id, 'actions', text('请管理公司于下季度提交收益管理改进方案。'))).statusCode).toBe(200)
    const res = await app.inject({ method: 'POST', url: `/api/v1/asset/reviews/${review.id}/publish`, headers: staff })
    expect(res.statusCode).toBe(200)
    const published: ReviewDetail = res.json().data
    expect(published.status).toBe('published')
    expect(published.report_id).not.toBeNull()

    // Frozen.
    expect((await put(review.id, 'summary', text('改动'))).statusCode).toBe(409)
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/asset/reviews/${review.id}/regenerate`,
      headers: staff,
    })
    expect(again.statusCode).toBe(409)

    // The owner's portal lists it and opens it; its files download, the PDF watermarked.
    const list = await app.inject({ url: '/api/v1/asset/reviews', headers: owner })
    expect((list.json().data as ReviewSummary[]).map((r) => r.id)).toEqual([review.id])
    expect((await app.inject({ url: `/api/v1/asset/reviews/${review.id}`, headers: owner })).statusCode).toBe(200)
    const word = await exportAs(review.id, 'docx', owner)
    expect(word.statusCode).toBe(200)
    const delivered = (await (await JSZip.loadAsync(word.rawPayload)).file('word/document.xml')?.async('string')) ?? ''
    expect(delivered).toContain('管理费与业绩考核')
    expect(delivered).not.toContain('工作稿')
    const pdf = await exportAs(review.id, 'pdf', owner)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.length).toBeGreaterThan(0)

    // The report library has it for the owner's organization only.
    const library = await app.inject({ url: `/api/v1/reports/${published.report_id}`, headers: owner })
    expect(library.statusCode).toBe(200)
    expect(library.json().data.title).toBe(review.title)
    const download = await app.inject({ url: `/api/v1/reports/${published.report_id}/download`, headers: owner })
    expect(download.statusCode).toBe(200)
    expect(library.json().data.word_size).toBeGreaterThan(0)
    const libraryWord = await app.inject({ url: `/api/v1/reports/${published.report_id}/word`, headers: owner })
    expect(libraryWord.statusCode).toBe(200)
    expect(libraryWord.headers['content-type']).toContain('wordprocessingml')
    expect((await app.inject({ url: `/api/v1/reports/${published.report_id}`, headers: single })).statusCode).toBe(403)

    // Another organization's user learns nothing.
    expect((await app.inject({ url: `/api/v1/asset/reviews/${review.id}`, headers: single })).statusCode).toBe(404)
    expect((await exportAs(review.id, 'docx', single)).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/v1/asset/reviews', headers: single })).json().data).toEqual([])
    expect((await app.inject({ url: '/api/v1/asset/reviews/not-a-uuid', headers: staff })).statusCode).toBe(400)
  })
})
